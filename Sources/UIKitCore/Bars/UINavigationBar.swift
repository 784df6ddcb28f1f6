import Foundation

/// The bar at the top of a navigation interface: a stack of navigation items of which it shows the top one (its
/// title or title view centred, its left and right items, a back button to the item below with a chevron and
/// that item's title), optionally a prompt above and a large title below.
///
/// Metrics: the standard row is 50 points tall, as on Mac Catalyst (iOS uses 44 on a phone; a desktop window is
/// pointed at with a mouse, where Catalyst's taller bar is the reference), a prompt adds 30 and a large title 52.
@preconcurrency @MainActor open class UINavigationBar: UIView, UIBarPositioning {
    /// The height of the row holding the title and the items.
    static let standardRowHeight: CGFloat = 50
    static let promptHeight: CGFloat = 30
    /// The height of the large title area when expanded.
    static let largeTitleHeight: CGFloat = 52
    /// The distance from the bar's edges to the outermost items' tap areas.
    static let edgeMargin: CGFloat = 8
    /// The space between neighbouring items' tap areas.
    static let itemSpacing: CGFloat = 0
    static let titleFont = UIFont.systemFont(ofSize: 17, weight: .semibold)
    static let largeTitleFont = UIFont.systemFont(ofSize: 34, weight: .bold)
    static let promptFont = UIFont.systemFont(ofSize: 13)

    open weak var delegate: (any UINavigationBarDelegate)?
    open var barStyle: UIBarStyle = .default {
        didSet {
            appearanceDidChange()
            recordAppearance("barStyle") { [barStyle] in $0.barStyle = barStyle }
        }
    }
    open var isTranslucent = true {
        didSet {
            appearanceDidChange()
            // The container lays its content under a translucent bar and beside an opaque one.
            if isTranslucent != oldValue { superview?.setNeedsLayout() }
            recordAppearance("isTranslucent") { [isTranslucent] in $0.isTranslucent = isTranslucent }
        }
    }
    open var barTintColor: UIColor? {
        didSet {
            appearanceDidChange()
            recordAppearance("barTintColor") { [barTintColor] in $0.barTintColor = barTintColor }
        }
    }
    open var shadowImage: UIImage? {
        didSet {
            appearanceDidChange()
            recordAppearance("shadowImage") { [shadowImage] in $0.shadowImage = shadowImage }
        }
    }
    open var titleTextAttributes: [NSAttributedString.Key: Any]? {
        didSet {
            appearanceDidChange()
            recordAppearance("titleTextAttributes") { [titleTextAttributes] in $0.titleTextAttributes = titleTextAttributes }
        }
    }
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? {
        didSet {
            appearanceDidChange()
            recordAppearance("largeTitleTextAttributes") { [largeTitleTextAttributes] in $0.largeTitleTextAttributes = largeTitleTextAttributes }
        }
    }
    open var backIndicatorImage: UIImage? {
        didSet {
            appearanceDidChange()
            recordAppearance("backIndicatorImage") { [backIndicatorImage] in $0.backIndicatorImage = backIndicatorImage }
        }
    }
    open var backIndicatorTransitionMaskImage: UIImage?
    /// Whether top items show a large title below the row (as their `largeTitleDisplayMode` allows).
    open var prefersLargeTitles = false {
        didSet {
            if prefersLargeTitles != oldValue { contentDidChange(animated: false) }
            recordAppearance("prefersLargeTitles") { [prefersLargeTitles] in $0.prefersLargeTitles = prefersLargeTitles }
        }
    }

