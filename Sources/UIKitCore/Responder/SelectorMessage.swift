import Foundation

/// A selector sent to a target later, from Foundation's callbacks (timers, notifications), which may hold it
/// across threads: the send itself happens on the main thread, where the action table lives.
final class SelectorMessage: @unchecked Sendable {
    // @unchecked: `target` is only touched on the main thread (in `send`).
    private weak var weakTarget: AnyObject?
    private let strongTarget: AnyObject?
    let selector: Selector

    /// A timer keeps its target alive (as on iOS); a notification observer does not.
    init(target: AnyObject, selector: Selector, retainsTarget: Bool) {
        weakTarget = target
        strongTarget = retainsTarget ? target : nil
        self.selector = selector
    }

    var isTargetGone: Bool { weakTarget == nil }

    /// Sends the selector with `argument` as the sender; a message arriving off the main thread is sent on it.
    /// `argument` travels to the main thread as it would with the Objective-C runtime.
    func send(_ argument: Any) {
        nonisolated(unsafe) let argument = argument
        let send = { @MainActor in
            guard let target = self.weakTarget else { return }
            if !UINibConnections.perform(self.selector, on: target, with: argument) {
                UIKitLog.error("\(type(of: target)) has no action \(self.selector.name) registered; nothing sent")
            }
        }
        if Thread.isMainThread { MainActor.assumeIsolated(send) } else { DispatchQueue.main.async(execute: send) }
    }
}
