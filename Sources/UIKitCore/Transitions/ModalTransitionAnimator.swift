import QuartzCore

/// The built-in animations of a presentation (`UIModalTransitionStyle`), with iOS's timing: the presented view
/// slides up from the bottom edge (0.5 s), fades (0.35 s), or turns in about its vertical axis with perspective
/// (0.5 s: the presented side only, the presenter staying put, as an approximation of UIKit's two-sided flip).
/// Dismissal plays the same backwards. `.partialCurl` is not drawn here: logged and shown as `.coverVertical`.
@MainActor final class ModalTransitionAnimator: UIViewControllerAnimatedTransitioning {
    let style: UIModalTransitionStyle
    let presenting: Bool

    init(style: UIModalTransitionStyle, presenting: Bool) {
        if style == .partialCurl {
            UIKitLog.errorOnce("UIModalTransitionStyle.partialCurl is not supported on this platform; using coverVertical")
        }
        self.style = style == .partialCurl ? .coverVertical : style
        self.presenting = presenting
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        style == .crossDissolve ? 0.35 : 0.5
    }

    func animateTransition(using context: any UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewControllerKey = presenting ? .to : .from
        guard let controller = context.viewController(forKey: key),
              let view = context.view(forKey: presenting ? .to : .from) ?? controller.view else {
            context.completeTransition(!context.transitionWasCancelled)
            return
        }
        let container = context.containerView
        let frame = presenting ? context.finalFrame(for: controller) : view.frame
        if presenting {
            if view.superview !== container { container.addSubview(view) }
            view.frame = frame
        }
        let hidden = hiddenState(of: view, frame: frame, in: container)
        let shown = (frame: frame, alpha: view.alpha == 0 ? 1 : view.alpha, transform: CATransform3DIdentity)
        if presenting { apply(hidden, to: view) }
        UIView.animate(withDuration: transitionDuration(using: context), delay: 0, options: [.curveEaseInOut],
                       animations: { self.apply(self.presenting ? shown : hidden, to: view) },
                       completion: { _ in
                           let completed = !context.transitionWasCancelled
                           if !self.presenting && completed { self.apply(shown, to: view) }
                           context.completeTransition(completed)
                       })
    }

    private typealias State = (frame: CGRect, alpha: CGFloat, transform: CATransform3D)

    private func hiddenState(of view: UIView, frame: CGRect, in container: UIView) -> State {
        switch style {
        case .crossDissolve:
            return (frame, 0, CATransform3DIdentity)
        case .flipHorizontal:
            var turned = CATransform3DIdentity
            turned.m34 = -1 / 1000
            return (frame, 1, CATransform3DRotate(turned, .pi / 2, 0, 1, 0))
        default:
            return (frame.offsetBy(dx: 0, dy: max(container.bounds.maxY - frame.minY, 0)), view.alpha, CATransform3DIdentity)
        }
    }

    private func apply(_ state: State, to view: UIView) {
        view.frame = state.frame
        view.alpha = state.alpha
        view.transform3D = state.transform
    }
}
