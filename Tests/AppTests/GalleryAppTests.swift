import Foundation
import Testing
import UIKitTestSupport

/// The gallery as a person meets it: its own process on a private Xvfb, pages picked by clicking the sidebar.
@Suite(.serialized) struct GalleryAppTests {
    static let sidebar = (33, 38, 51)
    static let selected = (64, 115, 242)

    /// The centre of the sidebar button of page `index`, in window points.
    static func button(_ index: Int) -> (Int, Int) { (100, 64 + 16 + index * 34) }

    @Test func theFirstFrameShowsTheSidebarAndTheViewsPage() throws {
        let server = try XServer()
        defer { server.stop() }
        let app = try LaunchedApp("gallery", display: server.display)
        #expect(app.waitForLine(prefix: "page Views") != nil, "\(app.standardError)")
        let (sx, sy) = AppTestSetup.desktop(100, 500)
        #expect(try PixelWait.until(server.display, sx, sy, Self.sidebar, name: "gallery-sidebar"))
        let (bx, by) = AppTestSetup.desktop(Self.button(0).0 - 60, Self.button(0).1)
        #expect(try PixelWait.until(server.display, bx, by, Self.selected, name: "gallery-selected"))
        // The Colours card's first swatch, red.
        let (rx, ry) = AppTestSetup.desktop(200 + 32 + 20 + 15, 84 + 16 + 55 + 30)
        #expect(try PixelWait.until(server.display, rx, ry, (240, 84, 79), name: "gallery-swatch"))
        let wm = try WindowManagerClient(display: server.display)
        #expect(wm.waitForWindow(titled: "Gallery") != nil)
    }

    @Test func clickingTheSidebarShowsEachPage() throws {
        let server = try XServer()
        defer { server.stop() }
        let app = try LaunchedApp("gallery", display: server.display)
        try #require(app.waitForLine(prefix: "ready") != nil)
        let input = try XTestInput(display: server.display)
        // (page, its sidebar index, the colour of its first card's stage at (65, 85), nil where it moves)
        let pages: [(String, Int, (Int, Int, Int)?)] = [
            ("Drawing", 1, (33, 150, 242)), ("Layers", 2, (250, 168, 38)), ("Layer animations", 3, nil),
            ("View animations", 4, nil), ("Screens", 5, nil),
            // The last of the 16 pages: its button lies inside the 640-point window too.
            ("Presentation", 12, nil), ("Text", 15, nil), ("Views", 0, (240, 84, 79)),
        ]
        for (title, index, colour) in pages {
            let before = app.lines.count
            AppTestSetup.click(input, window: Self.button(index).0, Self.button(index).1)
            #expect(app.waitForLine(after: before, prefix: "page \(title)") != nil, "page \(title): \(app.lines)")
            let (bx, by) = AppTestSetup.desktop(Self.button(index).0 - 60, Self.button(index).1)
            #expect(try PixelWait.until(server.display, bx, by, Self.selected, name: "gallery-\(index)-button"))
            if let colour {
                let (px, py) = AppTestSetup.desktop(200 + 32 + (title == "Views" ? 35 : 65), 84 + 16 + 85)
                #expect(try PixelWait.until(server.display, px, py, colour, name: "gallery-\(index)-page"))
            }
        }
        #expect(app.lines.last { $0.hasPrefix("screens ") } == "screens 1")
        #expect(app.lines.contains("view animations start"))
    }

    /// (page, a point of its first card's stage in window points, the colour there)
    static let pageProbes: [(String, Int, Int, (Int, Int, Int))] = [
        ("Drawing", 200 + 32 + 65, 84 + 16 + 85, (33, 150, 242)),  // the blue oval
        ("Layers", 200 + 32 + 65, 84 + 16 + 85, (250, 168, 38)),   // the orange bordered layer
        ("Screens", 200 + 32 + 115, 84 + 16 + 55, (33, 150, 242)),  // the main screen's picture
        ("Photo grid", 200 + 32 + 16 + 100, 84 + 16 + 36 + 100, (240, 84, 79)),  // the first featured card
        ("Emitters", 200 + 32 + 12, 84 + 16 + 12, (20, 23, 36)),  // the fire's night sky, above the flames
        ("Blur", 200 + 32 + 10, 84 + 16 + 8, (240, 84, 79)),  // the sharp red stripe above the light materials
    ]

    @Test(arguments: pageProbes)
    func thePageArgumentOpensThatPage(page: String, x: Int, y: Int, colour: (Int, Int, Int)) throws {
        let server = try XServer()
        defer { server.stop() }
        let app = try LaunchedApp("gallery", arguments: ["--page", page.lowercased()], display: server.display)
        #expect(app.waitForLine(prefix: "page ") == "page \(page)", "\(app.lines) \(app.standardError)")
        let (bx, by) = AppTestSetup.desktop(x, y)
        #expect(try PixelWait.until(server.display, bx, by, colour, name: "gallery-argument-\(page)"))
    }

    /// The gallery's name field on a desktop that runs IBus, through the running app's own loop: the project's test
    /// engine asks for the text about the caret (a signal the app hears on its own) and, on "q", replaces the
    /// character before the caret with it in brackets, which no Compose table could do.
    @Test func typingIntoTheNameFieldGoesThroughIBus() throws {
        let server = try XServer()
        defer { server.stop() }
        let daemon = try IBusDaemon()
        defer { daemon.stop() }
        try daemon.startTestEngine()
        let app = try LaunchedApp("gallery", arguments: ["--page", "controls"], display: server.display,
                                  environment: ["IBUS_ADDRESS": daemon.address])
        try #require(app.waitForLine(prefix: "ready") != nil, "\(app.standardError)")
        let input = try XTestInput(display: server.display)
        AppTestSetup.click(input, window: 345, 140)      // the name field
        // IBus picks an engine for the focused input context: once the app has one (its field took the click)
        // and the engine has registered.
        let deadline = Date().addingTimeInterval(10)
        while !daemon.selectEngine("uikit-test", display: server.display) {
            try #require(Date() < deadline, "ibus engine never worked: \(app.standardError)")
            usleep(100_000)
        }
        func tap(_ keysym: UInt) {
            input.key(keysym, press: true)
            input.key(keysym, press: false)
        }
        tap(0x61)
        tap(0x62)
        #expect(app.waitForLine(prefix: "text ab") != nil, "keys the engine passes type themselves: \(app.lines)")
        // Until the engine has the text about the caret, "q" finds nothing before it and changes nothing.
        var changed = false
        for _ in 0..<10 where !changed {
            tap(0x71)
            changed = app.waitForLine(prefix: "text a[b]", timeout: 0.5) != nil
        }
        #expect(changed, "the engine read and replaced the text before the caret: \(app.lines) \(app.standardError)")
    }

    @Test func anUnknownPageIsReportedInOneLineAndTheGalleryOpensAtViews() throws {
        let server = try XServer()
        defer { server.stop() }
        let app = try LaunchedApp("gallery", arguments: ["--page", "Nope"], display: server.display)
        #expect(app.waitForLine(prefix: "page ") == "page Views")
        let deadline = Date().addingTimeInterval(5)  // standard error is read on a thread of its own
        while !app.standardError.hasSuffix("\n") && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        #expect(app.standardError.split(separator: "\n") == [
            "gallery: no page named \"Nope\"; the pages are Views, Drawing, Layers, Layer animations, View animations, Screens, Controls, Scrolling, Auto Layout, Lists, Photo grid, Navigation, Presentation, Dynamics, Desktop, Text, Tiled, Emitters, Blur"])
    }
}
