import Foundation
import Testing
import UIKitTestSupport

/// The gallery's Auto Layout page: a form of stack views and anchors that reflows when a person resizes the
/// window (the window manager's resize, not a frame set by the app).
@Suite(.serialized) struct GalleryAutoLayoutPageTests {
    /// The form's width and its note's size, from the page's log line.
    static func form(_ line: String?) -> (width: Int, noteWidth: Int, noteHeight: Int)? {
        guard let line else { return nil }
        let numbers = line.split(whereSeparator: { $0 == " " || $0 == "x" }).compactMap { Int($0) }
        return numbers.count == 3 ? (numbers[0], numbers[1], numbers[2]) : nil
    }

    @Test func theFormReflowsWhenTheWindowIsResized() throws {
        let server = try XServer()
        defer { server.stop() }
        let app = try LaunchedApp("gallery", arguments: ["--page", "Auto Layout"], display: server.display)
        let first = try #require(Self.form(app.waitForLine(prefix: "form ")), "\(app.lines)")
        #expect(first.width == 800 && first.noteWidth > 600, "\(first)")
        // The card's white, right of the fields' labels.
        let (cx, cy) = AppTestSetup.desktop(200 + 32 + 20, 84 + 16 + 200)
        #expect(try PixelWait.until(server.display, cx, cy, (255, 255, 255), name: "gallery-auto-layout"))
        try Screenshot.capture(display: server.display, rect: (AppTestSetup.windowOrigin.x, AppTestSetup.windowOrigin.y,
                                                              1000, 640)).writePNG(to: "/tmp/gallery-auto-layout.png")
        let wm = try WindowManagerClient(display: server.display)
        let window = try #require(wm.waitForWindow(titled: "Gallery"))
        let before = app.lines.count
        wm.resize(window, width: 700, height: 640)
        var narrow = Self.form(app.waitForLine(after: before, prefix: "form 500"))
        for _ in 0..<20 where narrow?.noteHeight == first.noteHeight {
            narrow = Self.form(app.lines.last { $0.hasPrefix("form 500") })
            Thread.sleep(forTimeInterval: 0.05)
        }
        let reflowed = try #require(narrow, "\(app.lines.suffix(5))")
        #expect(reflowed.noteWidth == first.noteWidth - 300, "the note follows the form's width: \(reflowed)")
        #expect(reflowed.noteHeight > first.noteHeight, "and wraps onto more lines: \(first) -> \(reflowed)")
        // On screen too: the Submit button's blue now sits inside the narrower window's right edge.
        let (sx, sy) = AppTestSetup.desktop(590, 430)
        _ = try PixelWait.until(server.display, sx, sy, (64, 115, 242), tolerance: 30, name: "gallery-auto-layout-narrow")
        try Screenshot.capture(display: server.display).writePNG(to: "/tmp/gallery-auto-layout-narrow.png")
    }
}
