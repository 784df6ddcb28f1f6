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
/// reading), and destroying a session closes its windows.
extension UIApplication {
    /// Brings `sceneSession`'s scene forward, or, with nil, connects a new application scene (a new window) when the
    /// app supports multiple scenes; otherwise `errorHandler` hears why not.
    public func requestSceneSessionActivation(_ sceneSession: UISceneSession?, userActivity: NSUserActivity?,
                                              options: UIScene.ActivationRequestOptions?,
                                              errorHandler: ((any Error) -> Void)? = nil) {
        if let sceneSession {
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
        connectScene(role: .windowApplication, screen: UIScreen.main)
    }

    /// Disconnects `sceneSession`'s scene, closes its windows and discards the session. Each window's place is
    /// remembered first (as when the user moved it last), and its platform window is destroyed, not just hidden:
    /// the session is gone for good.
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
    }
}
