/// A window: the root of a view tree, shown on a screen through a window-server host.
@MainActor open class UIWindow: UIView {
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

    public var windowLevel: Level = .normal {
        didSet { host?.setLevel(windowLevel.rawValue) }
    }

    /// The title of the platform window (shown by the desktop's window manager).
    public var title: String = ProcessInfo.processInfo.processName {
        didSet { host?.setTitle(title) }
    }

    public var rootViewController: UIViewController? {
        didSet {
            guard rootViewController !== oldValue else { return }
            oldValue?.viewIfLoaded?.removeFromSuperview()
            if let controller = rootViewController {
                let view = controller.view!
                view.frame = bounds
                view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                controller.beginAppearance(in: self)
            }
        }
    }

    open override var isHidden: Bool {
        get { super.isHidden }
        set {
            guard newValue != super.isHidden else { return }
            super.isHidden = newValue
            if newValue { hideHost() } else { showHost() }
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

    /// Every event for this window passes here (E-EV-7): subclasses may watch events and must call super.
    open func sendEvent(_ event: UIEvent) { deliver(event) }

    isolated deinit {
        destroyHost()
    }
}
