/// Fills a search controller's results: asked when the search bar becomes active and on every change of its text.
@preconcurrency @MainActor public protocol UISearchResultsUpdating: AnyObject {
    func updateSearchResults(for searchController: UISearchController)
}
