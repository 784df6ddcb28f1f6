import Foundation
import Testing
import UIKitTestSupport

/// The gallery's Presentation page driven with XTest: a form sheet dims the window behind a card and Escape
/// dismisses it; an alert shows centred and Escape cancels it; a popover points at its button and a click outside
/// dismisses it. Screenshots in /tmp/gallery-presentation-*.png.
@Suite(.serialized) struct GalleryPresentationPageTests {
    let page = (245, 245, 247), dimmedPage = (147, 147, 148)

    func escape(_ input: XTestInput) {
        input.key(0xFF1B, press: true)
        input.key(0xFF1B, press: false)
    }

    func shoot(_ server: XServer, _ name: String) throws {
        try Screenshot.capture(display: server.display, rect: (AppTestSetup.windowOrigin.x, AppTestSetup.windowOrigin.y,
                                                              1000, 640)).writePNG(to: "/tmp/gallery-presentation-\(name).png")
    }

    @Test func aSheetAnAlertAndAPopoverComeAndGo() throws {
        let server = try XServer()
        defer { server.stop() }
        let app = try LaunchedApp("gallery", arguments: ["--page", "Presentation"], display: server.display)
        try #require(app.waitForLine(prefix: "page Presentation") != nil, "\(app.standardError)")
        let input = try XTestInput(display: server.display)
        let (ox, oy) = AppTestSetup.desktop(210, 600)
        #expect(try PixelWait.until(server.display, ox, oy, page, name: "gallery-presentation-start"))

        AppTestSetup.click(input, window: 300, 128) // Sheet
        #expect(app.waitForLine(prefix: "presentation sheet shown") != nil, "\(app.lines.suffix(3))")
        #expect(try PixelWait.until(server.display, ox, oy, dimmedPage, name: "gallery-presentation-sheet"))
        let (cx, cy) = AppTestSetup.desktop(500, 400)
        #expect(try PixelWait.until(server.display, cx, cy, page, name: "gallery-presentation-card"))
        try shoot(server, "sheet")
        escape(input)
        #expect(app.waitForLine(prefix: "presentation sheet done") != nil, "\(app.lines.suffix(3))")
        #expect(try PixelWait.until(server.display, ox, oy, page, name: "gallery-presentation-sheet-gone"))

        AppTestSetup.click(input, window: 600, 128) // Alert
        #expect(app.waitForLine(prefix: "presentation alert shown") != nil, "\(app.lines.suffix(3))")
        #expect(try PixelWait.until(server.display, ox, oy, dimmedPage, name: "gallery-presentation-alert"))
        try shoot(server, "alert")
        escape(input)
        #expect(app.waitForLine(prefix: "presentation alert cancelled") != nil, "\(app.lines.suffix(3))")
        #expect(try PixelWait.until(server.display, ox, oy, page, name: "gallery-presentation-alert-gone"))

        AppTestSetup.click(input, window: 450, 128) // Popover
        #expect(app.waitForLine(prefix: "presentation popover shown") != nil, "\(app.lines.suffix(3))")
        Thread.sleep(forTimeInterval: 0.3)
        try shoot(server, "popover")
        AppTestSetup.click(input, window: 900, 600) // outside
        #expect(app.waitForLine(prefix: "presentation popover dismissed") != nil, "\(app.lines.suffix(3))")
        let (px, py) = AppTestSetup.desktop(450, 200)
        #expect(try PixelWait.until(server.display, px, py, page, name: "gallery-presentation-popover-gone"))

        AppTestSetup.click(input, window: 750, 128) // Action sheet
        #expect(app.waitForLine(prefix: "presentation action sheet shown") != nil, "\(app.lines.suffix(3))")
        Thread.sleep(forTimeInterval: 0.3)
        try shoot(server, "action-sheet")
        escape(input)
        #expect(app.waitForLine(prefix: "presentation action sheet cancelled") != nil, "\(app.lines.suffix(3))")
        let shownAgain = app.lines.count
        AppTestSetup.click(input, window: 750, 128)
        #expect(app.waitForLine(after: shownAgain, prefix: "presentation action sheet shown") != nil)
        let clicked = app.lines.count
        AppTestSetup.click(input, window: 900, 600) // outside: the cancel action's handler runs, as on iPad
        #expect(app.waitForLine(after: clicked, prefix: "presentation action sheet cancelled") != nil, "\(app.lines.suffix(3))")
    }
}
