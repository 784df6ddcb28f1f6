import Foundation

/// One change of a navigation controller's top controller: who leaves, who arrives, the stacks before and after,
/// and (when animated) the animator sliding the views, which the interactive pop scrubs.
@MainActor final class NavigationTransition {
    let operation: UINavigationController.Operation
    let from: UIViewController?
    let to: UIViewController
    let oldStack: [UIViewController]
    let newStack: [UIViewController]
    let animated: Bool
    let isInteractive: Bool
    /// Whether the controllers hear appearance callbacks (the navigation controller's view is showing).
    let notifiesAppearance: Bool
    /// The paused slide an interactive pop scrubs.
    var animator: UIViewPropertyAnimator?
    /// An animated change that is not interactive runs through a transition context, with the delegate's animator
    /// or the standard slide.
    var context: ViewControllerTransitionContext?
    var customAnimator: (any UIViewControllerAnimatedTransitioning)?
    /// Dims the view underneath while the other slides over it.
    let dimmingView = UIView()

    init(operation: UINavigationController.Operation, from: UIViewController?, to: UIViewController,
         oldStack: [UIViewController], newStack: [UIViewController], animated: Bool, isInteractive: Bool,
         notifiesAppearance: Bool) {
        self.operation = operation
        self.from = from
        self.to = to
        self.oldStack = oldStack
        self.newStack = newStack
        self.animated = animated
        self.isInteractive = isInteractive
        self.notifiesAppearance = notifiesAppearance
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.1)
        dimmingView.isUserInteractionEnabled = false
    }

    var added: [UIViewController] { newStack.filter { new in !oldStack.contains { $0 === new } } }
    var removed: [UIViewController] { oldStack.filter { old in !newStack.contains { $0 === old } } }

    /// iOS's navigation curve: a quick start that eases into place (close to the curve UIKit's push uses).
    static let timing = UICubicTimingParameters(controlPoint1: CGPoint(x: 0.2, y: 0.9), controlPoint2: CGPoint(x: 0.3, y: 1))
}
