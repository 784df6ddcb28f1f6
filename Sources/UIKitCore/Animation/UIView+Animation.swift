import QuartzCore

/// Block-based view animation. Property changes made in the block change the model at once; the view, as its
/// layer's delegate, answers the layer's action search with an animation built from the block's parameters
/// (V-LAYER-5). Outside a block a view's own layer never animates (V-ANIM-1). The call returns at once
/// (V-ANIM-2); the completion runs exactly once, after the last animation, also when nothing animated.
extension UIView {
    private static var animationsEnabledFlag = true

    /// Whether changes in animation blocks animate (`setAnimationsEnabled(_:)`; false inside
    /// `performWithoutAnimation`).
    public static var areAnimationsEnabled: Bool { animationsEnabledFlag }

    public static func setAnimationsEnabled(_ enabled: Bool) {
        animationsEnabledFlag = enabled
    }

    /// The duration of the innermost open animation block (0 outside blocks).
    public static var inheritedAnimationDuration: TimeInterval {
        ViewAnimationContext.current?.duration ?? 0
    }

    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                               options: AnimationOptions = [], animations: @escaping () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        let context = makeContext(duration: duration, delay: delay, options: options, completion: completion)
        ViewAnimationTracker.run(context, animations: animations)
    }

    /// A spring animation: `dampingRatio` 1 settles without overshoot, smaller values oscillate; `velocity` is
    /// the initial speed in distances (the whole change) per second.
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                               usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
                               options: AnimationOptions = [], animations: @escaping () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        let context = makeContext(duration: duration, delay: delay, options: options, completion: completion)
        context.spring = (dampingRatio, velocity)
        ViewAnimationTracker.run(context, animations: animations)
    }

    /// Runs `actionsWithoutAnimation` with animations off, also inside an animation block.
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let wasEnabled = animationsEnabledFlag
        animationsEnabledFlag = false
        defer { animationsEnabledFlag = wasEnabled }
        actionsWithoutAnimation()
    }

    /// Inside an animation block: the changes `animations` makes repeat `count` times, reversing each time when
    /// `autoreverses` (a count of n + 0.5 ends on the new value, V-ANIM-9).
    public static func modifyAnimations(withRepeatCount count: CGFloat, autoreverses: Bool,
                                        animations: () -> Void) {
        guard let outer = ViewAnimationContext.current else {
            UIKitLog.error("modifyAnimations outside an animation block: the changes are made without animation")
            performWithoutAnimation(animations)
            return
        }
        var options = outer.options.subtracting([.repeat, .autoreverse])
        if autoreverses { options.insert(.autoreverse) }
        let context = ViewAnimationContext(duration: outer.duration, delay: outer.delay, options: options,
                                           tracker: outer.tracker)
        context.timingFunction = outer.timingFunction
        context.spring = outer.spring
        context.keyframes = outer.keyframes
        context.repeatCount = count.isFinite && count > 0 ? Float(count) : nil
        context.perform(animations)
    }

    static func makeContext(duration: TimeInterval, delay: TimeInterval, options: AnimationOptions,
                            completion: ((Bool) -> Void)?) -> ViewAnimationContext {
        let context = ViewAnimationContext(duration: duration, delay: delay, options: options,
                                           tracker: ViewAnimationTracker(options: options, completion: completion))
        if let outer = ViewAnimationContext.current { context.inherit(from: outer) }
        return context
    }

    // MARK: CALayerDelegate: the action search

    /// Outside an animation block (or with animations off) a view's layer does not animate: `NSNull` ends the
    /// search. Inside, animatable properties get the block's animation; `hidden` always changes at once.
    func viewAnimationAction(for layer: CALayer, forKey event: String) -> (any CAAction)? {
        guard UIView.animationsEnabledFlag, let context = ViewAnimationContext.current,
              event != "hidden", event != "contents", CALayer.isAnimatable(event) else { return NSNull() }
        if let keyframes = context.keyframes { return keyframes.recorder }
        return ViewPropertyAction(context: context)
    }
}
