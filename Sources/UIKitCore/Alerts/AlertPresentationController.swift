/// How an alert is presented: the card centred over the dimmed window (an action sheet without a popover in a
/// compact window sits at the bottom edge instead, as on an iPhone), fading in from slightly larger. Clicking the
/// dimming does nothing; Escape performs the cancel action (UIAlertController+Keyboard.swift).
@MainActor final class AlertPresentationController: UIPresentationController {
    let dimmingView = DimmingView()
    private var alert: UIAlertController? { presentedViewController as? UIAlertController }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds, let alert else { return .zero }
        let margin = PresentationLayout.margin
        let width = min(alert.cardWidth, max(bounds.width - 2 * margin, 0))
        let height = min(alert.alertView.fittingSize(width: width).height, max(bounds.height - 2 * margin, 0))
        if alert.preferredStyle == .actionSheet && isHorizontallyCompact {
            let wide = max(bounds.width - 16, 0)
            let tall = min(alert.alertView.fittingSize(width: wide).height, max(bounds.height - 2 * margin, 0))
            return CGRect(x: 8, y: bounds.maxY - 8 - tall, width: wide, height: tall)
        }
        return CGRect(x: (bounds.midX - width / 2).rounded(), y: (bounds.midY - height / 2).rounded(), width: width, height: height)
    }

    override func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle { .none }

    override func installChrome(in container: UIView) {
        alert?.contentChanged()
        dimmingView.frame = container.bounds
        container.insertSubview(dimmingView, at: 0)
    }

    override func presentationTransitionWillBegin() {
        fadeDimming(to: 1)
        containerView?.window?.demandAttentionIfInactive()
    }
    override func dismissalTransitionWillBegin() { fadeDimming(to: 0) }

    private func fadeDimming(to alpha: CGFloat) {
        if alpha > 0 { dimmingView.alpha = 0 }
        if let coordinator = presentedViewController.transitionCoordinator, coordinator.isAnimated {
            coordinator.animate(alongsideTransition: { _ in self.dimmingView.alpha = alpha })
        } else {
            dimmingView.alpha = alpha
        }
    }

    override func standardAnimator(presenting: Bool) -> (any UIViewControllerAnimatedTransitioning)? {
        FadeTransitionAnimator(duration: presenting ? 0.4 : 0.25, presenting: presenting, initialScale: presenting ? 1.15 : 1)
    }
}
