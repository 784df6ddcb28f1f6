import UIKit

/// The main window holds the console; an external screen, present at launch or connected later, arrives as a scene
/// (SlidesSceneDelegate) whose full-screen window shows the slides, and takes them away again when it disconnects.
final class PresenterDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private var console: PresenterViewController?
    private var external: (window: UIWindow, controller: ExternalSlidesController)?
    private var observers: [NSObjectProtocol] = []

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let size = CGSize(width: 1000, height: 640)
        let screen = UIScreen.main.bounds
        let window = UIWindow(frame: CGRect(x: max(0, (screen.width - size.width) / 2),
                                            y: max(0, (screen.height - size.height) / 2),
                                            width: size.width, height: size.height))
        let console = PresenterViewController()
        console.title = "Presenter"
        window.rootViewController = console
        window.makeKeyAndVisible()
        self.window = window
        self.console = console
        console.onSlideChange = { [weak self] index, forward in
            self?.external?.controller.stage.show(index, forward: forward, animated: true)
        }
        observeScreens()
        // An external display already there connects as a scene after launch; until then the slides are here.
        console.showSlidesHere()
        appLog("slides on main")
        appLog("ready")
        return true
    }

    func applicationWillTerminate(_ application: UIApplication) { appLog("terminate") }

    private func observeScreens() {
        observers.append(NotificationCenter.default.addObserver(forName: UIScreen.modeDidChangeNotification,
                                                                object: nil, queue: .main) { [weak self] _ in
            MainActor.assumeIsolated { self?.console?.refreshExternal() }
        })
    }

    /// A full-screen window on the scene's screen shows the slides; the console keeps the notes and controls.
    func present(in scene: UIWindowScene) -> UIWindow {
        let controller = ExternalSlidesController()
        let window = UIWindow(windowScene: scene)
        let screen = scene.screen
        controller.title = "Presenter Slides"
        window.rootViewController = controller
        controller.stage.frame = window.bounds
        controller.stage.show(console?.index ?? 0, forward: true, animated: false)
        window.isHidden = false
        external = (window, controller)
        console?.showSlidesElsewhere(on: screen)
        appLog("slides on \(screen.name) \(Int(screen.bounds.width))x\(Int(screen.bounds.height))")
        return window
    }

    /// The external display went away: its window goes, and the slides come back into the main window.
    func foldBack() {
        external?.window.isHidden = true
        external = nil
        console?.showSlidesHere()
        appLog("slides on main")
    }
}
