import Testing
@testable import QuartzCore
@testable import UIKitCore

/// Display links per screen: a screen's `displayLink(handler:)` ticks at that screen's refresh rate, independently
/// of the main display's links, and a screen whose links are all paused stops its ticks.
@MainActor @Suite(.serialized) struct ScreenDisplayLinkTests {
    /// A tick source driven by hand.
    final class ManualTicks: CADisplayTickSource {
        let refreshInterval: CFTimeInterval
        private var tick: (@MainActor (CFTimeInterval) -> Void)?
        var isRunning: Bool { tick != nil }
        init(framesPerSecond: Double) { refreshInterval = 1 / framesPerSecond }
        func start(_ tick: @escaping @MainActor (CFTimeInterval) -> Void) { self.tick = tick }
        func stop() { tick = nil }
        /// Delivers `seconds` worth of refreshes starting at `origin`.
        func run(seconds: Double, from origin: CFTimeInterval) {
            for frame in 1...Int((seconds / refreshInterval).rounded()) { tick?(origin + Double(frame) * refreshInterval) }
        }
    }

    /// A screen of its own (not in `UIScreen.screens`, which other suites rely on) with one mode at `rate` Hz.
    func screen(_ name: String, rate: Double, primary: Bool) -> UIScreen {
        let mode = ScreenModeDescription(id: 1, width: 800, height: 600, refreshRate: rate)
        return UIScreen(ScreenDescription(id: name, name: name, pixelFrame: CGRect(x: 0, y: 0, width: 800, height: 600),
                                          isPrimary: primary, modes: [mode], currentMode: mode, preferredMode: mode))
    }

    @Test func aScreensLinkFollowsThatScreensRefreshRate() throws {
        let external = screen("external", rate: 50, primary: false)
        let main = screen("main", rate: 60, primary: true)
        let externalLink = try #require(external.displayLink { _ in })
        let mainLink = try #require(main.displayLink { _ in })
        externalLink.add(to: .main, forMode: .common)
        mainLink.add(to: .main, forMode: .common)
        defer { externalLink.invalidate(); mainLink.invalidate() }
        #expect(abs(externalLink.duration - 1.0 / 50) < 1e-9)
        #expect(abs(mainLink.duration - 1.0 / 60) < 1e-9)
        #expect(external.maximumFramesPerSecond == 50)
    }

    @Test func linksOnTwoScreensTickAtTheirOwnRates() throws {
        DisplayLinkScheduler.shared.pauseEveryLink()
        let external = screen("external", rate: 50, primary: false)
        let main = screen("main", rate: 60, primary: true)
        let externalTicks = ManualTicks(framesPerSecond: 50)
        let mainTicks = ManualTicks(framesPerSecond: 60)
        external.displayTickSource = externalTicks
        main.displayTickSource = mainTicks
        var externalStamps: [CFTimeInterval] = []
        var mainCount = 0
        let externalLink = try #require(external.displayLink { externalStamps.append($0.timestamp) })
        let mainLink = try #require(main.displayLink { _ in mainCount += 1 })
        defer { externalLink.invalidate(); mainLink.invalidate() }
        externalLink.add(to: .main, forMode: .common)
        #expect(externalTicks.isRunning && !mainTicks.isRunning, "only the screen with an active link ticks")
        mainLink.add(to: .main, forMode: .common)
        externalTicks.run(seconds: 1, from: 100)
        mainTicks.run(seconds: 1, from: 100)
        #expect(externalStamps.count == 50)
        #expect(mainCount == 60)
        #expect(abs(externalStamps[1] - externalStamps[0] - 1.0 / 50) < 1e-9)

        externalLink.isPaused = true
        #expect(!externalTicks.isRunning, "a screen whose links are paused costs no wake-ups")
        #expect(mainTicks.isRunning)
        mainLink.isPaused = true
        #expect(!mainTicks.isRunning)
    }

    @Test func preferredRatesDivideTheirOwnScreensRate() throws {
        DisplayLinkScheduler.shared.pauseEveryLink()
        let external = screen("external", rate: 50, primary: false)
        let ticks = ManualTicks(framesPerSecond: 50)
        external.displayTickSource = ticks
        var count = 0
        let link = try #require(external.displayLink { _ in count += 1 })
        defer { link.invalidate() }
        link.preferredFramesPerSecond = 25
        link.add(to: .main, forMode: .common)
        ticks.run(seconds: 2, from: 10)
        #expect(count == 50, "25 of the external screen's 50 refreshes a second")
    }
}
