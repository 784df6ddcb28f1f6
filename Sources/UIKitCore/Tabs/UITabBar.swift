import Foundation

/// A bar of tab items at the bottom of a window, drawn as iPadOS draws it: on a regular-width window the items are
/// centred, each with its image beside its title; on a compact one they share the width, image above title. The
/// selected item is in `tintColor`, the others in `unselectedItemTintColor` (grey by default); a badge is a red
/// capsule at the image's top right. Clicking an item selects it and tells the delegate.
///
/// `standardAppearance` and `scrollEdgeAppearance` (`UITabBarAppearance`) are not here: they build on
/// `UIBarAppearance`, which comes with the navigation bar.
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

    /// The background (nil: the system's bar material colour).
    open var barTintColor: UIColor? { didSet { applyBackground() } }
    /// The colour of items that are not selected (nil: grey).
    open var unselectedItemTintColor: UIColor? { didSet { updateButtons() } }
    open var itemPositioning: ItemPositioning = .automatic { didSet { setNeedsLayout() } }
    /// Width of each centred item (0: its content's width plus padding).
    open var itemWidth: CGFloat = 0 { didSet { setNeedsLayout() } }
    /// Space between centred items (0: the system's 8 points).
    open var itemSpacing: CGFloat = 0 { didSet { setNeedsLayout() } }
    open var isTranslucent = true
    open var backgroundImage: UIImage?
    open var shadowImage: UIImage?
    open var selectionIndicatorImage: UIImage?

    /// The height of the bar's content, above the bottom safe area.
    static let contentHeight: CGFloat = 50

    private var buttons: [TabBarButton] = []
    private let hairline = UIView()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        applyBackground()
        hairline.backgroundColor = .separator
        addSubview(hairline)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        applyBackground()
        hairline.backgroundColor = .separator
        addSubview(hairline)
    }

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
        let scale = window?.screen.scale ?? UIScreen.main.scale
        hairline.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 1 / max(scale, 1))
        let height = UITabBar.contentHeight
        guard !buttons.isEmpty else { return }
        let centered = isCentered
        for button in buttons { button.isInline = centered }
        if centered {
            let spacing = itemSpacing > 0 ? itemSpacing : 8
            let widths = buttons.map { itemWidth > 0 ? itemWidth : $0.inlineContentWidth + 24 }
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
        setNeedsLayout()
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

    private func applyBackground() {
        backgroundColor = barTintColor ?? UIColor(dynamicProvider: { traits in
            traits.userInterfaceStyle == .dark ? UIColor(white: 0.11, alpha: 1) : UIColor(white: 0.97, alpha: 1)
        })
    }

    private func updateButtons() {
        let selectedColor = tintColor ?? .systemBlue
        let unselectedColor = unselectedItemTintColor ?? .systemGray
        for button in buttons {
            let selected = button.item === selectedItemStorage
            button.update(selected: selected, color: selected ? selectedColor : unselectedColor)
        }
        setNeedsLayout()
    }
}
