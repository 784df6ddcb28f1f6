import Foundation

/// What a navigation bar shows for one level of a stack: a title (or title view), a prompt, the items at the left
/// and right and how the back button to the level below looks. The bar showing the item hears its changes.
@preconcurrency @MainActor open class UINavigationItem: NSObject {
    public enum LargeTitleDisplayMode: Int, Sendable { case automatic, always, never, inline }
    public enum BackButtonDisplayMode: Int, Sendable { case `default`, generic, minimal }
    public enum ItemStyle: Int, Sendable { case navigator, browser, editor }
    /// Where the search bar of `searchController` goes: below the title (stacked) or in the title's row (inline).
    public enum SearchBarPlacement: Int, Sendable { case automatic = 0, inline = 1, stacked = 2 }

    private var titleStorage: String?
    /// The title; a controller's item without one shows the controller's `title`.
    open var title: String? {
        get { titleStorage ?? owningController?.title }
        set { titleStorage = newValue; noteChange() }
    }
    open var titleView: UIView? { didSet { if titleView !== oldValue { noteChange() } } }
    /// A line of text above the title; the bar grows to hold it.
    open var prompt: String? { didSet { if prompt != oldValue { noteChange() } } }
    open var backButtonTitle: String? { didSet { if backButtonTitle != oldValue { noteChange() } } }
    /// The button shown on the bar when the item above this one is on top (nil: one titled with this item's title).
    open var backBarButtonItem: UIBarButtonItem? { didSet { if backBarButtonItem !== oldValue { noteChange() } } }
    open var backButtonDisplayMode: BackButtonDisplayMode = .default { didSet { noteChange() } }
    open var hidesBackButton: Bool = false { didSet { if hidesBackButton != oldValue { noteChange() } } }
    /// Whether the left items are shown beside the back button rather than in its place.
    open var leftItemsSupplementBackButton: Bool = false { didSet { noteChange() } }
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic { didSet { noteChange() } }
    open var style: ItemStyle = .navigator
    open var standardAppearance: UINavigationBarAppearance? { didSet { noteChange() } }
    open var compactAppearance: UINavigationBarAppearance? { didSet { noteChange() } }
    open var scrollEdgeAppearance: UINavigationBarAppearance? { didSet { noteChange() } }
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? { didSet { noteChange() } }

    /// The search controller whose search bar the navigation bar shows while this item is on top.
    open var searchController: UISearchController? {
        didSet {
            guard searchController !== oldValue else { return }
            if oldValue?.hostItem === self { oldValue?.hostItem = nil }
            searchController?.hostItem = self
            noteChange()
        }
    }
    /// Whether scrolling the content up folds the search bar away (it comes back at the top edge).
    open var hidesSearchBarWhenScrolling = true { didSet { if hidesSearchBarWhenScrolling != oldValue { noteChange() } } }
    /// The placement asked for; `.automatic` is stacked below the title, as on iPadOS and Mac Catalyst.
    open var preferredSearchBarPlacement: SearchBarPlacement = .automatic {
        didSet { if preferredSearchBarPlacement != oldValue { noteChange() } }
    }
    /// The placement in force (never `.automatic`).
    open var searchBarPlacement: SearchBarPlacement {
        preferredSearchBarPlacement == .inline ? .inline : .stacked
    }

    /// The items at the left, outermost first.
    open var leftBarButtonItems: [UIBarButtonItem]? { didSet { noteChange() } }
    /// The items at the right, outermost (rightmost) first.
    open var rightBarButtonItems: [UIBarButtonItem]? { didSet { noteChange() } }

    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    public override init() { super.init() }

    public init(title: String) {
        titleStorage = title
        super.init()
    }

    /// Items in nibs and storyboards are decoded by the storyboard reader, not through a coder.
    public required init?(coder: NSCoder) { super.init() }

    /// The bar cross-fades the change when `animated` (as it does any change of the top item).
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
        withAnimatedChange(animated) { self.hidesBackButton = hidesBackButton }
    }
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) {
        withAnimatedChange(animated) { self.leftBarButtonItem = item }
    }
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) {
        withAnimatedChange(animated) { self.rightBarButtonItem = item }
    }
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        withAnimatedChange(animated) { self.leftBarButtonItems = items }
    }
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        withAnimatedChange(animated) { self.rightBarButtonItems = items }
    }

    /// The controller whose `navigationItem` this is: its title stands in for a missing one.
    weak var owningController: UIViewController?

    /// The navigation bar showing the item, set by the bar.
    weak var hostingNavigationBar: UINavigationBar?

    /// Set by the navigation bar showing the item; `animated` says whether it should cross-fade the change.
    var hostDidChange: ((UINavigationItem, _ animated: Bool) -> Void)?
    private var changeIsAnimated = false

    func noteChange() { hostDidChange?(self, changeIsAnimated) }

    private func withAnimatedChange(_ animated: Bool, _ change: () -> Void) {
        changeIsAnimated = animated
        change()
        changeIsAnimated = false
    }

    /// Every bar button item the item shows, for the bar to watch.
    var allBarButtonItems: [UIBarButtonItem] {
        (leftBarButtonItems ?? []) + (rightBarButtonItems ?? []) + (backBarButtonItem.map { [$0] } ?? [])
    }
}
