/// A display: the main screen, or an external one. Fed by the window server's list of monitors.
@preconcurrency @MainActor public final class UIScreen: NSObject {
    public static let didConnectNotification = Notification.Name("UIScreenDidConnectNotification")
    public static let didDisconnectNotification = Notification.Name("UIScreenDidDisconnectNotification")
    public static let modeDidChangeNotification = Notification.Name("UIScreenModeDidChangeNotification")
    public static let brightnessDidChangeNotification = Notification.Name("UIScreenBrightnessDidChangeNotification")

    /// The connected screens; the main screen is always first.
    public static var screens: [UIScreen] {
        if connected.isEmpty { connected = [UIScreen(ScreenDescription.fallback)] }
        return connected
    }

    public static var main: UIScreen { screens[0] }

    static var connected: [UIScreen] = []

    package private(set) var serverDescription: ScreenDescription

    /// Ticks at this screen's refresh rate, for the display links it makes (see UIScreen+DisplayLink.swift).
    /// Replaceable, as `CADisplayLink.tickSource` is, so tests can drive a screen's refreshes by hand.
    package lazy var displayTickSource: any CADisplayTickSource = RunLoopDisplayTickSource { [weak self] in
        self?.serverDescription.refreshRate ?? 60
    }

    init(_ description: ScreenDescription) {
        serverDescription = description
        super.init()
    }

    /// The window server's identifier for this monitor.
    public var identifier: String { serverDescription.id }
    public var name: String { serverDescription.name }

    /// The screen in points, origin zero: its pixels over the native scale, as on iOS.
    public var bounds: CGRect {
        let f = serverDescription.pixelFrame
        return CGRect(x: 0, y: 0, width: f.width / nativeScale, height: f.height / nativeScale)
    }
    public var nativeBounds: CGRect {
        CGRect(origin: .zero, size: serverDescription.pixelFrame.size)
    }
    /// UIKit's whole scale: the native scale rounded up (a desktop at 1.5 says 2, as an iPhone whose panel is 2.608
    /// says 3). Artwork is chosen by it (`@2x` at 1.5); windows on the screen draw at `nativeScale`.
    public var scale: CGFloat { UIScreen.wholeScale(nativeScale) }
    /// Pixels per point as the desktop sets them, fractional when it says so (`Xft.dpi` 144 is 1.5). Windows on this
    /// screen are sized and drawn at this scale, so their contents stay sharp (see docs/ARCHITECTURE.md, "HiDPI").
    public var nativeScale: CGFloat {
        let native = serverDescription.scale
        return native.isFinite && native > 0 ? native : 1
    }
    /// The screen's place on the window server's desktop, in pixels.
    public var desktopFrame: CGRect { serverDescription.pixelFrame }

    public var availableModes: [UIScreenMode] { serverDescription.modes.map(UIScreenMode.init) }
    public var preferredMode: UIScreenMode? { serverDescription.preferredMode.map(UIScreenMode.init) }

    /// Setting a mode asks the window server to switch the monitor; the change arrives back as a mode-change
    /// notification. Modes not in `availableModes` are refused.
    public var currentMode: UIScreenMode? {
        get { serverDescription.currentMode.map(UIScreenMode.init) }
        set {
            guard let newValue else { return }
            guard serverDescription.modes.contains(newValue.serverMode) else {
                UIKitLog.error("ignored currentMode \(newValue): not one of \(name)'s available modes")
                return
            }
            do {
                try UIApplication.windowServer?.setMode(newValue.serverMode, forScreen: identifier)
            } catch {
                UIKitLog.error("could not set \(newValue) on \(name): \(error)")
            }
        }
    }

    public var maximumFramesPerSecond: Int { Int(serverDescription.refreshRate.rounded()) }
    public var mirrored: UIScreen? { nil }
    public var overscanCompensation: OverscanCompensation = .scale
    public var brightness: CGFloat = 1
    public var wantsSoftwareDimming = false
    public var coordinateSpace: any UICoordinateSpace { self }
    public var fixedCoordinateSpace: any UICoordinateSpace { self }

    public enum OverscanCompensation: Int, Sendable { case scale, insetBounds, none }

    public override var description: String {
        onMainActor(otherwise: "<UIScreen>") { self.mainActorDescription }
    }

    var mainActorDescription: String {
        "<UIScreen \(name); bounds = \(UIView.format(bounds)); scale = \(scale); mode = \(currentMode?.description ?? "none")>"
    }

    /// UIKit's integer scales are 1, 2 and 3; a fractional desktop scale rounds up to the next (with a little slack
    /// for scales read from a DPI that is a hair above a whole multiple of 96).
    nonisolated static func wholeScale(_ native: CGFloat) -> CGFloat {
        min(max((native - 0.01).rounded(.up), 1), 3)
    }

    // MARK: Following the window server

    /// Replaces the screen list, keeping the identity of screens that stay and posting UIKit's notifications:
    /// connections, then mode changes, then disconnections (after windows have moved off the screen).
    /// At launch (`announce == false`) the screens are simply there, as on iOS: nothing is posted.
    static func update(from descriptions: [ScreenDescription], announce: Bool = true) {
        let ordered = descriptions.filter(\.isPrimary) + descriptions.filter { !$0.isPrimary }
        var next: [UIScreen] = []
        var added: [UIScreen] = []
        var modeChanged: [UIScreen] = []
        // Windows on a screen whose scale changes (the desktop's DPI changed) hear of their new traits.
        var rescaled: [(window: UIWindow, traits: TraitSnapshot)] = []
        for description in ordered {
            if let existing = connected.first(where: { $0.identifier == description.id }) {
                let old = existing.serverDescription
                if old.scale != description.scale {
                    rescaled += UIApplication.shared.windows.filter { $0.screen === existing }.map { ($0, TraitSnapshot(of: $0)) }
                }
                existing.serverDescription = description
                if old.currentMode != description.currentMode || old.pixelFrame.size != description.pixelFrame.size
                    || old.scale != description.scale {
                    modeChanged.append(existing)
                }
                next.append(existing)
            } else {
                let screen = UIScreen(description)
                next.append(screen)
                added.append(screen)
            }
        }
        if next.isEmpty { next = [connected.first ?? UIScreen(.fallback)] }
        let removed = connected.filter { old in !next.contains { $0 === old } }
        connected = next
        for (window, traits) in rescaled { window.screenScaleDidChange(traits: traits) }
        guard announce else { return }
        let center = NotificationCenter.default
        for screen in added {
            center.post(name: didConnectNotification, object: screen)
            UIApplication.shared.screenDidConnect(screen)
        }
        for screen in modeChanged {
            UIApplication.shared.screenModeDidChange(screen)
            center.post(name: modeDidChangeNotification, object: screen)
        }
        for screen in removed {
            UIApplication.shared.screenWillDisconnect(screen)
            UIApplication.shared.screenDidDisconnect(screen)
            center.post(name: didDisconnectNotification, object: screen)
        }
    }
}

extension ScreenDescription {
    /// The screen UIKit assumes before any window server has spoken.
    static let fallback = ScreenDescription(
        id: "default", name: "default", pixelFrame: CGRect(x: 0, y: 0, width: 1280, height: 800), scale: 1,
        isPrimary: true, modes: [ScreenModeDescription(id: 1, width: 1280, height: 800)],
        currentMode: ScreenModeDescription(id: 1, width: 1280, height: 800),
        preferredMode: ScreenModeDescription(id: 1, width: 1280, height: 800))
}
