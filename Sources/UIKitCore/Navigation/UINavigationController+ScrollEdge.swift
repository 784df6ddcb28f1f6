import Foundation

/// The top controller's scroll view drives the bar: at its top edge the bar takes its scroll-edge appearance and
/// a large title shows fully; scrolling up collapses the large title into the row over its 52 points.
extension UINavigationController {
    /// The scroll view the top controller shows: its view when that is one, else the first found breadth-first
    /// near the top of its view (as UIKit finds the scroll view for large titles).
    func observeTopScrollView() {
        let found = topViewController?.viewIfLoaded.flatMap(Self.contentScrollView(in:))
        if found !== observedScrollView {
            observedScrollView?.scrollObserver = nil
            observedScrollView = found
            found?.scrollObserver = { [weak self] scrollView in self?.topScrollViewDidScroll(scrollView) }
        }
        if let found { topScrollViewDidScroll(found) } else {
            navigationBar.isAtScrollEdge = true
            navigationBar.largeTitleFraction = 1
        }
    }

    static func contentScrollView(in view: UIView) -> UIScrollView? {
        var level: [UIView] = [view]
        for _ in 0..<3 {
            if let scrollView = level.lazy.compactMap({ $0 as? UIScrollView }).first { return scrollView }
            level = level.flatMap(\.subviews)
        }
        return nil
    }

    func topScrollViewDidScroll(_ scrollView: UIScrollView) {
        let top = -scrollView.adjustedContentInset.top
        let scrolled = scrollView.contentOffset.y - top
        navigationBar.isAtScrollEdge = scrolled <= 0
        guard navigationBar.showsLargeTitle else { return }
        let fraction = min(max(1 - scrolled / UINavigationBar.largeTitleHeight, 0), 1)
        guard fraction != navigationBar.largeTitleFraction else { return }
        navigationBar.largeTitleFraction = fraction
        viewIfLoaded?.setNeedsLayout()
    }
}
