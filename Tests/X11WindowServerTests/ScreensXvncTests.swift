import Testing
import Foundation
import UIKitTestSupport

/// Real output connect and disconnect on Xvnc: an RFB client changes the desktop layout with SetDesktopSize, and the
/// server connects or disconnects its VNC-n outputs, as plugging a monitor in and out would.
@Suite(.serialized) struct ScreensXvncTests {
    static let mainOnly = [RFBClient.Screen(id: 0, x: 0, y: 0, width: 1280, height: 800)]
    static let withExternal = mainOnly + [RFBClient.Screen(id: 1, x: 1280, y: 0, width: 1024, height: 768)]

    struct Setup {
        let server: XServer
        let rfb: RFBClient
        let app: ScreensProbeApp
        let wm: WindowManagerClient
    }

    func start() throws -> Setup {
        let server = try XServer(screens: [(1280, 800)], kind: .xvnc)
        let rfb = try RFBClient(socketPath: try #require(server.rfbSocketPath))
        let app = try ScreensProbeApp(display: server.display)
        app.run("follow")
        return Setup(server: server, rfb: rfb, app: app, wm: try WindowManagerClient(display: server.display))
    }

    /// Plugs the external display in and waits for the app's window to be on it; returns the connect line.
    func plug(_ s: Setup) throws -> String {
        try changeLayout(s, to: Self.withExternal, note: "note screenConnect VNC-1", windowNowOn: "VNC-1")
    }

    /// Unplugs it and waits for the window to be back on the main screen; returns the disconnect line.
    func unplug(_ s: Setup) throws -> String {
        try changeLayout(s, to: Self.mainOnly, note: "note screenDisconnect VNC-1", windowNowOn: "VNC-0")
    }

    private func changeLayout(_ s: Setup, to layout: [RFBClient.Screen], note: String, windowNowOn screen: String)
        throws -> String {
        let before = s.app.lines.count
        try s.rfb.setDesktop(layout)
        let line = try #require(s.app.waitForLine(after: before, prefix: note))
        try #require(s.app.waitForLine(after: before, prefix: "ext on \(screen)") != nil)
        return line
    }

    /// V-SCR-5, T-39: a monitor plugged in and out posts didConnect/didDisconnect with the screen as object.
    @Test func anOutputConnectsAndDisconnectsAsTheSameScreenAndItsWindowSurvives() throws {
        let s = try start()
        defer { s.server.stop() }
        let connect = try plug(s)
        #expect(connect.contains("bounds 1024x768"), "\(connect)")
        // The window on the external screen: borderless (no window manager: override-redirect), covering it.
        let window = try #require(s.wm.waitForWindow(titled: "ext"))
        let onExternal = try #require(s.wm.geometry(of: window))
        #expect([onExternal.x, onExternal.y, onExternal.width, onExternal.height] as [Int] == [1280, 0, 1024, 768])
        #expect(onExternal.isMapped && onExternal.isOverrideRedirect)
        #expect(s.wm.states(of: window).contains("_NET_WM_STATE_FULLSCREEN"))
        let shot = try waitForPixel(display: s.server.display, window: window, x: 600, y: 600, (0, 153, 51))
        #expect(shot.matches(600, 600, (0, 153, 51)))

        let disconnect = try unplug(s)
        #expect(objectID(connect) == objectID(disconnect), "the same UIScreen connects and disconnects")
        let moved = s.app.lines.last { $0.hasPrefix("ext on VNC-0") }
        #expect(moved?.contains("hidden false main true") == true, "\(String(describing: moved))")
        // The window lives on, now a decorated window on the main screen.
        let survivor = try #require(s.wm.waitForWindow(titled: "ext"))
        let onMain = try #require(s.wm.geometry(of: survivor))
        #expect(onMain.isMapped && !onMain.isOverrideRedirect)
        #expect(onMain.x + onMain.width <= 1280, "inside the main screen: \(onMain)")
        s.app.run("screens")
        #expect(s.app.lines.contains("screens 1"))
    }

    @Test func settingCurrentModeOnTheExternalScreenChangesItsRandRMode() throws {
        let s = try start()
        defer { s.server.stop() }
        _ = try plug(s)
        let before = s.app.lines.count
        s.app.run("mode 1 800 600")
        let note = s.app.waitForLine(after: before, prefix: "note modeChange VNC-1")
        #expect(note?.contains("bounds 800x600 mode 800x600") == true, "\(String(describing: note))")
        #expect(try xrandrQuery(s.server.display).contains("VNC-1 connected 800x600+1280+0"))
        // The full-screen window follows its screen's new size.
        let window = try #require(s.wm.window(titled: "ext"))
        let deadline = Date().addingTimeInterval(5)
        while s.wm.geometry(of: window)?.width != 800 && Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        let resized = s.wm.geometry(of: window)
        #expect(resized?.width == 800 && resized?.height == 600, "\(String(describing: resized))")
    }

    @Test func connectingAndDisconnectingAHundredTimesLeaksNoXResourcesAndNoScreens() throws {
        let s = try start()
        defer { s.server.stop() }
        // One cycle first: atoms, the second connection's caches and the like are made once.
        _ = try plug(s)
        _ = try unplug(s)
        let baseline = try XResourceCounts.forProcess(s.app.process.pid, display: s.server.display)
        let started = Date()
        for _ in 0..<100 {
            _ = try plug(s)
            _ = try unplug(s)
        }
        let seconds = Date().timeIntervalSince(started)
        let after = try XResourceCounts.forProcess(s.app.process.pid, display: s.server.display)
        print("soak: 100 connect/disconnect cycles in \(String(format: "%.2f", seconds)) s; X resources \(after)")
        #expect(baseline.total > 0, "the app's client was found")
        #expect(after == baseline, "before: \(baseline)\nafter: \(after)")
        s.app.run("screens")
        s.app.run("alive")
        #expect(s.app.lines.last { $0.hasPrefix("screens ") } == "screens 1")
        #expect(s.app.lines.last { $0.hasPrefix("alive screens") } == "alive screens 1",
                "every disconnected UIScreen was released")
        #expect(s.app.process.isRunning)
    }
}
