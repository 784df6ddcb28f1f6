import Foundation
import Testing
import UIKitTestSupport

/// The Navigation page's bar button items present over the window, driven with XTest on a private Xvfb: compose
/// opens a page sheet over the dimmed window and Escape dismisses it; Filter opens a popover whose arrow points up
/// at that bar button from just under it; the trash asks with an alert that Escape cancels. The buttons are found
/// in the bar's real pixels (the tint-coloured runs, first item rightmost). Screenshots in
/// /tmp/gallery-navigation-*.png.
@Suite(.serialized) struct GalleryNavigationPresentationTests {
    static let card = GalleryNavigationPageTests.card
    static let sidebar = (33, 38, 51), page = (245, 245, 247), dimmedPage = (147, 147, 148), white = (255, 255, 255)
    /// A point the sheet covers that the navigation card does not: the sidebar, left of the card.
    static let underSheet = (180, 400)
    /// A point outside the navigation card and the sheet: the page's margin under the card.
    static let margin = (900, 632)

    func escape(_ input: XTestInput) {
        input.key(0xFF1B, press: true)
        input.key(0xFF1B, press: false)
        input.sync()
    }

    func window(_ server: XServer) throws -> Screenshot {
        try Screenshot.capture(display: server.display, rect: (AppTestSetup.windowOrigin.x, AppTestSetup.windowOrigin.y,
                                                              1000, 640))
    }

    /// The centres (window x) of the bar's buttons, right to left: columns of the bar's item row holding the tint
    /// (systemBlue), grouped where less than 12 points apart.
    func barButtonCentres(_ shot: Screenshot) -> [Int] {
        let rows = (Self.card.y + 12)...(Self.card.y + 38)
        var columns: [Int] = []
        for x in stride(from: Self.card.x + 1000 - 200 - 64 - 1, through: Self.card.x + 200, by: -1) {
            if rows.contains(where: { y in
                let p = shot.rgb(x, y)
                return p.b > 180 && p.r < 140 && p.b - p.r > 80
            }) { columns.append(x) }
        }
        var groups: [[Int]] = []
        for x in columns {
            if let last = groups.last?.last, last - x < 12 { groups[groups.count - 1].append(x) } else { groups.append([x]) }
        }
        return groups.map { ($0.first! + $0.last!) / 2 }
    }

    /// The rows and columns where `after` differs from `before`, below window row `top`.
    func changedBox(_ before: Screenshot, _ after: Screenshot, below top: Int)
        -> (minX: Int, maxX: Int, minY: Int, maxY: Int, topRowXs: [Int])? {
        var box: (minX: Int, maxX: Int, minY: Int, maxY: Int, topRowXs: [Int])?
        for y in top..<after.height {
            for x in 0..<after.width {
                let a = before.rgb(x, y), b = after.rgb(x, y)
                guard abs(a.r - b.r) + abs(a.g - b.g) + abs(a.b - b.b) > 24 else { continue }
                if var current = box {
                    current.minX = min(current.minX, x); current.maxX = max(current.maxX, x); current.maxY = y
                    if y == current.minY { current.topRowXs.append(x) }
                    box = current
                } else {
                    box = (x, x, y, y, [x])
                }
            }
        }
        return box
    }

