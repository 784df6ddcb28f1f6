import QuartzCore

/// One transition between two controllers (a presentation, a dismissal, a push or a pop): the context its
/// animator and interaction controller use, and the coordinator controllers reach through `transitionCoordinator`.
/// The owner sets the controllers, views and frames, then `run(animator:interaction:)`; `onComplete` hears the end
/// (whether it completed) before the animator's `animationEnded(_:)` and the coordinator's completions.
@MainActor final class ViewControllerTransitionContext: UIViewControllerContextTransitioning,
                                                        UIViewControllerTransitionCoordinator {
    let containerView: UIView
    let isAnimated: Bool
    let presentationStyle: UIModalPresentationStyle
    private(set) var isInteractive = false
    private(set) var initiallyInteractive = false
    private(set) var transitionWasCancelled = false
    private(set) var percentComplete: CGFloat = 0
    private(set) var isCompleted = false
    var targetTransform: CGAffineTransform { .identity }
    var isCancelled: Bool { transitionWasCancelled }
    /// Set by an interaction that drives the animator's interruptible animator.
    var isInterruptible = false
    var completionVelocity: CGFloat { 1 }
    var completionCurve: UIView.AnimationCurve { interaction?.completionCurve ?? .easeInOut }
    var transitionDuration: TimeInterval { animator?.transitionDuration(using: self) ?? 0 }

    /// The animator running the transition (the percent-driven interaction scrubs its animations).
    private(set) var animator: (any UIViewControllerAnimatedTransitioning)?
    private var interaction: (any UIViewControllerInteractiveTransitioning)?

    var viewControllers: [UITransitionContextViewControllerKey: UIViewController] = [:]
    var views: [UITransitionContextViewKey: UIView] = [:]
    var initialFrames: [ObjectIdentifier: CGRect] = [:]
    var finalFrames: [ObjectIdentifier: CGRect] = [:]
    var onComplete: ((Bool) -> Void)?

    private var alongside: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var interactionHandlers: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var started = false

    init(containerView: UIView, animated: Bool, style: UIModalPresentationStyle) {
        self.containerView = containerView
        isAnimated = animated
        presentationStyle = style
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { viewControllers[key] }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { views[key] }
    func initialFrame(for vc: UIViewController) -> CGRect { initialFrames[ObjectIdentifier(vc)] ?? .zero }
    func finalFrame(for vc: UIViewController) -> CGRect { finalFrames[ObjectIdentifier(vc)] ?? .zero }

    // MARK: Running

    /// Starts the transition: without animation (or animator) the views take their final frames and it completes
    /// at once; with an interaction controller that one drives it; otherwise the animator runs it.
    func run(animator: (any UIViewControllerAnimatedTransitioning)?,
             interaction: (any UIViewControllerInteractiveTransitioning)?) {
        self.animator = animator
        self.interaction = interaction
        started = true
        guard isAnimated, let animator else {
            runAlongside(duration: 0)
            for (key, view) in views {
                guard let controller = viewControllers[key == .to ? .to : .from],
                      let frame = finalFrames[ObjectIdentifier(controller)], frame != .zero else { continue }
                view.frame = frame
            }
            completeTransition(true)
            return
        }
        if let interaction {
            isInteractive = true
            initiallyInteractive = true
            interaction.startInteractiveTransition(self)
        } else {
            animator.animateTransition(using: self)
        }
        if !isCompleted { runAlongside(duration: transitionDuration) }
    }

    private func runAlongside(duration: TimeInterval) {
        let blocks = alongside
        alongside = []
        guard !blocks.isEmpty else { return }
        let run = { for block in blocks { block(self) } }
        if duration > 0 { UIView.animate(withDuration: duration, animations: run) } else { UIView.performWithoutAnimation(run) }
    }

    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        guard !isCompleted else { return false }
        if let completion { completions.append(completion) }
        if let animation {
            alongside.append(animation)
            if started { runAlongside(duration: transitionDuration * Double(1 - percentComplete)) }
        }
        return true
    }

    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {
        interactionHandlers.append(handler)
    }

    // MARK: Interaction

    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        guard percentComplete.isFinite else { return }
        self.percentComplete = min(max(percentComplete, 0), 1)
    }

    func finishInteractiveTransition() { endInteraction(cancelled: false) }
    func cancelInteractiveTransition() { endInteraction(cancelled: true) }

    func pauseInteractiveTransition() {
        guard !isInteractive, !isCompleted else { return }
        isInteractive = true
        for handler in interactionHandlers { handler(self) }
    }

    private func endInteraction(cancelled: Bool) {
        guard isInteractive, !isCompleted else { return }
        isInteractive = false
        transitionWasCancelled = cancelled
        for handler in interactionHandlers { handler(self) }
    }

    /// Ends the transition once; a second call is logged and ignored.
    func completeTransition(_ didComplete: Bool) {
        guard !isCompleted else {
            UIKitLog.error("completeTransition(_:) called again for a finished transition; ignored")
            return
        }
        isCompleted = true
        percentComplete = didComplete ? 1 : 0
        if !didComplete { transitionWasCancelled = true }
        // A percent-driven interaction froze or turned the container's timeline; it runs normally again.
        let layer = containerView.layer
        if layer.speed != 1 || layer.timeOffset != 0 {
            layer.speed = 1
            layer.timeOffset = 0
            layer.beginTime = 0
        }
        onComplete?(didComplete)
        animator?.animationEnded(didComplete)
        let pending = completions
        completions = []
        for completion in pending { completion(self) }
    }
}
