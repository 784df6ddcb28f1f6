import Foundation

/// Changing the stack: containment calls, the bar's items, and the slide between the old and the new top
/// controller with the appearance callbacks in UIKit's order: `viewWillDisappear` (old), `viewWillAppear` (new),
/// the slide, `viewDidDisappear` (old), `viewDidAppear` (new); then `didMove(toParent:)` of the pushed and
/// popped controllers. A change asked for during a transition waits for it to end.
extension UINavigationController {
    func changeStack(to newStack: [UIViewController], animated: Bool, interactive: Bool = false) {
        plannedStackStorage = newStack
        if transition != nil {
            pendingStackChanges.append { [weak self] in self?.changeStack(to: newStack, animated: animated) }
            return
        }
        let oldStack = children
        let oldTop = oldStack.last
        guard let newTop = newStack.last else {
            if !oldStack.isEmpty { UIKitLog.error("UINavigationController: the stack cannot be emptied; kept") }
            return
        }
        let operation: Operation = oldTop === newTop ? .none
            : oldStack.contains(where: { $0 === newTop }) ? .pop : .push
        let notifies = isShowingContent
        let change = NavigationTransition(operation: operation, from: oldTop, to: newTop, oldStack: oldStack,
                                          newStack: newStack, animated: animated && notifies && operation != .none,
                                          isInteractive: interactive, notifiesAppearance: notifies)
        transition = change
        for controller in change.removed { controller.willMove(toParent: nil) }
        for controller in change.added { addChild(controller) }
        // The stack is the children in order; leaving controllers keep their parent until the transition ends.
        childStorage = newStack
        navigationBar.setItemsFromController(newStack.map(\.navigationItem), animated: change.animated)
        guard operation != .none else { return finish(change, completed: true) }
        if notifies {
            delegate?.navigationController(self, willShow: newTop, animated: change.animated)
            for controller in change.removed where controller === oldTop { controller.movingFromParentStorage = true }
            if change.added.contains(where: { $0 === newTop }) { newTop.movingToParentStorage = true }
            oldTop?.beginAppearanceTransition(false, animated: change.animated)
            newTop.beginAppearanceTransition(true, animated: change.animated)
        }
        guard isViewLoaded else { return finish(change, completed: true) }
        install(newTop, below: operation == .pop ? oldTop : nil)
        updateToolbar(animated: change.animated)
        guard change.animated else { return finish(change, completed: true) }
        slide(change)
    }

    /// Whether the navigation controller's view is in a window and showing (or about to).
    var isShowingContent: Bool {
        (appearanceState == .appeared || appearanceState == .appearing) && viewIfLoaded?.window != nil
    }

    /// Puts `controller`'s view in the container, filling it, under the bars (and under `other`'s view).
    func install(_ controller: UIViewController, below other: UIViewController?) {
        let childView = controller.view!
        childView.frame = view.bounds
        childView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if let otherView = other?.viewIfLoaded, otherView.superview === view {
            view.insertSubview(childView, belowSubview: otherView)
        } else if childView.superview !== view || view.subviews.firstIndex(of: childView)! > view.subviews.firstIndex(of: navigationBar)! {
            view.insertSubview(childView, belowSubview: navigationBar)
        }
        updateBarInsets(of: controller)
        childView.layoutIfNeeded()
    }

    /// The parallax slide: a push brings the new view in from the trailing edge while the old moves 30% left
    /// under a darkening shade; a pop does the reverse. The animator is paused for an interactive pop.
    private func slide(_ change: NavigationTransition) {
        let width = view.bounds.width
        guard let fromView = change.from?.viewIfLoaded else { return finish(change, completed: true) }
        let toView = change.to.view!
        let push = change.operation == .push
        let under = push ? fromView : toView
        change.dimmingView.frame = view.bounds
        view.insertSubview(change.dimmingView, aboveSubview: under)
        change.dimmingView.alpha = push ? 0 : 1
        if push {
            toView.transform = CGAffineTransform(translationX: width, y: 0)
        } else {
            toView.transform = CGAffineTransform(translationX: -0.3 * width, y: 0)
        }
        // Scrubbed by a finger, the views follow it linearly; let go, they finish on the navigation curve.
        let animator = change.isInteractive
            ? UIViewPropertyAnimator(duration: Self.transitionDuration, curve: .linear)
            : UIViewPropertyAnimator(duration: Self.transitionDuration, timingParameters: NavigationTransition.timing)
        animator.addAnimations {
            if push {
                toView.transform = .identity
                fromView.transform = CGAffineTransform(translationX: -0.3 * width, y: 0)
                change.dimmingView.alpha = 1
            } else {
                fromView.transform = CGAffineTransform(translationX: width, y: 0)
                toView.transform = .identity
                change.dimmingView.alpha = 0
            }
        }
        animator.addCompletion { [weak self] position in
            self?.finish(change, completed: position == .end)
        }
        change.animator = animator
        if change.isInteractive {
            animator.pauseAnimation()
        } else {
            animator.startAnimation()
        }
    }

    /// Ends `change`: completed, the old view leaves and the callbacks end; cancelled (an interactive pop let go
    /// early), the stack returns to what it was and the two controllers hear the reverse transition.
    func finish(_ change: NavigationTransition, completed: Bool) {
        guard transition === change else { return }
        change.dimmingView.removeFromSuperview()
        change.from?.viewIfLoaded?.transform = .identity
        change.to.viewIfLoaded?.transform = .identity
        if completed {
            if change.from !== change.to, let fromView = change.from?.viewIfLoaded, fromView.superview === viewIfLoaded {
                fromView.removeFromSuperview()
            }
            if change.notifiesAppearance && change.operation != .none {
                change.from?.endAppearanceTransition()
                change.to.endAppearanceTransition()
            }
            change.from?.movingFromParentStorage = false
            change.to.movingToParentStorage = false
            for controller in change.removed where controller.parentStorage === self { controller.removeFromParent() }
            for controller in change.added { controller.didMove(toParent: self) }
            transition = nil
            if change.notifiesAppearance && change.operation != .none {
                delegate?.navigationController(self, didShow: change.to, animated: change.animated)
            }
        } else {
            cancel(change)
        }
        updateToolbar(animated: false)
        viewIfLoaded?.setNeedsLayout()
        runPendingStackChange()
    }

    /// An interactive pop let go before the threshold: the popped controller comes back on top.
    private func cancel(_ change: NavigationTransition) {
        change.to.viewIfLoaded?.removeFromSuperview()
        if change.notifiesAppearance {
            change.to.beginAppearanceTransition(false, animated: true)
            change.from?.beginAppearanceTransition(true, animated: true)
            change.to.endAppearanceTransition()
            change.from?.endAppearanceTransition()
        }
        change.from?.movingFromParentStorage = false
        change.to.movingToParentStorage = false
        childStorage = change.oldStack
        for controller in change.added where controller.parentStorage === self { controller.removeFromParent() }
        for controller in change.removed { controller.didMove(toParent: self) }
        navigationBar.setItemsFromController(change.oldStack.map(\.navigationItem), animated: false)
        transition = nil
    }

    private func runPendingStackChange() {
        guard transition == nil, !pendingStackChanges.isEmpty else { return }
        let next = pendingStackChanges.removeFirst()
        next()
    }
}
