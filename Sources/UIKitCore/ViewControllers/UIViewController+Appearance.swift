/// The appearance cycle: `viewWillAppear` / `viewDidAppear` / `viewWillDisappear` / `viewDidDisappear`, each once
/// per transition, never twice in a row (a second "begin appearing" while appearing is ignored).
extension UIViewController {
    enum AppearanceState { case disappeared, appearing, appeared, disappearing }

    /// Starts a transition: `viewWillAppear(_:)` or `viewWillDisappear(_:)`, unless the view is already there or
    /// on its way there.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        switch (isAppearing, appearanceState) {
        case (true, .disappeared), (true, .disappearing):
            appearanceState = .appearing
            viewWillAppear(animated)
        case (false, .appeared), (false, .appearing):
            appearanceState = .disappearing
            viewWillDisappear(animated)
        default:
            break
        }
    }

    /// Ends the transition begun last: `viewDidAppear(_:)` or `viewDidDisappear(_:)`.
    public func endAppearanceTransition() {
        switch appearanceState {
        case .appearing:
            appearanceState = .appeared
            viewDidAppear(false)
        case .disappearing:
            appearanceState = .disappeared
            viewDidDisappear(false)
        default:
            break
        }
    }

    /// Puts the view in `window`, filling it, in UIKit's order: `viewDidLoad` (if not loaded), `viewWillAppear`,
    /// the view joins the window, layout (`viewWillLayoutSubviews`, `layoutSubviews`, `viewDidLayoutSubviews`),
    /// then `viewDidAppear`.
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
