/// Hears a search controller being presented and dismissed, and may present it itself. Every method is optional,
/// as in UIKit. Without the Objective-C runtime a delegate cannot be asked whether it implements
/// `presentSearchController(_:)`; the default implementation presents the controller as UIKit does when the
/// delegate does not implement it, so a delegate that implements it takes over the presentation.
@preconcurrency @MainActor public protocol UISearchControllerDelegate: AnyObject {
    func willPresentSearchController(_ searchController: UISearchController)
    func didPresentSearchController(_ searchController: UISearchController)
    func willDismissSearchController(_ searchController: UISearchController)
    func didDismissSearchController(_ searchController: UISearchController)
    func presentSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
    public func willPresentSearchController(_ searchController: UISearchController) {}
    public func didPresentSearchController(_ searchController: UISearchController) {}
    public func willDismissSearchController(_ searchController: UISearchController) {}
    public func didDismissSearchController(_ searchController: UISearchController) {}
    public func presentSearchController(_ searchController: UISearchController) {
        searchController.presentOverSearchContext()
    }
}
