import Testing
import Foundation
import UIKitTestSupport
@testable import UIKitCore
@testable import X11WindowServer

/// Display links follow each X monitor's RandR refresh rate: on a Xvfb with two X screens, one switched to a 50 Hz
/// mode, a link on that screen ticks every 20 ms while one on the other screen (a mode without timing, taken as
/// 60 Hz) ticks every 16.7 ms.
@MainActor @Suite(.serialized) struct ScreenRefreshRateXvfbTests {
    @Test func linksOnTwoMonitorsFollowTheirOwnRandRRates() throws {
        let server = try XServer(screens: [(1280, 800), (1280, 800)])
        defer { server.stop() }
        let second = server.display + ".1"
        // 1344 x 806 pixels a frame at 54.163 MHz: 50.0 Hz.
        try Monitors.xrandr(display: second, ["--newmode", "1024x768_50", "54.163", "1024", "1048", "1184", "1344",
                                              "768", "771", "777", "806", "-hsync", "-vsync"])
        try Monitors.xrandr(display: second, ["--addmode", "screen", "1024x768_50"])
        try Monitors.xrandr(display: second, ["--output", "screen", "--mode", "1024x768_50"])
        let connection = try X11Connection(name: server.display)
        defer { connection.close() }
        let monitors = X11Screens(connection: connection).read()
        let first = try #require(monitors.first { $0.xScreen == 0 })
        let fifty = try #require(monitors.first { $0.xScreen == 1 })
        #expect(abs(fifty.description.refreshRate - 50) < 0.01)
        #expect(first.description.refreshRate == 60)

        let screens = [UIScreen(first.description), UIScreen(fifty.description)]
        let links = screens.map { screen in screen.displayLink { _ in }! }
        for link in links { link.add(to: .main, forMode: .common) }
        defer { for link in links { link.invalidate() }; _ = screens }
        #expect(abs(links[0].duration - 1.0 / 60) < 1e-9)
        #expect(abs(links[1].duration - 1.0 / 50) < 1e-5)
    }
}
