import Foundation

/// The top item's search bar (`UINavigationItem.searchController`): stacked below the title row and the large
/// title, the bar growing by its height (folding away as the content scrolls up when the item
/// `hidesSearchBarWhenScrolling`, and taking the whole bar while an active search hides the title row), or inline
/// in the title row, between the left and right items.
extension UINavigationBar {
    static let inlineSearchBarMaxWidth: CGFloat = 320

    /// Shows the top item's search bar: a stacked one is the bar's own subview (the title row can fold away
    /// without it), an inline one is in the row with the items.
    func updateShownSearchBar() {
        let controller = topItem?.searchController
        // A search whose bar leaves the bar (its item popped or covered) ends, as on iOS.
        if let leaving = shownSearchController, leaving !== controller, leaving.isActive { leaving.isActive = false }
        shownSearchController = controller
        let searchBar = controller?.searchBar
        if let old = shownSearchBar, old !== searchBar, old.superview === self || old.superview === contentView {
            old.removeFromSuperview()
        }
        shownSearchBar = searchBar
        guard let searchBar else { return }
        let host = searchIsInline ? contentView : self
        if searchBar.superview !== host { host.addSubview(searchBar) }
        searchBar.alpha = 1
    }

    var searchIsInline: Bool { shownSearchBar != nil && topItem?.searchBarPlacement == .inline }
    var searchIsStacked: Bool { shownSearchBar != nil && topItem?.searchBarPlacement == .stacked }

    /// Whether the title row (with the prompt and the large title) has given way to an active search.
    var titleRowIsFolded: Bool { searchHidesRow && searchIsStacked }

    /// The stacked search bar's full height.
    var stackedSearchHeight: CGFloat {
        guard searchIsStacked, let searchBar = shownSearchBar else { return 0 }
        return searchBar.sizeThatFits(CGSize(width: bounds.width, height: 0)).height
    }

    /// How far scrolling may fold the search bar: all of it while the item hides it when scrolling and no search
    /// is active, else nothing.
    var collapsibleSearchHeight: CGFloat {
        guard let item = topItem, item.hidesSearchBarWhenScrolling, !(item.searchController?.isActive ?? false) else { return 0 }
        return stackedSearchHeight
    }

    /// The height the stacked search bar takes in the bar now.
    var shownSearchHeight: CGFloat {
        let full = stackedSearchHeight
        return collapsibleSearchHeight > 0 ? full * min(max(searchFraction, 0), 1) : full
    }

    /// Places the stacked search bar from `top` down, sliding up and fading as it folds.
    func layoutStackedSearchBar(below top: CGFloat) {
        guard searchIsStacked, let searchBar = shownSearchBar else { return }
        let full = stackedSearchHeight
        let shown = shownSearchHeight
        searchBar.frame = CGRect(x: 0, y: top - (full - shown), width: bounds.width, height: full)
        searchBar.alpha = full > 0 ? max(0, 2 * shown / full - 1) : 1
        searchBar.isHidden = shown <= 0
    }

    /// Places an inline search bar at the trailing end of the room between the items; returns the room left for
    /// the title.
    func layoutInlineSearchBar(in row: CGRect, between leading: CGFloat, and trailing: CGFloat) -> CGFloat {
        guard searchIsInline, let searchBar = shownSearchBar else { return trailing }
        let room = max(0, trailing - leading - Self.edgeMargin)
        let width = min(Self.inlineSearchBarMaxWidth, room * 0.6)
        let height = min(row.height, searchBar.sizeThatFits(CGSize(width: width, height: 0)).height)
        searchBar.frame = CGRect(x: trailing - width, y: row.midY - height / 2, width: width, height: height)
        searchBar.isHidden = false
        return searchBar.frame.minX
    }
}
