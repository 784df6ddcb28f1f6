import Foundation

/// The selected tab's content drives the bar's appearance (Bars/BarScrollEdgeTracker.swift finds and follows its
/// scroll view): scrolled to its bottom edge, or without a scroll view, the bar takes its scroll-edge appearance,
/// as since iOS 15. A navigation controller's tab is followed to its top controller's content.
extension UITabBarController {
    func trackScrollEdge() {
        let selected = selectedViewController
        let content = (selected as? UINavigationController)?.topViewController ?? selected
        scrollEdgeTracker.track(content?.viewIfLoaded)
    }

    func selectedScrollViewDidScroll(_ scrollView: UIScrollView?) {
        tabBar.isAtScrollEdge = scrollView.map(BarScrollEdgeTracker.isAtBottomEdge) ?? true
    }
}
