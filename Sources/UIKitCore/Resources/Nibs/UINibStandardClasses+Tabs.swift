import Foundation

/// What storyboards say about tab bar and split view controllers and their children's tab items. A controller's
/// `<tabBarItem key="tabBarItem">` is loaded with the controller, as its navigation item is (StoryboardScene.swift).
extension UINibStandardClasses {
    /// `<splitViewController style=...>`: a column-style split view (iOS 14); none is the classic style.
    private static let splitViewStyles: [String: UISplitViewController.Style] = [
        "unspecified": .unspecified, "doubleColumn": .doubleColumn, "tripleColumn": .tripleColumn,
    ]

    /// The style a split view controller's coder names; an unknown one is a warning with file and line, and classic.
    static func splitViewStyle(_ coder: NSCoder) -> UISplitViewController.Style {
        guard let name = coder.decodeObject(forKey: "style") as? String else { return .unspecified }
        if let style = splitViewStyles[name] { return style }
        let place = (coder as? NibCoder).map { "\($0.path):\($0.element.line): " } ?? ""
        UIKitLog.error("\(place)unknown splitViewController style \"\(name)\"; using the classic style")
        return .unspecified
    }

    /// Interface Builder's names for system tab items.
    private static let tabBarSystemItems: [String: UITabBarItem.SystemItem] = [
        "more": .more, "favorites": .favorites, "featured": .featured, "topRated": .topRated, "recents": .recents,
        "contacts": .contacts, "history": .history, "bookmarks": .bookmarks, "search": .search,
        "downloads": .downloads, "mostRecent": .mostRecent, "mostViewed": .mostViewed,
    ]

    /// `<tabBarItem systemItem="favorites" tag=...>` is a system item (which keeps its own title and image);
    /// otherwise an item from the coder that `configureTabBarItem` fills.
    static func makeTabBarItem(_ coder: NibCoder) -> UITabBarItem? {
        guard let name = coder.element["systemItem"] else { return UITabBarItem(coder: coder) }
        guard let systemItem = tabBarSystemItems[name] else {
            UIKitLog.error("\(coder.path):\(coder.element.line): unknown tab bar systemItem \"\(name)\"; using a plain item")
            return UITabBarItem(coder: coder)
        }
        return UITabBarItem(tabBarSystemItem: systemItem, tag: 0)
    }

    /// `<tabBarItem title=... image=... selectedImage=... tag=... badgeValue=... enabled=...>`: images by name from
    /// the storyboard's bundle.
    static func configureTabBarItem(_ object: AnyObject, _ attributes: UINibAttributes) {
        guard let item = object as? UITabBarItem else { return }
        if let title = attributes.string("title") { item.title = title }
        if attributes.string("image") != nil { item.image = attributes.image() }
        if attributes.string("selectedImage") != nil { item.selectedImage = attributes.image("selectedImage") }
        if let tag = attributes.integer("tag") { item.tag = tag }
        if let badge = attributes.string("badgeValue") { item.badgeValue = badge }
        if let enabled = attributes.bool("enabled") { item.isEnabled = enabled }
    }
}
