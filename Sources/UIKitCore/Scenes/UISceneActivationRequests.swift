import Foundation

extension UIScene {
    /// How a scene asked to be activated wants it done: which scene asked.
    @preconcurrency @MainActor public final class ActivationRequestOptions {
        public var requestingScene: UIScene?
        public init() {}
    }
}

/// How a scene asked to be destroyed goes away.
@preconcurrency @MainActor public final class UISceneDestructionRequestOptions {
    public enum WindowDismissalAnimation: Int, Sendable {
        case standard = 1, commit, decline
    }

    public var windowDismissalAnimation: WindowDismissalAnimation = .standard
    public init() {}
}

/// Why a scene request was refused.
public struct UISceneError: Error, Sendable {
    public enum Code: Int, Sendable {
        case multipleScenesNotSupported = 0
        case requestDenied = 1
    }

    public let code: Code
}

/// Opening and closing scenes on request: on a desktop, a new application scene is a new window (Mac Catalyst's
/// reading), and destroying a session closes its windows. A destroyed session can be opened again, by itself or by
/// an activity of the type it was opened for: it keeps its persistent identifier, so its windows come back at the
/// size and place they were closed at (the window placement store remembered them on destruction).
extension UIApplication {
    /// Sessions destroyed on request, most recent last, which a later activation may open again (the last
    /// `destroyedSessionLimit`: an app that opens and closes windows all day keeps a bounded list).
    private static var destroyedSessions: [UISceneSession] = []
    static let destroyedSessionLimit = 64

    /// Brings `sceneSession`'s scene forward (opening it again when it was destroyed), or, with nil, connects an
    /// application scene (a new window, or the destroyed session that was opened for `userActivity`'s type) when the
    /// app supports multiple scenes; otherwise `errorHandler` hears why not.
    public func requestSceneSessionActivation(_ sceneSession: UISceneSession?, userActivity: NSUserActivity?,
                                              options: UIScene.ActivationRequestOptions?,
                                              errorHandler: ((any Error) -> Void)? = nil) {
        let destroyed = sceneSession.flatMap { session in Self.destroyedSessions.first { $0 === session } }
            ?? (sceneSession == nil ? userActivity.flatMap { activity in
                Self.destroyedSessions.last { $0.activityType == activity.activityType }
            } : nil)
        if let sceneSession, destroyed == nil {
            guard let scene = sceneSession.scene as? UIWindowScene, connectedScenes.contains(scene) else {
                errorHandler?(UISceneError(code: .requestDenied))
                return
            }
            (scene.windows.last { !$0.isHidden })?.makeKeyAndVisible()
            return
        }
        guard usesScenes else {
            UIKitLog.error("requestSceneSessionActivation: the app has no scene manifest in its Info.plist")
            errorHandler?(UISceneError(code: .requestDenied))
            return
        }
        guard supportsMultipleScenes || !windowScenes.contains(where: { $0.session.role == .windowApplication }) else {
            errorHandler?(UISceneError(code: .multipleScenesNotSupported))
            return
        }
        Self.destroyedSessions.removeAll { $0 === destroyed }
        connectScene(role: destroyed?.role ?? .windowApplication, screen: UIScreen.main,
                     options: UIScene.ConnectionOptions(userActivities: userActivity.map { [$0] } ?? []),
                     reopening: destroyed)
    }

    /// Disconnects `sceneSession`'s scene, closes its windows and discards the session. Each window's place is
    /// remembered first (as when the user moved it last), and its platform window is destroyed, not just hidden.
    public func requestSceneSessionDestruction(_ sceneSession: UISceneSession,
                                               options: UISceneDestructionRequestOptions?,
                                               errorHandler: ((any Error) -> Void)? = nil) {
        guard let scene = sceneSession.scene, connectedScenes.contains(scene) else {
            errorHandler?(UISceneError(code: .requestDenied))
            return
        }
        let windows = (scene as? UIWindowScene)?.windows ?? []
        for window in windows { window.rememberPlacement() }
        WindowPlacementStore.shared?.flush()
        closeScene(scene)
        for window in windows {
            window.isHidden = true
            window.destroyHost()
        }
        sceneSession.scene = nil
        Self.destroyedSessions.append(sceneSession)
        if Self.destroyedSessions.count > Self.destroyedSessionLimit { Self.destroyedSessions.removeFirst() }
    }
}
