/// The appearance cycle: `viewWillAppear` / `viewIsAppearing` / `viewDidAppear` / `viewWillDisappear` /
/// `viewDidDisappear`, each once per transition, never twice in a row (a second "begin appearing" while appearing
/// is ignored). A controller forwards each step to the children whose views are in its view, after its own, unless
/// `shouldAutomaticallyForwardAppearanceMethods` is false; a child whose view joins or leaves a visible parent's
/// window gets the callbacks then.
extension UIViewController {
    enum AppearanceState { case disappeared, appearing, appeared, disappearing }

    /// Starts a transition: `viewWillAppear(_:)` or `viewWillDisappear(_:)`, unless the view is already there or
    /// on its way there.
    func beginAppearance(_ isAppearing: Bool, animated: Bool) {
        switch (isAppearing, appearanceState) {
        case (true, .disappeared), (true, .disappearing):
            appearanceState = .appearing
            appearanceTransitionAnimated = animated
            viewIsAppearingPending = true
            viewWillAppear(animated)
            forEachChildInView { $0.beginAppearanceTransition(true, animated: animated) }
        case (false, .appeared), (false, .appearing):
            appearanceState = .disappearing
            appearanceTransitionAnimated = animated
            viewIsAppearingPending = false
            viewWillDisappear(animated)
            forEachChildInView { $0.beginAppearanceTransition(false, animated: animated) }
        default:
            break
        }
    }

    /// Ends the transition begun last: `viewDidAppear(_:)` (after `viewIsAppearing(_:)` if no layout pass came
    /// between) or `viewDidDisappear(_:)`.
    func endAppearance() {
        let animated = appearanceTransitionAnimated
        switch appearanceState {
        case .appearing:
            callViewIsAppearingIfPending()
            appearanceState = .appeared
            viewDidAppear(animated)
            forEachChildInView { child in
                child.beginAppearanceTransition(true, animated: animated)
                child.endAppearanceTransition()
            }
        case .disappearing:
            appearanceState = .disappeared
            viewDidDisappear(animated)
            forEachChildInView { child in
                child.beginAppearanceTransition(false, animated: animated)
                child.endAppearanceTransition()
            }
        default:
            break
        }
    }

    /// `viewIsAppearing(_:)`, once per appearance, when the view is in a window: at the layout pass that first
    /// lays it out there (UIView.layoutSublayers), else as the appearance ends.
    func callViewIsAppearingIfPending() {
        guard viewIsAppearingPending, appearanceState == .appearing, viewIfLoaded?.window != nil else { return }
        viewIsAppearingPending = false
        viewIsAppearing(appearanceTransitionAnimated)
    }

    /// The layout pass reached the view: `viewIsAppearing` if due, then `viewWillLayoutSubviews`.
    func layoutPassWillLayoutView() {
        callViewIsAppearingIfPending()
        viewWillLayoutSubviews()
    }

    private func forEachChildInView(_ body: (UIViewController) -> Void) {
        guard let view = viewIfLoaded else { return }
        for child in childStorage where forwardsAppearance(to: child) {
            if let childView = child.viewIfLoaded, childView.isDescendant(of: view) { body(child) }
        }
    }

    /// The view is about to join or leave a window (UIView+Hierarchy.swift): a child of a parent that is visible
    /// and forwards appearance starts appearing or disappearing.
    func viewWillMove(toWindow newWindow: UIWindow?) {
        guard let parent = parentStorage, parent.forwardsAppearance(to: self) else { return }
        if newWindow != nil, parent.appearanceState == .appeared || parent.appearanceState == .appearing {
            beginAppearanceTransition(true, animated: false)
        } else if newWindow == nil {
            beginAppearanceTransition(false, animated: false)
        }
    }

    /// The view joined or left a window: the transition begun in `viewWillMove(toWindow:)` ends, unless the
    /// parent is itself mid-transition (its own end forwards it).
    func viewDidMove(toWindow newWindow: UIWindow?) {
        guard let parent = parentStorage, parent.forwardsAppearance(to: self), parent.appearanceState == .appeared else { return }
        if (newWindow != nil && appearanceState == .appearing) || (newWindow == nil && appearanceState == .disappearing) {
            endAppearanceTransition()
        }
    }

    /// Puts the view in `window`, filling it, in UIKit's order: `viewDidLoad` (if not loaded), `viewWillAppear`,
    /// the view joins the window, layout (`viewIsAppearing`, `viewWillLayoutSubviews`, `layoutSubviews`,
    /// `viewDidLayoutSubviews`), then `viewDidAppear`.
    func appear(asRootOf window: UIWindow) {
        let view = self.view!
        view.frame = window.bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        beginAppearanceTransition(true, animated: false)
        if view.superview !== window { window.addSubview(view) }
        window.layoutIfNeeded()
        endAppearanceTransition()
    }

    /// Takes the view out of `window` (or only hides it, when the window is hidden): `viewWillDisappear`, removal,
    /// `viewDidDisappear`.
    func disappear(fromRootOf window: UIWindow, removingView: Bool) {
        beginAppearanceTransition(false, animated: false)
        if removingView, let view = viewIfLoaded, view.superview === window { view.removeFromSuperview() }
        endAppearanceTransition()
    }
}
