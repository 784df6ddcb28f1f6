import Foundation
import Testing
import UIKitTestSupport

/// The Desktop page: the card dragged onto the drop well with a person's mouse through XTest; the pointer's shapes
/// over the page's link and field (read back through XFixes) and a button's tooltip (read back as pixels).
@Suite(.serialized) struct GalleryDesktopPageTests {
    /// Window points of the first row of tiles' stages.
    static func stage(_ column: Int, row: Int = 0) -> (Int, Int) { (200 + 32 + column * 250, 84 + 16 + row * 236) }

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

    @Test func aHandOverTheLinkABeamOverTheFieldAndTheButtonsToolTipAfterTheDelay() throws {
        let server = try XServer()
        defer { server.stop() }
        let app = try LaunchedApp("gallery", arguments: ["--page", "desktop"], display: server.display)
        try #require(app.waitForLine(prefix: "ready") != nil, "\(app.standardError)")
        let input = try XTestInput(display: server.display)
        func cursor(at point: (Int, Int)) throws -> CursorImage {
            input.move(to: point.0, point.1)
            input.sync()
            Thread.sleep(forTimeInterval: 0.3)
            return try CursorImage.current(display: server.display)
        }
        let pointerTile = Self.stage(0, row: 1), field = Self.stage(2), toolTipTile = Self.stage(1, row: 1)
        let overLink = try cursor(at: AppTestSetup.desktop(pointerTile.0 + 150, pointerTile.1 + 32))
        #expect(["pointer", "hand2", "hand1"].contains(overLink.name), "link: \(overLink.name)")
        let overField = try cursor(at: AppTestSetup.desktop(field.0 + 100, field.1 + 83))
        #expect(["text", "xterm"].contains(overField.name), "field: \(overField.name)")

        let button = AppTestSetup.desktop(toolTipTile.0 + 115, toolTipTile.1 + 48)
        input.move(to: button.0, button.1)
        input.sync()
        let before = try Screenshot.capture(display: server.display)
        #expect(!before.matches(button.0 + 2, button.1 + 24, (38, 38, 38), tolerance: 16), "no tooltip at once")
        Thread.sleep(forTimeInterval: 1.2)
        let shown = try Screenshot.capture(display: server.display)
        try shown.writePNG(to: FileManager.default.temporaryDirectory.appendingPathComponent("gallery-desktop-tooltip.png").path)
        #expect(shown.matches(button.0 + 2, button.1 + 24, (38, 38, 38), tolerance: 16),
                "the tooltip's dark box below the pointer: \(shown.rgb(button.0 + 2, button.1 + 24))")
    }
}
