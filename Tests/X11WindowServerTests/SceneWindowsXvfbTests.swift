import Foundation
import Testing
import UIKit
@testable import UIKitCore
import X11WindowServer
import UIKitTestSupport

/// Scene requests as desktop windows on a real X server: `requestSceneSessionActivation(nil, ...)` connects a new
/// application scene whose window maps a second top-level X window titled from the scene's `title` (read back
/// with XQueryTree, `_NET_WM_NAME` and XGetWindowAttributes), and `requestSceneSessionDestruction` unmaps and
/// destroys it, remembering its place first (the window placement store).
@MainActor @Suite(.serialized) struct SceneWindowsXvfbTests {
    @Test func activationMapsATitledTopLevelAndDestructionDestroysItRememberingItsPlace() throws {
        let app = try InputTestApp()
        defer { app.close() }
        // An app that supports multiple scenes, with no storyboard: the window is made as the scene connects.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scenes-\(UUID().uuidString)")
        let bundleURL = folder.appendingPathComponent("Scenes.app")
        try FileManager.default.createDirectory(at: bundleURL, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let manifest: [String: Any] = ["UIApplicationSupportsMultipleScenes": true, "UISceneConfigurations": [
            "UIWindowSceneSessionRoleApplication": [["UISceneConfigurationName": "Default Configuration"]],
        ]]
        let info = try PropertyListSerialization.data(fromPropertyList: ["UIApplicationSceneManifest": manifest],
                                                      format: .xml, options: 0)
        try info.write(to: bundleURL.appendingPathComponent("Info.plist"))
        let savedManifest = UISceneManifest.current
        UISceneManifest.current = UISceneManifest(bundle: try #require(Bundle(url: bundleURL)), moduleName: "Scenes")
        defer { UISceneManifest.current = savedManifest }
        let savedStore = WindowPlacementStore.shared
        let store = WindowPlacementStore(fileURL: folder.appendingPathComponent("state/windows.json"))
        WindowPlacementStore.shared = store
        defer { WindowPlacementStore.shared = savedStore }
        let savedState = UIApplication.shared.applicationState

        var windows: [UIWindow] = []
        let observer = NotificationCenter.default.addObserver(forName: UIScene.willConnectNotification, object: nil,
                                                              queue: nil) { note in
            // Posted on the main thread, by connectScene.
            nonisolated(unsafe) let object = note.object
            MainActor.assumeIsolated {
                guard let scene = object as? UIWindowScene else { return }
                scene.title = "Second scene"
                let window = UIWindow(windowScene: scene)
                window.frame = CGRect(x: 420, y: 40, width: 320, height: 240)
                window.backgroundColor = .systemTeal
                window.isHidden = false
                windows.append(window)
            }
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        // Windows made now go to this X server (as InputTestApp's own window did).
        let previous = UIApplication.windowServer
        UIApplication.windowServer = app.x11
        var refused: (any Error)?
        UIApplication.shared.requestSceneSessionActivation(nil, userActivity: nil, options: nil) { refused = $0 }
        UIApplication.windowServer = previous
        #expect(refused == nil)
        let scene = try #require(UIApplication.shared.windowScenes.last)
        defer {
            if UIApplication.shared.connectedScenes.contains(scene) {
                UIApplication.shared.requestSceneSessionDestruction(scene.session, options: nil)
            }
            UIApplication.shared.transition(to: savedState)
        }
        let window = try #require(windows.first)
        CATransaction.flush()
        app.pump()

        let wm = try WindowManagerClient(display: app.server.display)
        let xWindow = try #require(wm.waitForWindow(titled: "Second scene"), "a second top-level titled from the scene")
        #expect(wm.topLevelWindows().filter { wm.geometry(of: $0)?.isMapped == true }.count >= 2)
        let geometry = try #require(wm.geometry(of: xWindow))
        #expect(geometry.isMapped && geometry.width == 320 && geometry.height == 240, "\(geometry)")

        UIApplication.shared.requestSceneSessionDestruction(scene.session, options: nil)
        app.pump()
        wm.sync()
        #expect(wm.geometry(of: xWindow) == nil, "the X window is destroyed")
        #expect(window.isHidden && window.host == nil)
        #expect(!UIApplication.shared.connectedScenes.contains(scene))
        let remembered = try #require(store.placement(session: scene.session.persistentIdentifier, index: 0))
        #expect(remembered.frame == CGRect(x: 420, y: 40, width: 320, height: 240), "\(remembered.frame)")
        let written = try Data(contentsOf: store.fileURL)
        #expect(String(decoding: written, as: UTF8.self).contains(scene.session.persistentIdentifier),
                "written at once: the session is gone for good")
    }
}
