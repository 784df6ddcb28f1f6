/// A popover: the presented view in a rounded frame with an arrow pointing at a bar button item's view, or at
/// `sourceRect` in `sourceView`, sized by the presented controller's `preferredContentSize` and placed to stay
/// inside the window (see PopoverPlacement). A click outside (except on `passthroughViews`) or Escape dismisses it,
/// when the delegate agrees and the controller is not `isModalInPresentation`. In a compact window it becomes a
/// sheet, unless the delegate's `adaptivePresentationStyle(for:traitCollection:)` answers `.none`.
@preconcurrency @MainActor open class UIPopoverPresentationController: UIPresentationController {
    open var permittedArrowDirections: UIPopoverArrowDirection = .any { didSet { repositionIfShown() } }
    open var sourceView: UIView? { didSet { repositionIfShown() } }
    /// In `sourceView`'s coordinates; empty: the view's bounds.
    open var sourceRect: CGRect = .zero { didSet { repositionIfShown() } }
    open var canOverlapSourceViewRect = false
    open var barButtonItem: UIBarButtonItem? { didSet { repositionIfShown() } }
    /// A view or bar button item to point at, before `barButtonItem` and `sourceView`.
    open var sourceItem: (any UIPopoverPresentationControllerSourceItem)? { didSet { repositionIfShown() } }
    open var passthroughViews: [UIView]?
    /// `nil`: the system background.
    open var backgroundColor: UIColor? { didSet { background.fillColor = backgroundColor ?? .systemBackground } }
    open var popoverLayoutMargins = PopoverPlacement.defaultMargins { didSet { repositionIfShown() } }

    /// The side the arrow is on, once placed (`.unknown` before).
    open var arrowDirection: UIPopoverArrowDirection { placement?.arrowDirection ?? .unknown }

    let background = PopoverBackgroundView()
    private(set) var placement: PopoverPlacement?
    private var popoverDelegate: (any UIPopoverPresentationControllerDelegate)? {
        delegate as? any UIPopoverPresentationControllerDelegate
    }

    open override var presentedView: UIView? { background }

    /// A sheet in a compact window (UIKit's iPhone answer since iOS 13).
    open override func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        .pageSheet
    }

    // MARK: Placement

    /// The size the popover's content asks for: the preferred content size, each empty dimension the default.
    var contentSize: CGSize {
        let preferred = presentedViewController.preferredContentSize
        let fallback = PresentationLayout.defaultPopoverSize
        return CGSize(width: preferred.width > 0 && preferred.width.isFinite ? preferred.width : fallback.width,
                      height: preferred.height > 0 && preferred.height.isFinite ? preferred.height : fallback.height)
    }

    /// The source in the container's coordinates; `nil` without one (or with a source outside the window).
    func sourceRectInContainer() -> CGRect? {
        guard let containerView else { return nil }
        if let sourceItem, let frame = sourceItem.frame(in: containerView) { return frame }
        if let item = barButtonItem, let view = item.itemView, view.window === containerView.window {
            return containerView.convert(view.bounds, from: view)
        }
        guard let sourceView, sourceView.window === containerView.window else { return nil }
        let finite = [sourceRect.minX, sourceRect.minY, sourceRect.width, sourceRect.height].allSatisfy(\.isFinite)
        let rect = sourceRect == .zero || sourceRect.isNull || !finite ? sourceView.bounds : sourceRect
        return containerView.convert(rect, from: sourceView)
    }

    /// Places the popover in the container (logging a missing source once per presentation).
    func place() -> PopoverPlacement {
        guard let bounds = containerView?.bounds else { return PopoverPlacement.centred(contentSize, in: .zero) }
        guard let source = sourceRectInContainer() else {
            return PopoverPlacement.centred(contentSize, in: bounds, margins: popoverLayoutMargins)
        }
        return PopoverPlacement.place(source: source, contentSize: contentSize, in: bounds,
                                      permitted: permittedArrowDirections, margins: popoverLayoutMargins)
    }

    open override var frameOfPresentedViewInContainerView: CGRect { place().frame }

    open override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        guard placement != nil, let delegate = popoverDelegate, let containerView else { return }
        // Already shown: the delegate may move the source as the layout changes.
        var rect = sourceRect
        var view: UIView = sourceView ?? containerView
        delegate.popoverPresentationController(self, willRepositionPopoverTo: &rect, in: &view)
        if rect != sourceRect { sourceRect = rect }
        if view !== sourceView && view !== containerView { sourceView = view }
    }

    override func layoutPresentedView() {
        guard activeTransition == nil else { return }
        let placement = place()
        self.placement = placement
        background.placement = placement
        background.frame = placement.frame
    }

    private func repositionIfShown() {
        guard placement != nil else { return }
        containerView?.setNeedsLayout()
    }

    // MARK: Chrome and dismissal

    override func installChrome(in container: UIView) {
        popoverDelegate?.prepareForPopoverPresentation(self)
        if barButtonItem == nil && sourceView == nil && sourceItem == nil {
            UIKitLog.error("UIPopoverPresentationController should have a non-nil sourceView or barButtonItem set "
                           + "before the presentation occurs; showing \(type(of: presentedViewController)) centred")
        }
        // An action sheet in a popover leaves its cancel button out, and its arrow takes the card's colour.
        if let alert = presentedViewController as? UIAlertController {
            alert.contentChanged()
            if backgroundColor == nil { background.fillColor = alert.view.backgroundColor ?? .systemBackground }
        }
        background.install(presentedViewController.view)
        let placement = place()
        self.placement = placement
        background.placement = placement
        background.frame = placement.frame
    }

    override var dismissesOnOutsideClick: Bool { true }
    override var passthroughViewsForClicks: [UIView] { passthroughViews ?? [] }

    override func allowsUserDismissal() -> Bool {
        (popoverDelegate?.popoverPresentationControllerShouldDismissPopover(self) ?? true) && super.allowsUserDismissal()
    }

    override func userDidDismiss() {
        super.userDidDismiss()
        popoverDelegate?.popoverPresentationControllerDidDismissPopover(self)
        // An action sheet dismissed by a click outside was cancelled: its cancel action's handler runs, as on iPad.
        if let alert = presentedViewController as? UIAlertController,
           let cancel = alert.actions.first(where: { $0.style == .cancel }) {
            cancel.handler?(cancel)
        }
    }

    override func standardAnimator(presenting: Bool) -> (any UIViewControllerAnimatedTransitioning)? {
        FadeTransitionAnimator(duration: 0.2, presenting: presenting)
    }

    override func preferredContentSizeDidChange() {
        guard placement != nil, activeTransition == nil, let containerView else { return }
        UIView.animate(withDuration: 0.25) {
            self.layoutPresentedView()
            containerView.layoutIfNeeded()
        }
    }
}
