/// What a size transition tells the animations that run alongside it.
@preconcurrency @MainActor public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    var isAnimated: Bool { get }
    var transitionDuration: TimeInterval { get }
    var percentComplete: CGFloat { get }
    var isCancelled: Bool { get }
    var targetTransform: CGAffineTransform { get }
    var containerView: UIView { get }
    // Presentation and navigation transitions (defaults in Transitions/UIViewControllerTransitionCoordinator+Transitions.swift).
    var isInteractive: Bool { get }
    var initiallyInteractive: Bool { get }
    var isInterruptible: Bool { get }
    var presentationStyle: UIModalPresentationStyle { get }
    var completionVelocity: CGFloat { get }
    var completionCurve: UIView.AnimationCurve { get }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    func view(forKey key: UITransitionContextViewKey) -> UIView?
}

/// Handed to `viewWillTransition(to:with:)`: animations registered here run with the size change.
@preconcurrency @MainActor public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    @discardableResult
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
    /// Animations of views outside the transition's container (`view`: their common ancestor).
    @discardableResult
    func animateAlongsideTransition(in view: UIView?,
                                    animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
    /// Called each time an interactive transition stops or resumes being driven by the user.
    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}

extension UIViewControllerTransitionCoordinator {
    /// Without a completion, as UIKit's Objective-C declaration allows.
    @discardableResult
    public func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }
}
