import QuartzCore

/// UIKit's transition options as Core Animation transitions on a view's layer: cross-dissolve fades; flips turn the
/// view in depth with perspective, to edge-on and the new content on from the other edge-on side (about the vertical
/// axis from the left or right, the horizontal one from the top or bottom); curls fold the old page up from its
/// bottom edge (curl up) or lay the new page down from the top (curl down).
@MainActor enum ViewTransition {
    static func options(for transition: UIView.AnimationTransition) -> UIView.AnimationOptions {
        switch transition {
        case .none: []
        case .flipFromLeft: .transitionFlipFromLeft
        case .flipFromRight: .transitionFlipFromRight
        case .curlUp: .transitionCurlUp
        case .curlDown: .transitionCurlDown
        }
    }

    static func transition(for options: UIView.AnimationOptions) -> CATransition? {
        let transition = CATransition()
        switch options.transitionIndex {
        case 1: transition.type = .flip; transition.subtype = .fromLeft
        case 2: transition.type = .flip; transition.subtype = .fromRight
        case 3: transition.type = .pageCurl; transition.subtype = .fromBottom
        case 4: transition.type = .pageUnCurl; transition.subtype = .fromTop
        case 5: transition.type = .fade
        case 6: transition.type = .flip; transition.subtype = .fromTop
        case 7: transition.type = .flip; transition.subtype = .fromBottom
        default: return nil
        }
        return transition
    }

    /// Adds the transition the options name to `view`'s layer; it starts from what was last committed.
    static func add(to view: UIView, options: UIView.AnimationOptions, duration: CFTimeInterval,
                    tracker: ViewAnimationTracker) {
        guard let transition = transition(for: options) else { return }
        transition.duration = duration
        transition.timingFunction = options.curve.timingFunction
        transition.delegate = tracker
        view.layer.add(transition, forKey: kCATransition)
    }
}

/// View transitions (V-ANIM-10, V-ANIM-11).
extension UIView {
    /// Animates the changes `animations` makes to `view`'s content with the transition in `options`. Without
    /// `.allowAnimatedContent` the changes apply at once and the transition animates between the before and after
    /// appearances; with it, animatable changes also animate directly.
    public static func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                  animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        let context = makeContext(duration: duration, delay: 0, options: options, completion: completion)
        ViewAnimationTracker.run(context, animations: {
            ViewTransition.add(to: view, options: options, duration: context.duration, tracker: context.tracker)
            guard let animations else { return }
            if options.contains(.allowAnimatedContent) { animations() } else { performWithoutAnimation(animations) }
        })
    }

    /// Replaces `fromView` with `toView` in its superview with a transition: `fromView` is removed and `toView`
    /// inserted, or with `.showHideTransitionViews` the first is hidden and the second shown.
    public static func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval,
                                  options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil) {
        guard let container = fromView.superview else {
            UIKitLog.error("UIView.transition(from:to:) needs fromView in a superview; swapping without animation")
            if !options.contains(.showHideTransitionViews) { fromView.removeFromSuperview() }
            performWithoutAnimation { completion?(true) }
            return
        }
        transition(with: container, duration: duration, options: options, animations: {
            if options.contains(.showHideTransitionViews) {
                fromView.isHidden = true
                toView.isHidden = false
            } else {
                if toView.superview !== container { container.insertSubview(toView, aboveSubview: fromView) }
                fromView.removeFromSuperview()
            }
        }, completion: completion)
    }
}
