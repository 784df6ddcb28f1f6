import Foundation
import Testing
import UIKitTestSupport

/// The presenter on Xvnc, whose outputs really connect and disconnect (RFB SetDesktopSize): the slides go to the
/// external monitor when it is plugged in, come back into the main window when it is unplugged, and the external
/// mode is picked from the console.
@Suite(.serialized) struct PresenterAppTests {
    static let mainOnly = [RFBClient.Screen(id: 0, x: 0, y: 0, width: 1280, height: 800)]
    static let withExternal = mainOnly + [RFBClient.Screen(id: 1, x: 1280, y: 0, width: 1024, height: 768)]
    static let firstSlide = (30, 58, 138)
    static let secondSlide = (15, 118, 110)
    static let awayPanel = (41, 43, 54)
    /// Points of the console: the slide stage's left edge area, the away panel's empty top right, Next.
    static let inStage = (24 + 20, 24 + 300)
    static let inAwayPanel = (24 + 560, 24 + 60)
    static let next = (472 + 80, 500 + 22)

    struct Setup {
        let server: XServer
        let rfb: RFBClient
        let app: LaunchedApp
    }

    func start() throws -> Setup {
        let server = try XServer(screens: [(1280, 800)], kind: .xvnc)
        let rfb = try RFBClient(socketPath: try #require(server.rfbSocketPath))
        let app = try LaunchedApp("presenter", display: server.display)
        try #require(app.waitForLine(prefix: "ready") != nil, "\(app.standardError)")
        return Setup(server: server, rfb: rfb, app: app)
    }

    func plug(_ s: Setup) throws -> String? {
        let before = s.app.lines.count
        try s.rfb.setDesktop(Self.withExternal)
        return s.app.waitForLine(after: before, prefix: "slides on VNC-1")
    }

    func pixel(_ s: Setup, window point: (Int, Int), _ colour: (Int, Int, Int), _ name: String) throws -> Bool {
        let (x, y) = AppTestSetup.desktop(point.0, point.1)
        return try PixelWait.until(s.server.display, x, y, colour, name: name)
    }

    @Test func theSlidesMoveToTheExternalMonitorOnConnectAndFoldBackOnDisconnect() throws {
        let s = try start()
        defer { s.server.stop() }
        #expect(s.app.lines.contains("slides on main"))
        #expect(try pixel(s, window: Self.inStage, Self.firstSlide, "presenter-main"))

        let connected = try plug(s)
        #expect(connected == "slides on VNC-1 1024x768", "\(s.app.lines)")
        #expect(try PixelWait.until(s.server.display, 1280 + 30, 30, Self.firstSlide, name: "presenter-external"))
        #expect(try PixelWait.until(s.server.display, 1280 + 1000, 740, Self.firstSlide, name: "presenter-external-corner"))
        #expect(try pixel(s, window: Self.inAwayPanel, Self.awayPanel, "presenter-console-away"))

        let before = s.app.lines.count
        try s.rfb.setDesktop(Self.mainOnly)
        #expect(s.app.waitForLine(after: before, prefix: "slides on main") != nil, "\(s.app.lines)")
        #expect(try pixel(s, window: Self.inStage, Self.firstSlide, "presenter-folded-back"))
        // A second plug brings them out again: the cycle repeats.
        #expect(try plug(s) != nil)
        #expect(try PixelWait.until(s.server.display, 1280 + 30, 30, Self.firstSlide, name: "presenter-replugged"))
    }

    @Test func anExternalMonitorPresentAtLaunchGetsTheSlidesAtOnce() throws {
        let server = try XServer(screens: [(1280, 800)], kind: .xvnc)
        defer { server.stop() }
        let rfb = try RFBClient(socketPath: try #require(server.rfbSocketPath))
        try rfb.setDesktop(Self.withExternal)
        Thread.sleep(forTimeInterval: 0.3)  // the server's RandR update before the app connects
        let app = try LaunchedApp("presenter", display: server.display)
        #expect(app.waitForLine(prefix: "slides on VNC-1") != nil, "\(app.lines) \(app.standardError)")
        #expect(try PixelWait.until(server.display, 1280 + 30, 30, Self.firstSlide, name: "presenter-at-launch"))
    }

    @Test func nextChangesTheSlideOnTheExternalMonitorAndAModeButtonAppliesItsMode() throws {
        let s = try start()
        defer { s.server.stop() }
        try #require(try plug(s) != nil)
        let input = try XTestInput(display: s.server.display)
        var before = s.app.lines.count
        AppTestSetup.click(input, window: Self.next.0, Self.next.1)
        #expect(s.app.waitForLine(after: before, prefix: "slide 2") != nil)
        #expect(try PixelWait.until(s.server.display, 1280 + 30, 30, Self.secondSlide, name: "presenter-slide-2"))

        let modes = try #require(s.app.lines.last { $0.hasPrefix("external VNC-1") })
        let list = String(try #require(modes.split(separator: " ").last)).split(separator: ",").map(String.init)
        let slot = try #require(list.firstIndex(of: "800x600"), "\(modes)")
        before = s.app.lines.count
        // Mode buttons: two columns of 137 x 28 points from (676, 400), 6 and 143 points apart.
        AppTestSetup.click(input, window: 676 + (slot % 2) * 143 + 68, 400 + (slot / 2) * 34 + 14)
        #expect(s.app.waitForLine(after: before, prefix: "mode VNC-1 800x600") != nil)
        #expect(s.app.waitForLine(after: before, prefix: "external VNC-1 800 x 600") != nil, "\(s.app.lines)")
        // The slide window follows its screen's new size: the slide colour up to the new corner, not beyond.
        #expect(try PixelWait.until(s.server.display, 1280 + 790, 590, Self.secondSlide, name: "presenter-mode"))
    }

    @Test func theArrowKeysChangeTheSlideInTheMainWindow() throws {
        let s = try start()
        defer { s.server.stop() }
        let input = try XTestInput(display: s.server.display)
        var before = s.app.lines.count
        input.key(0xFF53, press: true)  // Right
        input.key(0xFF53, press: false)
        #expect(s.app.waitForLine(after: before, prefix: "slide 2") != nil, "\(s.app.lines)")
        #expect(try pixel(s, window: Self.inStage, Self.secondSlide, "presenter-key-right"))
        before = s.app.lines.count
        input.key(0xFF51, press: true)  // Left
        input.key(0xFF51, press: false)
        #expect(s.app.waitForLine(after: before, prefix: "slide 1") != nil, "\(s.app.lines)")
        #expect(try pixel(s, window: Self.inStage, Self.firstSlide, "presenter-key-left"))
    }

    @Test func closingTheConsoleEndsThePresenterEvenWithSlidesOnTheExternalMonitor() throws {
        let s = try start()
        defer { s.server.stop() }
        try #require(try plug(s) != nil)
        let wm = try WindowManagerClient(display: s.server.display)
        let console = try #require(wm.waitForWindow(titled: "Presenter"))
        wm.requestClose(console)
        #expect(s.app.waitForExit() == 0, "\(s.app.standardError)")
        #expect(s.app.lines.last == "terminate")
    }
}
