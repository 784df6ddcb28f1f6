/// What a coordinator without a presentation or navigation transition (a window resize) answers for the
/// transition members.
extension UIViewControllerTransitionCoordinatorContext {
    public var isInteractive: Bool { false }
    public var initiallyInteractive: Bool { false }
    public var isInterruptible: Bool { false }
    public var presentationStyle: UIModalPresentationStyle { .none }
    public var completionVelocity: CGFloat { 1 }
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
    public func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { nil }
    public func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }
}

extension UIViewControllerTransitionCoordinator {
    @discardableResult
    public func animateAlongsideTransition(in view: UIView?,
                                           animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                           completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?)
        -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    public func notifyWhenInteractionChanges(
        _ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {}
}
