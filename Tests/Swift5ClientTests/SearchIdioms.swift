import Testing
import UIKit

// The search controller and tab bar appearances as iOS code uses them, in Swift 5 mode: a list controller that is
// its search's updater and delegate (only the delegate methods it needs), the search in its navigation item, and
// a tab bar configured through UITabBarAppearance and its proxy.

class SearchableListController: UIViewController, UISearchResultsUpdating, UISearchControllerDelegate, UISearchBarDelegate {
    let searchController = UISearchController(searchResultsController: nil)
    var queries: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        searchController.searchResultsUpdater = self
        searchController.delegate = self
        searchController.obscuresBackgroundDuringPresentation = false
        searchController.searchBar.placeholder = "Search Candies"
        searchController.searchBar.scopeButtonTitles = ["All", "Chocolate", "Hard"]
        searchController.searchBar.delegate = self
        navigationItem.searchController = searchController
        navigationItem.hidesSearchBarWhenScrolling = false
        definesPresentationContext = true
    }

    func updateSearchResults(for searchController: UISearchController) {
        queries.append(searchController.searchBar.text ?? "")
    }

    func didDismissSearchController(_ searchController: UISearchController) {
        queries.append("dismissed")
    }

    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {
        updateSearchResults(for: searchController)
    }
}

@MainActor @Test func searchAndTabBarAppearanceIdiomsCompileInSwift5Mode() {
    let list = SearchableListController()
    let navigation = UINavigationController(rootViewController: list)
    list.loadViewIfNeeded()
    #expect(list.navigationItem.searchController === list.searchController)
    #expect(list.navigationItem.searchBarPlacement == .stacked)
    #expect(!list.searchController.isActive)

    let appearance = UITabBarAppearance()
    appearance.configureWithOpaqueBackground()
    appearance.stackedLayoutAppearance.selected.iconColor = .systemPink
    appearance.stackedLayoutAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.gray]
    appearance.stackedItemPositioning = .centered
    let tabs = UITabBarController()
    tabs.viewControllers = [navigation]
    tabs.tabBar.standardAppearance = appearance
    tabs.tabBar.scrollEdgeAppearance = appearance
    UITabBar.appearance().unselectedItemTintColor = nil
    #expect(tabs.tabBar.scrollEdgeAppearance === appearance)
}
