import QuartzCore

/// The begin/commit animation API (V-ANIM-6, V-ANIM-7): configuration calls apply to the most recently opened
/// block, changes are animated with the block's final settings once it commits, and nothing runs until every
/// open block has committed. (The delegate and selector callbacks need the Objective-C runtime and are absent.)
extension UIView {
    /// Open begin/commit blocks, innermost last, and the changes waiting for the outermost commit.
    private static var openBlocks: [ViewAnimationContext] = []
    private static var waitingChanges: [DeferredViewChange] = []

    public static func beginAnimations(_ animationID: String?, context: UnsafeMutableRawPointer? = nil) {
        let block = ViewAnimationContext(duration: 0.2, delay: 0, options: [],
                                         tracker: ViewAnimationTracker(options: [], completion: nil))
        block.animationID = animationID
        block.deferredChanges = []
        if openBlocks.isEmpty {
            CATransaction.openImplicitTransaction()
        }
        openBlocks.append(block)
        ViewAnimationContext.stack.append(block)
    }

    public static func commitAnimations() {
        guard let block = openBlocks.popLast() else {
            UIKitLog.error("UIView.commitAnimations() without beginAnimations")
            return
        }
        ViewAnimationContext.stack.removeAll { $0 === block }
        waitingChanges += block.deferredChanges ?? []
        block.deferredChanges = nil
        guard openBlocks.isEmpty else { return }
        let changes = waitingChanges
        waitingChanges = []
        for change in changes { change.run() }
    }

    private static var openBlock: ViewAnimationContext? {
        if openBlocks.isEmpty { UIKitLog.error("UIView animation setting outside beginAnimations/commitAnimations ignored") }
        return openBlocks.last
    }

    public static func setAnimationDuration(_ duration: TimeInterval) {
        guard let block = openBlock else { return }
        block.duration = duration.isFinite && duration >= 0 ? duration : block.duration
    }

    public static func setAnimationDelay(_ delay: TimeInterval) {
        guard let block = openBlock else { return }
        block.delay = delay.isFinite && delay >= 0 ? delay : 0
    }

    /// A date in the past means as soon as possible.
    public static func setAnimationStart(_ startDate: Date) {
        setAnimationDelay(max(startDate.timeIntervalSinceNow, 0))
    }

    public static func setAnimationCurve(_ curve: AnimationCurve) {
        openBlock?.timingFunction = curve.timingFunction
    }

    public static func setAnimationRepeatCount(_ repeatCount: Float) {
        openBlock?.repeatCount = repeatCount.isFinite && repeatCount > 0 ? repeatCount : nil
    }

    public static func setAnimationRepeatAutoreverses(_ repeatAutoreverses: Bool) {
        guard let block = openBlock else { return }
        if repeatAutoreverses { block.options.insert(.autoreverse) } else { block.options.remove(.autoreverse) }
    }

    /// YES: the new animations start from what is on screen, replacing the running ones (which stop unfinished).
    public static func setAnimationBeginsFromCurrentState(_ fromCurrentState: Bool) {
        guard let block = openBlock else { return }
        if fromCurrentState { block.options.insert(.beginFromCurrentState) }
        else { block.options.remove(.beginFromCurrentState) }
    }

    public static func setAnimationTransition(_ transition: AnimationTransition, for view: UIView, cache: Bool) {
        guard let block = openBlock, transition != .none else { return }
        let options = ViewTransition.options(for: transition)
        block.deferredChanges?.append(DeferredViewChange { [block] in
            ViewTransition.add(to: view, options: options, duration: block.duration, tracker: block.tracker)
        })
    }
}

/// A change recorded in an open begin/commit block, run when the outermost block commits.
@MainActor struct DeferredViewChange {
    let run: () -> Void
}
