/// Manages one presentation from its start to the end of its dismissal: the container view the presented view
/// lives in (above the presenter's content, inside the same window), the presented view's frame, the chrome a
/// subclass adds (dimming, a card's shadow), and adaptation to a narrow window. `.custom` presentations get theirs
/// from the transitioning delegate; the other styles use UIKit's own subclasses.
@preconcurrency @MainActor open class UIPresentationController: NSObject {
    private let presentedStorage: UIViewController
    /// The controller presented.
    open var presentedViewController: UIViewController { presentedStorage }
    private weak var presentingStorage: UIViewController?
    /// The controller doing the presenting: the one given at creation, else the one chosen when presentation
    /// starts (the root of the interface, or the one defining the presentation context).
    open var presentingViewController: UIViewController { presentingStorage ?? presentedViewController }
    /// The view the presentation lives in, from the start of the presentation to the end of the dismissal.
    open var containerView: UIView? { containerViewStorage }
    /// Set as the presentation starts and cleared when its dismissal ends (UIPresentationController+Transitions.swift).
    var containerViewStorage: UIView?
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?
    /// Traits the presented controller gets on top of the container's.
    open var overrideTraitCollection: UITraitCollection?

    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        presentedStorage = presentedViewController
        presentingStorage = presentingViewController
        super.init()
    }

    /// The style the presentation shows in: the presented controller's, or what it adapted to.
    open var presentationStyle: UIModalPresentationStyle {
        adaptedStyle ?? presentedViewController.modalPresentationStyle.resolved
    }

    /// The view animated into the container (the presented controller's view, or a view wrapping it).
    open var presentedView: UIView? { presentedViewController.view }

    /// Where the presented view ends up; the default fills the container.
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

    /// False presents in the context of the presenting controller rather than over the whole window.
    open var shouldPresentInFullscreen: Bool { true }

    /// True takes the presenter's view out of the window once the presentation completes (`.fullScreen` does).
    open var shouldRemovePresentersView: Bool { false }

    /// The style used in a horizontally compact window, where the delegate does not choose: the default goes full
    /// screen (a `.custom` presentation keeps its own).
    open var adaptivePresentationStyle: UIModalPresentationStyle { adaptivePresentationStyle(for: traitCollection) }

    open func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        presentedViewController.modalPresentationStyle == .custom ? .none : .fullScreen
    }

    /// The container's traits with `overrideTraitCollection` on top.
    open var traitCollection: UITraitCollection {
        let base = containerView?.traitCollection ?? presentingStorage?.viewIfLoaded?.traitCollection
            ?? UITraitCollection.current
        guard let overrideTraitCollection else { return base }
        return UITraitCollection(traitsFrom: [base, overrideTraitCollection])
    }

    open func presentationTransitionWillBegin() {}
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    open func dismissalTransitionWillBegin() {}
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    open func containerViewWillLayoutSubviews() {}
    open func containerViewDidLayoutSubviews() {}

    // MARK: State the presentation machinery keeps (UIViewController+Presentation.swift)

    /// The style adaptation chose in a compact window (`nil`: not adapted).
    var adaptedStyle: UIModalPresentationStyle?
    /// The presentation controller that shows the presentation in the adapted style (a popover shown as a sheet).
    var adaptedController: UIPresentationController?
    /// The controller `present` was called on.
    weak var sourceViewController: UIViewController?
    /// Where the presenter's view was before the presentation took it out of its window.
    var removedPresenterSlot: (superview: UIView, index: Int)?
    /// The running presentation or dismissal.
    var activeTransition: ViewControllerTransitionContext?
    var isDismissing = false
    /// Dismissals asked for while the presentation was still running: done when it ends.
    var pendingDismissals: [(animated: Bool, completion: (() -> Void)?)] = []

    func setPresenting(_ controller: UIViewController) { presentingStorage = controller }

    /// True while the window is narrower than iPad's regular width.
    var isHorizontallyCompact: Bool {
        PresentationLayout.isCompact(width: containerView?.bounds.width ?? presentingStorage?.viewIfLoaded?.window?.bounds.width ?? .infinity)
    }

    /// Puts the presented view at its frame (outside transitions): the container laid out, or the preferred content
    /// size changed.
    func layoutPresentedView() {
        guard activeTransition == nil, let presentedView, presentedView.superview === containerView || presentedView.superview == nil else { return }
        presentedView.frame = frameOfPresentedViewInContainerView
    }

    /// Whether a click in the container outside the presented view dismisses (popovers) and which views it passes
    /// to instead.
    var dismissesOnOutsideClick: Bool { false }
    var passthroughViewsForClicks: [UIView] { [] }
    /// Whether clicks outside the presented view reach the views behind (a sheet at an undimmed detent).
    var passesClicksThroughOutside: Bool { false }

    /// Adds the views the style draws around and behind the presented view (a card, dimming) to `container`,
    /// before the transition starts.
    func installChrome(in container: UIView) {}

    /// The animator the built-in styles use when the transitioning delegate gives none.
    func standardAnimator(presenting: Bool) -> (any UIViewControllerAnimatedTransitioning)? {
        ModalTransitionAnimator(style: presentedViewController.modalTransitionStyle, presenting: presenting)
    }

    /// Whether a user's dismissal goes ahead: not for a controller that `isModalInPresentation`, and only if the
    /// delegate agrees.
    func allowsUserDismissal() -> Bool {
        !presentedViewController.isModalInPresentation && (delegate?.presentationControllerShouldDismiss(self) ?? true)
    }

    func userDidDismiss() {
        delegate?.presentationControllerDidDismiss(self)
    }

    /// The presented controller's preferred content size changed.
    func preferredContentSizeDidChange() {
        containerView?.setNeedsLayout()
    }
}

// MARK: Dismissal by the user (Escape, a click outside a popover)
extension UIPresentationController {
    /// The user asked to dismiss (Escape, a click outside a popover): dismissed with the delegate told before and
    /// after, or, when kept, the delegate hears the attempt.
    func userAttemptedDismissal() {
        guard activeTransition == nil, !isDismissing, let presenter = presentedViewController.presentingStorage,
              presenter.presentedStorage === presentedViewController else { return }
        guard allowsUserDismissal() else {
            delegate?.presentationControllerDidAttemptToDismiss(self)
            return
        }
        delegate?.presentationControllerWillDismiss(self)
        presenter.dismiss(animated: true) { [self] in userDidDismiss() }
    }
}
