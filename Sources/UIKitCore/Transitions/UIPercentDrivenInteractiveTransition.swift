import QuartzCore

/// Drives an animator's transition by a fraction: `update(_:)` scrubs its animations, `finish()` plays the rest
/// forward, `cancel()` plays them back to the start; the animator's own completion then completes the transition.
/// An animator with an interruptible animator is scrubbed through it; otherwise its animations run in the
/// container's frozen timeline (layer `speed` 0, `timeOffset` the time reached), as UIKit does.
@preconcurrency @MainActor open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    public override init() { super.init() }

    /// The animator's duration.
    open var duration: CGFloat { CGFloat(animator?.transitionDuration(using: context) ?? 0) }
    open private(set) var percentComplete: CGFloat = 0
    open var completionSpeed: CGFloat = 1
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    open var timingCurve: (any UITimingCurveProvider)?
    open var wantsInteractiveStart = true

    private var context: (any UIViewControllerContextTransitioning)?
    private var animator: (any UIViewControllerAnimatedTransitioning)?
    private var interruptible: (any UIViewImplicitlyAnimating)?
    /// Holds the animation that times the container's return to the start after `cancel()`.
    private let reversalClock = CALayer()

    open func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        guard let owner = transitionContext as? ViewControllerTransitionContext, let animator = owner.animator else {
            UIKitLog.error("UIPercentDrivenInteractiveTransition needs a transition context with an animator")
            transitionContext.completeTransition(false)
            return
        }
        context = transitionContext
        self.animator = animator
        if let interruptible = animator.interruptibleAnimator(using: transitionContext) {
            self.interruptible = interruptible
            owner.isInterruptible = true
            interruptible.pauseAnimation()
            interruptible.fractionComplete = percentComplete
        } else {
            let layer = transitionContext.containerView.layer
            layer.speed = 0
            layer.timeOffset = 0
            animator.animateTransition(using: transitionContext)
            layer.timeOffset = Double(percentComplete) * Double(duration)
        }
        if !wantsInteractiveStart { finish() }
    }

    /// Moves the transition to `percentComplete` (0...1) of the way.
    open func update(_ percentComplete: CGFloat) {
        guard percentComplete.isFinite else {
            UIKitLog.error("UIPercentDrivenInteractiveTransition.update(\(percentComplete)) ignored: not finite")
            return
        }
        self.percentComplete = min(max(percentComplete, 0), 1)
        guard let context else { return }
        if let interruptible {
            interruptible.fractionComplete = self.percentComplete
        } else {
            context.containerView.layer.timeOffset = Double(self.percentComplete) * Double(duration)
        }
        context.updateInteractiveTransition(self.percentComplete)
    }

    /// Stops the animations where they are: the user holds the transition again.
    open func pause() {
        guard let context else { return }
        context.pauseInteractiveTransition()
        if let interruptible {
            interruptible.pauseAnimation()
            percentComplete = interruptible.fractionComplete
        } else {
            let layer = context.containerView.layer
            let reached = layer.convertTime(CACurrentMediaTime(), from: nil)
            layer.speed = 0
            layer.timeOffset = reached
            layer.beginTime = 0
            percentComplete = duration > 0 ? min(max(CGFloat(reached) / duration, 0), 1) : 0
        }
    }

    /// Plays the rest forward at `completionSpeed`; the animations' completion completes the transition.
    open func finish() {
        guard let context else { return }
        context.finishInteractiveTransition()
        if let interruptible {
            interruptible.isReversed = false
            resume(interruptible)
        } else {
            resumeContainer(of: context, speed: Double(speed))
        }
    }

    /// Plays the animations back to the start; the transition then completes as cancelled.
    open func cancel() {
        guard let context else { return }
        context.cancelInteractiveTransition()
        if let interruptible {
            interruptible.isReversed = true
            resume(interruptible)
            return
        }
        let elapsed = Double(percentComplete) * Double(duration)
        resumeContainer(of: context, speed: -Double(speed))
        // Core Animation has no end for a timeline running backwards: a clock animation in the media timeline
        // lasting as long as the way back ends it.
        let clock = CABasicAnimation(keyPath: "opacity")
        clock.fromValue = 1
        clock.toValue = 1
        clock.duration = max(elapsed / Double(speed), 0.001)
        clock.completion = { [weak self] _ in self?.returnedToStart(context) }
        reversalClock.add(clock, forKey: "UIPercentDrivenInteractiveTransition.cancel")
    }

    private var speed: CGFloat { completionSpeed.isFinite && completionSpeed > 0 ? completionSpeed : 1 }

    private func resume(_ interruptible: any UIViewImplicitlyAnimating) {
        if interruptible.state == .active {
            interruptible.continueAnimation(withTimingParameters: timingCurve, durationFactor: 1 / speed)
        } else {
            interruptible.startAnimation()
        }
    }

    /// Runs the container's frozen timeline from where it stands, forwards or backwards.
    private func resumeContainer(of context: any UIViewControllerContextTransitioning, speed: Double) {
        let layer = context.containerView.layer
        let reached = layer.timeOffset
        layer.speed = Float(speed)
        layer.timeOffset = reached
        layer.beginTime = layer.superlayer?.convertTime(CACurrentMediaTime(), from: nil) ?? CACurrentMediaTime()
        CAAnimationEngine.requestFrames()
    }

    /// The way back is over: the views keep what they show at the start (their animations' from values), the
    /// animations end unfinished, and the animator's completion completes the transition (as cancelled: it reads
    /// `transitionWasCancelled`).
    private func returnedToStart(_ context: any UIViewControllerContextTransitioning) {
        let container = context.containerView
        container.layer.speed = 0
        container.layer.timeOffset = 0
        container.layer.beginTime = 0
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        var layers = [container.layer]
        while let layer = layers.popLast() {
            layers += layer.sublayers ?? []
            for key in layer.animationKeys() ?? [] {
                guard let animation = layer.animation(forKey: key) as? CAPropertyAnimation,
                      let keyPath = animation.keyPath else { continue }
                if let shown = layer.presentation()?.value(forKeyPath: keyPath) { layer.setValue(shown, forKeyPath: keyPath) }
            }
            layer.removeAllAnimations()
        }
        CATransaction.commit()
    }
}
