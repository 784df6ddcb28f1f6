/// What a transition hands its animator: the container the views move in, the two controllers and views, their
/// frames, and the calls that report progress and the end (`completeTransition(_:)` must be called once).
@preconcurrency @MainActor public protocol UIViewControllerContextTransitioning: AnyObject {
    var containerView: UIView { get }
    var isAnimated: Bool { get }
    var isInteractive: Bool { get }
    var transitionWasCancelled: Bool { get }
    var presentationStyle: UIModalPresentationStyle { get }
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    func finishInteractiveTransition()
    func cancelInteractiveTransition()
    func pauseInteractiveTransition()
    func completeTransition(_ didComplete: Bool)
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// `nil` for a side that does not move: the presenter's view under a sheet, for instance.
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    var targetTransform: CGAffineTransform { get }
    func initialFrame(for vc: UIViewController) -> CGRect
    func finalFrame(for vc: UIViewController) -> CGRect
}
