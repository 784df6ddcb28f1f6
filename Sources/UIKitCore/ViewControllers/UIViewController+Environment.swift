/// What iOS asks of a controller about its surroundings, on a desktop that has neither status bar nor rotation.
extension UIViewController {
    /// Accepted: there is no status bar to update.
    public func setNeedsStatusBarAppearanceUpdate() {}

    /// Tells this controller and the controllers it presents that the view is about to take `size`, then runs
    /// `change` and the coordinator's completions.
    func transitionView(to size: CGSize, in window: UIWindow, change: () -> Void) {
        let coordinator = WindowResizeCoordinator(containerView: window)
        var controller: UIViewController? = self
        while let current = controller {
            current.viewWillTransition(to: size, with: coordinator)
            controller = current.presentedViewController
        }
        change()
        coordinator.finish()
    }
}
