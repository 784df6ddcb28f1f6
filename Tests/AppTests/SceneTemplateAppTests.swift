import Foundation
import Testing
import UIKitTestSupport

/// Xcode's iOS App template (Apps/SceneTemplate) as its own process on Xvfb: its one-line main.swift registers the
/// scene delegate Info.plist names, Main.storyboard's view fills the scene's window, and the scene's activation
/// follows X focus, iconify and the close button.
@Suite(.serialized) struct SceneTemplateAppTests {
    @Test func theTemplateShowsItsStoryboardAndFollowsFocusIconifyAndClose() throws {
        let server = try XServer()
        defer { server.stop() }
        let app = try LaunchedApp("scene-template", display: server.display)
        try #require(app.waitForLine(prefix: "sceneDidBecomeActive") != nil, "\(app.lines) \(app.standardError)")
        #expect(Array(app.lines.prefix(5)) == [
            "didFinishLaunching",
            "configurationForConnecting UIWindowSceneSessionRoleApplication",
            "willConnect window=true",
            "sceneWillEnterForeground",
            "sceneDidBecomeActive",
        ])
        #expect(!app.standardError.contains("UIKit:"), "\(app.standardError)")
        // Main.storyboard's view (sRGB 0.2, 0.6, 0.4) fills the window, which fills the scene.
        #expect(try PixelWait.until(server.display, 300, 500, (51, 153, 102), name: "scene-template"))

        let wm = try WindowManagerClient(display: server.display)
        let window = try #require(wm.waitForWindow(titled: "Scene Template"))
        var mark = app.lines.count
        wm.iconify(window)
        #expect(app.waitForLine(after: mark, prefix: "sceneDidEnterBackground") != nil, "\(app.lines)")
        mark = app.lines.count
        wm.restore(window)
        #expect(app.waitForLine(after: mark, prefix: "sceneWillEnterForeground") != nil, "\(app.lines)")
        wm.focus(window)
        #expect(app.waitForLine(after: mark, prefix: "sceneDidBecomeActive") != nil, "\(app.lines)")
        mark = app.lines.count
        wm.requestClose(window)
        #expect(app.waitForLine(after: mark, prefix: "sceneDidDisconnect") != nil, "\(app.lines)")
        #expect(app.waitForLine(after: mark, prefix: "didDiscardSceneSessions 1") != nil, "\(app.lines)")
        #expect(app.waitForExit() == 0)
    }
}
