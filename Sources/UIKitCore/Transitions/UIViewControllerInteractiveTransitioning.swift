/// Drives a transition from user input: `startInteractiveTransition(_:)` takes over the context, the gesture
/// reports progress to it and finishes or cancels it.
@preconcurrency @MainActor public protocol UIViewControllerInteractiveTransitioning: AnyObject {
    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
    /// How much faster than the animator's duration the rest runs after the gesture ends (1: as fast).
    var completionSpeed: CGFloat { get }
    var completionCurve: UIView.AnimationCurve { get }
    /// Whether the transition starts interactive (paused until updated); false starts it running.
    var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
    public var completionSpeed: CGFloat { 1 }
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
    public var wantsInteractiveStart: Bool { true }
}
