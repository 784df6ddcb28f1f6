import Foundation

/// A clock that moves only when told to: timers fire, in due order, inside `advance(by:)`. Install it with
/// `UIApplication.eventTimerSource = clock` to test time-based gestures without waiting.
@preconcurrency @MainActor public final class ManualEventClock: EventTimerSource {
    public private(set) var now: TimeInterval

    private struct Pending {
        let due: TimeInterval
        let order: Int
        let timer: EventTimer
        let action: @MainActor () -> Void
    }
    private var pending: [Pending] = []
    private var nextOrder = 0

    public init(now: TimeInterval = 1000) { self.now = now }

    public func schedule(after delay: TimeInterval, _ action: @escaping @MainActor () -> Void) -> EventTimer {
        let timer = EventTimer {}
        let safeDelay = delay.isFinite ? max(delay, 0) : 0
        pending.append(Pending(due: now + safeDelay, order: nextOrder, timer: timer, action: action))
        nextOrder += 1
        return timer
    }

    /// Moves time forward, firing each timer that comes due at its own time.
    public func advance(by interval: TimeInterval) {
        guard interval.isFinite, interval >= 0 else {
            UIKitLog.error("ManualEventClock.advance(by:) needs a finite, non-negative interval, not \(interval)")
            return
        }
        let end = now + interval
        while let next = pending.filter({ $0.timer.isValid && $0.due <= end })
            .min(by: { ($0.due, $0.order) < ($1.due, $1.order) }) {
            pending.removeAll { $0.timer === next.timer }
            now = max(now, next.due)
            next.timer.markFired()
            next.action()
        }
        pending.removeAll { !$0.timer.isValid }
        now = end
    }

    /// Timers still waiting.
    public var pendingTimerCount: Int { pending.filter { $0.timer.isValid }.count }
}
