import Foundation
import Testing
import UIKitTestSupport

/// The touch canvas on a private Xvfb: its objects and status bar on screen, painting with the pointer (the primary
/// button is a finger), a tap that recolours an object.
@Suite(.serialized) struct TouchCanvasAppTests {
    static let card = (0, 150, 135)
    static let paper = (250, 247, 240)
    static let firstPaint = (230, 56, 54)
    /// The card's centre and an empty stretch of paper, in window points (the paper starts 56 points down).
    static let cardCentre = (640, 56 + 180)
    static let stroke = (from: (100, 56 + 100), to: (400, 56 + 100))

    @Test func theFirstFrameShowsTheObjectsOnThePaperAndTheStatusBar() throws {
        let server = try XServer()
        defer { server.stop() }
        let app = try LaunchedApp("touch-canvas", display: server.display)
        #expect(app.waitForLine(prefix: "ready") != nil, "\(app.standardError)")
        let (cx, cy) = AppTestSetup.desktop(Self.cardCentre.0, Self.cardCentre.1)
        #expect(try PixelWait.until(server.display, cx, cy, Self.card, name: "canvas-card"))
        let (px, py) = AppTestSetup.desktop(250, 56 + 100)
        #expect(try PixelWait.until(server.display, px, py, Self.paper, name: "canvas-paper"))
        let (sx, sy) = AppTestSetup.desktop(900, 640 - 10)
        #expect(try PixelWait.until(server.display, sx, sy, (33, 38, 51), name: "canvas-status"))
    }

    @Test func draggingThePointerPaintsATrailAndATapRecoloursTheCard() throws {
        let server = try XServer()
        defer { server.stop() }
        let app = try LaunchedApp("touch-canvas", display: server.display)
        try #require(app.waitForLine(prefix: "ready") != nil)
        let input = try XTestInput(display: server.display)
        let from = AppTestSetup.desktop(Self.stroke.from.0, Self.stroke.from.1)
        let to = AppTestSetup.desktop(Self.stroke.to.0, Self.stroke.to.1)
        input.move(to: from.0, from.1)
        input.press()
        for step in 1...10 { input.move(to: from.0 + (to.0 - from.0) * step / 10, from.1) }
        input.release()
        #expect(app.waitForLine(prefix: "trail 1 began") != nil, "\(app.lines)")
        #expect(app.waitForLine(prefix: "trail ended") != nil)
        #expect(try PixelWait.until(server.display, (from.0 + to.0) / 2, from.1, Self.firstPaint, name: "canvas-trail"))

        let before = app.lines.count
        AppTestSetup.click(input, window: Self.cardCentre.0, Self.cardCentre.1)
        #expect(app.waitForLine(after: before, prefix: "object card tap ended", timeout: 3) != nil, "\(app.lines)")
        let (cx, cy) = AppTestSetup.desktop(Self.cardCentre.0, Self.cardCentre.1)
        #expect(try PixelWait.until(server.display, cx, cy, (233, 30, 99), timeout: 2, name: "canvas-tap"))
    }
}
