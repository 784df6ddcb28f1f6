/// A fade in at the final frame, or out: how popovers come and go. An alert also starts slightly enlarged
/// (`initialScale`), settling as it fades in.
@MainActor final class FadeTransitionAnimator: UIViewControllerAnimatedTransitioning {
    let duration: TimeInterval
    let initialScale: CGFloat
    let presenting: Bool

    init(duration: TimeInterval, presenting: Bool, initialScale: CGFloat = 1) {
        self.duration = duration
        self.presenting = presenting
        self.initialScale = initialScale
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        duration
    }

    func animateTransition(using context: any UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewControllerKey = presenting ? .to : .from
        guard let controller = context.viewController(forKey: key),
              let view = context.view(forKey: presenting ? .to : .from) ?? controller.view else {
            context.completeTransition(!context.transitionWasCancelled)
            return
        }
        if presenting {
            if view.superview !== context.containerView { context.containerView.addSubview(view) }
            view.frame = context.finalFrame(for: controller)
            view.alpha = 0
            if initialScale != 1 { view.transform = CGAffineTransform(scaleX: initialScale, y: initialScale) }
        }
        UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseOut],
                       animations: { [presenting] in
                           view.alpha = presenting ? 1 : 0
                           view.transform = .identity
                       },
                       completion: { [presenting] _ in
                           let completed = !context.transitionWasCancelled
                           if !presenting && completed { view.alpha = 1 }
                           context.completeTransition(completed)
                       })
    }
}
