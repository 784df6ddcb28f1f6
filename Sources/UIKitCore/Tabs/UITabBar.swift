import Foundation

/// A bar of tab items at the bottom of a window, drawn as iPadOS draws it: on a regular-width window the items are
/// centred, each with its image beside its title; on a compact one they share the width, image above title. The
/// selected item is in `tintColor`, the others in `unselectedItemTintColor` (grey by default); a badge is a red
/// capsule at the image's top right. Clicking an item selects it and tells the delegate.
///
/// The look comes from `standardAppearance`, or `scrollEdgeAppearance` while the selected tab's content is
/// scrolled to its bottom edge (or has no scroll view), as since iOS 15: a missing scroll-edge appearance is the
/// standard one with a transparent background. The older properties (`barTintColor`, `unselectedItemTintColor`,
/// `backgroundImage`, ...) apply over it, and appearance proxies (`UITabBar.appearance()`) set any of them
/// (UITabBar+Appearance.swift).
@preconcurrency @MainActor open class UITabBar: UIView {
    public enum ItemPositioning: Int, Sendable {
        case automatic, fill, centered
    }

    open weak var delegate: (any UITabBarDelegate)?

    /// The items, left to right. Setting them keeps the selection if the selected item is still among them.
    open var items: [UITabBarItem]? {
        get { itemsStorage }
        set { setItems(newValue, animated: false) }
    }

    private var itemsStorage: [UITabBarItem]?

    /// The item shown selected; one that is not among `items` is logged and ignored.
    open weak var selectedItem: UITabBarItem? {
        get { selectedItemStorage }
        set {
            if let newValue, !(itemsStorage ?? []).contains(where: { $0 === newValue }) {
                UIKitLog.error("UITabBar: the selected item \(newValue.title ?? "(untitled)") is not one of the bar's items; ignored")
                return
            }
            selectedItemStorage = newValue
            updateButtons()
        }
    }

    private weak var selectedItemStorage: UITabBarItem?

    open var standardAppearance = UITabBarAppearance() {
        didSet {
            appearanceDidChange()
            recordAppearance("standardAppearance") { [standardAppearance] in $0.standardAppearance = standardAppearance }
        }
    }
    open var scrollEdgeAppearance: UITabBarAppearance? {
        didSet {
            appearanceDidChange()
            recordAppearance("scrollEdgeAppearance") { [scrollEdgeAppearance] in $0.scrollEdgeAppearance = scrollEdgeAppearance }
        }
    }
    /// The background over the appearance's (nil: the appearance's).
    open var barTintColor: UIColor? {
        didSet {
            appearanceDidChange()
            recordAppearance("barTintColor") { [barTintColor] in $0.barTintColor = barTintColor }
        }
    }
    /// The colour of items that are not selected, where the appearance gives none (nil: grey).
    open var unselectedItemTintColor: UIColor? {
        didSet {
            appearanceDidChange()
            recordAppearance("unselectedItemTintColor") { [unselectedItemTintColor] in $0.unselectedItemTintColor = unselectedItemTintColor }
        }
    }
    open var itemPositioning: ItemPositioning = .automatic {
        didSet {
            updateButtons() // the layout, and with it the item appearance in force, may change
            recordAppearance("itemPositioning") { [itemPositioning] in $0.itemPositioning = itemPositioning }
        }
    }
    /// Width of each centred item (0: its content's width plus padding).
    open var itemWidth: CGFloat = 0 {
        didSet {
            setNeedsLayout()
            recordAppearance("itemWidth") { [itemWidth] in $0.itemWidth = itemWidth }
        }
    }
    /// Space between centred items (0: the system's 8 points).
    open var itemSpacing: CGFloat = 0 {
        didSet {
            setNeedsLayout()
            recordAppearance("itemSpacing") { [itemSpacing] in $0.itemSpacing = itemSpacing }
        }
    }
    /// `.black` gives a dark background where the appearance names no colour.
    open var barStyle: UIBarStyle = .default {
        didSet {
            appearanceDidChange()
            recordAppearance("barStyle") { [barStyle] in $0.barStyle = barStyle }
        }
    }
    /// Off: the background is opaque.
    open var isTranslucent = true {
        didSet {
            appearanceDidChange()
            // The container lays its content under a translucent bar and beside an opaque one.
            if isTranslucent != oldValue { superview?.setNeedsLayout() }
            recordAppearance("isTranslucent") { [isTranslucent] in $0.isTranslucent = isTranslucent }
        }
    }
    open var backgroundImage: UIImage? {
        didSet {
            appearanceDidChange()
            recordAppearance("backgroundImage") { [backgroundImage] in $0.backgroundImage = backgroundImage }
        }
    }
    open var shadowImage: UIImage? {
        didSet {
            appearanceDidChange()
            recordAppearance("shadowImage") { [shadowImage] in $0.shadowImage = shadowImage }
        }
    }
    open var selectionIndicatorImage: UIImage? {
        didSet {
            appearanceDidChange()
            recordAppearance("selectionIndicatorImage") { [selectionIndicatorImage] in $0.selectionIndicatorImage = selectionIndicatorImage }
        }
    }

