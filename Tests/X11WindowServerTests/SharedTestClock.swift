@testable import QuartzCore

/// The process's one manual media clock for tests that freeze or step animations in-process. Every test target runs
/// in one process with the others' suites beside it: a test that put in a clock of its own (and put the previous one
/// back) would stop the time the animation suites step for as long as it runs, and a suite that adopted the clock it
/// found then would lose it for good. So all of them share one clock, installed once and never replaced.
@MainActor enum SharedTestClock {
    static let shared: CAManualMediaClock = {
        if let installed = CAMediaClockSource.current as? CAManualMediaClock { return installed }
        let clock = CAManualMediaClock(startingAt: 1000)
        CAMediaClockSource.current = clock
        return clock
    }()

    /// Moves the clock on by the real time since `last` (then `last` is now): an in-process app on a real X server
    /// lets its animations run as on the system clock without swapping the clock other suites step.
    static func followRealTime(since last: inout CFTimeInterval) {
        let now = CASystemMediaClock().now
        shared.advance(by: now - last)
        last = now
    }
}
