import Foundation
import Testing
import UIKitTestSupport

/// The gallery's Lists page (a table of 100,000 rows) read by a real AT-SPI client (`TestSupport/atspi/lists_probe.py`):
/// the whole tree in one `Cache.GetItems` call, the table through `Table` and `TableCell`, and the rows coming and going
/// as the table scrolls heard as `children-changed` events, without the app posting anything.
@Suite(.serialized) struct GalleryAccessibilityTableTests {
    static let probe = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("TestSupport/atspi/lists_probe.py").path

    @Test func aScreenReaderReadsTheTableInBulkAndHearsRowsComeAndGo() throws {
        let server = try XServer()
        defer { server.stop() }
        let bus = try AccessibilityBus(display: server.display)
        defer { bus.stop() }
        let environment = bus.environment(display: server.display)
        let app = try LaunchedApp("gallery", arguments: ["--page", "lists"], display: server.display, environment: environment)
        try #require(app.waitForLine(prefix: "ready") != nil, "\(app.standardError)")
        let probe = try LaunchedApp("/usr/bin/python3", arguments: [Self.probe, "gallery"], display: server.display,
                                    environment: environment)
        let extentsLine = probe.waitForLine(prefix: "extents|", timeout: 30)
        func fields(_ prefix: String) -> [String]? {
            probe.lines.first { $0.hasPrefix(prefix + "|") }.map { $0.split(separator: "|", omittingEmptySubsequences: false).map(String.init) }
        }
        try #require(extentsLine != nil, "probe: \(probe.lines)\n\(probe.standardError)\napp: \(app.standardError)")

        // Cache.GetItems: every element in one reply of AT-SPI's item type, the table's item agreeing with the walk.
        #expect(fields("items-type") == ["items-type", "(a((so)(so)(so)iiassusau))"])
        let items = try #require(fields("items"))
        #expect(Int(items[1]) ?? 0 > 20 && items[1] == items[2], "\(items)")
        let tableItem = try #require(fields("table-item"))
        #expect(tableItem[1] == "55" && tableItem[2] == tableItem[3] && tableItem[4] == "True" && tableItem[5] == "True",
                "\(tableItem)")

        // Table: 100,000 rows of one column; the first row's cell, its index among the children and back; rows off
        // screen and past the end answer nothing; selection as the user's Ctrl-click makes it.
        #expect(fields("table") == ["table", "100000", "1"])
        let cell = try #require(fields("cell"))
        #expect(cell[1] == "table cell" && cell[2].hasPrefix("Row 1"), "\(cell)")
        let index = try #require(fields("index"))
        #expect(index[2] == cell[2] && index[3] == "0", "\(index)")
        #expect(fields("offscreen") == ["offscreen", "True", "-1", "True"])
        #expect(fields("cell-position") == ["cell-position", "0", "0", "table"])
        #expect(fields("select") == ["select", "True", "True", "2", "2,4"])
        #expect(fields("deselect") == ["deselect", "True", "False", "True"])
        #expect(fields("no-row") == ["no-row", "False", "False"])

        // Scroll the table with the wheel while the client listens: rows leave and come, told as children-changed.
        let extents = try #require(fields("extents")).dropFirst().compactMap { Int($0) }
        try #require(extents.count == 4)
        try #require(probe.waitForLine(prefix: "listening", timeout: 10) != nil)
        let input = try XTestInput(display: server.display)
        input.move(to: extents[0] + extents[2] / 2, extents[1] + extents[3] / 2)
        for _ in 0..<10 { input.click(at: extents[0] + extents[2] / 2, extents[1] + extents[3] / 2, button: 5) }
        try #require(probe.waitForLine(prefix: "done", timeout: 20) != nil, "\(probe.lines)\n\(probe.standardError)")
        let heard = try #require(fields("heard"))
        #expect((Int(heard[1]) ?? 0) > 0 && (Int(heard[2]) ?? 0) > 0, "\(heard)")
        #expect(heard[3].hasPrefix("Row "), "\(heard)")
        // The first row scrolled away: its cell is off screen now.
        #expect(fields("after")?[2] == "True", "\(probe.lines)")
        #expect(app.process.isRunning)
    }
}