    open override var tintColor: UIColor! {
        get { super.tintColor }
        set {
            super.tintColor = newValue
            recordAppearance("tintColor") { [newValue] in $0.tintColor = newValue }
        }
    }

    /// Whether the selected tab's content is scrolled to its bottom edge (the scroll-edge appearance applies); set
    /// by the tab bar controller.
    var isAtScrollEdge = true { didSet { if isAtScrollEdge != oldValue { appearanceDidChange() } } }

    /// The height of the bar's content, above the bottom safe area.
    static let contentHeight: CGFloat = 50

    var buttons: [TabBarButton] = []
    // The background image, the hairline at the top and the selected item's indicator (UITabBar+Appearance.swift).
    let backgroundImageView = UIImageView()
    let hairline = UIView()
    let selectionIndicatorView = UIImageView()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpChrome()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpChrome()
    }

    private func setUpChrome() {
        for view in [backgroundImageView, hairline, selectionIndicatorView] { addSubview(view) }
        selectionIndicatorView.layer.cornerRadius = 8
        selectionIndicatorView.layer.masksToBounds = true
        appearanceDidChange()
    }

    // MARK: Appearance proxies (Appearance/UIAppearance.swift)


    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        for item in itemsStorage ?? [] { item.hostDidChange = nil }
        itemsStorage = items
        if let selected = selectedItemStorage, !(items ?? []).contains(where: { $0 === selected }) {
            selectedItemStorage = nil
        }
        for button in buttons { button.removeFromSuperview() }
        buttons = (items ?? []).map { item in
            let button = TabBarButton(item: item)
            button.onSelect = { [weak self] item in self?.userSelected(item) }
            item.hostDidChange = { [weak self] _ in self?.updateButtons() }
            addSubview(button)
            return button
        }
        updateButtons()
    }

    /// Whether the items are laid out centred with their titles beside their images (iPadOS in a regular width).
    var isCentered: Bool {
        switch itemPositioning {
        case .fill: false
        case .centered: true
        case .automatic: traitCollection.horizontalSizeClass == .regular
        }
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: UITabBar.contentHeight + safeAreaInsets.bottom)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let scale = window?.screen.nativeScale ?? UIScreen.main.nativeScale
        hairline.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 1 / max(scale, 1))
        backgroundImageView.frame = bounds
        let height = UITabBar.contentHeight
        defer { layoutSelectionIndicator() }
        guard !buttons.isEmpty else { return }
        let centered = isCentered
        let appearance = effectiveAppearance
        let stackedCentered = !centered && stackedItemsAreCentered(appearance)
        for button in buttons { button.isInline = centered }
        if centered || stackedCentered {
            let spacing = centered ? (itemSpacing > 0 ? itemSpacing : 8) : (appearance.stackedItemSpacing > 0 ? appearance.stackedItemSpacing : 8)
            let widths = buttons.map { button in
                centered ? (itemWidth > 0 ? itemWidth : button.inlineContentWidth + 24)
                    : (appearance.stackedItemWidth > 0 ? appearance.stackedItemWidth : Self.stackedCenteredItemWidth)
            }
            let total = widths.reduce(0, +) + spacing * CGFloat(buttons.count - 1)
            var x = ((bounds.width - total) / 2).rounded()
            for (button, width) in zip(buttons, widths) {
                button.frame = CGRect(x: x, y: 0, width: width, height: height)
                x += width + spacing
            }
        } else {
            let width = bounds.width / CGFloat(buttons.count)
            for (index, button) in buttons.enumerated() {
                button.frame = CGRect(x: (CGFloat(index) * width).rounded(), y: 0,
                                      width: (CGFloat(index + 1) * width).rounded() - (CGFloat(index) * width).rounded(), height: height)
            }
        }
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateButtons()
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        // The layout (and with it the item appearance in force) may follow the size classes.
        updateButtons()
    }

    /// The button that shows `item` (tests and the pointer find items through it).
    func button(for item: UITabBarItem) -> UIView? { buttons.first { $0.item === item } }

    /// A click on an item: it becomes selected and the delegate hears of it.
    func userSelected(_ item: UITabBarItem) {
        guard item.isEnabled else { return }
        if let controller = delegate as? UITabBarController {
            // The controller decides (its delegate may refuse), then hears the bar's callback as UIKit sends it.
            if controller.userSelectedTab(at: (itemsStorage ?? []).firstIndex { $0 === item } ?? -1) {
                controller.tabBar(self, didSelect: item)
            }
            return
        }
        selectedItem = item
        delegate?.tabBar(self, didSelect: item)
    }
}
