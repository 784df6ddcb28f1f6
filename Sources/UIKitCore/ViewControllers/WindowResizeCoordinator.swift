/// The coordinator of a window resize: the user drags the edge, so the change is not animated. The alongside
/// blocks run at once, inside the resize, and the completions once the new size is set (`finish()`).
@MainActor final class WindowResizeCoordinator: UIViewControllerTransitionCoordinator {
    let containerView: UIView
    var isAnimated: Bool { false }
    var transitionDuration: TimeInterval { 0 }
    var percentComplete: CGFloat { 0 }
    var isCancelled: Bool { false }
    var targetTransform: CGAffineTransform { .identity }
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []

    init(containerView: UIView) { self.containerView = containerView }

    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        if let completion { completions.append(completion) }
        animation?(self)
        return true
    }

    func finish() {
        let pending = completions
        completions = []
        for completion in pending { completion(self) }
    }
}
