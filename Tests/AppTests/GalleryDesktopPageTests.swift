import Foundation
import Testing
import UIKitTestSupport

/// The Desktop page: the card dragged onto the drop well with a person's mouse through XTest.
@Suite(.serialized) struct GalleryDesktopPageTests {
    /// Window points of the first row of tiles' stages.
    static func stage(_ column: Int) -> (Int, Int) { (200 + 32 + column * 250, 84 + 16) }

    @Test func theCardDraggedOntoTheWellDropsItsText() throws {
        let server = try XServer()
        defer { server.stop() }
        let app = try LaunchedApp("gallery", arguments: ["--page", "desktop"], display: server.display)
        try #require(app.waitForLine(prefix: "ready") != nil, "\(app.standardError)")
        let input = try XTestInput(display: server.display)
        let card = Self.stage(0), well = Self.stage(1)
        let before = app.lines.count
        let (sx, sy) = AppTestSetup.desktop(card.0 + 115, card.1 + 85)
        let (ex, ey) = AppTestSetup.desktop(well.0 + 115, well.1 + 85)
        input.move(to: sx, sy)
        input.press()
        input.sync()
        // Held still past the page's content-touch delay, so the card (not the page) gets the drag.
        Thread.sleep(forTimeInterval: 0.4)
        for step in 1...25 {
            input.move(to: sx + (ex - sx) * step / 25, ey == sy ? sy : sy + (ey - sy) * step / 25)
            input.sync()
            Thread.sleep(forTimeInterval: 0.01)
        }
        Thread.sleep(forTimeInterval: 0.3)
        let shot = try Screenshot.capture(display: server.display)
        try shot.writePNG(to: FileManager.default.temporaryDirectory.appendingPathComponent("gallery-desktop-drag.png").path)
        input.release()
        input.sync()
        #expect(app.waitForLine(after: before, prefix: "dropped Hello from UIKit") != nil, "\(app.lines)")
    }
}
