/// The two transitions of a presentation, with the appearance callbacks in UIKit's order: presenting,
/// presenter `viewWillDisappear`, presented `viewWillAppear`, the transition, presented `viewDidAppear`, presenter
/// `viewDidDisappear`; dismissing, presented `viewWillDisappear`, presenter `viewWillAppear`, the transition,
/// presenter `viewDidAppear`, presented `viewDidDisappear`. The presenter hears nothing when its view stays
/// (sheets, popovers, the `over...` styles: VC-32). A cancelled (interactive) transition undoes its callbacks.
extension UIPresentationController {
    func runPresentation(in host: UIView, frame: CGRect, above sibling: UIView?, animated: Bool,
                         completion: (() -> Void)?) {
        let presented = presentedViewController, presenter = presentingViewController
        let container = PresentationContainerView(frame: frame)
        container.presentationController = self
        if let sibling, sibling.superview === host { host.insertSubview(container, aboveSubview: sibling) } else { host.addSubview(container) }
        containerViewStorage = container
        presented.loadViewIfNeeded()
        installChrome(in: container)
        let removesPresenter = shouldRemovePresentersView
        let context = ViewControllerTransitionContext(containerView: container, animated: animated, style: presentationStyle)
        context.viewControllers = [.from: presenter, .to: presented]
        if let view = presentedView { context.views[.to] = view }
        if removesPresenter, let view = presenter.viewIfLoaded {
            context.views[.from] = view
            context.initialFrames[ObjectIdentifier(presenter)] = view.frame
            context.finalFrames[ObjectIdentifier(presenter)] = view.frame
        }
        context.finalFrames[ObjectIdentifier(presented)] = frameOfPresentedViewInContainerView
        begin(context, phase: .presenting)
        presentationTransitionWillBegin()
        if let adaptedStyle, presented.presentationControllerStorage !== self || adaptedStyle != presented.modalPresentationStyle.resolved {
            delegate?.presentationController(self, willPresentWithAdaptiveStyle: adaptedStyle, transitionCoordinator: context)
        }
        if removesPresenter { presenter.beginAppearanceTransition(false, animated: animated) }
        presented.beginAppearanceTransition(true, animated: animated)

        context.onComplete = { [self] completed in
            end(context)
            if completed {
                if let view = presentedView, view.superview == nil {
                    container.addSubview(view)
                    view.frame = frameOfPresentedViewInContainerView
                }
                if removesPresenter, let view = presenter.viewIfLoaded, let superview = view.superview {
                    removedPresenterSlot = (superview, superview.subviews.firstIndex { $0 === view } ?? 0)
                    view.removeFromSuperview()
                }
                presented.presentationPhase = .presented
                presented.endAppearanceTransition()
                if removesPresenter { presenter.endAppearanceTransition() }
                presentationTransitionDidEnd(true)
                completion?()
                container.setNeedsLayout()
                runPendingDismissals()
            } else {
                presented.beginAppearanceTransition(false, animated: animated)
                if removesPresenter { presenter.beginAppearanceTransition(true, animated: animated) }
                presented.endAppearanceTransition()
                if removesPresenter { presenter.endAppearanceTransition() }
                presentationTransitionDidEnd(false)
                tearDown()
                finishPendingDismissals()
            }
        }
        let transitioning = presented.transitioningDelegate
        let animator = animated
            ? transitioning?.animationController(forPresented: presented, presenting: presenter,
                                                 source: sourceViewController ?? presenter) ?? standardAnimator(presenting: true)
            : nil
        let interaction = animator.flatMap { transitioning?.interactionControllerForPresentation(using: $0) }
        if animator == nil, let view = presentedView {
            if view.superview !== container { container.addSubview(view) }
            view.frame = frameOfPresentedViewInContainerView
        }
        context.run(animator: animator, interaction: interaction)
    }

