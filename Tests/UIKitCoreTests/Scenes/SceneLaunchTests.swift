import Foundation
import Testing
@testable import UIKitCore

/// Launching with Info.plist's scene manifest, as the Xcode 11+ template does, in UIKit's documented order.
@MainActor @Suite(.serialized) struct SceneLaunchTests {
    @Test func theTemplateLaunchesInUIKitsOrderWithTheStoryboardWindowBeforeWillConnect() throws {
        let launch = try SceneLaunch()
        defer { launch.end() }
        #expect(launch.logLines.isEmpty)
        let scene = try #require(launch.scene)
        let delegate = try #require(scene.delegate as? RecordingSceneDelegate)
        let application = "UIWindowSceneSessionRoleApplication"
        #expect(SceneLog.entries == [
            "app didFinishLaunching",
            "app configurationForConnecting \(application)",
            "willConnect \(application)", "note willConnect",
            "willEnterForeground", "note willEnterForeground",
            "didBecomeActive", "note didActivate",
            "app note didBecomeActive",
        ])
        // The storyboard's initial controller is in the delegate's window before willConnectTo; it is shown after.
        let window = try #require(delegate.windowAtWillConnect)
        #expect(delegate.window === window)
        #expect(window.rootViewController is FirstViewController)
        #expect(window.windowScene === scene)
        #expect(scene.windows.count == 1 && scene.windows[0] === window)
        #expect(!window.isHidden && window.isKeyWindow)
        #expect(window.frame == UIScreen.main.bounds)
        #expect(scene.activationState == .foregroundActive)
        #expect(UIApplication.shared.applicationState == .active)
        #expect(scene.session.configuration.name == "Default Configuration")
        #expect(scene.session.configuration.delegateClass == RecordingSceneDelegate.self)
        #expect(UIApplication.shared.connectedScenes == [scene])
        #expect(UIApplication.shared.openSessions == [scene.session])
        #expect(!UIApplication.shared.supportsMultipleScenes)
    }

    /// With scenes, the URLs the app is launched with reach the first window scene's connection options, and not
    /// the application delegate (neither its launch options nor `application(_:open:options:)`), as on iOS 13+.
    @Test func launchURLsReachTheSceneNotTheApplicationDelegate() throws {
        let urlTypes: [String: Any] = ["CFBundleURLTypes": [["CFBundleURLName": "demo", "CFBundleURLSchemes": ["demo"]]]]
        let launch = try SceneLaunch(extraInfo: urlTypes, arguments: ["demo://first", "demo://second"])
        defer { launch.end() }
        let application = "UIWindowSceneSessionRoleApplication"
        #expect(SceneLog.entries.prefix(4) == ["app didFinishLaunching", "app configurationForConnecting \(application)",
                                               "willConnect \(application)", "urls demo://first demo://second"])
        #expect(!SceneLog.entries.contains { $0.hasPrefix("app open") || $0.hasPrefix("app launch options") })
    }

    @Test func withoutAConfigurationMethodTheManifestsFirstConfigurationOfTheRoleIsUsed() throws {
        final class PlainDelegate: UIResponder, UIApplicationDelegate {}
        let launch = try SceneLaunch()
        defer { launch.end() }
        let session = UISceneSession(role: .windowApplication,
                                     configuration: UISceneConfiguration(name: nil, sessionRole: .windowApplication))
        let configuration = PlainDelegate().application(.shared, configurationForConnecting: session,
                                                        options: UIScene.ConnectionOptions())
        #expect(configuration.name == "Default Configuration")
        #expect(configuration.delegateClass == RecordingSceneDelegate.self)
        #expect(configuration.storyboard != nil)
    }

    @Test func aConfigurationMadeInCodeWinsOverTheManifest() throws {
        let launch = try SceneLaunch { app in
            app.configuration = { session in
                let configuration = UISceneConfiguration(name: "Code", sessionRole: session.role)
                configuration.delegateClass = RecordingSceneDelegate.self
                return configuration
            }
        }
        defer { launch.end() }
        let scene = try #require(launch.scene)
        let delegate = try #require(scene.delegate as? RecordingSceneDelegate)
        #expect(delegate.windowAtWillConnect == nil, "no storyboard in the code's configuration")
        #expect(scene.windows.isEmpty)
        // The template's way of making a window in willConnectTo: it fills the scene.
        let window = UIWindow(windowScene: scene)
        #expect(window.frame == UIScreen.main.bounds && scene.windows.contains { $0 === window })
    }

    @Test func sessionsHaveUniqueIdentifiersAndUserInfo() {
        let configuration = UISceneConfiguration(name: nil, sessionRole: .windowApplication)
        let a = UISceneSession(role: .windowApplication, configuration: configuration)
        let b = UISceneSession(role: .windowApplication, configuration: configuration)
        a.userInfo = ["document": "notes.txt"]
        #expect(a.persistentIdentifier != b.persistentIdentifier)
        #expect(a.userInfo?["document"] as? String == "notes.txt")
        #expect(UISceneSession.Role.windowExternalDisplayNonInteractive.rawValue
                == "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }

    /// Issue 18: `UIWindow()` fills the main screen, as on iOS; a window made for a scene fills the scene, and
    /// setting `windowScene` moves a window between scenes.
    @Test func windowsFillTheirScreenAndMoveBetweenScenes() throws {
        #expect(UIWindow().frame == UIScreen.main.bounds)
        let launch = try SceneLaunch()
        defer { launch.end() }
        let scene = try #require(launch.scene)
        let other = UIApplication.shared.connectScene(role: .windowApplication, screen: .main) as? UIWindowScene
        let second = try #require(other)
        let window = UIWindow(windowScene: scene)
        window.windowScene = second
        #expect(window.windowScene === second)
        #expect(!scene.windows.contains { $0 === window } && second.windows.contains { $0 === window })
        window.windowScene = nil
        #expect(window.windowScene == nil && !second.windows.contains { $0 === window })
        scene.title = "Notes"
        #expect(scene.windows.allSatisfy { $0.desktopTitle == "Notes" })
        #expect(scene.interfaceOrientation == .landscapeRight && scene.coordinateSpace === UIScreen.main)
        #expect(scene.traitCollection.displayScale == UIScreen.main.scale)
    }

    @Test func appsWithoutAManifestKeepTheApplicationLifeCycle() throws {
        let launch = try SceneLaunch(manifest: nil)
        defer { launch.end() }
        #expect(UIApplication.shared.connectedScenes.isEmpty && UIApplication.shared.openSessions.isEmpty)
        #expect(SceneLog.entries == ["app didFinishLaunching", "app applicationDidBecomeActive", "app note didBecomeActive"])
    }
}
