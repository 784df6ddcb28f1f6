import UIKit

/// The application delegate of Xcode's iOS App template (UIKit, storyboard interface): launching, then the scene
/// session methods. The foreground and background belong to the scene delegate.
class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        appLog("didFinishLaunching")
        return true
    }

    // MARK: UISceneSession Lifecycle

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        appLog("configurationForConnecting \(connectingSceneSession.role.rawValue)")
        return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }

    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        appLog("didDiscardSceneSessions \(sceneSessions.count)")
    }
}
