import Foundation

/// The standard push and pop, run through a transition context like an app's own animator (so the controllers'
/// `transitionCoordinator` animates alongside it): iOS's parallax slide. The interactive edge pop, which a finger
/// scrubs, builds the same slide with a linear curve (UINavigationController+Transitions.swift).
@MainActor final class NavigationSlideAnimator: UIViewControllerAnimatedTransitioning {
    let operation: UINavigationController.Operation
    let dimmingView: UIView

    init(operation: UINavigationController.Operation, dimmingView: UIView) {
        self.operation = operation
        self.dimmingView = dimmingView
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        UINavigationController.transitionDuration
    }

    func animateTransition(using context: any UIViewControllerContextTransitioning) {
        let container = context.containerView
        guard let fromView = context.view(forKey: .from), let toView = context.view(forKey: .to) else {
            return context.completeTransition(true)
        }
        let toFrame = context.viewController(forKey: .to).map { context.finalFrame(for: $0) } ?? .zero
        toView.frame = toFrame == .zero ? container.bounds : toFrame
        if operation == .push {
            container.addSubview(toView)
        } else {
            container.insertSubview(toView, belowSubview: fromView)
        }
        let animator = Self.slide(from: fromView, to: toView, push: operation == .push, in: container,
                                  dimming: dimmingView, interactive: false)
        animator.addCompletion { position in context.completeTransition(position == .end) }
        animator.startAnimation()
    }

    /// Places the views and returns the animator that slides them: a push brings `toView` in from the trailing edge
    /// while `fromView` moves 30% left under a darkening shade; a pop does the reverse. Both views are in `container`.
    /// Scrubbed by a finger (`interactive`), the views follow it linearly; otherwise the navigation curve.
    static func slide(from fromView: UIView, to toView: UIView, push: Bool, in container: UIView, dimming: UIView,
                      interactive: Bool) -> UIViewPropertyAnimator {
        let width = container.bounds.width
        let under = push ? fromView : toView
        dimming.frame = container.bounds
        container.insertSubview(dimming, aboveSubview: under)
        dimming.alpha = push ? 0 : 1
        toView.transform = CGAffineTransform(translationX: push ? width : -0.3 * width, y: 0)
        let duration = UINavigationController.transitionDuration
        let animator = interactive
            ? UIViewPropertyAnimator(duration: duration, curve: .linear)
            : UIViewPropertyAnimator(duration: duration, timingParameters: NavigationTransition.timing)
        animator.addAnimations {
            toView.transform = .identity
            fromView.transform = CGAffineTransform(translationX: push ? -0.3 * width : width, y: 0)
            dimming.alpha = push ? 1 : 0
        }
        return animator
    }
}
