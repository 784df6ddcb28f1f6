import UIKit

/// The delegate of the resources sample. Its window comes from MainWindow.xib (Info.plist's `NSMainNibFile`),
/// which connects the `window` outlet before `application(_:didFinishLaunchingWithOptions:)`.
final class ResourcesSampleDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        guard let window else {
            FileHandle.standardError.write(Data("resources-sample: MainWindow.xib did not set the window\n".utf8))
            return false
        }
        // Centred on the main screen (the nib gives the size).
        let screen = UIScreen.main.bounds
        window.frame.origin = CGPoint(x: max(0, (screen.width - window.frame.width) / 2),
                                      y: max(0, (screen.height - window.frame.height) / 2))
        appLog("ready")
        return true
    }

    /// `resources-sample resources-sample://hello` (a scheme Info.plist declares in CFBundleURLTypes).
    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool {
        guard let greeting = window?.rootViewController as? GreetingViewController else { return false }
        greeting.show(openedURL: url)
        appLog("opened \(url.absoluteString)")
        return true
    }

    func applicationWillTerminate(_ application: UIApplication) { appLog("terminate") }
}
