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
        let bed = try MultiSceneBed()
        defer { bed.end() }
        let app = bed.app, store = bed.store
        var refused: (any Error)?
        bed.onServer {
            UIApplication.shared.requestSceneSessionActivation(nil, userActivity: nil, options: nil) { refused = $0 }
        }
        #expect(refused == nil)
        let scene = try #require(UIApplication.shared.windowScenes.last)
        let window = try #require(bed.windows.first)
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
