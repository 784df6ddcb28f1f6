/// A window server without a display: screens come from a configuration that tests can change at run time, and
/// each window's frames are rendered by the reference renderer into an image that tests read.
@preconcurrency @MainActor public final class HeadlessWindowServer: WindowServer {
    public private(set) var screens: [ScreenDescription]
    private var sink: (@MainActor (WindowServerEvent) -> Void)?
    public private(set) var hosts: [HeadlessWindowHost] = []

    public var name: String { "headless" }

    /// Copy and paste within this process, as before a launch.
    public let pasteboard = InProcessPasteboardTransport()
    public var pasteboardTransport: (any PasteboardTransport)? { pasteboard }

    /// Screens default to one 1280x800 monitor at scale 1.
    public init(screens: [ScreenDescription]? = nil) {
        self.screens = screens ?? [ScreenDescription(
            id: "headless-0", name: "Headless", pixelFrame: CGRect(x: 0, y: 0, width: 1280, height: 800),
            isPrimary: true, modes: [ScreenModeDescription(id: 1, width: 1280, height: 800)],
            currentMode: ScreenModeDescription(id: 1, width: 1280, height: 800),
            preferredMode: ScreenModeDescription(id: 1, width: 1280, height: 800))]
    }

    public func start(sink: @escaping @MainActor (WindowServerEvent) -> Void) throws { self.sink = sink }

    public func makeWindowHost(_ configuration: WindowHostConfiguration) throws -> any WindowHost {
        let host = HeadlessWindowHost(configuration: configuration)
        hosts.append(host)
        return host
    }

    public func setMode(_ mode: ScreenModeDescription, forScreen screenID: String) throws {
        guard let index = screens.firstIndex(where: { $0.id == screenID }), screens[index].modes.contains(mode) else {
            throw HeadlessError.unknownMode
        }
        screens[index].currentMode = mode
        screens[index].pixelFrame.size = CGSize(width: mode.width, height: mode.height)
        sink?(.screensChanged(screens))
    }

    /// Replaces the monitor list, as plugging or unplugging a display would.
    public func setScreens(_ newScreens: [ScreenDescription]) {
        screens = newScreens
        sink?(.screensChanged(newScreens))
    }

    /// Delivers an event as if the platform had produced it.
    public func inject(_ event: WindowServerEvent) { sink?(event) }

    public func shutDown() { hosts = [] }

    enum HeadlessError: Error { case unknownMode }
}

/// A headless window: keeps the last render tree and renders it on demand.
@preconcurrency @MainActor public final class HeadlessWindowHost: WindowHost {
    public private(set) var configuration: WindowHostConfiguration
    public private(set) var isVisible = false
    public private(set) var isDestroyed = false
    public private(set) var lastTree: RenderLayer?
    public private(set) var presentCount = 0
    /// What UIKit last said of text input in this window (`setTextInput`).
    public private(set) var textInputState: TextInputState?
    /// How many times UIKit ended a composition itself (`cancelTextComposition`).
    public private(set) var cancelledCompositions = 0
    /// The cursor UIKit last asked for over this window, and how many times it asked.
    public private(set) var pointerCursor: PointerCursor?
    public private(set) var pointerCursorChanges = 0
    /// The size limits UIKit last gave the window.
    public private(set) var sizeLimits: (minimum: CGSize, maximum: CGSize)?
    /// Whether UIKit asks for the user's attention to the window (`setUrgent`).
    public private(set) var isUrgent = false
    /// The last drag that left this window (`beginOutgoingDrag`), for a test to play the other application.
    public private(set) var outgoingDrag: HeadlessOutgoingDrag?

    init(configuration: WindowHostConfiguration) { self.configuration = configuration }

    public func setFrame(_ frame: CGRect) { configuration.frame = frame }
    public func setVisible(_ visible: Bool) { isVisible = visible }
    public func setTitle(_ title: String) { configuration.title = title }
    public func setLevel(_ level: CGFloat) { configuration.level = level }
    public func makeKey() {}
    public func present(_ tree: RenderLayer) {
        lastTree = tree
        presentCount += 1
    }
    public func destroy() { isDestroyed = true }
    public func setTextInput(_ state: TextInputState?) { textInputState = state }
    public func cancelTextComposition() { cancelledCompositions += 1 }
    public func setSizeLimits(minimum: CGSize, maximum: CGSize) { sizeLimits = (minimum, maximum) }
    public func setFullScreen(_ fullScreen: Bool) { configuration.isFullScreen = fullScreen }
    public func setUrgent(_ urgent: Bool) { isUrgent = urgent }
    public func beginOutgoingDrag(_ request: OutgoingDragRequest) -> (any OutgoingDrag)? {
        let drag = HeadlessOutgoingDrag(request: request)
        outgoingDrag = drag
        return drag
    }
    /// Whether UIKit locked the pointer to this window.
    public private(set) var isPointerLocked = false
    public func setPointerLocked(_ locked: Bool) { isPointerLocked = locked }
    public func setScreen(_ screenID: String, scale: CGFloat) {
        configuration.screenID = screenID
        configuration.scale = scale
    }
    public func setPointerCursor(_ cursor: PointerCursor) {
        pointerCursor = cursor
        pointerCursorChanges += 1
    }

    /// The window's pixels as the screen would show them: the last tree over black, at the screen's scale.
    public func snapshot() -> CGImage? {
        guard let tree = lastTree else { return nil }
        return LayerRenderer.snapshot(of: tree, size: configuration.frame.size, scale: configuration.scale)
    }
}
