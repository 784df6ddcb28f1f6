import Testing
@testable import QuartzCore

/// CADisplayLink on an injected tick source: the handler runs at each refresh with the refresh's timestamps, at
/// lower preferred rates every n-th refresh, and nothing ticks while every link is paused or invalidated.
@MainActor @Suite(.serialized) struct DisplayLinkTests {
    final class ManualTicks: CADisplayTickSource {
        let refreshInterval: CFTimeInterval
        private(set) var tick: (@MainActor (CFTimeInterval) -> Void)?
        private(set) var starts = 0
        var isRunning: Bool { tick != nil }
        init(framesPerSecond: Double) { refreshInterval = 1 / framesPerSecond }
        func start(_ tick: @escaping @MainActor (CFTimeInterval) -> Void) { self.tick = tick; starts += 1 }
        func stop() { tick = nil }
        /// Delivers refreshes 1...count after `origin`.
        func refresh(_ count: Int, from origin: CFTimeInterval = 0) {
            for frame in 1...count { tick?(origin + Double(frame) * refreshInterval) }
        }
    }

    /// A manual source, with the links other suites left running (an application's animation link) paused.
    func install(_ rate: Double) -> ManualTicks {
        DisplayLinkScheduler.shared.pauseEveryLink()
        let ticks = ManualTicks(framesPerSecond: rate)
        CADisplayLink.tickSource = ticks
        return ticks
    }

    @Test func theHandlerRunsAtEveryRefreshWithItsTimestamps() {
        let ticks = install(60)
        var stamps: [(CFTimeInterval, CFTimeInterval)] = []
        let link = CADisplayLink { stamps.append(($0.timestamp, $0.targetTimestamp)) }
        #expect(!ticks.isRunning, "nothing runs before the link is added to a run loop")
        link.add(to: .main, forMode: .common)
        #expect(ticks.isRunning)
        ticks.refresh(3)
        #expect(stamps.count == 3)
        #expect(abs(stamps[1].0 - 2.0 / 60) < 1e-9 && abs(stamps[1].1 - 3.0 / 60) < 1e-9)
        #expect(abs(link.duration - 1.0 / 60) < 1e-9)
        link.invalidate()
    }

    @Test func aLowerPreferredRateSkipsRefreshes() {
        let ticks = install(60)
        var count = 0
        let link = CADisplayLink { _ in count += 1 }
        link.preferredFramesPerSecond = 30
        link.add(to: .main, forMode: .common)
        ticks.refresh(60)
        #expect(count == 30)
        link.preferredFramesPerSecond = 120
        count = 0
        ticks.refresh(60, from: 1)
        #expect(count == 60, "faster than the display runs at the display's rate")
        link.invalidate()
    }

    @Test func pausedAndInvalidatedLinksStopTheTicks() {
        let ticks = install(60)
        var count = 0
        let link = CADisplayLink { _ in count += 1 }
        link.add(to: .main, forMode: .common)
        link.isPaused = true
        #expect(!ticks.isRunning, "a paused link causes no wake-ups")
        ticks.refresh(10)
        #expect(count == 0)
        link.isPaused = false
        #expect(ticks.isRunning)
        ticks.refresh(2)
        #expect(count == 2)
        link.invalidate()
        #expect(!ticks.isRunning)
        link.isPaused = false
        link.add(to: .main, forMode: .common)
        #expect(!ticks.isRunning, "an invalidated link stays stopped")
    }

    @Test func theSourceRunsWhileAnyLinkIsActive() {
        let ticks = install(60)
        var a = 0, b = 0
        let first = CADisplayLink { _ in a += 1 }
        let second = CADisplayLink { _ in b += 1 }
        first.add(to: .main, forMode: .common)
        second.add(to: .main, forMode: .common)
        first.isPaused = true
        #expect(ticks.isRunning)
        ticks.refresh(4)
        #expect(a == 0 && b == 4)
        second.remove(from: .main, forMode: .common)
        #expect(!ticks.isRunning)
        first.invalidate()
        second.invalidate()
    }

    @Test func negativeRatesAreRefused() {
        _ = install(60)
        let link = CADisplayLink { _ in }
        link.preferredFramesPerSecond = -5
        #expect(link.preferredFramesPerSecond == 0)
    }
}
