import Foundation

/// Timers on the main run loop, on the clock input timestamps use (seconds since start-up).
@preconcurrency @MainActor public final class RunLoopEventTimerSource: EventTimerSource {
    public init() {}

    public var now: TimeInterval { ProcessInfo.processInfo.systemUptime }

    public func schedule(after delay: TimeInterval, _ action: @escaping @MainActor () -> Void) -> EventTimer {
        var eventTimer: EventTimer?
        // Not `Timer(timeInterval:repeats:block:)`: swift-corelibs-foundation fires that one at once.
        let timer = Timer(fire: Date(timeIntervalSinceNow: max(delay, 0)), interval: 0, repeats: false) { _ in
            MainActor.assumeIsolated {
                guard let eventTimer, eventTimer.isValid else { return }
                eventTimer.markFired()
                action()
            }
        }
        RunLoop.main.add(timer, forMode: .common)
        let result = EventTimer { timer.invalidate() }
        eventTimer = result
        return result
    }
}
