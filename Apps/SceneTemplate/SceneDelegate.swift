import UIKit

/// The scene delegate of Xcode's template. Info.plist's scene manifest names it and its storyboard, so `window`
/// already holds Main.storyboard's initial view controller when the scene connects.
class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession,
               options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = (scene as? UIWindowScene) else { return }
        windowScene.title = "Scene Template"
        appLog("willConnect window=\(window != nil)")
    }

    func sceneDidDisconnect(_ scene: UIScene) { appLog("sceneDidDisconnect") }
    func sceneDidBecomeActive(_ scene: UIScene) { appLog("sceneDidBecomeActive") }
    func sceneWillResignActive(_ scene: UIScene) { appLog("sceneWillResignActive") }
    func sceneWillEnterForeground(_ scene: UIScene) { appLog("sceneWillEnterForeground") }
    func sceneDidEnterBackground(_ scene: UIScene) { appLog("sceneDidEnterBackground") }
}
