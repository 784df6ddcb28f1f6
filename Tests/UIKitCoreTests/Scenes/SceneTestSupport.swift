import Foundation
import Testing
@testable import UIKitCore

/// One ordered record of every scene and application callback and notification a scene test sees.
@MainActor enum SceneLog {
    static var entries: [String] = []
}

/// The template's scene delegate, recording each callback.
final class RecordingSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    /// The delegate's window as `willConnectTo` found it (the storyboard's, when there is one).
    var windowAtWillConnect: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        windowAtWillConnect = window
        SceneLog.entries.append("willConnect \(session.role.rawValue)")
        let urls = connectionOptions.urlContexts.map(\.url.absoluteString).sorted()
        if !urls.isEmpty { SceneLog.entries.append("urls \(urls.joined(separator: " "))") }
    }
    func sceneDidDisconnect(_ scene: UIScene) { SceneLog.entries.append("didDisconnect") }
    func sceneDidBecomeActive(_ scene: UIScene) { SceneLog.entries.append("didBecomeActive") }
    func sceneWillResignActive(_ scene: UIScene) { SceneLog.entries.append("willResignActive") }
    func sceneWillEnterForeground(_ scene: UIScene) { SceneLog.entries.append("willEnterForeground") }
    func sceneDidEnterBackground(_ scene: UIScene) { SceneLog.entries.append("didEnterBackground") }
}

/// The template's application delegate, recording launch, configuration and discard, and the application-level
/// life-cycle methods UIKit must not call when scenes exist.
final class SceneAppDelegate: UIResponder, UIApplicationDelegate {
    var configuration: ((UISceneSession) -> UISceneConfiguration)?
    var discarded: [UISceneSession] = []

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        SceneLog.entries.append("app didFinishLaunching")
        if launchOptions?[.url] != nil { SceneLog.entries.append("app launch options have a URL") }
        return true
    }
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        SceneLog.entries.append("app configurationForConnecting \(connectingSceneSession.role.rawValue)")
        return configuration?(connectingSceneSession)
            ?? UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        discarded += sceneSessions
        SceneLog.entries.append("app didDiscard \(sceneSessions.count)")
    }
    func applicationDidBecomeActive(_ application: UIApplication) { SceneLog.entries.append("app applicationDidBecomeActive") }
    func applicationWillResignActive(_ application: UIApplication) { SceneLog.entries.append("app applicationWillResignActive") }
    func applicationDidEnterBackground(_ application: UIApplication) { SceneLog.entries.append("app applicationDidEnterBackground") }
    func applicationWillEnterForeground(_ application: UIApplication) { SceneLog.entries.append("app applicationWillEnterForeground") }
    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool {
        SceneLog.entries.append("app open \(url.absoluteString)")
        return true
    }
}

/// A headless launch with a scene manifest: the shared application is launched once on the headless server (so
/// windows get hosts) with a visible window of its own, so closing a scene's window never ends the test process.
/// `end()` closes the scenes and puts the application back as it was.
@MainActor final class SceneLaunch {
    static let templateManifest: [String: Any] = [
        "UIApplicationSupportsMultipleScenes": false,
        "UISceneConfigurations": [
            "UIWindowSceneSessionRoleApplication": [[
                "UISceneConfigurationName": "Default Configuration",
                "UISceneDelegateClassName": "$(PRODUCT_MODULE_NAME).RecordingSceneDelegate",
                "UISceneStoryboardFile": "Main",
            ]],
            "UIWindowSceneSessionRoleExternalDisplayNonInteractive": [[
                "UISceneConfigurationName": "External",
                "UISceneDelegateClassName": "RecordingSceneDelegate",
            ]],
        ],
    ]

    let bundle: TemporaryBundle
    let appDelegate = SceneAppDelegate()
    let keeper: UIWindow
    private let savedDelegate: (any UIApplicationDelegate)?
    private var observers: [any NSObjectProtocol] = []
    var logLines: [String] = []

    init(manifest: Any? = SceneLaunch.templateManifest, storyboard: Bool = true, extraInfo: [String: Any] = [:],
         arguments: [String] = [], configure: ((SceneAppDelegate) -> Void)? = nil) throws {
        (keeper, _) = EventTestEnvironment.makeWindow(size: CGSize(width: 10, height: 10))
        StoryboardTests.registerFixtureClasses()
        UINibClassRegistry.registerSceneDelegate(RecordingSceneDelegate())
        var info: [String: Any] = ["CFBundleDevelopmentRegion": "en"]
        if let manifest { info["UIApplicationSceneManifest"] = manifest }
        info.merge(extraInfo) { _, extra in extra }
        bundle = try TemporaryBundle("Scenes", info: info)
        if storyboard { try bundle.write("Base.lproj/Main.storyboard", Data(contentsOf: StoryboardTests.fixture)) }
        savedDelegate = UIApplication.shared.delegate
        configure?(appDelegate)
        SceneLog.entries = []
        // The shared application is already active from earlier tests; a launch starts inactive.
        UIApplication.shared.transition(to: .inactive)
        let center = NotificationCenter.default
        let names: [(Notification.Name, String)] = [
            (UIScene.willConnectNotification, "note willConnect"), (UIScene.didDisconnectNotification, "note didDisconnect"),
            (UIScene.didActivateNotification, "note didActivate"), (UIScene.willDeactivateNotification, "note willDeactivate"),
            (UIScene.willEnterForegroundNotification, "note willEnterForeground"),
            (UIScene.didEnterBackgroundNotification, "note didEnterBackground"),
            (UIApplication.didBecomeActiveNotification, "app note didBecomeActive"),
            (UIApplication.willResignActiveNotification, "app note willResignActive"),
            (UIApplication.didEnterBackgroundNotification, "app note didEnterBackground"),
            (UIApplication.willEnterForegroundNotification, "app note willEnterForeground"),
        ]
        for (name, label) in names {
            observers.append(center.addObserver(forName: name, object: nil, queue: nil) { _ in
                MainActor.assumeIsolated { SceneLog.entries.append(label) }
            })
        }
        logLines = capturingUIKitLog {
            UIApplication.shared.finishLaunching(delegate: appDelegate, options: nil, bundle: bundle.bundle,
                                                 arguments: arguments)
        }.lines
    }

    var scene: UIWindowScene? {
        UIApplication.shared.windowScenes.first { $0.session.role == .windowApplication }
    }

    func post(_ event: WindowServerEvent) {
        UIApplication.shared.post(event)
        UIApplication.shared.processPendingEvents()
    }

    func end() {
        for scene in UIApplication.shared.windowScenes { UIApplication.shared.closeScene(scene) }
        observers.forEach(NotificationCenter.default.removeObserver)
        UISceneManifest.current = nil
        UIApplication.shared.delegate = savedDelegate
        keeper.isHidden = true
        UIApplication.shared.transition(to: .active)
    }
}
