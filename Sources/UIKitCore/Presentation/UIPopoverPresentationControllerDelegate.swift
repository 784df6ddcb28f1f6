/// Hears a popover's presentation, the user's clicks outside it and its repositioning. Set it as the popover's
/// `delegate` (the adaptive delegate property, which Swift cannot narrow in the subclass as Objective-C does).
@preconcurrency @MainActor public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController)
    /// Asked when the user clicks outside or presses Escape; false keeps the popover.
    func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool
    /// After a dismissal by the user (not one in code).
    func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController)
    /// The window's layout moved the source: the delegate may change the rect (in `view`'s coordinates) and the
    /// view. Objective-C's autoreleasing view pointer is an ordinary mutable pointer here.
    func popoverPresentationController(_ popoverPresentationController: UIPopoverPresentationController,
                                       willRepositionPopoverTo rect: UnsafeMutablePointer<CGRect>,
                                       in view: UnsafeMutablePointer<UIView>)
}

extension UIPopoverPresentationControllerDelegate {
    public func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {}
    public func popoverPresentationControllerShouldDismissPopover(
        _ popoverPresentationController: UIPopoverPresentationController) -> Bool { true }
    public func popoverPresentationControllerDidDismissPopover(
        _ popoverPresentationController: UIPopoverPresentationController) {}
    public func popoverPresentationController(_ popoverPresentationController: UIPopoverPresentationController,
                                              willRepositionPopoverTo rect: UnsafeMutablePointer<CGRect>,
                                              in view: UnsafeMutablePointer<UIView>) {}
}
