import Testing
import Foundation
import UIKit
import UIKitTestSupport
@testable import X11WindowServer

/// Screens and modes on a real Xvfb: several X screens, RandR mode changes, RandR 1.5 virtual monitors.
@MainActor @Suite(.serialized) struct ScreensXvfbTests {
    /// A solid layer tree shown in a window on `screenID`.
    func showSolidWindow(_ x11: X11WindowServer, screenID: String, color: CGColor) throws -> (X11WindowHost, CALayerHost) {
        let host = try #require(try x11.makeWindowHost(WindowHostConfiguration(
            screenID: screenID, frame: CGRect(x: 0, y: 0, width: 200, height: 150), scale: 1, title: "solid",
            level: 0, isFullScreen: false)) as? X11WindowHost)
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 150)
        root.backgroundColor = color
        let layerHost = CALayerHost(rootLayer: root) { host.present($0) }
        host.setVisible(true)
        CATransaction.flush()
        return (host, layerHost)
    }

    /// V-SCR-1, V-SCR-2, T-39: the primary monitor is screen 0; a window given the second screen is drawn on that display.
    @Test func twoXScreensGiveTwoScreensWithWindowsDrawnOnBoth() throws {
        let server = try XServer(screens: [(1280, 800), (1024, 768)])
        defer { server.stop() }
        let x11 = try X11WindowServer(displayName: server.display)
        defer { x11.shutDown() }
        let screens = x11.screens
        try #require(screens.count == 2, "\(screens)")
        #expect(screens[0].isPrimary && !screens[1].isPrimary)
        #expect(screens[0].pixelFrame.size == CGSize(width: 1280, height: 800))
        #expect(screens[1].pixelFrame.size == CGSize(width: 1024, height: 768))
        #expect(screens[0].id != screens[1].id, "monitor names repeat across X screens; ids must not")

        let (red, redLayers) = try showSolidWindow(x11, screenID: screens[0].id, color: CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        let (blue, blueLayers) = try showSolidWindow(x11, screenID: screens[1].id, color: CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        defer { redLayers.invalidate(); blueLayers.invalidate() }
        let shot0 = try Screenshot.capture(display: server.display + ".0", window: red.windowID)
        let shot1 = try Screenshot.capture(display: server.display + ".1", window: blue.windowID)
        if !shot1.matches(100, 75, (0, 0, 255)) { try shot1.writePNG(to: "/tmp/ScreensXvfb-screen1.png") }
        #expect(shot0.matches(100, 75, (255, 0, 0)))
        #expect(shot1.matches(100, 75, (0, 0, 255)))
        // The second window really is on X screen 1: its root is screen 1's.
        let wm = try WindowManagerClient(display: server.display)
        #expect(wm.geometry(of: red.windowID)?.screen == 0)
        #expect(wm.geometry(of: blue.windowID)?.screen == 1)
    }

    /// V-SCR-4, V-SCR-9, T-39: Listing 2-3's steps (a window sized to screens[1], its screen set before it is shown) fill the external display.
    @Test func theProbeAppSeesBothXScreensAndDrawsOnTheSecond() throws {
        let server = try XServer(screens: [(1280, 800), (1024, 768)])
        defer { server.stop() }
        let app = try ScreensProbeApp(display: server.display)
        app.run("screens")
        #expect(app.lines.contains("screens 2"))
        app.run("external ext 1")
        let wm = try WindowManagerClient(display: server.display)
        let window = try #require(wm.waitForWindow(titled: "ext"))
        let geometry = try #require(wm.geometry(of: window))
        #expect(geometry.screen == 1)
        #expect((geometry.width, geometry.height) == (1024, 768), "full screen on its monitor")
        let shot = try waitForPixel(display: server.display + ".1", window: window, x: 500, y: 500, (230, 128, 26))
        #expect(shot.matches(500, 500, (230, 128, 26)))
    }

    /// V-SCR-8, T-39: availableModes lists the display's modes, the current one by default; a mode change updates currentMode and bounds.
    @Test func randrModeSwitchPostsModeChangeAndUpdatesCurrentModeAndBounds() throws {
        let server = try XServer(screens: [(1280, 800)])
        defer { server.stop() }
        try Monitors.xrandr(display: server.display, ["--newmode", "1024x768_test", "65.00", "1024", "1048", "1184",
                                                      "1344", "768", "771", "777", "806", "-hsync", "-vsync"])
        try Monitors.xrandr(display: server.display, ["--addmode", "screen", "1024x768_test"])
        let app = try ScreensProbeApp(display: server.display)
        app.run("screens")
        #expect(app.lines.contains { $0.hasPrefix("screen 0 screen bounds 1280x800") && $0.contains("modes 2") })
        let before = app.lines.count
        try Monitors.xrandr(display: server.display, ["--output", "screen", "--mode", "1024x768_test"])
        let note = app.waitForLine(after: before, prefix: "note modeChange")
        #expect(note?.contains("bounds 1024x768 mode 1024x768") == true, "\(String(describing: note))")
        app.run("screens")
        #expect(app.lines.contains { $0.hasPrefix("screen 0 screen bounds 1024x768") && $0.contains("main true") })
        #expect(!app.lines(after: before, matching: ["note screenConnect", "note screenDisconnect"]).contains { _ in true },
                "the main screen keeps its identity across a mode change")
    }

    /// V-SCR-8, T-39: setting a mode changes the display's resolution and the screen's bounds.
    @Test func settingCurrentModeSwitchesTheRandRMode() throws {
        let server = try XServer(screens: [(1280, 800)])
        defer { server.stop() }
        try Monitors.xrandr(display: server.display, ["--newmode", "800x600_test", "40.00", "800", "840", "968", "1056",
                                                      "600", "601", "605", "628", "+hsync", "+vsync"])
        try Monitors.xrandr(display: server.display, ["--addmode", "screen", "800x600_test"])
        let app = try ScreensProbeApp(display: server.display)
        let before = app.lines.count
        app.run("mode 0 800 600")
        let note = app.waitForLine(after: before, prefix: "note modeChange")
        #expect(note?.contains("bounds 800x600") == true, "\(String(describing: note))")
        #expect(try xrandrQuery(server.display).contains("current 800 x 600"))
    }

    /// V-SCR-2, V-SCR-5, T-39: connect and disconnect notifications carry the same UIScreen as object.
    @Test func virtualMonitorsAppearAndVanishAsScreensWithTheSameObject() throws {
        let server = try XServer(screens: [(2560, 1024)])
        defer { server.stop() }
        let app = try ScreensProbeApp(display: server.display)
        app.run("screens")
        let before = app.lines.count
        try Monitors.split(display: server.display, [Monitors.Layout(name: "EXT1", x: 1280, y: 0, width: 1280,
                                                                     height: 1024, output: nil)])
        let connect = try #require(app.waitForLine(after: before, prefix: "note screenConnect EXT1"))
        #expect(connect.contains("bounds 1280x1024"))
        app.run("screens")
        #expect(app.lines.contains("screens 2") || app.lines.contains("screens 3"))
        let beforeRemoval = app.lines.count
        try Monitors.remove(display: server.display, name: "EXT1")
        let disconnect = try #require(app.waitForLine(after: beforeRemoval, prefix: "note screenDisconnect EXT1"))
        #expect(objectID(connect) == objectID(disconnect), "connect and disconnect name the same UIScreen")
    }

    @Test func anXProtocolErrorIsLoggedWithItsRequestAndDoesNotAbort() throws {
        let server = try XServer(screens: [(1280, 800)])
        defer { server.stop() }
        let x11 = try X11WindowServer(displayName: server.display)
        defer { x11.shutDown() }
        let screen = try #require(x11.screens.first)
        // A mode XID the server never made: RandR answers with an error, which must not end the process.
        #expect(throws: (any Error).self) {
            try x11.setMode(ScreenModeDescription(id: 0x7abc_def, width: 640, height: 480), forScreen: screen.id)
        }
        let message = try #require(X11ErrorTrap.lastMessage)
        #expect(message.contains("RANDR.RRSetCrtcConfig"), "\(message)")
        #expect(x11.screens.count == 1, "the connection is still usable")
    }
}

