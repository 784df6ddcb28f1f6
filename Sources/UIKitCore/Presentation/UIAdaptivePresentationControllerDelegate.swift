/// Hears a presentation adapt to a narrow window and the user's attempts to dismiss it (Escape, a click outside
/// a popover). Every method may be left out: the defaults answer what UIKit does without them.
@preconcurrency @MainActor public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    /// The style to use in a horizontally compact window; the default asks `adaptivePresentationStyle(for:)`.
    func adaptivePresentationStyle(for controller: UIPresentationController,
                                   traitCollection: UITraitCollection) -> UIModalPresentationStyle
    /// The default is the controller's own `adaptivePresentationStyle`; `.none` keeps the style unadapted.
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    func presentationController(_ controller: UIPresentationController,
                                viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle)
        -> UIViewController?
    func presentationController(_ presentationController: UIPresentationController,
                                willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
                                transitionCoordinator: (any UIViewControllerTransitionCoordinator)?)
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    /// The user tried to dismiss a presentation that `isModalInPresentation` (or the delegate) kept.
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    public func adaptivePresentationStyle(for controller: UIPresentationController,
                                          traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        adaptivePresentationStyle(for: controller)
    }
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        controller.adaptivePresentationStyle
    }
    public func presentationController(_ controller: UIPresentationController,
                                       viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle)
        -> UIViewController? { nil }
    public func presentationController(_ presentationController: UIPresentationController,
                                       willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
                                       transitionCoordinator: (any UIViewControllerTransitionCoordinator)?) {}
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}
