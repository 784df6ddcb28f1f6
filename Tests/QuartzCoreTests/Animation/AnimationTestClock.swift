@testable import QuartzCore

/// The one manual media clock all animation suites share: suites run side by side on the main actor, and a clock
/// replaced by one suite in the middle of another's test would move that test's time.
@MainActor enum AnimationTestClock {
    static let shared: CAManualMediaClock = {
        if let installed = CAMediaClockSource.current as? CAManualMediaClock { return installed }
        let clock = CAManualMediaClock(startingAt: 1000)
        CAMediaClockSource.current = clock
        return clock
    }()
}
