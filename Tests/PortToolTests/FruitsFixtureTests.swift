import Foundation
import Testing
import UIKitTestSupport

/// The master-detail template as tutorials write it: a storyboard whose initial controller is a navigation
/// controller around a table view controller subclass; a prototype cell dequeued by its reuse identifier; its
/// `show` segue pushes the detail, `prepare(for:sender:)` handing over the selected row's item; a bar button item's
/// @IBAction; the back button and Alt+Left pop. The detail shows a PDF image set rendered by the port.
@Suite(.serialized) struct FruitsFixtureTests {
    @Test func aPrototypeCellsShowSeguePushesTheDetailAndBackPopsIt() throws {
        let server = try XServer()
        defer { server.stop() }
        let app = try LaunchedApp(try #require(try FixtureBuild.executables.get()["Fruits"]), display: server.display)
        try #require(app.waitForLine(prefix: "fruits appeared") != nil, "\(app.lines) \(app.standardError)")
        #expect(app.lines.contains("fruits loaded title=Fruit Basket add=true nav=true"), "\(app.lines)")
        // The table's background (white) behind the rows, below the navigation bar.
        #expect(try FixturePixels.wait(server.display, 300, 400, (255, 255, 255), name: "fruits-list"))
        let input = try XTestInput(display: server.display)

        // The bar button item's @IBAction: a fourth row.
        var mark = app.lines.count
        input.click(at: FruitsLayout.addButton.x, FruitsLayout.addButton.y)
        #expect(app.waitForLine(after: mark, prefix: "added 4 sender=true") != nil, "\(app.lines) \(app.standardError)")

        // The second row ("Bananas") pushes the detail, which the segue's prepare gave its fruit.
        mark = app.lines.count
        input.click(at: 100, FruitsLayout.rowY(1))
        #expect(app.waitForLine(after: mark, prefix: "prepare showFruit sender=true") != nil, "\(app.lines) \(app.standardError)")
        #expect(app.waitForLine(after: mark, prefix: "detail Bananas appeared pushed=2") != nil, "\(app.lines) \(app.standardError)")
        #expect(try FixturePixels.wait(server.display, 300, 600, (204, 102, 0), name: "fruits-detail"))
        // Leaf.imageset's PDF, rendered to PNGs by the port: a blue square around a yellow one.
        #expect(try FixturePixels.wait(server.display, 40, 320, (255, 204, 0), name: "fruits-pdf-centre"))
        #expect(try FixturePixels.wait(server.display, 23, 303, (0, 102, 204), name: "fruits-pdf-edge"))

        // The back button pops it.
        mark = app.lines.count
        input.click(at: FruitsLayout.backButton.x, FruitsLayout.backButton.y)
        #expect(app.waitForLine(after: mark, prefix: "detail disappeared") != nil, "\(app.lines) \(app.standardError)")
        #expect(app.waitForLine(after: mark, prefix: "fruits appeared selected=false") != nil, "\(app.lines)")
        #expect(try FixturePixels.wait(server.display, 300, 600, (255, 255, 255), name: "fruits-back"))

        // Again with the third row, then Alt+Left.
        mark = app.lines.count
        input.click(at: 100, FruitsLayout.rowY(2))
        #expect(app.waitForLine(after: mark, prefix: "detail Cherries appeared pushed=2") != nil, "\(app.lines) \(app.standardError)")
        Thread.sleep(forTimeInterval: 0.3)
        mark = app.lines.count
        let alt: UInt = 0xffe9, left: UInt = 0xff51
        input.key(alt, press: true)
        input.key(left, press: true)
        input.key(left, press: false)
        input.key(alt, press: false)
        input.sync()
        #expect(app.waitForLine(after: mark, prefix: "detail disappeared") != nil, "\(app.lines) \(app.standardError)")
        #expect(try FixturePixels.wait(server.display, 300, 600, (255, 255, 255), name: "fruits-alt-left"))
        #expect(!app.standardError.contains("UIKit:"), "\(app.standardError)")
    }

    /// AppIcon.appiconset's 1024-pixel picture (magenta around a white square), written into the bundle by the
    /// port and named by Info.plist, is the window's `_NET_WM_ICON`, read back from the X server.
    @Test func theAppIconSetIsTheWindowsIcon() throws {
        let server = try XServer()
        defer { server.stop() }
        let app = try LaunchedApp(try #require(try FixtureBuild.executables.get()["Fruits"]), display: server.display)
        try #require(app.waitForLine(prefix: "fruits appeared") != nil, "\(app.lines) \(app.standardError)")
        let client = try WindowManagerClient(display: server.display)
        let window = try #require(client.topLevelWindows().first { client.processID(of: $0) == Int(app.process.pid) })
        let icons = client.icons(of: window)
        // From the 180-pixel AppIcon60x60@3x.png: every size up to it, none enlarged.
        #expect(icons.map(\.width) == [16, 24, 32, 48, 64, 128], "\(icons.map { ($0.width, $0.height) })")
        #expect(icons.allSatisfy { $0.width == $0.height && $0.pixels.count == $0.width * $0.height })
        let large = try #require(icons.first { $0.width == 128 })
        #expect(large.pixels[64 * 128 + 64] == 0xFFFF_FFFF, "centre \(String(large.pixels[64 * 128 + 64], radix: 16))")
        #expect(large.pixels[4 * 128 + 4] == 0xFFC8_1E78, "corner \(String(large.pixels[4 * 128 + 4], radix: 16))")
    }
}

/// Where the fixture's controls are on the default window (1280 points wide): the navigation bar's 44 points at the
/// top, over the table's 44-point rows. The table's content starts under the bar (scroll views here add no safe-area
/// inset, `UIScrollView.adjustedContentInset`), so the first row is behind the bar and the test taps the others.
enum FruitsLayout {
    static let addButton = (x: 1255, y: 22)
    static let backButton = (x: 30, y: 22)
    /// Rows start below the 50-point navigation bar: the table's `adjustedContentInset` takes in the bar.
    static func rowY(_ row: Int) -> Int { 50 + 22 + row * 44 }
}
