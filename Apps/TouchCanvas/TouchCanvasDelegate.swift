import UIKit

/// Opens the canvas window, centred on the main screen.
final class TouchCanvasDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let size = CGSize(width: 1000, height: 640)
        let screen = UIScreen.main.bounds
        let window = UIWindow(frame: CGRect(x: max(0, (screen.width - size.width) / 2),
                                            y: max(0, (screen.height - size.height) / 2),
                                            width: size.width, height: size.height))
        let canvas = TouchCanvasViewController()
        canvas.title = "Touch Canvas"
        window.rootViewController = canvas
        window.makeKeyAndVisible()
        self.window = window
        appLog("ready")
        return true
    }

    func applicationWillTerminate(_ application: UIApplication) { appLog("terminate") }
}
