/// An animator: says how long the transition takes and runs its animations, calling the context's
/// `completeTransition(_:)` at their end.
@preconcurrency @MainActor public protocol UIViewControllerAnimatedTransitioning: AnyObject {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
    /// An animator whose animations an interaction scrubs, pauses and reverses. Optional in UIKit's Objective-C
    /// protocol: here a requirement with a default of `nil` (no interruptible animator), so the result is optional.
    func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning)
        -> (any UIViewImplicitlyAnimating)?
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    public func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning)
        -> (any UIViewImplicitlyAnimating)? { nil }
    public func animationEnded(_ transitionCompleted: Bool) {}
}
