/// Groups layer changes so that they reach the screen together.
///
/// A change made outside any explicit transaction opens the implicit transaction, which commits at the end of the
/// current run-loop turn (the run loop calls `CATransaction.flush()`; see `endOfTurnScheduler`). Explicit
/// transactions nest; their changes reach the screen when the outermost transaction commits.
@MainActor public final class CATransaction {
    struct Frame {
        var disableActions = false
        var animationDuration: CFTimeInterval = 0.25
        var timingFunction: CAMediaTimingFunction?
        var completionBlocks: [() -> Void] = []
        var values: [String: Any] = [:]
    }

    private static var explicitFrames: [Frame] = []
    private static var implicitFrame: Frame?
    private static var isCommitting = false

    /// Installed by the application's run loop: asks for `flush()` at the end of the current turn.
    public static var endOfTurnScheduler: (() -> Void)?

    private init() {}

    public static func begin() {
        explicitFrames.append(Frame())
    }

    public static func commit() {
        guard let frame = explicitFrames.popLast() else {
            CALog.error("CATransaction.commit() without a matching begin()")
            return
        }
        if var outer = explicitFrames.popLast() {
            outer.completionBlocks += frame.completionBlocks
            explicitFrames.append(outer)
        } else if implicitFrame != nil {
            // Nested in the implicit transaction: its commit at the end of the turn carries these changes.
            implicitFrame?.completionBlocks += frame.completionBlocks
        } else {
            commitToHosts(completions: frame.completionBlocks)
        }
    }

    /// Commits the implicit transaction now (explicit transactions that are still open stay open).
    public static func flush() {
        guard explicitFrames.isEmpty else { return }
        commitImplicit()
    }

    private static func commitImplicit() {
        let completions = implicitFrame?.completionBlocks ?? []
        implicitFrame = nil
        commitToHosts(completions: completions)
    }

    private static func commitToHosts(completions: [() -> Void]) {
        guard !isCommitting else { return }
        isCommitting = true
        CALayerHost.commitAll()
        isCommitting = false
        for block in completions { block() }
    }

    /// Called by layers whenever they change.
    static func layerDidChange() {
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

    public static func disableActions() -> Bool { current.disableActions }
    public static func setDisableActions(_ flag: Bool) { modifyCurrent { $0.disableActions = flag } }
    public static func animationDuration() -> CFTimeInterval { current.animationDuration }
    public static func setAnimationDuration(_ duration: CFTimeInterval) {
        modifyCurrent { $0.animationDuration = duration.isFinite && duration >= 0 ? duration : 0.25 }
    }
    public static func animationTimingFunction() -> CAMediaTimingFunction? { current.timingFunction }
    public static func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        modifyCurrent { $0.timingFunction = function }
    }
    /// Runs after the transaction's changes (and, once animations exist, its animations) are committed.
    public static func setCompletionBlock(_ block: (() -> Void)?) {
        guard let block else { return }
        modifyCurrent { $0.completionBlocks.append(block) }
    }
    public static func value(forKey key: String) -> Any? { current.values[key] }
    public static func setValue(_ value: Any?, forKey key: String) { modifyCurrent { $0.values[key] = value } }
}

/// Core Animation's time type.
public typealias CFTimeInterval = Double
