import Foundation

/// A collection view item: content in `contentView`, over an optional `backgroundView`, with
/// `selectedBackgroundView` shown while selected or highlighted (CV-5).
@preconcurrency @MainActor open class UICollectionViewCell: UICollectionReusableView {
    /// Where subclasses add their subviews; it fills the cell.
    open private(set) var contentView = UIView()
    /// A storyboard prototype's selection segue (`<collectionViewCell><connections><segue>`): performed when the
    /// user selects the cell's item, with the cell as sender.
    /// (final: Swift 6.3 mangles a main-actor closure property of a @preconcurrency class differently in subclass
    /// vtables, which fails to link.)
    final var storyboardSelectionSegue: (@MainActor (UICollectionViewCell) -> Void)?

    open var backgroundView: UIView? {
        didSet { if oldValue !== backgroundView { oldValue?.removeFromSuperview(); layOutBackgrounds() } }
    }
    open var selectedBackgroundView: UIView? {
        didSet { if oldValue !== selectedBackgroundView { oldValue?.removeFromSuperview(); layOutBackgrounds() } }
    }

    open var isSelected = false {
        didSet { if isSelected != oldValue { updateBackgroundsForState() } }
    }
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { updateBackgroundsForState() } }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        installContentView()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        installContentView()
    }

    private func installContentView() {
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    open override func prepareForReuse() {
        super.prepareForReuse()
        isHighlighted = false
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutBackgrounds()
    }

    /// The backgrounds sit behind the content view, filling the cell; the selected one shows only when the cell is
    /// selected or highlighted.
    private func layOutBackgrounds() {
        for background in [backgroundView, selectedBackgroundView].compactMap({ $0 }) {
            background.frame = bounds
            background.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        }
        if let backgroundView, backgroundView.superview !== self { insertSubview(backgroundView, at: 0) }
        if let selectedBackgroundView, selectedBackgroundView.superview !== self {
            insertSubview(selectedBackgroundView, at: backgroundView == nil ? 0 : 1)
        }
        updateBackgroundsForState()
    }

    private func updateBackgroundsForState() {
        selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
    }
}
