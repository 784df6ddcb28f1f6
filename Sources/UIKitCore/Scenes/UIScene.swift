/// One instance of the app's interface (UIKit 13+). On the desktop a `UIWindowScene` is a group of top-level
/// windows; its activation state follows X focus and iconify (UIApplication+Scenes.swift).
@preconcurrency @MainActor open class UIScene: UIResponder {
    public enum ActivationState: Int, Sendable {
        case unattached = -1
        case foregroundActive = 0
        case foregroundInactive = 1
        case background = 2
    }

    public static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
    public static let didDisconnectNotification = Notification.Name("UISceneDidDisconnectNotification")
    public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
    public static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
    public static let willEnterForegroundNotification = Notification.Name("UISceneWillEnterForegroundNotification")
    public static let didEnterBackgroundNotification = Notification.Name("UISceneDidEnterBackgroundNotification")

    public let session: UISceneSession

    /// Strong, as UIKit holds it: the scene is what keeps a scene delegate made from a class name alive.
    public var delegate: (any UISceneDelegate)?

    public internal(set) var activationState: ActivationState = .unattached

    /// Whether the pointer is locked to the scene's window (window scenes have one; UIPointerLockState.swift).
    public private(set) lazy var pointerLockState: UIPointerLockState? = self is UIWindowScene ? UIPointerLockState() : nil

    /// The title the desktop shows for the scene's windows.
    public var title: String! {
        didSet { titleDidChange() }
    }

    public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        self.session = session
        super.init()
    }

    /// A window scene passes its title to its windows; a bare scene has none.
    func titleDidChange() {}

    open override var next: UIResponder? { UIApplication.shared }
}
