import Foundation
import Testing
import UIKitTestSupport

/// The gallery's Text page in the running app: its "Two containers, one text" card shows one text through two text
/// views (one layout manager, a container each). Read back from the X server: the text goes on at the top of the
/// second view; typing at the start of the first pushes text on into the second and deleting it pulls the text back
/// to the very same pixels; Select All in the first view tints the text of both.
@Suite(.serialized) struct GalleryTextPageTests {
    /// The two text views in window points: the card at (382, 16) of the page, which starts at (200, 84); each view
    /// inside a 16-point margin, 167 x 368, 20 points apart.
    static let views = [(x: 200 + 382 + 16, y: 84 + 16 + 16), (x: 200 + 382 + 16 + 167 + 20, y: 84 + 16 + 16)]
    static let size = (width: 167, height: 368)

    /// The view's pixels, row by row.
    func pixels(_ shot: Screenshot, view: Int) -> [[(r: Int, g: Int, b: Int)]] {
        let origin = Self.views[view]
        return (0..<Self.size.height).map { y in
            (0..<Self.size.width).map { x in
                let (dx, dy) = AppTestSetup.desktop(origin.x + x, origin.y + y)
                return shot.rgb(dx, dy)
            }
        }
    }

    /// The rows with text ink (the body text is 13-point, dark grey on white).
    func inkedRows(_ rows: [[(r: Int, g: Int, b: Int)]]) -> [Int] {
        rows.indices.filter { y in rows[y].contains { $0.r < 100 && $0.g < 100 && $0.b < 100 } }
    }

    func differing(_ a: [[(r: Int, g: Int, b: Int)]], _ b: [[(r: Int, g: Int, b: Int)]]) -> Int {
        var count = 0
        for (rowA, rowB) in zip(a, b) {
            for (p, q) in zip(rowA, rowB) where abs(p.r - q.r) + abs(p.g - q.g) + abs(p.b - q.b) > 24 { count += 1 }
        }
        return count
    }

    func key(_ input: XTestInput, _ keysym: UInt, times: Int = 1) {
        for _ in 0..<times {
            input.key(keysym, press: true)
            input.key(keysym, press: false)
        }
        input.sync()
    }

    /// A screenshot once the app has drawn what `settled` wants (or after 10 seconds).
    func capture(_ server: XServer, until settled: (Screenshot) -> Bool) throws -> Screenshot {
        let deadline = Date().addingTimeInterval(10)
        var shot = try Screenshot.capture(display: server.display)
        while !settled(shot), Date() < deadline {
            Thread.sleep(forTimeInterval: 0.1)
            shot = try Screenshot.capture(display: server.display)
        }
        Thread.sleep(forTimeInterval: 0.3)
        return try Screenshot.capture(display: server.display)
    }

    @Test func theTextGoesOnFromTheFirstViewIntoTheSecond() throws {
        let server = try XServer()
        defer { server.stop() }
        let app = try LaunchedApp("gallery", arguments: ["--page", "text"], display: server.display)
        try #require(app.waitForLine(prefix: "ready") != nil, "\(app.standardError)")
        let input = try XTestInput(display: server.display)
        let original = try capture(server) { inkedRows(pixels($0, view: 1)).count > 20 }
        try original.writePNG(to: FileManager.default.temporaryDirectory.appendingPathComponent("gallery-text.png").path)
        let first = pixels(original, view: 0), second = pixels(original, view: 1)
        let firstInk = inkedRows(first), secondInk = inkedRows(second)
        // Both views are full of lines; the second's begin at its top, as a continued column's do.
        #expect(firstInk.count > 150, "first view: \(firstInk.count) inked rows")
        #expect(secondInk.count > 100, "second view: \(secondInk.count) inked rows")
        #expect((secondInk.first ?? .max) < 20, "the second view's text starts at its top: \(secondInk.prefix(3))")
        #expect((firstInk.last ?? 0) > Self.size.height - 40, "the first view is filled to its bottom: \(firstInk.suffix(3))")

        // Typing at the very start of the first view's text pushes text on into the second view.
        AppTestSetup.click(input, window: Self.views[0].x + 1, Self.views[0].y + 10)
        Thread.sleep(forTimeInterval: 0.3)
        key(input, 0xFF50) // Home: before the heading's first character
        for character in "flow flow flow " { key(input, UInt(character.unicodeScalars.first!.value)) }
        let typed = try capture(server) { differing(pixels($0, view: 1), second) > 300 }
        #expect(differing(pixels(typed, view: 1), second) > 300, "the second view's text moved on")
        // Deleting it pulls the text back: the second view is as it was.
        key(input, 0xFF08, times: 15)
        let restored = try capture(server) { differing(pixels($0, view: 1), second) == 0 }
        #expect(differing(pixels(restored, view: 1), second) == 0, "the second view's text came back to where it was")

        // Select All in the first view: the selection, one for the text, tints the background of both views.
        input.key(0xFFE3, press: true)
        key(input, 0x61)
        input.key(0xFFE3, press: false)
        input.sync()
        let selected = try capture(server) { differing(pixels($0, view: 1), second) > 2000 }
        try selected.writePNG(to: FileManager.default.temporaryDirectory.appendingPathComponent("gallery-text-selected.png").path)
        #expect(differing(pixels(selected, view: 0), first) > 2000, "the first view draws its part of the selection")
        #expect(differing(pixels(selected, view: 1), second) > 2000, "the second view draws its part of the selection")
    }
}
