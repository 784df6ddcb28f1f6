import Foundation
import Testing
import UIKit
@testable import UIKitCore
import X11WindowServer
import UIKitTestSupport

/// An in-process app that supports multiple scenes (no storyboard) on a private X server, with a window placement
/// store in a temporary folder: each scene that connects gets one window, titled `title`, at `frame`, made on the X
/// server. `end()` puts the manifest, the store and the application state back.
@MainActor final class MultiSceneBed {
    let app: InputTestApp
    let store: WindowPlacementStore
    let folder: URL
    var title = "Second scene"
    var frame = CGRect(x: 420, y: 40, width: 320, height: 240)
    private(set) var windows: [UIWindow] = []
    private let savedManifest: UISceneManifest?
    private let savedStore: WindowPlacementStore?
    private let savedState: UIApplication.State
    private var observer: (any NSObjectProtocol)?

    init() throws {
        app = try InputTestApp()
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("scenes-\(UUID().uuidString)")
        let bundleURL = folder.appendingPathComponent("Scenes.app")
        try FileManager.default.createDirectory(at: bundleURL, withIntermediateDirectories: true)
        let manifest: [String: Any] = ["UIApplicationSupportsMultipleScenes": true, "UISceneConfigurations": [
            "UIWindowSceneSessionRoleApplication": [["UISceneConfigurationName": "Default Configuration"]],
        ]]
        let info = try PropertyListSerialization.data(fromPropertyList: ["UIApplicationSceneManifest": manifest],
                                                      format: .xml, options: 0)
        try info.write(to: bundleURL.appendingPathComponent("Info.plist"))
        savedManifest = UISceneManifest.current
        UISceneManifest.current = UISceneManifest(bundle: try #require(Bundle(url: bundleURL)), moduleName: "Scenes")
        savedStore = WindowPlacementStore.shared
        store = WindowPlacementStore(fileURL: folder.appendingPathComponent("state/windows.json"))
        WindowPlacementStore.shared = store
        savedState = UIApplication.shared.applicationState
        observer = NotificationCenter.default.addObserver(forName: UIScene.willConnectNotification, object: nil,
                                                          queue: nil) { [weak self] note in
            // Posted on the main thread, by connectScene.
            nonisolated(unsafe) let object = note.object
            MainActor.assumeIsolated {
                guard let self, let scene = object as? UIWindowScene else { return }
                scene.title = self.title
                let window = UIWindow(windowScene: scene)
                window.frame = self.frame
                window.backgroundColor = .systemTeal
                window.isHidden = false
                self.windows.append(window)
            }
        }
    }

    /// Runs a scene request with this X server as the application's window server, so the windows it makes map
    /// there (as InputTestApp's own window did).
    func onServer<T>(_ body: () throws -> T) rethrows -> T {
        let previous = UIApplication.windowServer
        UIApplication.windowServer = app.x11
        defer { UIApplication.windowServer = previous }
        return try body()
    }

    func end() {
        if let observer { NotificationCenter.default.removeObserver(observer) }
        for scene in UIApplication.shared.windowScenes where windows.contains(where: { $0.windowScene === scene }) {
            UIApplication.shared.requestSceneSessionDestruction(scene.session, options: nil)
        }
        UIApplication.shared.transition(to: savedState)
        UISceneManifest.current = savedManifest
        WindowPlacementStore.shared = savedStore
        app.close()
        try? FileManager.default.removeItem(at: folder)
    }
}