    func runDismissal(animated: Bool, completion: (() -> Void)?) {
        guard let container = containerView else { completion?(); return }
        let presented = presentedViewController, presenter = presentingViewController
        let removesPresenter = shouldRemovePresentersView
        isDismissing = true
        if let slot = removedPresenterSlot, let view = presenter.viewIfLoaded {
            slot.superview.insertSubview(view, at: min(slot.index, slot.superview.subviews.count))
            view.frame = container.frame
            removedPresenterSlot = nil
        }
        let context = ViewControllerTransitionContext(containerView: container, animated: animated, style: presentationStyle)
        context.viewControllers = [.from: presented, .to: presenter]
        if let view = presentedView {
            context.views[.from] = view
            context.initialFrames[ObjectIdentifier(presented)] = view.frame
        }
        if removesPresenter, let view = presenter.viewIfLoaded {
            context.views[.to] = view
            context.finalFrames[ObjectIdentifier(presenter)] = view.frame
        }
        begin(context, phase: .dismissing)
        dismissalTransitionWillBegin()
        presented.beginAppearanceTransition(false, animated: animated)
        if removesPresenter { presenter.beginAppearanceTransition(true, animated: animated) }

        context.onComplete = { [self] completed in
            end(context)
            isDismissing = false
            if completed {
                if removesPresenter { presenter.endAppearanceTransition() }
                presented.endAppearanceTransition()
                dismissalTransitionDidEnd(true)
                tearDown()
                completion?()
                finishPendingDismissals()
            } else {
                presented.presentationPhase = .presented
                presented.beginAppearanceTransition(true, animated: animated)
                if removesPresenter { presenter.beginAppearanceTransition(false, animated: animated) }
                presented.endAppearanceTransition()
                if removesPresenter {
                    presenter.endAppearanceTransition()
                    if let view = presenter.viewIfLoaded, let superview = view.superview {
                        removedPresenterSlot = (superview, superview.subviews.firstIndex { $0 === view } ?? 0)
                        view.removeFromSuperview()
                    }
                }
                dismissalTransitionDidEnd(false)
                runPendingDismissals()
            }
        }
        let transitioning = presented.transitioningDelegate
        let animator = animated
            ? transitioning?.animationController(forDismissed: presented) ?? standardAnimator(presenting: false)
            : nil
        let interaction = animator.flatMap { transitioning?.interactionControllerForDismissal(using: $0) }
        context.run(animator: animator, interaction: interaction)
    }

    private func begin(_ context: ViewControllerTransitionContext, phase: PresentationPhase) {
        activeTransition = context
        presentedViewController.presentationPhase = phase
        presentedViewController.transitionCoordinatorStorage = context
        presentingViewController.transitionCoordinatorStorage = context
    }

    private func end(_ context: ViewControllerTransitionContext) {
        activeTransition = nil
        if presentedViewController.transitionCoordinatorStorage === context {
            presentedViewController.transitionCoordinatorStorage = nil
        }
        if presentingViewController.transitionCoordinatorStorage === context {
            presentingViewController.transitionCoordinatorStorage = nil
        }
    }

    /// The presentation is over: the container leaves the window and the controllers are unlinked.
    private func tearDown() {
        let presented = presentedViewController, presenter = presentingViewController
        containerView?.removeFromSuperview()
        containerViewStorage = nil
        // The presented view leaves its card or container too, as on iOS.
        presented.viewIfLoaded?.removeFromSuperview()
        if presenter.presentedStorage === presented { presenter.presentedStorage = nil }
        if presented.presentingStorage === presenter { presented.presentingStorage = nil }
        presented.presentationPhase = .none
        // The next presentation makes a fresh presentation controller, as UIKit does.
        if presented.presentationControllerStorage === self || presented.presentationControllerStorage?.adaptedController === self {
            presented.presentationControllerStorage = nil
        }
    }

    /// Dismissals asked for while the presentation ran: the first dismisses, the others only complete.
    private func runPendingDismissals() {
        guard !pendingDismissals.isEmpty else { return }
        let first = pendingDismissals.removeFirst()
        presentingViewController.dismissPresentation(animated: first.animated, completion: first.completion)
    }

    /// Nothing is left to dismiss: the waiting dismissals' completions run.
    private func finishPendingDismissals() {
        let pending = pendingDismissals
        pendingDismissals = []
        for request in pending { request.completion?() }
    }
}
