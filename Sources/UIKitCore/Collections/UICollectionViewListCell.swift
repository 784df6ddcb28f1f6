import Foundation

/// A row of a list layout (iOS 14): its content indented by `indentationLevel` steps of `indentationWidth`, between
/// its leading and trailing `accessories`, with a separator along its bottom edge from the content's leading edge,
/// showing the content configuration `defaultContentConfiguration()` starts. The accessories shown follow the
/// collection view's editing state (`UICollectionViewListCell+Accessories.swift`).
///
/// `UICollectionLayoutListConfiguration.showsSeparators` does not reach the cell yet.
@preconcurrency @MainActor open class UICollectionViewListCell: UICollectionViewCell {
    open var indentationLevel = 0 { didSet { setNeedsLayout() } }
    open var indentationWidth: CGFloat = 10 { didSet { setNeedsLayout() } }
    /// Whether leading accessories move in with the content as the indentation grows.
    open var indentsAccessories = true { didSet { setNeedsLayout() } }

    /// The accessories, in any order: system ones take their kind's place, custom ones their placement's.
    open var accessories: [UICellAccessory] = [] { didSet { accessoriesDidChange() } }

    /// The outline chevron turns as the item expands or collapses on screen (at once while the cell is off screen,
    /// being configured for another item).
    override var isExpandedInOutline: Bool {
        didSet { for view in accessoryViews { view.setExpanded(isExpandedInOutline, animated: window != nil) } }
    }

    private let separator = UIView()
    /// A view per accessory, in the order of `accessories`.
    var accessoryViews: [ListCellAccessoryView] = []
    /// The hairline before a reorder grip that follows another trailing accessory.
    let reorderSeparator = UIView()

    /// A list cell's configuration (`UIListContentConfiguration.cell()`), to fill in and assign to
    /// `contentConfiguration`.
    open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        installSeparators()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        installSeparators()
    }

    private func installSeparators() {
        separator.backgroundColor = .separator
        addSubview(separator)
        reorderSeparator.backgroundColor = .separator
        reorderSeparator.isHidden = true
        addSubview(reorderSeparator)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let indent = max(0, CGFloat(indentationLevel) * (indentationWidth.isFinite ? indentationWidth : 0))
        let content = layOutAccessories(indent: indent)
        contentView.frame = CGRect(x: content.minX, y: 0, width: content.width, height: bounds.height)
        let hairline = 1 / max(1, traitCollection.displayScale)
        separator.frame = CGRect(x: content.minX + layoutMargins.left, y: bounds.height - hairline,
                                 width: max(0, bounds.width - content.minX - layoutMargins.left), height: hairline)
        bringSubviewToFront(separator)
    }
}
