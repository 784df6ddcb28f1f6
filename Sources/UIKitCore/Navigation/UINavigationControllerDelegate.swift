/// Hears a navigation controller show controllers. UIKit's methods are optional; here they have default
/// implementations. The animation and interaction controller requests (`animationControllerFor`,
/// `interactionControllerFor`) join this protocol when the transition protocols
/// (`UIViewControllerAnimatedTransitioning`, `UIViewControllerInteractiveTransitioning`) exist in this project.
@preconcurrency @MainActor public protocol UINavigationControllerDelegate: AnyObject {
    /// Before the top controller changes: `viewController` is about to be shown.
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController,
                              animated: Bool)
    /// After the transition that made `viewController` the top controller finished.
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                              animated: Bool)
    func navigationControllerSupportedInterfaceOrientations(_ navigationController: UINavigationController)
        -> UIInterfaceOrientationMask
}

extension UINavigationControllerDelegate {
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController,
                                     animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                                     animated: Bool) {}
    public func navigationControllerSupportedInterfaceOrientations(_ navigationController: UINavigationController)
        -> UIInterfaceOrientationMask { .all }
}
