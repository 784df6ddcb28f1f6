import Foundation
import Testing
import UIKitTestSupport

/// The gallery's Navigation page driven as a person does, with XTest on a private Xvfb: a click on a row pushes
/// its screen, a drag from the card's left edge pops it, and so does the mouse's back button.
@Suite(.serialized) struct GalleryNavigationPageTests {
    /// The card's top-left corner in window points (the page's content starts under the header, inset 32, 16).
    static let card = (x: 200 + 32, y: 84 + 16)

    @Test func aRowPushesAndAnEdgeDragAndTheBackButtonPop() throws {
        let server = try XServer()
        defer { server.stop() }
        let app = try LaunchedApp("gallery", arguments: ["--page", "Navigation"], display: server.display)
        try #require(app.waitForLine(prefix: "navigation didAppear Mailboxes depth 1") != nil, "\(app.lines)")
        let input = try XTestInput(display: server.display)
        // The first row (Inbox) lies under the bar with its large title: 50 + 52 points, then 44-point rows.
        var before = app.lines.count
        AppTestSetup.click(input, window: Self.card.x + 120, Self.card.y + 102 + 22)
        #expect(app.waitForLine(after: before, prefix: "navigation didAppear Inbox depth 2") != nil, "\(app.lines.suffix(5))")
        Thread.sleep(forTimeInterval: 0.2)
        try Screenshot.capture(display: server.display, rect: (AppTestSetup.windowOrigin.x, AppTestSetup.windowOrigin.y,
                                                              1000, 640)).writePNG(to: "/tmp/gallery-navigation-pushed.png")
        // A drag from the card's left edge to its middle, slow enough to track.
        before = app.lines.count
        let (sx, sy) = AppTestSetup.desktop(Self.card.x + 4, Self.card.y + 300)
        input.move(to: sx, sy)
        input.press()
        for step in 1...12 {
            input.move(to: sx + step * 40, sy)
            input.sync()
            Thread.sleep(forTimeInterval: 0.02)
        }
        input.release()
        input.sync()
        #expect(app.waitForLine(after: before, prefix: "navigation didAppear Mailboxes depth 1") != nil,
                "the edge drag pops: \(app.lines.suffix(6))")
        // Push again, then the mouse's back button (X button 8).
        before = app.lines.count
        AppTestSetup.click(input, window: Self.card.x + 120, Self.card.y + 102 + 22 + 44)
        #expect(app.waitForLine(after: before, prefix: "navigation didAppear Drafts depth 2") != nil, "\(app.lines.suffix(5))")
        before = app.lines.count
        let (mx, my) = AppTestSetup.desktop(Self.card.x + 300, Self.card.y + 300)
        input.click(at: mx, my, button: 8)
        #expect(app.waitForLine(after: before, prefix: "navigation didAppear Mailboxes depth 1") != nil,
                "the back button of the mouse pops: \(app.lines.suffix(6))")
        try Screenshot.capture(display: server.display, rect: (AppTestSetup.windowOrigin.x, AppTestSetup.windowOrigin.y,
                                                              1000, 640)).writePNG(to: "/tmp/gallery-navigation.png")
    }
}
