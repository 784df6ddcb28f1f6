/// Groups layer changes so that they reach the screen together.
///
/// A change made outside any explicit transaction opens the implicit transaction, which commits at the end of the
/// current run-loop turn (the run loop calls `CATransaction.flush()`; see `endOfTurnScheduler`). Explicit
/// transactions nest; their changes reach the screen when the outermost transaction commits. A transaction's
/// completion block runs once its changes are committed and every animation added inside it has stopped.
@preconcurrency @MainActor public final class CATransaction {
    struct Frame {
        var disableActions = false
        var animationDuration: CFTimeInterval = 0.25
        var timingFunction: CAMediaTimingFunction?
        var values: [String: Any] = [:]
        /// This transaction's completion tracking, and that of nested transactions committed into it.
        var groups: [TransactionCompletionGroup] = [TransactionCompletionGroup()]
    }

    private static var explicitFrames: [Frame] = []
    private static var implicitFrame: Frame?
    private static var isCommitting = false

    /// Asks for `flush()` at the end of the current turn. The application's run loop installs its own; until then
    /// (a test under `swift test`, where the main actor runs on the main dispatch queue and no run loop turns) the
    /// turn is the main queue's, so awaiting on the main actor sees the changes committed, as in a hosted iOS test.
    public static var endOfTurnScheduler: (() -> Void)? = {
        DispatchQueue.main.async { MainActor.assumeIsolated { CATransaction.flush() } }
    }

    private init() {}

    public static func begin() {
        // Nested transactions inherit the settings of the one they are in (not its completion).
        var frame = Frame()
        if let outer = explicitFrames.last ?? implicitFrame {
            frame.disableActions = outer.disableActions
            frame.animationDuration = outer.animationDuration
            frame.timingFunction = outer.timingFunction
        }
        explicitFrames.append(frame)
    }

    public static func commit() {
        guard let frame = explicitFrames.popLast() else {
            CALog.error("CATransaction.commit() without a matching begin()")
            return
        }
        if var outer = explicitFrames.popLast() {
            outer.groups += frame.groups
            explicitFrames.append(outer)
        } else if implicitFrame != nil {
            // Nested in the implicit transaction: its commit at the end of the turn carries these changes.
            implicitFrame?.groups += frame.groups
        } else {
            commitToHosts(groups: frame.groups)
        }
    }

    /// Commits the implicit transaction now (explicit transactions that are still open stay open).
    public static func flush() {
        guard explicitFrames.isEmpty else { return }
        commitImplicit()
    }

    private static func commitImplicit() {
        let groups = implicitFrame?.groups ?? []
        implicitFrame = nil
        commitToHosts(groups: groups)
    }

    private static func commitToHosts(groups: [TransactionCompletionGroup]) {
        guard !isCommitting else {
            // A commit from inside a commit (a completion adding work): the outer commit's frame picks it up.
            for group in groups { group.markCommitted() }
            return
        }
        isCommitting = true
        CALayerHost.commitAll()
        isCommitting = false
        for group in groups { group.markCommitted() }
    }

    /// Called by layers whenever they change.
    static func layerDidChange() {
        if explicitFrames.isEmpty && !isCommitting { openImplicitIfNeeded() }
    }

    /// Opens the implicit transaction (when no explicit one is open), so that work done now commits at the end of
    /// the turn rather than at once (UIKit's animation blocks rely on it).
    package static func openImplicitTransaction() {
        if explicitFrames.isEmpty && !isCommitting { openImplicitIfNeeded() }
    }

    private static func openImplicitIfNeeded() {
        guard implicitFrame == nil else { return }
        implicitFrame = Frame()
        endOfTurnScheduler?()
    }

    private static func modifyCurrent(_ change: (inout Frame) -> Void) {
        if explicitFrames.isEmpty {
            openImplicitIfNeeded()
            change(&implicitFrame!)
        } else {
            change(&explicitFrames[explicitFrames.count - 1])
        }
    }

    private static var current: Frame { explicitFrames.last ?? implicitFrame ?? Frame() }

    /// The completion tracking of the innermost open transaction (opening the implicit one if needed), which
    /// animations added now belong to.
    static var currentCompletionGroup: TransactionCompletionGroup {
        var group: TransactionCompletionGroup!
        modifyCurrent { group = $0.groups[0] }
        return group
    }

    /// Read in place: copying the frame would retain and release its contents on every property change.
    public static func disableActions() -> Bool {
        if !explicitFrames.isEmpty { return explicitFrames[explicitFrames.count - 1].disableActions }
        return implicitFrame?.disableActions ?? false
    }
    public static func setDisableActions(_ flag: Bool) { modifyCurrent { $0.disableActions = flag } }
    public static func animationDuration() -> CFTimeInterval { current.animationDuration }
    public static func setAnimationDuration(_ duration: CFTimeInterval) {
        guard duration.isFinite, duration >= 0 else {
            CALog.error("CATransaction.setAnimationDuration(\(duration)) ignored: not a finite, non-negative time")
            return
        }
        modifyCurrent { $0.animationDuration = duration }
    }
    public static func animationTimingFunction() -> CAMediaTimingFunction? { current.timingFunction }
    public static func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        modifyCurrent { $0.timingFunction = function }
    }
    /// Runs once the transaction's changes are committed and all animations added in it have stopped (at once at
    /// the commit when there are none).
    public static func completionBlock() -> (() -> Void)? { current.groups[0].block }
    public static func setCompletionBlock(_ block: (() -> Void)?) {
        modifyCurrent { $0.groups[0].block = block }
    }
    public static func value(forKey key: String) -> Any? {
        switch key {
        case kCATransactionDisableActions: return disableActions()
        case kCATransactionAnimationDuration: return animationDuration()
        case kCATransactionAnimationTimingFunction: return animationTimingFunction()
        default: return current.values[key]
        }
    }
    public static func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case kCATransactionDisableActions: setDisableActions(value as? Bool ?? false)
        case kCATransactionAnimationDuration: setAnimationDuration(AnimationValue.number(value as Any) ?? 0.25)
        case kCATransactionAnimationTimingFunction: setAnimationTimingFunction(value as? CAMediaTimingFunction)
        default: modifyCurrent { $0.values[key] = value }
        }
    }
}

public let kCATransactionAnimationDuration = "animationDuration"
public let kCATransactionDisableActions = "disableActions"
public let kCATransactionAnimationTimingFunction = "animationTimingFunction"
public let kCATransactionCompletionBlock = "completionBlock"

/// Core Animation's time type.
public typealias CFTimeInterval = Double
