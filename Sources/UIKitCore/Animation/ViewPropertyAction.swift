import QuartzCore

/// The action a view returns for its layer inside an animation block: an animation with the block's parameters.
/// Positional properties (position, bounds, transform) animate additively when the animation does not repeat or
/// reverse, as since iOS 8: each block adds the change from the old to the new value under its own key, so a new
/// block blends with one in flight instead of jumping.
@MainActor final class ViewPropertyAction: CAAction {
    let context: ViewAnimationContext

    init(context: ViewAnimationContext) { self.context = context }

    static let positionalKeys: Set<String> = ["position", "bounds", "transform"]

    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        if context.deferredChanges != nil {
            // Begin/commit: animate with the block's final settings when it commits.
            context.deferredChanges?.append(DeferredViewChange { [self] in
                addAnimation(forKey: event, object: anObject, arguments: dict)
            })
            return
        }
        addAnimation(forKey: event, object: anObject, arguments: dict)
    }

    private func addAnimation(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let layer = anObject as? CALayer, let newValue = layer.value(forKeyPath: event),
              let oldModel = dict?["previousModelValue"] else { return }
        let shown = dict?["previousValue"] ?? oldModel
        let options = context.options
        let repeats = options.contains(.repeat) || options.contains(.autoreverse) || context.repeatCount != nil
        let animation: CABasicAnimation
        if let spring = context.spring {
            animation = ViewPropertyAction.springAnimation(spring, duration: context.duration)
        } else {
            animation = CABasicAnimation()
            animation.duration = context.duration
            animation.timingFunction = context.timingFunction
        }
        animation.keyPath = event
        var key = event
        if ViewPropertyAction.positionalKeys.contains(event), !repeats,
           let delta = AnimationValue.subtract(oldModel, newValue), let zero = AnimationValue.zero(like: newValue) {
            animation.isAdditive = true
            animation.fromValue = delta
            animation.toValue = zero
            key = ViewPropertyAction.unusedKey(event, on: layer)
        } else {
            animation.fromValue = options.contains(.beginFromCurrentState) ? shown : oldModel
            animation.toValue = newValue
        }
        context.applyRepetition(to: animation)
        let now = layer.convertTime(CACurrentMediaTime(), from: nil)
        if !animation.isAdditive, !options.contains(.beginFromCurrentState),
           let inFlight = ViewPropertyAction.inFlightEnd(of: event, on: layer), inFlight > now + context.delay {
            // Without beginFromCurrentState an animation in flight is allowed to finish first: this one starts
            // when it ends, from its end value (the old model value), under a key of its own.
            animation.beginTime = inFlight
            key = ViewPropertyAction.unusedKey(event, on: layer)
        } else if context.delay > 0 {
            animation.beginTime = now + context.delay
            animation.fillMode = .backwards
        }
        animation.delegate = context.tracker
        layer.add(animation, forKey: key)
        context.addedAnimations.append(AddedViewAnimation(layer: layer, key: key, keyPath: event,
                                                          previousModelValue: oldModel))
    }

    /// When the last view animation of `keyPath` on `layer` (under `keyPath` or `keyPath-n`) ends, in layer time.
    private static func inFlightEnd(of keyPath: String, on layer: CALayer) -> CFTimeInterval? {
        let keys = (layer.animationKeys() ?? []).filter { $0 == keyPath || $0.hasPrefix(keyPath + "-") }
        return keys.compactMap { layer.animation(forKey: $0)?.activeEndTime }.max()
    }

    /// `key`, or `key-2`, `key-3`, ... when an additive animation already uses it.
    private static func unusedKey(_ key: String, on layer: CALayer) -> String {
        guard layer.animation(forKey: key) != nil else { return key }
        var index = 2
        while layer.animation(forKey: "\(key)-\(index)") != nil { index += 1 }
        return "\(key)-\(index)"
    }

    /// A spring that settles in about `duration`: UIKit's damping ratio and initial velocity (in distances per
    /// second) on a unit mass whose stiffness is chosen for the duration.
    static func springAnimation(_ spring: (dampingRatio: CGFloat, velocity: CGFloat),
                                duration: CFTimeInterval) -> CABasicAnimation {
        let ratio = Double(min(max(spring.dampingRatio, 0.01), 10))
        // Settling time scales with 1/omega; measure it for omega = 1 and scale to the requested duration.
        let unit = DampedSpring(mass: 1, stiffness: 1, damping: 2 * ratio, initialVelocity: 0).settlingTime()
        let omega = duration > 0 ? unit / duration : 1
        let animation = CASpringAnimation()
        animation.mass = 1
        animation.stiffness = CGFloat(omega * omega)
        animation.damping = CGFloat(2 * ratio * omega)
        animation.initialVelocity = spring.velocity
        animation.duration = duration
        return animation
    }
}
