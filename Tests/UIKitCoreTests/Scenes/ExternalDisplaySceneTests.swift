import Foundation
import Testing
@testable import UIKitCore

/// External displays as scenes, the iOS 16 way: a monitor plugged in connects a scene of the
/// `.windowExternalDisplayNonInteractive` role on that screen; unplugging it disconnects the scene. UIScreen's
/// notifications are still posted.
@MainActor @Suite(.serialized) struct ExternalDisplaySceneTests {
    static func screen(_ id: String, primary: Bool, x: CGFloat) -> ScreenDescription {
        let mode = ScreenModeDescription(id: 1, width: 1280, height: 800)
        return ScreenDescription(id: id, name: id, pixelFrame: CGRect(x: x, y: 0, width: 1280, height: 800),
                                 isPrimary: primary, modes: [mode], currentMode: mode, preferredMode: mode)
    }

    @Test func aConnectedMonitorIsASceneOfTheExternalDisplayRole() throws {
        // The configuration the app gives each role by name, as Info.plist declares them.
        let launch = try SceneLaunch { app in
            app.configuration = { session in
                UISceneConfiguration(name: session.role == .windowApplication ? "Default Configuration" : "External",
                                     sessionRole: session.role)
            }
        }
        defer { launch.end() }
        let server = try #require(UIApplication.windowServer as? HeadlessWindowServer)
        let original = server.screens
        defer {
            server.setScreens(original)
            UIApplication.shared.processPendingEvents()
        }
        var screenNotes: [String] = []
        let center = NotificationCenter.default
        let observers = [UIScreen.didConnectNotification, UIScreen.didDisconnectNotification].map { name in
            center.addObserver(forName: name, object: nil, queue: nil) { _ in
                MainActor.assumeIsolated { screenNotes.append(name.rawValue) }
            }
        }
        defer { observers.forEach(center.removeObserver) }
        SceneLog.entries = []
        server.setScreens(original + [Self.screen("external-1", primary: false, x: 1280)])
        UIApplication.shared.processPendingEvents()
        let external = try #require(UIApplication.shared.windowScenes.first {
            $0.session.role == .windowExternalDisplayNonInteractive })
        #expect(external.screen.identifier == "external-1")
        #expect(external.session.configuration.name == "External")
        #expect(external.delegate is RecordingSceneDelegate)
        #expect(SceneLog.entries.prefix(2) == ["app configurationForConnecting UIWindowSceneSessionRoleExternalDisplayNonInteractive",
                                               "willConnect UIWindowSceneSessionRoleExternalDisplayNonInteractive"])
        // A window the delegate makes for the scene covers the external screen.
        let window = UIWindow(windowScene: external)
        #expect(window.screen === external.screen && window.frame == external.screen.bounds)
        #expect(UIApplication.shared.applicationState == .active, "the external scene does not change the app's state")

        SceneLog.entries = []
        server.setScreens(original)
        UIApplication.shared.processPendingEvents()
        #expect(SceneLog.entries.contains("didDisconnect"))
        #expect(!UIApplication.shared.connectedScenes.contains(external))
        #expect(window.screen === UIScreen.main)
        #expect(screenNotes == [UIScreen.didConnectNotification.rawValue, UIScreen.didDisconnectNotification.rawValue])
    }
}
