import Testing
@testable import UIKitCore

/// Scenes opened and closed on request: on a desktop a new application scene is a new window, and destroying a
/// session closes its windows (Mac Catalyst's reading); an app without multiple-scene support is told why not.
@MainActor @Suite(.serialized) struct SceneRequestTests {
    static var multipleScenesManifest: [String: Any] {
        var manifest = SceneLaunch.templateManifest
        manifest["UIApplicationSupportsMultipleScenes"] = true
        return manifest
    }

    @Test func activatingANewSessionOpensAnotherSceneAndDestroyingItClosesItsWindows() throws {
        let launch = try SceneLaunch(manifest: Self.multipleScenesManifest)
        defer { launch.end() }
        let before = UIApplication.shared.connectedScenes.count
        SceneLog.entries = []
        UIApplication.shared.requestSceneSessionActivation(nil, userActivity: NSUserActivity(activityType: "compose"),
                                                           options: nil) { error in Issue.record("\(error)") }
        #expect(UIApplication.shared.connectedScenes.count == before + 1)
        #expect(SceneLog.entries.contains { $0.hasPrefix("willConnect") }, "\(SceneLog.entries)")
        let opened = try #require(UIApplication.shared.windowScenes.last)
        let windows = opened.windows
        #expect(!windows.isEmpty && windows.allSatisfy { !$0.isHidden }, "the new scene's storyboard window shows")

        UIApplication.shared.requestSceneSessionDestruction(opened.session, options: nil)
        #expect(UIApplication.shared.connectedScenes.count == before)
        #expect(SceneLog.entries.contains("didDisconnect"))
        #expect(windows.allSatisfy { $0.isHidden }, "its windows close")
        var refused: (any Error)?
        UIApplication.shared.requestSceneSessionDestruction(opened.session, options: nil) { refused = $0 }
        #expect((refused as? UISceneError)?.code == .requestDenied, "a session already gone")
    }

    @Test func anAppWithoutMultipleScenesIsToldSo() throws {
        let launch = try SceneLaunch()
        defer { launch.end() }
        let before = UIApplication.shared.connectedScenes.count
        var refused: (any Error)?
        UIApplication.shared.requestSceneSessionActivation(nil, userActivity: nil, options: nil) { refused = $0 }
        #expect((refused as? UISceneError)?.code == .multipleScenesNotSupported)
        #expect(UIApplication.shared.connectedScenes.count == before)
        let existing = try #require(launch.scene?.session)
        refused = nil
        UIApplication.shared.requestSceneSessionActivation(existing, userActivity: nil, options: nil) { refused = $0 }
        #expect(refused == nil, "an open session's scene comes forward")
    }
}
