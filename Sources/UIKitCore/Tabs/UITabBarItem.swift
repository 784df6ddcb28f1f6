import Foundation

/// An item of a tab bar: a title, an image (a template, coloured by the bar), a selected image and a badge. A
/// system item has UIKit's title and symbol, and its title cannot be changed (VC-34).
@preconcurrency @MainActor open class UITabBarItem: UIBarItem {
    public enum SystemItem: Int, Sendable {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads,
             mostRecent, mostViewed
    }

    /// The image shown while the item is selected (nil: `image`).
    open var selectedImage: UIImage? {
        get { selectedImageStorage ?? image }
        set {
            selectedImageStorage = newValue
            noteChange()
        }
    }

    private var selectedImageStorage: UIImage?

    /// Text in a red capsule at the top right of the image (nil: no badge).
    open var badgeValue: String? { didSet { if badgeValue != oldValue { noteChange() } } }
    /// The capsule's colour (nil: system red).
    open var badgeColor: UIColor? { didSet { noteChange() } }
    open var titlePositionAdjustment: UIOffset = UIOffset(horizontal: 0, vertical: 0) { didSet { noteChange() } }

    private var badgeAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// The system item this was made as, or nil.
    private(set) var systemItem: SystemItem?

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        self.title = title
        self.image = image
        selectedImageStorage = selectedImage
    }

    public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.init()
        super.title = systemItem.title
        image = systemItem.image
        self.tag = tag
        self.systemItem = systemItem
    }

    /// A system item keeps its title: setting another is ignored, as on iOS.
    open override var title: String? {
        get { super.title }
        set {
            guard systemItem == nil else { return }
            super.title = newValue
        }
    }

    open func setBadgeTextAttributes(_ textAttributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        badgeAttributes[state.rawValue] = textAttributes
        noteChange()
    }

    open func badgeTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        badgeAttributes[state.rawValue]
    }
}

extension UITabBarItem.SystemItem {
    /// UIKit's English titles.
    var title: String {
        switch self {
        case .more: "More"
        case .favorites: "Favorites"
        case .featured: "Featured"
        case .topRated: "Top Rated"
        case .recents: "Recents"
        case .contacts: "Contacts"
        case .history: "History"
        case .bookmarks: "Bookmarks"
        case .search: "Search"
        case .downloads: "Downloads"
        case .mostRecent: "Most Recent"
        case .mostViewed: "Most Viewed"
        }
    }

    /// UIKit's symbols, the nearest the desktop's icon theme has where it lacks the exact one (a clock for the
    /// filled clock, a person in a circle for the contact card, a bookmark for the book, an arrow for the circled
    /// arrow).
    var image: UIImage? {
        let names: [String] = switch self {
        case .more: ["ellipsis"]
        case .favorites: ["star.fill"]
        case .featured, .topRated: ["star"]
        case .recents, .history, .mostRecent: ["clock.fill", "clock"]
        case .contacts: ["person.crop.circle.fill", "person.circle"]
        case .bookmarks: ["book.fill", "bookmark.fill"]
        case .search: ["magnifyingglass"]
        case .downloads: ["arrow.down.circle.fill", "arrow.down"]
        case .mostViewed: ["list.number"]
        }
        return names.lazy.compactMap { UIImage(systemName: $0) }.first
    }
}
