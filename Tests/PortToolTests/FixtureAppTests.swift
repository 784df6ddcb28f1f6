import Foundation
import Testing
import UIKitTestSupport

/// Fixture Xcode projects ported, built and run on Xvfb, driven with XTest: a tapped button's action ran, outlets
/// were connected, and the screen shows what the storyboard and the asset catalog say.
@Suite(.serialized) struct FixtureAppTests {
    private func launch(_ module: String, on server: XServer) throws -> LaunchedApp {
        let executables = try FixtureBuild.executables.get()
        let path = try #require(executables[module])
        return try LaunchedApp(path, display: server.display)
    }

    /// Waits until a screen point shows a colour; on failure a PNG of the screen is left in the temporary folder.
    private func waitForPixel(_ display: String, _ x: Int, _ y: Int, _ colour: (Int, Int, Int), name: String) throws -> Bool {
        let deadline = Date().addingTimeInterval(5)
        var shot = try Screenshot.capture(display: display)
        while !shot.matches(x, y, colour, tolerance: 6) && Date() < deadline {
            Thread.sleep(forTimeInterval: 0.05)
            shot = try Screenshot.capture(display: display)
        }
        let path = NSTemporaryDirectory() + "port-fixture-\(name).png"
        try? shot.writePNG(to: path)
        if shot.matches(x, y, colour, tolerance: 6) { return true }
        print("\(name): (\(x), \(y)) is \(shot.rgb(x, y)), expected \(colour); screen written to \(path)")
        return false
    }

    @Test func counterConnectsOutletsAndRunsStoryboardAndCodeActions() throws {
        let server = try XServer()
        defer { server.stop() }
        let app = try launch("Counter", on: server)
        try #require(app.waitForLine(prefix: "viewDidLoad") != nil, "\(app.lines) \(app.standardError)")
        #expect(app.lines.contains("viewDidLoad label=true swatches=2"), "\(app.lines)")
        #expect(app.waitForLine(prefix: "scene connected window=true") != nil, "\(app.lines)")
        // The asset catalog's Panel colour (light appearance) behind the storyboard's views.
        #expect(try waitForPixel(server.display, 350, 500, (0x33, 0x99, 0x66), name: "counter"))
        let input = try XTestInput(display: server.display)
        var mark = app.lines.count
        input.click(at: 120, 230)
        #expect(app.waitForLine(after: mark, prefix: "increment 1 sender=true") != nil, "\(app.lines) \(app.standardError)")
        mark = app.lines.count
        input.click(at: 120, 330)
        #expect(app.waitForLine(after: mark, prefix: "reset") != nil, "\(app.lines) \(app.standardError)")
        #expect(!app.standardError.contains("UIKit:"), "\(app.standardError)")
    }
}
