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
        let searchHeight = bar.collapsibleSearchHeight
        var scrolled = BarScrollEdgeTracker.distanceFromTopEdge(of: scrollView)
        if scrollView.safeAreaContentInset.top > 0 {
            // The content's inset follows the bar's height as it folds; measured from where the content rests under
            // the unfolded bar, folding does not move the measure (and cannot feed back into it).
            scrolled += (1 - bar.searchFraction) * searchHeight
            if bar.showsLargeTitle { scrolled += (1 - bar.largeTitleFraction) * UINavigationBar.largeTitleHeight }
        }
        bar.isAtScrollEdge = scrolled <= 0
        let searchFraction = searchHeight > 0 ? min(max(1 - scrolled / searchHeight, 0), 1) : 1
        let largeFraction = bar.showsLargeTitle
            ? min(max(1 - (scrolled - searchHeight) / UINavigationBar.largeTitleHeight, 0), 1) : bar.largeTitleFraction
        guard searchFraction != bar.searchFraction || largeFraction != bar.largeTitleFraction else { return }
        bar.searchFraction = searchFraction
        bar.largeTitleFraction = largeFraction
        viewIfLoaded?.setNeedsLayout()
    }
}
