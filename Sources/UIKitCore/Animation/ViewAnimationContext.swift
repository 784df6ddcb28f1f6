import QuartzCore

/// The parameters of an open view-animation block (block-based, begin/commit, keyframes or a property animator):
/// what property changes on views' layers animate with while the block runs.
@MainActor final class ViewAnimationContext {
    var duration: CFTimeInterval
    var delay: CFTimeInterval
    var options: UIView.AnimationOptions
    var timingFunction: CAMediaTimingFunction
    /// A spring instead of the curve: damping ratio (1 = no overshoot) and initial velocity (distances per second).
    var spring: (dampingRatio: CGFloat, velocity: CGFloat)?
    /// Set by `modifyAnimations(withRepeatCount:autoreverses:)`: repeat this many times (0.5 steps end on the
    /// new value when reversing).
    var repeatCount: Float?
    /// Set for keyframe blocks: changes are recorded and become keyframe animations when the block ends.
    var keyframes: KeyframeRecording?
    /// Hears about every animation made in this block.
    let tracker: ViewAnimationTracker
    /// The animations this block added, with the model value each property had before (for property animators).
    var addedAnimations: [AddedViewAnimation] = []
    /// Begin/commit: the animations wait here until the outermost block commits (nil for block animations).
    var deferredChanges: [DeferredViewChange]?
    /// Begin/commit: the animation ID and context handed to the delegate callbacks.
    var animationID: String?

    init(duration: CFTimeInterval, delay: CFTimeInterval, options: UIView.AnimationOptions,
         tracker: ViewAnimationTracker) {
        self.duration = duration.isFinite && duration >= 0 ? duration : 0
        self.delay = delay.isFinite && delay >= 0 ? delay : 0
        self.options = options
        self.timingFunction = options.curve.timingFunction
        self.tracker = tracker
        if !duration.isFinite || duration < 0 || !delay.isFinite || delay < 0 {
            UIKitLog.error("view animation with duration \(duration) and delay \(delay): using 0 for invalid times")
        }
    }

    /// Open blocks, innermost last.
    static var stack: [ViewAnimationContext] = []
    static var current: ViewAnimationContext? { stack.last }

    /// A nested block inherits the enclosing block's duration, curve and start unless its options override them
    /// (V-ANIM-8).
    func inherit(from outer: ViewAnimationContext) {
        if !options.contains(.overrideInheritedDuration) { duration = outer.duration }
        if !options.contains(.overrideInheritedCurve) {
            timingFunction = outer.timingFunction
            spring = outer.spring
        }
        delay = outer.delay
        if !options.contains(.overrideInheritedOptions) {
            options.formUnion(outer.options.intersection([.allowUserInteraction, .beginFromCurrentState]))
        }
        if keyframes == nil { keyframes = outer.keyframes }
        if repeatCount == nil { repeatCount = outer.repeatCount }
    }

    /// Repeat and autoreverse from the options, or the count `modifyAnimations` set.
    func applyRepetition(to animation: CAAnimation) {
        if let repeatCount {
            animation.repeatCount = repeatCount
        } else if options.contains(.repeat) {
            animation.repeatCount = .infinity
        }
        animation.autoreverses = options.contains(.autoreverse)
    }

    /// Runs `body` with this context open.
    func perform(_ body: () -> Void) {
        ViewAnimationContext.stack.append(self)
        defer { ViewAnimationContext.stack.removeLast() }
        body()
    }
}

/// One animation a view-animation block added to a layer.
struct AddedViewAnimation {
    let layer: CALayer
    let key: String
    let keyPath: String
    let previousModelValue: Any
}
