/// A controller's place in a tab bar controller: the nearest one above it, and its tab item, whose title follows
/// the controller's title (not the other way round, VC-34).
extension UIViewController {
    func titleDidChangeForTabBarItem() {
        tabBarItemStorage?.title = title
    }

    /// A new tab item replaces the old one in the tab bar showing this controller.
    func tabBarItemDidChange() {
        guard let tabs = parentStorage as? UITabBarController else { return }
        tabs.tabItemsDidChange()
    }
}

extension UITabBarController {
    /// A tab's controller changed its item: the bar shows the items again, the selection kept.
    func tabItemsDidChange() {
        let items = (viewControllers ?? []).map { $0.tabBarItem! }
        tabBar.setItems(items, animated: false)
        if let selected = selectedViewController { tabBar.selectedItem = selected.tabBarItem }
    }
}
