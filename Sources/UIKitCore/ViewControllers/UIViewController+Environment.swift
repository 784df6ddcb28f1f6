/// What iOS asks of a controller about its surroundings, on a desktop that has neither status bar nor rotation.
extension UIViewController {
    /// A window resize, in UIKit's order (VC-18): controllers whose size classes will change hear
    /// `willTransition(to:with:)`, this controller and those it presents `viewWillTransition(to:with:)`, then
    /// `change` resizes the window, views and controllers whose traits changed hear `traitCollectionDidChange(_:)`
    /// (and their trait registrations), and the coordinator's completions run.
    func transitionView(to size: CGSize, in window: UIWindow, change: () -> Void) {
        let coordinator = WindowResizeCoordinator(containerView: window)
        let traitsChange = window.traits(inWindowOfSize: size).differsInLayoutTraits(from: window.traitCollection)
        let snapshot = traitsChange ? TraitSnapshot(of: window) : nil
        if traitsChange {
            window.forEachInSubtree { view in
                guard let controller = view.viewControllerStorage else { return }
                let upcoming = view.traits(inWindowOfSize: size)
                if upcoming.differsInLayoutTraits(from: view.traitCollection) {
                    controller.willTransition(to: upcoming, with: coordinator)
                }
            }
        }
        var controller: UIViewController? = self
        while let current = controller {
            current.viewWillTransition(to: size, with: coordinator)
            controller = current.presentedViewController
        }
        change()
        snapshot?.notifyChanges()
        coordinator.finish()
    }
}
