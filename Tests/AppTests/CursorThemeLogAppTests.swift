import Foundation
import Testing
import UIKitTestSupport

/// A desktop without the cursor theme (no cursor files on `XCURSOR_PATH`): the gallery, as its own process, still
/// changes the pointer's shape over its controls (from the X cursor font) and says so once on standard error,
/// however many shapes it loads. Its own process, because libXcursor reads `XCURSOR_PATH` once a process.
@Suite(.serialized) struct CursorThemeLogAppTests {
    static let message = "is missing or lacks cursors UIKit uses"

    @Test func aMissingCursorThemeIsLoggedOnceAndThePointerStillChangesShape() throws {
        let server = try XServer()
        defer { server.stop() }
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("no-cursors-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        let app = try LaunchedApp("gallery", arguments: ["--page", "controls"], display: server.display,
                                  environment: ["XCURSOR_PATH": empty.path])
        try #require(app.waitForLine(prefix: "ready") != nil, "\(app.standardError)")
        let input = try XTestInput(display: server.display)
        var shapes = Set<[UInt32]>()
        // Sweep the window: text fields, buttons, sliders and plain views each ask for their shape.
        for y in stride(from: 100, to: 720, by: 40) {
            for x in stride(from: 160, to: 1_140, by: 60) {
                input.move(to: x, y)
                Thread.sleep(forTimeInterval: 0.01)
                shapes.insert(try CursorImage.current(display: server.display).pixels)
            }
        }
        Thread.sleep(forTimeInterval: 0.3)
        let lines = app.standardError.split(separator: "\n").filter { $0.contains(Self.message) }
        #expect(lines.count == 1, "\(app.standardError)")
        #expect(shapes.count >= 2, "the pointer still changes shape: \(shapes.count) pictures")
    }
}
