import Foundation
import Testing
import UIKitTestSupport

/// The gallery's main menu: its Gallery menu's key command (Ctrl+]) and the menu bar opened with F10 and the
/// arrow keys, a command chosen with Return.
@Suite(.serialized) struct GalleryMenuTests {
    static let f10: UInt = 0xFFC7, right: UInt = 0xFF53, enter: UInt = 0xFF0D, control: UInt = 0xFFE3
    static let bracketRight: UInt = 0x5D

    func tap(_ input: XTestInput, _ keysym: UInt) {
        input.key(keysym, press: true)
        input.key(keysym, press: false)
        input.sync()
    }

    @Test func theGalleryMenusKeysAndTheMenuBarChangePages() throws {
        let server = try XServer()
        defer { server.stop() }
        let app = try LaunchedApp("gallery", display: server.display)
        try #require(app.waitForLine(prefix: "ready") != nil, "\(app.standardError)")
        let input = try XTestInput(display: server.display)
        AppTestSetup.click(input, window: 600, 300)
        var before = app.lines.count
        input.key(Self.control, press: true)
        tap(input, Self.bracketRight)
        input.key(Self.control, press: false)
        #expect(app.waitForLine(after: before, prefix: "page Drawing") != nil, "Ctrl+] is Next Page: \(app.lines)")
        // F10 opens the application menu; Right five times reaches Gallery (after File, Edit, Format and View).
        tap(input, Self.f10)
        for _ in 0..<5 { tap(input, Self.right) }
        Thread.sleep(forTimeInterval: 0.5)
        let shot = try Screenshot.capture(display: server.display)
        try shot.writePNG(to: FileManager.default.temporaryDirectory.appendingPathComponent("gallery-menu.png").path)
        // The bar's light grey across the top of the window.
        let (x, y) = AppTestSetup.desktop(990, 10)
        #expect(shot.matches(x, y, (242, 242, 242), tolerance: 3), "\(shot.rgb(x, y))")
        before = app.lines.count
        tap(input, Self.enter)
        #expect(app.waitForLine(after: before, prefix: "page Layers") != nil, "Next Page from the menu: \(app.lines)")
    }
}
