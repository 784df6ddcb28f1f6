import Foundation
import Testing
import UIKitTestSupport

/// The gallery's menu bar opened with F10 while a real AT-SPI client (`TestSupport/atspi/menu_probe.py`) listens: the
/// highlighted row is heard as focus, and the open menu reads as a menu of rows with roles, names and shortcuts.
@Suite(.serialized) struct GalleryAccessibilityMenuTests {
    static let probe = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("TestSupport/atspi/menu_probe.py").path

    @Test func openingTheMenuBarIsHeardAndItsMenuIsRead() throws {
        let server = try XServer()
        defer { server.stop() }
        let bus = try AccessibilityBus(display: server.display)
        defer { bus.stop() }
        let environment = bus.environment(display: server.display)
        let app = try LaunchedApp("gallery", display: server.display, environment: environment)
        try #require(app.waitForLine(prefix: "ready") != nil, "\(app.standardError)")
        let probe = try LaunchedApp("/usr/bin/python3", arguments: [Self.probe, "gallery"], display: server.display,
                                    environment: environment)
        try #require(probe.waitForLine(prefix: "listening", timeout: 30) != nil, "\(probe.lines)\n\(probe.standardError)")
        let input = try XTestInput(display: server.display)
        AppTestSetup.click(input, window: 600, 300)
        input.key(GalleryMenuTests.f10, press: true)
        input.key(GalleryMenuTests.f10, press: false)
        input.sync()
        try #require(probe.waitForLine(prefix: "done", timeout: 20) != nil, "\(probe.lines)\n\(probe.standardError)")
        let lines = probe.lines.map { $0.split(separator: "|", omittingEmptySubsequences: false).map(String.init) }
        let rows = lines.filter { $0.first == "row" }
        try #require(!rows.isEmpty, "\(probe.lines)")
        // The first enabled row is highlighted and heard as the focus.
        let firstEnabled = try #require(rows.first { $0[4] == "True" && $0[1] != "separator" })
        #expect(lines.contains(["focus", firstEnabled[1], firstEnabled[2]]), "\(probe.lines)")
        #expect(rows.allSatisfy { ["menu item", "check menu item", "separator", "menu"].contains($0[1]) }, "\(rows)")
        // The application menu ends with Quit, shortcut Ctrl+Q.
        #expect(rows.contains { $0[2].hasPrefix("Quit") && $0[3] == "Ctrl+Q" }, "\(rows)")
        #expect(app.process.isRunning)
    }
}
