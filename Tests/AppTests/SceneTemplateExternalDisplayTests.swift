import Foundation
import Testing
import UIKitTestSupport

/// The iOS 16 way of external displays on a real hot-plug (Xvnc's outputs, connected and disconnected over RFB as a
/// monitor is plugged in and out): the template app is asked for a configuration of the external display role.
@Suite(.serialized) struct SceneTemplateExternalDisplayTests {
    static let mainOnly = [RFBClient.Screen(id: 0, x: 0, y: 0, width: 1280, height: 800)]
    static let withExternal = mainOnly + [RFBClient.Screen(id: 1, x: 1280, y: 0, width: 1024, height: 768)]

    @Test func aPluggedMonitorArrivesAsAnExternalDisplayScene() throws {
        let server = try XServer(screens: [(1280, 800)], kind: .xvnc)
        defer { server.stop() }
        let rfb = try RFBClient(socketPath: try #require(server.rfbSocketPath))
        let app = try LaunchedApp("scene-template", display: server.display)
        try #require(app.waitForLine(prefix: "sceneDidBecomeActive") != nil, "\(app.lines) \(app.standardError)")
        let before = app.lines.count
        try rfb.setDesktop(Self.withExternal)
        #expect(app.waitForLine(after: before,
                                prefix: "configurationForConnecting UIWindowSceneSessionRoleExternalDisplayNonInteractive")
                != nil, "\(app.lines)")
        try rfb.setDesktop(Self.mainOnly)
        Thread.sleep(forTimeInterval: 0.3)
        #expect(app.process.isRunning, "the app keeps running when the monitor goes: \(app.standardError)")
        #expect(!app.lines.suffix(from: before).contains { $0.hasPrefix("sceneDidDisconnect") },
                "the application's own scene stays connected")
    }
}
