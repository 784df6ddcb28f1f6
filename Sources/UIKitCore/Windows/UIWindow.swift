/// A window: the root of a view tree, shown on a screen through a window-server host.
@preconcurrency @MainActor open class UIWindow: UIView {
    public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = Level(0)
        public static let statusBar = Level(1000)
        public static let alert = Level(2000)
        public static func < (l: Level, r: Level) -> Bool { l.rawValue < r.rawValue }
        public static func + (l: Level, r: CGFloat) -> Level { Level(l.rawValue + r) }
    }

    public static let didBecomeVisibleNotification = Notification.Name("UIWindowDidBecomeVisibleNotification")
    public static let didBecomeHiddenNotification = Notification.Name("UIWindowDidBecomeHiddenNotification")
    public static let didBecomeKeyNotification = Notification.Name("UIWindowDidBecomeKeyNotification")
    public static let didResignKeyNotification = Notification.Name("UIWindowDidResignKeyNotification")

    var host: (any WindowHost)?
    var layerHost: CALayerHost?

    /// Fills the main screen, as on iOS.
    public convenience init() {
        self.init(frame: UIScreen.main.bounds)
    }

    public override init(frame: CGRect) {
        screenStorage = UIScreen.main
        super.init(frame: frame)
        super.isHidden = true
        windowStorage = self
        UIApplication.shared.register(self)
    }

    public required init?(coder: NSCoder) {
        screenStorage = UIScreen.main
        super.init(coder: coder)
        super.isHidden = true
        windowStorage = self
        UIApplication.shared.register(self)
    }

    /// The screen the window is on (see UIWindow+Host.swift).
    var screenStorage: UIScreen
    /// Put on a screen other than the main one through `screen`: the window covers that screen without decorations
    /// (an external display). A desktop window the user drags onto another monitor is still a desktop window.
    var coversScreen = false
    /// The window's remembered place was looked up (once, before its first platform window; UIWindow+Placement.swift).
    var placementRestored = false
    /// The window's host holds the pointer (UIWindow+PointerLock.swift).
    var isPointerLocked = false

    /// Higher levels stack above lower ones; within a level, the window shown last is in front (V-WIN-6).
    public var windowLevel: Level = .normal {
        didSet {
            guard windowLevel.rawValue.isFinite else {
                UIKitLog.error("ignored a non-finite windowLevel for \(self)")
                windowLevel = oldValue
                return
            }
            host?.setLevel(windowLevel.rawValue)
        }
    }

    /// Keyboard focus in this window (see Focus/UIFocusSystem.swift), made when first needed.
    var focusSystemIfMade: UIFocusSystem?
    var focusSystem: UIFocusSystem {
        if let focusSystemIfMade { return focusSystemIfMade }
        let system = UIFocusSystem(window: self)
        focusSystemIfMade = system
        return system
    }

    /// Keys nobody nearer the first responder used: Tab moves focus, and the focused control takes its keys.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let rest = focusSystem.handle(presses, isRepeat: false)
        if !rest.isEmpty { super.pressesBegan(rest, with: event) }
    }

    open override func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let rest = focusSystem.handle(presses, isRepeat: true)
        if !rest.isEmpty { super.pressesChanged(rest, with: event) }
    }

    /// When the window was last shown, to order windows of the same level.
    var orderingSequence = 0
    private static var orderingCounter = 0
    static func nextOrderingSequence() -> Int {
        orderingCounter += 1
        return orderingCounter
    }

    /// The application's visible windows in stacking order, the frontmost last.
    static var visibleWindowsBackToFront: [UIWindow] {
        UIApplication.shared.windows.filter { !$0.isHidden }
            .sorted { ($0.windowLevel.rawValue, $0.orderingSequence) < ($1.windowLevel.rawValue, $1.orderingSequence) }
    }

    /// The title of the platform window (shown by the desktop's window manager and read by screen readers): the
    /// window scene's title when it has one, else the root view controller's title (as on Mac Catalyst), else the
    /// application bundle's display name or name, else the process's name.
    ///
    /// Internal on purpose: UIKit's `UIWindow` has no `title`, and an iOS `UIWindow` subclass that declares its own
    /// `title` must compile here without `override`. Apps title their windows as on iOS: `UIWindowScene.title`, or
    /// the root view controller's `title`.
    var desktopTitle: String {
        sceneTitle ?? rootViewController?.title
            ?? Bundle.application.infoDictionary?["CFBundleDisplayName"] as? String
            ?? Bundle.application.infoDictionary?["CFBundleName"] as? String
            ?? ProcessInfo.processInfo.processName
    }

    /// The title the window's scene gave it.
    var sceneTitle: String? {
        didSet { titleSourceChanged() }
    }

    /// The scene's or the root controller's title changed, or the root controller did: the desktop shows the
    /// window's title anew.
    func titleSourceChanged() {
        host?.setTitle(desktopTitle)
    }

    /// Its view becomes the window's root view, filling the window, when the window is visible (at once, or when
    /// it is shown); a replaced controller's view disappears first.
    public var rootViewController: UIViewController? {
        didSet {
            guard rootViewController !== oldValue else { return }
            titleSourceChanged()
            oldValue?.disappear(fromRootOf: self, removingView: true)
            if !isHidden { rootViewController?.appear(asRootOf: self) }
        }
    }

    /// Showing a window shows its root view controller's view; hiding it makes that view disappear and gives up
    /// key status to the frontmost other visible window (only one window is key at a time, V-WIN-8).
    open override var isHidden: Bool {
        get { super.isHidden }
        set {
            guard newValue != super.isHidden else { return }
            super.isHidden = newValue
            if newValue {
                hideHost()
                rootViewController?.disappear(fromRootOf: self, removingView: false)
                if isKeyWindow {
                    if let next = UIWindow.visibleWindowsBackToFront.last { next.makeKey() }
                    else { UIApplication.shared.resignKeyWindow(self) }
                }
            } else {
                showHost()
                orderingSequence = UIWindow.nextOrderingSequence()
                rootViewController?.appear(asRootOf: self)
            }
            NotificationCenter.default.post(
                name: newValue ? Self.didBecomeHiddenNotification : Self.didBecomeVisibleNotification, object: self)
        }
    }

    public var isKeyWindow: Bool { UIApplication.shared.keyWindow === self }

    public func makeKeyAndVisible() {
        isHidden = false
        makeKey()
    }

    public func makeKey() {
        UIApplication.shared.setKeyWindow(self)
        host?.makeKey()
    }

    open func becomeKey() {}
    open func resignKey() {}

    open override var next: UIResponder? { UIApplication.shared }

    /// Whether the window covers its monitor, and whether it asks for the user's attention
    /// (UIWindow+DesktopStates.swift).
    var isFullScreenOnDesktop = false
    var isDemandingAttention = false

    /// Each window keeps its own undo history, for the responders in it (what the Edit menu's Undo undoes).
    open override var undoManager: UndoManager? { ownUndoManager }
    private lazy var ownUndoManager = UndoManager()

    /// Every event for this window passes here (E-EV-7): subclasses may watch events and must call super.
    open func sendEvent(_ event: UIEvent) { deliver(event) }

    isolated deinit {
        destroyHost()
    }
}
