import UIKit

/// The main window holds the console; an external screen, present at launch or connected later, gets a
/// full-screen window with the slides, and loses it again when it disconnects.
final class PresenterDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private var console: PresenterViewController?
    private var external: (window: UIWindow, controller: ExternalSlidesController, screen: ObjectIdentifier)?
    private var observers: [NSObjectProtocol] = []

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let size = CGSize(width: 1000, height: 640)
        let screen = UIScreen.main.bounds
        let window = UIWindow(frame: CGRect(x: max(0, (screen.width - size.width) / 2),
                                            y: max(0, (screen.height - size.height) / 2),
                                            width: size.width, height: size.height))
        window.title = "Presenter"
        let console = PresenterViewController()
        window.rootViewController = console
        window.makeKeyAndVisible()
        self.window = window
        self.console = console
        console.onSlideChange = { [weak self] index, forward in
            self?.external?.controller.stage.show(index, forward: forward, animated: true)
        }
        observeScreens()
        if let screen = UIScreen.screens.dropFirst().first {
            present(on: screen)
        } else {
            console.showSlidesHere()
            appLog("slides on main")
        }
        appLog("ready")
        return true
    }

    func applicationWillTerminate(_ application: UIApplication) { appLog("terminate") }

    private func observeScreens() {
        let center = NotificationCenter.default
        observers.append(center.addObserver(forName: UIScreen.didConnectNotification, object: nil, queue: .main) {
            [weak self] note in
            // Notification is not Sendable: take the screen's identity out before reaching main-actor state.
            let id = note.object.map { ObjectIdentifier($0 as AnyObject) }
            MainActor.assumeIsolated {
                guard let self, self.external == nil,
                      let screen = UIScreen.screens.first(where: { ObjectIdentifier($0) == id }) else { return }
                self.present(on: screen)
            }
        })
        observers.append(center.addObserver(forName: UIScreen.didDisconnectNotification, object: nil, queue: .main) {
            [weak self] note in
            let id = note.object.map { ObjectIdentifier($0 as AnyObject) }
            MainActor.assumeIsolated {
                guard let self, self.external?.screen == id else { return }
                self.foldBack()
            }
        })
        observers.append(center.addObserver(forName: UIScreen.modeDidChangeNotification, object: nil, queue: .main) {
            [weak self] _ in
            MainActor.assumeIsolated { self?.console?.refreshExternal() }
        })
    }

    /// A full-screen window on `screen` shows the slides; the console keeps the notes and controls.
    private func present(on screen: UIScreen) {
        let controller = ExternalSlidesController()
        let window = UIWindow(frame: screen.bounds)
        window.title = "Presenter Slides"
        window.screen = screen
        window.rootViewController = controller
        controller.stage.frame = window.bounds
        controller.stage.show(console?.index ?? 0, forward: true, animated: false)
        window.isHidden = false
        external = (window, controller, ObjectIdentifier(screen))
        console?.showSlidesElsewhere(on: screen)
        appLog("slides on \(screen.name) \(Int(screen.bounds.width))x\(Int(screen.bounds.height))")
    }

    /// The external display went away: its window goes, and the slides come back into the main window.
    private func foldBack() {
        external?.window.isHidden = true
        external = nil
        console?.showSlidesHere()
        appLog("slides on main")
    }
}
