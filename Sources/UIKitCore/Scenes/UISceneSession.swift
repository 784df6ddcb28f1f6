/// What persists of a scene between connections: its role, configuration and user info. On the desktop a session
/// lives while its scene's window is open; closing the window discards it.
@preconcurrency @MainActor public final class UISceneSession: NSObject {
    public let persistentIdentifier: String
    public let role: UISceneSession.Role
    public internal(set) var configuration: UISceneConfiguration
    public internal(set) weak var scene: UIScene?
    public var userInfo: [String: Any]?
    /// The type of the activity the session's scene was opened for: a later request with an activity of that type
    /// opens a destroyed session again (UISceneActivationRequests.swift).
    var activityType: String?

    /// `persistentIdentifier`: a session restored from an earlier launch keeps its identifier.
    init(role: UISceneSession.Role, configuration: UISceneConfiguration, persistentIdentifier: String = UUID().uuidString) {
        self.persistentIdentifier = persistentIdentifier
        self.role = role
        self.configuration = configuration
        super.init()
    }
}
