import UIKit

/// Opens the gallery's one window, centred on the main screen.
final class GalleryDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        Self.registerMenuActions()
        let size = CGSize(width: 1000, height: 640)
        let screen = UIScreen.main.bounds
        let window = UIWindow(frame: CGRect(x: max(0, (screen.width - size.width) / 2),
                                            y: max(0, (screen.height - size.height) / 2),
                                            width: size.width, height: size.height))
        let gallery = GalleryViewController()
        gallery.title = "Gallery"
        window.rootViewController = gallery
        window.makeKeyAndVisible()
        self.window = window
        appLog("ready")
        return true
    }

    func applicationWillTerminate(_ application: UIApplication) { appLog("terminate") }

    override func buildMenu(with builder: any UIMenuBuilder) { buildGalleryMenus(with: builder) }
}
