import Foundation

/// The application: its windows, its delegate, the event queue from the window server, and the run loop.
@preconcurrency @MainActor open class UIApplication: UIResponder {
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
    }

    public enum State: Int, Sendable { case active, inactive, background }

    public static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")

    /// The application object, made on first use: an instance of the principal class (Info.plist's
    /// `NSPrincipalClass`, registered with `UINibClassRegistry.registerApplicationClass`), else of `UIApplication`.
    open class var shared: UIApplication {
        if let made = madeShared { return made }
        let made = UINibClassRegistry.applicationClass.init()
        madeShared = made
        return made
    }
    static var madeShared: UIApplication?

    /// The window server windows are shown on; `nil` until the application runs (views still work headless).
    public internal(set) static var windowServer: (any WindowServer)?

    public weak var delegate: (any UIApplicationDelegate)? {
        get { delegateStorage }
        set { delegateStorage = newValue }
    }
    /// The application keeps its delegate alive, as UIKit does for the delegate made by `UIApplicationMain`.
    var delegateStorage: (any UIApplicationDelegate)?

    public private(set) var applicationState: State = .inactive

    /// Every window made (weakly held), in creation order.
    private var windowRefs: [WeakWindow] = []
    public var windows: [UIWindow] { windowRefs.compactMap(\.window) }
    public private(set) weak var keyWindow: UIWindow?

    /// Only `shared` makes the application object (on iOS a second one is refused). Required so that the principal
    /// class, a subclass known by its metatype, inherits it.
    public required override init() {
        super.init()
        if UIApplication.madeShared != nil { UIKitLog.error("There can only be one UIApplication instance.") }
    }

    /// Every event passes through here to the windows (UIApplication+Events.swift). In the class body so that the
    /// principal class can override it, as iOS apps do to watch every event.
    open func sendEvent(_ event: UIEvent) { dispatch(event) }

    /// Sends `action` to `target`, or with no target along the responder chain (UIApplication+SelectorActions.swift);
    /// in the class body so that a principal class (`NSPrincipalClass`) overrides it, as on iOS.
    @discardableResult
    open func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        dispatchAction(action, to: target, from: sender, for: event)
    }

    /// Opens `url` with the desktop's handler for it (`xdg-open`, UIApplication+OpenURL.swift); `completion` hears
    /// on the main actor whether it was opened. In the class body so that a principal class overrides it, as on iOS.
    open func open(_ url: URL, options: [UIApplication.OpenExternalURLOptionsKey: Any] = [:],
                   completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil) {
        openURL(url, options: options, completion: completion)
    }

    /// Whether some application on the desktop opens `url`: web and file URLs always, another scheme when an
    /// installed application declares itself its handler (see `XDGURLOpener`).
    open func canOpenURL(_ url: URL) -> Bool { Self.urlOpener.canOpen(url) }

    open override var next: UIResponder? { delegate as? UIResponder }

    func register(_ window: UIWindow) {
        windowRefs.removeAll { $0.window == nil }
        windowRefs.append(WeakWindow(window: window))
    }

    func setKeyWindow(_ window: UIWindow) {
        guard keyWindow !== window else { return }
        let old = keyWindow
        old?.resignKey()
        if let old { NotificationCenter.default.post(name: UIWindow.didResignKeyNotification, object: old) }
        keyWindow = window
        window.becomeKey()
        NotificationCenter.default.post(name: UIWindow.didBecomeKeyNotification, object: window)
        old?.updatePointerLock()
        window.updatePointerLock()
    }

    /// The key window went away with no visible window to take over: there is no key window (as on iOS).
    func resignKeyWindow(_ window: UIWindow) {
        guard keyWindow === window else { return }
        window.resignKey()
        keyWindow = nil
        NotificationCenter.default.post(name: UIWindow.didResignKeyNotification, object: window)
        window.updatePointerLock()
    }

    // MARK: Life cycle

    /// Who hears of becoming active, resigning, the background and the foreground: the application delegate,
    /// unless the app uses scenes, whose delegates hear it instead (UIApplication+Scenes.swift).
    private var lifeCycleDelegate: (any UIApplicationDelegate)? { usesScenes ? nil : delegate }

    func transition(to state: State) {
        guard state != applicationState else { return }
        // Only the active application holds a pointer lock.
        defer { for window in windows { window.updatePointerLock() } }
        let center = NotificationCenter.default
        switch (applicationState, state) {
        case (.inactive, .active), (.background, .active):
            if applicationState == .background { enterForeground() }
            applicationState = .active
            lifeCycleDelegate?.applicationDidBecomeActive(self)
            center.post(name: Self.didBecomeActiveNotification, object: self)
        case (.active, .inactive):
            lifeCycleDelegate?.applicationWillResignActive(self)
            center.post(name: Self.willResignActiveNotification, object: self)
            applicationState = .inactive
        case (_, .background):
            if applicationState == .active { transition(to: .inactive) }
            applicationState = .background
            lifeCycleDelegate?.applicationDidEnterBackground(self)
            center.post(name: Self.didEnterBackgroundNotification, object: self)
        case (.background, .inactive):
            enterForeground()
            applicationState = .inactive
        default:
            applicationState = state
        }
    }

    private func enterForeground() {
        lifeCycleDelegate?.applicationWillEnterForeground(self)
        NotificationCenter.default.post(name: Self.willEnterForegroundNotification, object: self)
    }

    /// Ends the application: will-terminate callbacks, windows released, the window server shut down.
    public func terminate(exitCode: Int32 = 0, message: String? = nil) -> Never {
        delegate?.applicationWillTerminate(self)
        NotificationCenter.default.post(name: Self.willTerminateNotification, object: self)
        for window in windows { window.rememberPlacement() }
        WindowPlacementStore.shared?.flush()
        for window in windows { window.destroyHost() }
        UIApplication.windowServer?.shutDown()
        if let message { FileHandle.standardError.write(Data((message + "\n").utf8)) }
        exit(exitCode)
    }

    // MARK: Screens

    func screenModeDidChange(_ screen: UIScreen) {
        for window in windows where window.screen === screen && window.host != nil {
            if window.coversScreen { window.frame = screen.bounds }
        }
    }

    /// A monitor went away under its windows: they move to the main screen, before the notification is posted.
    func screenDidDisconnect(_ screen: UIScreen) {
        for window in windows where window.screen === screen { window.screen = UIScreen.main }
    }
}

private struct WeakWindow {
    weak var window: UIWindow?
}
