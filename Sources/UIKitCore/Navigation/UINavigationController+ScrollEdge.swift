import Foundation

/// The top controller's scroll view drives the bar (Bars/BarScrollEdgeTracker.swift finds and follows it): at its
/// top edge the bar takes its scroll-edge appearance; scrolling up first folds a stacked search bar that hides when
/// scrolling, then collapses a large title into the row over its 52 points.
extension UINavigationController {
    func observeTopScrollView() {
        scrollEdgeTracker.track(topViewController?.viewIfLoaded)
        // A tab bar over this stack follows the same content.
        tabBarController?.trackScrollEdge()
    }

    func topScrollViewDidScroll(_ scrollView: UIScrollView?) {
        let bar = navigationBar
        guard let scrollView else {
            bar.isAtScrollEdge = true
            bar.largeTitleFraction = 1
            bar.searchFraction = 1
            return
        }
        let scrolled = BarScrollEdgeTracker.distanceFromTopEdge(of: scrollView)
        bar.isAtScrollEdge = scrolled <= 0
        let searchHeight = bar.collapsibleSearchHeight
        let searchFraction = searchHeight > 0 ? min(max(1 - scrolled / searchHeight, 0), 1) : 1
        let largeFraction = bar.showsLargeTitle
            ? min(max(1 - (scrolled - searchHeight) / UINavigationBar.largeTitleHeight, 0), 1) : bar.largeTitleFraction
        guard searchFraction != bar.searchFraction || largeFraction != bar.largeTitleFraction else { return }
        bar.searchFraction = searchFraction
        bar.largeTitleFraction = largeFraction
        viewIfLoaded?.setNeedsLayout()
    }
}
