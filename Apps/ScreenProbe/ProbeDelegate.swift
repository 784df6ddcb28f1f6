import UIKit

/// Reports the application's life cycle twice, as UIKit delivers it: delegate callbacks ("app ...") and
/// notifications observed on the main operation queue ("note ..."); keeps the probe's windows by name.
final class ProbeDelegate: UIApplicationDelegate {
    var window: UIWindow?
    var windows: [String: UIWindow] = [:]
    /// Every screen ever seen, held weakly: a disconnected screen must be released by UIKit.
    var seenScreens: [ObjectIdentifier: WeakScreen] = [:]
    /// When set, a window named "ext" follows external displays: onto a screen when it connects.
    var followsExternalScreens = false
    private var commands: ProbeCommands?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        say("app didFinishLaunching screens \(UIScreen.screens.count)")
        for screen in UIScreen.screens { remember(screen) }
        observeNotifications()
        commands = ProbeCommands(delegate: self)
        commands?.start()
        return true
    }

    func applicationDidBecomeActive(_ application: UIApplication) { say("app didBecomeActive") }
    func applicationWillResignActive(_ application: UIApplication) { say("app willResignActive") }
    func applicationDidEnterBackground(_ application: UIApplication) { say("app didEnterBackground") }
    func applicationWillEnterForeground(_ application: UIApplication) { say("app willEnterForeground") }
    func applicationWillTerminate(_ application: UIApplication) { say("app willTerminate") }

    func remember(_ screen: UIScreen) {
        seenScreens[ObjectIdentifier(screen)] = WeakScreen(screen: screen)
    }

    func name(of window: UIWindow?) -> String {
        guard let window else { return "nil" }
        return windows.first { $0.value === window }?.key ?? "unnamed"
    }

    private func observeNotifications() {
        let center = NotificationCenter.default
        let appNotes: [(Notification.Name, String)] = [
            (UIApplication.didBecomeActiveNotification, "didBecomeActive"),
            (UIApplication.willResignActiveNotification, "willResignActive"),
            (UIApplication.didEnterBackgroundNotification, "didEnterBackground"),
            (UIApplication.willEnterForegroundNotification, "willEnterForeground"),
            (UIApplication.willTerminateNotification, "willTerminate"),
        ]
        for (name, label) in appNotes {
            _ = center.addObserver(forName: name, object: nil, queue: .main) { _ in say("note \(label)") }
        }
        let screenNotes: [(Notification.Name, String)] = [
            (UIScreen.didConnectNotification, "screenConnect"),
            (UIScreen.didDisconnectNotification, "screenDisconnect"),
            (UIScreen.modeDidChangeNotification, "modeChange"),
        ]
        for (name, label) in screenNotes {
            _ = center.addObserver(forName: name, object: nil, queue: .main) { [weak self] note in
                // Notification is not Sendable: take the object's identity out before reaching main-actor state.
                let id = note.object.map { ObjectIdentifier($0 as AnyObject) }
                MainActor.assumeIsolated { self?.screenNotification(label, id) }
            }
        }
        for (name, label) in [(UIWindow.didBecomeKeyNotification, "becomeKey"),
                              (UIWindow.didResignKeyNotification, "resignKey")] {
            _ = center.addObserver(forName: name, object: nil, queue: .main) { [weak self] note in
                let id = note.object.map { ObjectIdentifier($0 as AnyObject) }
                MainActor.assumeIsolated {
                    let window = self?.windows.values.first { ObjectIdentifier($0) == id }
                    say("note \(label) \(self?.name(of: window) ?? "nil")")
                }
            }
        }
    }

    private func screenNotification(_ label: String, _ id: ObjectIdentifier?) {
        if let screen = UIScreen.screens.first(where: { ObjectIdentifier($0) == id }) { remember(screen) }
        guard let id, let screen = seenScreens[id]?.screen else {
            say("note \(label) unknown-object")
            return
        }
        let mode = screen.currentMode.map { "\(Int($0.size.width))x\(Int($0.size.height))" } ?? "none"
        say("note \(label) \(screen.name) object \(id.hashValue) bounds \(Int(screen.bounds.width))x"
            + "\(Int(screen.bounds.height)) mode \(mode)")
        if label == "screenConnect", followsExternalScreens { follow(screen) }
        if label == "screenDisconnect", let ext = windows["ext"] {
            say("ext on \(ext.screen.name) hidden \(ext.isHidden) main \(ext.screen === UIScreen.main)")
        }
    }

    /// What an app with a second-screen presentation does: its external window goes to the new display.
    private func follow(_ screen: UIScreen) {
        if let ext = windows["ext"] {
            ext.screen = screen
        } else {
            let ext = UIWindow(frame: screen.bounds)
            ext.screen = screen
            ext.rootViewController = ProbeViewController(name: "ext", color: UIColor(red: 0, green: 0.6, blue: 0.2, alpha: 1))
            windows["ext"] = ext
            ext.isHidden = false
        }
        say("ext on \(screen.name)")
    }
}

struct WeakScreen {
    weak var screen: UIScreen?
}
