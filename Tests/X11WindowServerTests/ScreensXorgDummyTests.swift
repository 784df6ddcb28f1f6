import Testing
import Foundation
import UIKitTestSupport
@testable import X11WindowServer

/// Xorg with the dummy video driver: outputs enabled and disabled with xrandr appear and vanish as screens.
@Suite(.serialized) struct ScreensXorgDummyTests {
    @Test func enablingAndDisablingAnOutputConnectsAndDisconnectsAScreen() throws {
        let server = try XServer(kind: .xorgDummy)
        defer { server.stop() }
        try Monitors.xrandr(display: server.display, ["-s", "1280x800"])
        try Monitors.xrandr(display: server.display, ["--newmode", "1024x768_dummy", "65.00", "1024", "1048", "1184",
                                                      "1344", "768", "771", "777", "806", "-hsync", "-vsync"])
        try Monitors.xrandr(display: server.display, ["--addmode", "DUMMY1", "1024x768_dummy"])
        let app = try ScreensProbeApp(display: server.display)
        app.run("screens")
        #expect(app.lines.contains("screens 1"))
        let before = app.lines.count
        try Monitors.xrandr(display: server.display, ["--output", "DUMMY1", "--mode", "1024x768_dummy",
                                                      "--right-of", "DUMMY0"])
        let connect = try #require(app.waitForLine(after: before, prefix: "note screenConnect DUMMY1"))
        #expect(connect.contains("bounds 1024x768"))
        try Monitors.xrandr(display: server.display, ["--output", "DUMMY1", "--off"])
        let disconnect = try #require(app.waitForLine(after: before, prefix: "note screenDisconnect DUMMY1"))
        #expect(objectID(connect) == objectID(disconnect))
    }

    @MainActor @Test func scaleComesFromThePhysicalSizeAndFallsBackToOne() {
        #expect(X11Screens.scale(pixelWidth: 1280, millimeters: 339) == 1)    // 96 dpi
        #expect(X11Screens.scale(pixelWidth: 2560, millimeters: 339) == 2)    // 192 dpi
        #expect(X11Screens.scale(pixelWidth: 3840, millimeters: 339) == 3)
        #expect(X11Screens.scale(pixelWidth: 9000, millimeters: 100) == 3, "never above 3")
        #expect(X11Screens.scale(pixelWidth: 1024, millimeters: 0) == 1, "Xvnc's extra outputs report 0 mm")
    }

    @MainActor @Test func displayNamesForOtherXScreens() {
        #expect(X11Connection.displayName(":5", screen: 1) == ":5.1")
        #expect(X11Connection.displayName(":5.0", screen: 2) == ":5.2")
        #expect(X11Connection.displayName("localhost:10.0", screen: 1) == "localhost:10.1")
    }
}
