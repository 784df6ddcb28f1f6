import Foundation

/// Event dispatch: every event passes through `sendEvent(_:)` to the windows (E-EV-3, E-EV-7); touches go to the
/// windows they began in (V-WIN-8), everything without a location to the key window.
extension UIApplication {
    /// The timers behind time-based gestures; tests install a `ManualEventClock`.
    public static var eventTimerSource: any EventTimerSource = RunLoopEventTimerSource()

    private static var ignoringDepth = 0
    private static var receivesRemoteControlEvents = false

    /// `sendEvent(_:)`'s work.
    func dispatch(_ event: UIEvent) {
        if event.type == .touches {
            var windows: [UIWindow] = []
            for touch in TouchDispatcher.shared.changed {
                if let window = touch.window, !windows.contains(where: { $0 === window }) { windows.append(window) }
            }
            for window in windows { window.sendEvent(event) }
        } else if let window = keyWindow ?? windows.first(where: { !$0.isHidden }) {
            window.sendEvent(event)
        } else {
            UIResponder.deliverWithoutLocation(event, startingAt: UIResponder.currentFirstResponder ?? self)
        }
    }

    // MARK: Ignoring interaction (V-CUST-5, Book 1.7: nestable)

    public func beginIgnoringInteractionEvents() { Self.ignoringDepth += 1 }

    public func endIgnoringInteractionEvents() {
        guard Self.ignoringDepth > 0 else {
            return UIKitLog.error("endIgnoringInteractionEvents() without a matching beginIgnoringInteractionEvents()")
        }
        Self.ignoringDepth -= 1
    }

    /// While true, new touches are dropped; touches already down finish normally so no view is left mid-sequence.
    public var isIgnoringInteractionEvents: Bool { Self.ignoringDepth > 0 }

    // MARK: Remote control (E-MO-2)

    public func beginReceivingRemoteControlEvents() { Self.receivesRemoteControlEvents = true }
    public func endReceivingRemoteControlEvents() { Self.receivesRemoteControlEvents = false }
    var receivesRemoteControlEvents: Bool { Self.receivesRemoteControlEvents }

    // MARK: Actions

    /// Sends `action` to `target`, or, with no target, to the first responder in the chain from the first
    /// responder (E-RC-2) that is a `Target`: Swift's type check stands in for `respondsToSelector:`.
    @discardableResult
    public func sendAction<Target>(_ action: (Target) -> (Any?) -> Void, to target: Target?, from sender: Any?,
                                   for event: UIEvent?) -> Bool {
        guard let receiver = target ?? firstResponder(ofType: Target.self, sender: sender) else { return false }
        action(receiver)(sender)
        return true
    }

    @discardableResult
    public func sendAction<Target>(_ action: (Target) -> () -> Void, to target: Target?, from sender: Any?,
                                   for event: UIEvent?) -> Bool {
        guard let receiver = target ?? firstResponder(ofType: Target.self, sender: sender) else { return false }
        action(receiver)()
        return true
    }

    /// The chain starts at the first responder, or at the sender when it is a responder and nothing is first.
    func firstResponder<Target>(ofType: Target.Type, sender: Any?) -> Target? {
        let start = UIResponder.currentFirstResponder ?? (sender as? UIResponder) ?? keyWindow ?? self
        return start.responderChain.lazy.compactMap { $0 as? Target }.first
    }
}