    open var standardAppearance = UINavigationBarAppearance() {
        didSet {
            appearanceDidChange()
            recordAppearance("standardAppearance") { [standardAppearance] in $0.standardAppearance = standardAppearance }
        }
    }
    open var compactAppearance: UINavigationBarAppearance? {
        didSet {
            appearanceDidChange()
            recordAppearance("compactAppearance") { [compactAppearance] in $0.compactAppearance = compactAppearance }
        }
    }
    open var scrollEdgeAppearance: UINavigationBarAppearance? {
        didSet {
            appearanceDidChange()
            recordAppearance("scrollEdgeAppearance") { [scrollEdgeAppearance] in $0.scrollEdgeAppearance = scrollEdgeAppearance }
        }
    }
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        didSet {
            appearanceDidChange()
            recordAppearance("compactScrollEdgeAppearance") { [compactScrollEdgeAppearance] in $0.compactScrollEdgeAppearance = compactScrollEdgeAppearance }
        }
    }

    open var barPosition: UIBarPosition { delegate?.position(for: self) ?? .any }

    var itemStack: [UINavigationItem] = []

    open var items: [UINavigationItem]? {
        get { itemStack }
        set { setItems(newValue, animated: false) }
    }
    open var topItem: UINavigationItem? { itemStack.last }
    open var backItem: UINavigationItem? { itemStack.count > 1 ? itemStack[itemStack.count - 2] : nil }

    /// Set by a navigation controller managing this bar: a tap on the back button pops a controller, not an item.
    weak var managingController: UINavigationController?
    /// Whether the content under the bar is scrolled to its top edge (the scroll-edge appearance applies).
    var isAtScrollEdge = true { didSet { if isAtScrollEdge != oldValue { appearanceDidChange() } } }
    /// How far the large title is expanded: 1 fully, 0 collapsed into the row (the top scroll view scrolled).
    var largeTitleFraction: CGFloat = 1 {
        didSet { if largeTitleFraction != oldValue { setNeedsLayout(); superview?.setNeedsLayout() } }
    }

    /// The top item's search bar and how far it is shown when stacked (UINavigationBar+Search.swift).
    var shownSearchBar: UISearchBar?
    weak var shownSearchController: UISearchController?
    var searchFraction: CGFloat = 1 {
        didSet { if searchFraction != oldValue { setNeedsLayout(); superview?.setNeedsLayout() } }
    }
    /// Set by an active search whose controller `hidesNavigationBarDuringPresentation`.
    var searchHidesRow = false { didSet { if searchHidesRow != oldValue { setNeedsLayout(); superview?.setNeedsLayout() } } }

    // The views showing the top item (UINavigationBar+Content.swift builds them).
    let contentView = UIView()
    let titleLabel = UILabel()
    let largeTitleLabel = UILabel()
    let promptLabel = UILabel()
    let shadowView = UIView()
    var backButtonView: BarButtonView?
    var leftViews: [UIView] = []
    var rightViews: [UIView] = []
    var shownTitleView: UIView?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpContent()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpContent()
    }

    // MARK: The item stack

    /// Pushes `item` as the new top item (unless the delegate refuses); it must not be in the bar already.
    open func pushItem(_ item: UINavigationItem, animated: Bool) {
        guard !itemStack.contains(where: { $0 === item }) else {
            return UIKitLog.error("UINavigationBar: the item is already in the bar; push ignored")
        }
        guard delegate?.navigationBar(self, shouldPush: item) ?? true else { return }
        itemStack.append(item)
        contentDidChange(animated: animated)
        delegate?.navigationBar(self, didPush: item)
    }

    /// Pops the top item (unless it is the only one or the delegate refuses) and returns it. With a navigation
    /// controller managing the bar, its top controller is popped instead.
    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? {
        guard let top = topItem else { return nil }
        if let managingController {
            return managingController.popViewController(animated: animated) != nil ? top : nil
        }
        guard itemStack.count > 1, delegate?.navigationBar(self, shouldPop: top) ?? true else { return nil }
        itemStack.removeLast()
        contentDidChange(animated: animated)
        delegate?.navigationBar(self, didPop: top)
        return top
    }

    /// Replaces the stack without asking the delegate.
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        var unique: [UINavigationItem] = []
        for item in items ?? [] where !unique.contains(where: { $0 === item }) { unique.append(item) }
        if unique.count != (items ?? []).count { UIKitLog.error("UINavigationBar: an item appears more than once; kept once") }
        itemStack = unique
        contentDidChange(animated: animated)
    }

    /// The navigation controller's stack changed (no delegate calls, as the controller already decided).
    func setItemsFromController(_ items: [UINavigationItem], animated: Bool) {
        guard items.count != itemStack.count || zip(items, itemStack).contains(where: { $0 !== $1 }) else { return }
        itemStack = items
        contentDidChange(animated: animated)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutContent() // UINavigationBar+Content.swift
    }

    open override var tintColor: UIColor! {
        get { super.tintColor }
        set {
            super.tintColor = newValue
            recordAppearance("tintColor") { [newValue] in $0.tintColor = newValue }
        }
    }

    // MARK: Appearance proxies (Appearance/UIAppearance.swift)

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        guard window != nil else { return }
        for item in itemStack.flatMap(\.allBarButtonItems) where item.hostingBar === self { item.applyAppearance() }
    }

    // MARK: Size

    /// Whether the top item shows a large title: the bar prefers them and the item's mode allows (automatic
    /// follows the items below, `.always` shows one, `.never` and `.inline` do not).
    var showsLargeTitle: Bool {
        guard prefersLargeTitles, topItem != nil else { return false }
        for item in itemStack.reversed() {
            switch item.largeTitleDisplayMode {
            case .always: return true
            case .never, .inline: return false
            case .automatic: continue
            }
        }
        return true
    }

    /// The height the bar wants: the row, a prompt's line, the large title area as far as it is expanded and a
    /// stacked search bar as far as it shows (only the search bar while an active search folds the row away).
    var preferredHeight: CGFloat {
        guard !titleRowIsFolded else { return stackedSearchHeight }
        var height = Self.standardRowHeight
        if topItem?.prompt != nil { height += Self.promptHeight }
        if showsLargeTitle { height += Self.largeTitleHeight * min(max(largeTitleFraction, 0), 1) }
        return height + shownSearchHeight
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: preferredHeight)
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: preferredHeight)
    }
}
