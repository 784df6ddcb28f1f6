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
            if change.animated && !interactive && isViewLoaded { prepareContext(for: change) }
            oldTop?.beginAppearanceTransition(false, animated: change.animated)
            newTop.beginAppearanceTransition(true, animated: change.animated)
        }
        guard isViewLoaded else { return finish(change, completed: true) }
        install(newTop, below: operation == .pop ? oldTop : nil)
        updateToolbar(animated: change.animated)
        guard change.animated else { return finish(change, completed: true) }
        if let context = change.context {
            runContext(context, for: change)
        } else {
            slideInteractively(change)
        }
    }

    /// Whether the navigation controller's view is in a window and showing (or about to).
    var isShowingContent: Bool {
        (appearanceState == .appeared || appearanceState == .appearing) && viewIfLoaded?.window != nil
    }

    /// Puts `controller`'s view in the container, filling it, under the bars (and under `other`'s view).
    func install(_ controller: UIViewController, below other: UIViewController?) {
        let childView = controller.view!
        childView.frame = childFrame(for: controller)
        childView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if let otherView = other?.viewIfLoaded, otherView.superview === view {
            view.insertSubview(childView, belowSubview: otherView)
        } else if childView.superview !== view || view.subviews.firstIndex(of: childView)! > view.subviews.firstIndex(of: navigationBar)! {
            view.insertSubview(childView, belowSubview: navigationBar)
        }
        updateBarInsets(of: controller)
        childView.layoutIfNeeded()
    }

    /// The interactive pop: the parallax slide with its animator paused, for the edge pan to scrub.
    private func slideInteractively(_ change: NavigationTransition) {
        guard let fromView = change.from?.viewIfLoaded else { return finish(change, completed: true) }
        let animator = NavigationSlideAnimator.slide(from: fromView, to: change.to.view, push: change.operation == .push,
                                                     in: view, dimming: change.dimmingView, interactive: true)
        animator.addCompletion { [weak self] position in
            self?.finish(change, completed: position == .end)
        }
        change.animator = animator
        animator.pauseAnimation()
    }

    /// Makes the transition context of an animated, non-interactive change before the appearance callbacks, so
    /// the controllers' `transitionCoordinator` is there in `viewWillAppear`: the delegate's animator, or the
    /// standard slide.
    private func prepareContext(for change: NavigationTransition) {
        guard let from = change.from else { return }
        let animator = delegate?.navigationController(self, animationControllerFor: change.operation, from: from, to: change.to)
            ?? NavigationSlideAnimator(operation: change.operation, dimmingView: change.dimmingView)
        let container = UIView(frame: view.bounds)
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let context = ViewControllerTransitionContext(containerView: container, animated: true, style: .none)
        context.viewControllers = [.from: from, .to: change.to]
        context.initialFrames[ObjectIdentifier(from)] = childFrame(for: from)
        context.finalFrames[ObjectIdentifier(change.to)] = childFrame(for: change.to)
        change.context = context
        change.customAnimator = animator
        for controller in [self, from, change.to] { controller.transitionCoordinatorStorage = context }
    }

    /// Runs the prepared context: the leaving view moves into a container under the bars, the animator adds the
    /// arriving one (driven by the delegate's interaction controller, if any); at the end both return to this
    /// controller's view.
    private func runContext(_ context: ViewControllerTransitionContext, for change: NavigationTransition) {
        guard let fromView = change.from?.viewIfLoaded, let animator = change.customAnimator else {
            return finish(change, completed: true)
        }
        let toView = change.to.view!
        let container = context.containerView
        container.frame = view.bounds
        view.insertSubview(container, belowSubview: navigationBar)
        fromView.frame = change.from.map(childFrame(for:)) ?? container.bounds
        container.addSubview(fromView)
        toView.removeFromSuperview()
        context.views = [.from: fromView, .to: toView]
        context.onComplete = { [weak self, weak container] completed in
            guard let self else { return }
            let stays = completed ? change.to : change.from
            if let stays { install(stays, below: nil) }
            (completed ? change.from : change.to)?.viewIfLoaded?.removeFromSuperview()
            change.dimmingView.removeFromSuperview()
            container?.removeFromSuperview()
            finish(change, completed: completed)
        }
        context.run(animator: animator, interaction: delegate?.navigationController(self, interactionControllerFor: animator))
    }

    /// Ends `change`: completed, the old view leaves and the callbacks end; cancelled (an interactive pop let go
    /// early), the stack returns to what it was and the two controllers hear the reverse transition.
    func finish(_ change: NavigationTransition, completed: Bool) {
        guard transition === change else { return }
        for controller in [self, change.from, change.to] where controller?.transitionCoordinatorStorage === change.context {
            controller?.transitionCoordinatorStorage = nil
        }
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
