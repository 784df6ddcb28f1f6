import Foundation

/// A collection view item: content in `contentView`, over an optional `backgroundView`, with
/// `selectedBackgroundView` shown while selected or highlighted (CV-5). A content configuration (iOS 14) becomes a
/// view inside `contentView` and a background configuration a view behind it, updated for the cell's state before
/// each layout after a change (`UICollectionViewCell+Configuration.swift`).
@preconcurrency @MainActor open class UICollectionViewCell: UICollectionReusableView {
    public typealias ConfigurationUpdateHandler = (UICollectionViewCell, UICellConfigurationState) -> Void

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
        didSet {
            guard isSelected != oldValue else { return }
            updateBackgroundsForState()
            setNeedsUpdateConfiguration()
            AccessibilityTree.shared.selectionDidChange(of: self, selected: isSelected)
        }
    }
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { updateBackgroundsForState(); setNeedsUpdateConfiguration() } }
    }
    /// Whether the collection view is editing (iOS 14 has no public property on the cell; it reaches the cell as
    /// `configurationState.isEditing`, and a list cell shows the accessories for it).
    var isEditingInCollection = false {
        didSet { if isEditingInCollection != oldValue { setNeedsUpdateConfiguration() } }
    }
    /// Whether the cell's item is an expanded outline parent (a diffable data source's section snapshot says):
    /// `configurationState.isExpanded`.
    var isExpandedInOutline = false {
        didSet { if isExpandedInOutline != oldValue { setNeedsUpdateConfiguration() } }
    }

    // Configurations
    /// Setting one puts the configuration's view in `contentView` (one that supports it is kept and reconfigured).
    open var contentConfiguration: (any UIContentConfiguration)? { didSet { applyContentConfiguration() } }
    /// Drawn behind the content instead of `backgroundView` (at once, for the current state).
    open var backgroundConfiguration: UIBackgroundConfiguration? { didSet { applyBackgroundConfiguration() } }
    open var automaticallyUpdatesContentConfiguration = true
    open var automaticallyUpdatesBackgroundConfiguration = true
    open var configurationUpdateHandler: ConfigurationUpdateHandler? { didSet { setNeedsUpdateConfiguration() } }
    var configurationContentView: (UIView & UIContentView)?
    /// Made when a background configuration is first set.
    var backgroundConfigurationView: UIView?
    var needsConfigurationUpdate = false

    /// The traits and the state the cell is in now.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isEditing = isEditingInCollection
        state.isExpanded = isExpandedInOutline
        return state
    }

    /// Asks for `updateConfiguration(using:)` before the next layout.
    open func setNeedsUpdateConfiguration() {
        needsConfigurationUpdate = true
        setNeedsLayout()
    }

    /// Updates the configurations for `state`: with `automaticallyUpdates…` on, each configuration becomes its
    /// `updated(for:)`; then `configurationUpdateHandler` runs. Override to set configurations yourself.
    open func updateConfiguration(using state: UICellConfigurationState) {
        updateConfigurations(using: state)
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
        applyConfigurationUpdateIfNeeded()
        super.layoutSubviews()
        layOutBackgrounds()
        backgroundConfigurationView?.frame = bounds
        configurationContentView?.frame = contentView.bounds
    }

    /// A cell showing a content configuration (and no constraints of its own) is as tall as the configuration's
    /// view at the proposed width; otherwise Auto Layout or `sizeThatFits` decide, as for any reusable view.
    open override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutAttributes {
        guard configurationContentView != nil, contentView.constraints.isEmpty else {
            return super.preferredLayoutAttributesFitting(layoutAttributes)
        }
        return configuredLayoutAttributesFitting(layoutAttributes)
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

    /// The collection view showing the cell (its superview, or an orthogonal section's scroller's).
    var enclosingCollectionView: UICollectionView? {
        var view = superview
        while let current = view, !(current is UICollectionView) {
            view = current.superview
        }
        return view as? UICollectionView
    }

    private func updateBackgroundsForState() {
        selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
    }
}
