import Foundation

/// Where the search shows: presented from the controller whose view holds the search bar (the navigation item's
/// controller for a bar in a navigation bar), over the presentation context (the nearest controller up from it
/// that `definesPresentationContext`, else the window's root), minus the navigation bar holding the search bar,
/// which stays usable above the results.
extension UISearchController {
    /// The presentation UIKit makes when the delegate does not present the controller itself.
    func presentOverSearchContext() {
        guard presentingViewController == nil, presentationPhase == .none else { return }
        guard let owner = searchContextController else {
            return UIKitLog.error("UISearchController: the search bar is not in a view controller's view; the search "
                                  + "controller cannot be presented")
        }
        presentationControllerStorage = SearchPresentationController(presentedViewController: self, presenting: nil)
        owner.present(self, animated: true)
    }

    /// The controller showing the search bar: the navigation item's, else the nearest up the bar's responder chain.
    var searchContextController: UIViewController? {
        if let owner = hostItem?.owningController { return owner }
        return searchBar.responderChain.lazy.compactMap { $0 as? UIViewController }.first { $0 !== self }
    }

    /// The navigation bar the search bar is in, if any.
    var enclosingNavigationBar: UINavigationBar? {
        var view = searchBar.superview
        while let current = view {
            if let bar = current as? UINavigationBar { return bar }
            view = current.superview
        }
        return nil
    }

    /// The search's frame follows the bars (a title row folding away), laid out again inside their animation;
    /// a presentation or dismissal under way places the view itself.
    func relayOutPresentation() {
        guard presentationPhase == .presented, let container = activePresentationController?.containerView else { return }
        container.setNeedsLayout()
        container.layoutIfNeeded()
    }
}
