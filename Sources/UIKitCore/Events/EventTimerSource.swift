import Foundation

/// Where time-based gestures (long press, the double-tap window, swipe time limits) get their timers. The
/// application's default runs them on the main run loop against `ProcessInfo.systemUptime`; tests and
/// automation install a `ManualEventClock` and advance it, so no test sleeps.
@preconcurrency @MainActor public protocol EventTimerSource: AnyObject {
    /// Seconds on the same clock as input timestamps.
    var now: TimeInterval { get }
    /// Runs `action` once, `delay` seconds from now, unless the returned timer is invalidated first.
    func schedule(after delay: TimeInterval, _ action: @escaping @MainActor () -> Void) -> EventTimer
}

/// A scheduled callback that can be called off.
@preconcurrency @MainActor public final class EventTimer {
    private var cancel: (() -> Void)?
    public private(set) var isValid = true

    public init(cancel: @escaping () -> Void) { self.cancel = cancel }

    public func invalidate() {
        guard isValid else { return }
        isValid = false
        cancel?()
        cancel = nil
    }

    func markFired() {
        isValid = false
        cancel = nil
    }
}
