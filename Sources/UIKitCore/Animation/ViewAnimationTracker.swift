import QuartzCore

/// The animations one view-animation block made: it hears each stop, so the block's completion runs exactly once
/// with `finished` false when any of them was cut short, and tells hit-testing whether touches are blocked.
@MainActor final class ViewAnimationTracker: CAAnimationDelegate {
    private var completion: ((Bool) -> Void)?
    private(set) var allFinished = true
    let allowsUserInteraction: Bool
    /// Called when the first of the block's animations starts (begin/commit's will-start callback).
    var willStart: (() -> Void)?

    init(options: UIView.AnimationOptions, completion: ((Bool) -> Void)?) {
        self.completion = completion
        allowsUserInteraction = options.contains(.allowUserInteraction)
    }

    func animationDidStart(_ anim: CAAnimation) {
        willStart?()
        willStart = nil
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        if !flag { allFinished = false }
    }

    /// Runs the completion, once: called when the block's transaction has committed and every animation it added
    /// has stopped (at the commit when nothing animated).
    func complete() {
        guard let completion else { return }
        self.completion = nil
        completion(allFinished)
    }

    /// Runs `animations` in `context` inside a transaction whose completion is the block's: the call returns at
    /// once, the changes commit at the end of the turn, and the completion runs after the last animation.
    static func run(_ context: ViewAnimationContext, animations: () -> Void, afterBlock: () -> Void = {}) {
        CATransaction.openImplicitTransaction()
        CATransaction.begin()
        let tracker = context.tracker
        CATransaction.setCompletionBlock { tracker.complete() }
        context.perform(animations)
        // `.layoutSubviews`: the layout the block's changes call for runs now, inside the block, so it animates.
        if context.options.contains(.layoutSubviews) { context.perform(CALayerHost.layoutPendingTrees) }
        afterBlock()
        CATransaction.commit()
    }
}
