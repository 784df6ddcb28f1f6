import Foundation

/// A row of a list layout (iOS 14): its content indented by `indentationLevel` steps of `indentationWidth`, with a
/// separator along its bottom edge from the indented content's leading edge, showing the content configuration
/// `defaultContentConfiguration()` starts.
///
/// `UICollectionLayoutListConfiguration.showsSeparators` does not reach the cell yet, and `accessories` are not
/// there yet.
@preconcurrency @MainActor open class UICollectionViewListCell: UICollectionViewCell {
    open var indentationLevel = 0 { didSet { setNeedsLayout() } }
    open var indentationWidth: CGFloat = 10 { didSet { setNeedsLayout() } }
    open var indentsAccessories = true

    private let separator = UIView()

    /// A list cell's configuration (`UIListContentConfiguration.cell()`), to fill in and assign to
    /// `contentConfiguration`.
    open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        installSeparator()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        installSeparator()
    }

    private func installSeparator() {
        separator.backgroundColor = .separator
        addSubview(separator)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let indent = max(0, CGFloat(indentationLevel) * (indentationWidth.isFinite ? indentationWidth : 0))
        contentView.frame = CGRect(x: indent, y: 0, width: max(0, bounds.width - indent), height: bounds.height)
        let hairline = 1 / max(1, traitCollection.displayScale)
        separator.frame = CGRect(x: indent + layoutMargins.left, y: bounds.height - hairline,
                                 width: max(0, bounds.width - indent - layoutMargins.left), height: hairline)
        bringSubviewToFront(separator)
    }
}
