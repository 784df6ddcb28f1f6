import Foundation
import Testing
import UIKitTestSupport

/// Windows remember their size and place between launches: Xcode's template app (Apps/SceneTemplate) is moved and
/// resized, closed, and launched again with the same XDG state folder; its window comes up where it was left.
@Suite(.serialized) struct WindowPlacementAppTests {
    @Test func theSecondLaunchComesUpWhereTheFirstWasMovedTo() throws {
        let server = try XServer()
        defer { server.stop() }
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("uikit-placement-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: state) }
        let environment = ["XDG_STATE_HOME": state.path]
        let file = state.appendingPathComponent("org.uikit-linux.scene-template/windows.json")
        let wm = try WindowManagerClient(display: server.display)

        let first = try LaunchedApp("scene-template", display: server.display, environment: environment)
        try #require(first.waitForLine(prefix: "sceneDidBecomeActive") != nil, "\(first.lines) \(first.standardError)")
        let window = try #require(wm.waitForWindow(titled: "Scene Template"))
        #expect(wm.geometry(of: window).map { [$0.x, $0.y, $0.width, $0.height] } == [0, 0, 1280, 800],
                "nothing remembered yet: the window fills the scene")
        wm.resize(window, width: 600, height: 400)
        wm.move(window, x: 200, y: 150)
        // Written a moment after the window keeps still.
        let deadline = Date().addingTimeInterval(10)
        var written: [Double]?
        while Date() < deadline {
            written = firstPlacement(in: file)
            if written == [200, 150, 600, 400] { break }
            usleep(50_000)
        }
        #expect(written == [200, 150, 600, 400], "\(String(describing: written))")
        let mark = first.lines.count
        wm.requestClose(window)
        #expect(first.waitForLine(after: mark, prefix: "sceneDidDisconnect") != nil)
        #expect(first.waitForExit() == 0)

        let second = try LaunchedApp("scene-template", display: server.display, environment: environment)
        try #require(second.waitForLine(prefix: "sceneDidBecomeActive") != nil, "\(second.lines) \(second.standardError)")
        let again = try #require(wm.waitForWindow(titled: "Scene Template"))
        #expect(wm.geometry(of: again).map { [$0.x, $0.y, $0.width, $0.height] } == [200, 150, 600, 400])
        #expect(!second.standardError.contains("UIKit:"), "\(second.standardError)")
        #expect(try PixelWait.until(server.display, 500, 350, (51, 153, 102), name: "placement-second-launch"),
                "the storyboard's view fills the restored window")
    }

    /// The first window of the session used last in the state file: x, y, width, height.
    private func firstPlacement(in file: URL) -> [Double]? {
        guard let data = try? Data(contentsOf: file),
              let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let sessions = root["sessions"] as? [[String: Any]], let windows = sessions.first?["windows"] as? [Any],
              let window = windows.first as? [String: Any] else { return nil }
        return ["x", "y", "width", "height"].compactMap { (window[$0] as? NSNumber)?.doubleValue }
    }
}