    @Test func barButtonsPresentASheetAPopoverAndAnAlert() throws {
        let server = try XServer()
        defer { server.stop() }
        let app = try LaunchedApp("gallery", arguments: ["--page", "Navigation"], display: server.display)
        try #require(app.waitForLine(prefix: "navigation didAppear Mailboxes depth 1") != nil, "\(app.lines)")
        let input = try XTestInput(display: server.display)
        let (mx, my) = AppTestSetup.desktop(Self.margin.0, Self.margin.1)
        let (sx, sy) = AppTestSetup.desktop(Self.underSheet.0, Self.underSheet.1)
        #expect(try PixelWait.until(server.display, mx, my, Self.page, name: "gallery-navigation-start"))
        Thread.sleep(forTimeInterval: 0.2)
        let start = try window(server)
        try start.writePNG(to: "/tmp/gallery-navigation-bar.png")
        let buttons = barButtonCentres(start)
        // Add, compose, Filter and the trash.
        try #require(buttons.count == 4, "bar buttons at \(buttons); the bar in /tmp/gallery-navigation-bar.png")
        let (compose, filter, trash) = (buttons[1], buttons[2], buttons[3])
        let itemY = Self.card.y + 25

        // The compose sheet: a card over the sidebar, the window dimmed around it; Escape dismisses it.
        var before = app.lines.count
        AppTestSetup.click(input, window: compose, itemY)
        #expect(app.waitForLine(after: before, prefix: "navigation sheet shown") != nil, "\(app.lines.suffix(3))")
        #expect(try PixelWait.until(server.display, sx, sy, Self.white, name: "gallery-navigation-sheet-card"))
        #expect(try PixelWait.until(server.display, mx, my, Self.dimmedPage, name: "gallery-navigation-sheet-dim"))
        try window(server).writePNG(to: "/tmp/gallery-navigation-sheet.png")
        before = app.lines.count
        escape(input)
        #expect(app.waitForLine(after: before, prefix: "navigation sheet dismissed") != nil, "\(app.lines.suffix(3))")
        #expect(try PixelWait.until(server.display, sx, sy, Self.sidebar, name: "gallery-navigation-sheet-gone"))
        #expect(try PixelWait.until(server.display, mx, my, Self.page, name: "gallery-navigation-sheet-undimmed"))

        // The filter popover: everything that changes lies below the bar's item row, and its top (the arrow's
        // tip) is just under the Filter button and centred on it.
        Thread.sleep(forTimeInterval: 0.2)
        let closed = try window(server)
        before = app.lines.count
        AppTestSetup.click(input, window: filter, itemY)
        #expect(app.waitForLine(after: before, prefix: "navigation popover shown") != nil, "\(app.lines.suffix(3))")
        Thread.sleep(forTimeInterval: 0.3)
        let open = try window(server)
        try open.writePNG(to: "/tmp/gallery-navigation-popover.png")
        #expect(open.matches(Self.margin.0, Self.margin.1, Self.page, tolerance: 6), "a popover does not dim the window")
        let box = try #require(changedBox(closed, open, below: Self.card.y + 40), "nothing changed under the bar")
        let tip = box.topRowXs.reduce(0, +) / max(box.topRowXs.count, 1)
        #expect(box.minY > Self.card.y + 40 && box.minY < Self.card.y + 60,
                "the popover starts just under the bar button: \(box)")
        #expect(abs(tip - filter) <= 6, "the arrow's tip at x \(tip) points at the Filter button at x \(filter): \(box)")
        #expect(box.minX < filter && box.maxX > filter && box.maxY - box.minY > 120,
                "the popover's body lies under the button: \(box)")
        before = app.lines.count
        escape(input)
        #expect(app.waitForLine(after: before, prefix: "navigation popover dismissed") != nil, "\(app.lines.suffix(3))")

        // The alert dims the window; Escape runs its cancel action.
        Thread.sleep(forTimeInterval: 0.4)
        before = app.lines.count
        AppTestSetup.click(input, window: trash, itemY)
        #expect(app.waitForLine(after: before, prefix: "navigation alert shown") != nil, "\(app.lines.suffix(3))")
        #expect(try PixelWait.until(server.display, mx, my, Self.dimmedPage, name: "gallery-navigation-alert-dim"))
        try window(server).writePNG(to: "/tmp/gallery-navigation-alert.png")
        before = app.lines.count
        escape(input)
        #expect(app.waitForLine(after: before, prefix: "navigation alert cancelled") != nil, "\(app.lines.suffix(3))")
        #expect(try PixelWait.until(server.display, mx, my, Self.page, name: "gallery-navigation-alert-gone"))
        #expect(!app.lines.contains("navigation alert deleted"), "Escape cancels rather than deletes")
    }
}
