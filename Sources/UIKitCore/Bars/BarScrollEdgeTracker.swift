import Foundation

/// Follows the scroll view under a bar, for the bar's scroll-edge appearance (iOS 15): a navigation controller
/// tracks its top controller's content (at its top edge), a tab bar controller its selected tab's (at its bottom
/// edge). The scroll view is the content controller's view when that is one, else the first found breadth-first
/// near the top of its view (as UIKit finds it); the owner hears every scroll of it, and nil when there is none.
@MainActor final class BarScrollEdgeTracker {
    private weak var scrollView: UIScrollView?
    private let didScroll: @MainActor (UIScrollView?) -> Void

    init(didScroll: @escaping @MainActor (UIScrollView?) -> Void) {
        self.didScroll = didScroll
    }

    /// Tracks the content scroll view in `view` (replacing the one tracked before) and reports where it is now.
    func track(_ view: UIView?) {
        let found = view.flatMap(Self.contentScrollView(in:))
        if found !== scrollView {
            scrollView?.scrollObservers[ObjectIdentifier(self)] = nil
            scrollView = found
            found?.scrollObservers[ObjectIdentifier(self)] = { [weak self] scrollView in self?.didScroll(scrollView) }
        }
        didScroll(found)
    }

    static func contentScrollView(in view: UIView) -> UIScrollView? {
        var level: [UIView] = [view]
        for _ in 0..<3 {
            if let scrollView = level.lazy.compactMap({ $0 as? UIScrollView }).first { return scrollView }
            level = level.flatMap(\.subviews)
        }
        return nil
    }

    /// How far the content is scrolled past its top edge (0 or less: at the edge).
    static func distanceFromTopEdge(of scrollView: UIScrollView) -> CGFloat {
        scrollView.contentOffset.y + scrollView.adjustedContentInset.top
    }

    /// Whether the content's bottom edge shows (content shorter than the view always does).
    static func isAtBottomEdge(_ scrollView: UIScrollView) -> Bool {
        let inset = scrollView.adjustedContentInset
        let maxOffset = scrollView.contentSize.height + inset.bottom - scrollView.bounds.height
        return scrollView.contentOffset.y >= max(maxOffset, -inset.top) - 0.5
    }
}