/// The `object N` field of a probe notification line.
func objectID(_ line: String) -> String? {
    let words = line.split(separator: " ")
    guard let index = words.firstIndex(of: "object"), index + 1 < words.count else { return nil }
    return String(words[index + 1])
}

func xrandrQuery(_ display: String) throws -> String {
    var fds: [Int32] = [0, 0]
    guard pipe(&fds) == 0 else { throw XServerError.didNotStart("pipe") }
    let child = try ChildProcess(executable: "/usr/bin/xrandr", arguments: ["--display", display, "--query"],
                                 standardOutput: fds[1])
    close(fds[1])
    let output = FileHandle(fileDescriptor: fds[0], closeOnDealloc: true).readDataToEndOfFile()
    child.wait()
    return String(decoding: output, as: UTF8.self)
}

/// Waits for the window's first frame to show `expected` at (x, y); writes a PNG when it never does.
func waitForPixel(display: String, window: UInt, x: Int, y: Int, _ expected: (r: Int, g: Int, b: Int),
                  timeout: TimeInterval = 10) throws -> Screenshot {
    let deadline = Date().addingTimeInterval(timeout)
    var shot = try Screenshot.capture(display: display, window: window)
    while !shot.matches(x, y, expected) && Date() < deadline {
        Thread.sleep(forTimeInterval: 0.05)
        shot = try Screenshot.capture(display: display, window: window)
    }
    if !shot.matches(x, y, expected) { try shot.writePNG(to: "/tmp/screens-window-\(window).png") }
    return shot
}
