import Foundation

/// A table row. Custom content goes in `contentView`; the built-in styles (`.default`, `.value1`, `.value2`,
/// `.subtitle`) lay out `textLabel`, `detailTextLabel` and `imageView`, which exist only once referenced (TV-2);
/// `contentConfiguration` replaces them with a configuration's view. Beside the content: the accessory at the
/// trailing edge, the editing control and reorder grip in edit mode, the separator under the row, and the
/// background, selected background and background configuration behind it all.
@preconcurrency @MainActor open class UITableViewCell: UIView {
    public enum CellStyle: Int, Sendable { case `default`, value1, value2, subtitle }
    public enum SelectionStyle: Int, Sendable { case none, blue, gray, `default` }
    public enum FocusStyle: Int, Sendable { case `default`, custom }
    public enum EditingStyle: Int, Sendable { case none, delete, insert }
    public enum AccessoryType: Int, Sendable { case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton }
    public enum SeparatorStyle: Int, Sendable { case none, singleLine, singleLineEtched }
    public enum DragState: Int, Sendable { case none, lifting, dragging }
    public struct StateMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let showingEditControl = StateMask(rawValue: 1 << 0)
        public static let showingDeleteConfirmation = StateMask(rawValue: 1 << 1)
    }
    public typealias ConfigurationUpdateHandler = (UITableViewCell, UICellConfigurationState) -> Void

    public let style: CellStyle
    open internal(set) var reuseIdentifier: String?
    /// A storyboard prototype's selection segue (`<tableViewCell><connections><segue>`): performed when the user
    /// selects the cell's row, with the cell as sender.
    var storyboardSelectionSegue: (@MainActor (UITableViewCell) -> Void)?
    /// Where custom subviews go: inset for the editing control and the accessory, in front of the backgrounds.
    open private(set) var contentView: UIView
    lazy var builtInTextLabel: UILabel = makeBuiltInLabel(detail: false)
    lazy var builtInDetailTextLabel: UILabel = makeBuiltInLabel(detail: true)
    lazy var builtInImageView: UIImageView = {
        let view = UIImageView()
        contentView.addSubview(view)
        setNeedsLayout()
        return view
    }()
    var hasTextLabel = false, hasDetailTextLabel = false, hasImageView = false

    /// The main label; nil for no style of this platform, created when first asked for (TV-2).
    open var textLabel: UILabel? {
        hasTextLabel = true
        return builtInTextLabel
    }

    /// The secondary label of `.value1`, `.value2` and `.subtitle` cells; nil for `.default` ones.
    open var detailTextLabel: UILabel? {
        guard style != .default else { return nil }
        hasDetailTextLabel = true
        return builtInDetailTextLabel
    }

    /// The image at the leading edge; nil for `.value2` cells.
    open var imageView: UIImageView? {
        guard style != .value2 else { return nil }
        hasImageView = true
        return builtInImageView
    }

    open var backgroundView: UIView? {
        didSet { replaceBackground(oldValue, with: backgroundView) }
    }

    /// Shown behind the content while the cell is selected or highlighted (unless `selectionStyle` is `.none`);
    /// the cell makes a grey one when none is set.
    open var selectedBackgroundView: UIView? {
        get {
            if selectedBackgroundStorage == nil, selectionStyle != .none {
                let view = UIView()
                view.backgroundColor = .systemGray4
                selectedBackgroundStorage = view
                madeDefaultSelectedBackground = true
            }
            return selectedBackgroundStorage
        }
        set {
            let old = selectedBackgroundStorage
            selectedBackgroundStorage = newValue
            madeDefaultSelectedBackground = false
            if old !== newValue { old?.removeFromSuperview() }
            updateBackgroundViews()
        }
    }
    var selectedBackgroundStorage: UIView?
    var madeDefaultSelectedBackground = false

    /// Replaces `selectedBackgroundView` when the table allows multiple selection (TV-6).
    open var multipleSelectionBackgroundView: UIView? { didSet { updateBackgroundViews() } }

    open var selectionStyle: SelectionStyle = .default { didSet { updateBackgroundViews() } }
    open var focusStyle: FocusStyle = .default
    open var accessoryType: AccessoryType = .none { didSet { accessoryDidChange() } }
    /// Overrides `accessoryType` (TV-4).
    open var accessoryView: UIView? {
        didSet {
            if oldValue !== accessoryView { oldValue?.removeFromSuperview() }
            accessoryDidChange()
        }
    }
    /// What replaces the accessory in edit mode; with neither set, no accessory shows while editing (TV-27).
    open var editingAccessoryType: AccessoryType = .none { didSet { accessoryDidChange() } }
    open var editingAccessoryView: UIView? {
        didSet {
            if oldValue !== editingAccessoryView { oldValue?.removeFromSuperview() }
            accessoryDidChange()
        }
    }
    open var indentationLevel = 0 { didSet { setNeedsLayout() } }
    open var indentationWidth: CGFloat = 10 { didSet { setNeedsLayout() } }
    open var shouldIndentWhileEditing = true { didSet { setNeedsLayout() } }
    /// Whether the table shows the grip in edit mode (the table sets it from `canMoveRowAt`).
    open var showsReorderControl = false { didSet { setNeedsLayout() } }
    /// Only left and right count (TV-5); a cell that never set it follows its table's.
    open var separatorInset: UIEdgeInsets {
        get { ownSeparatorInset ?? tableSeparatorInset }
        set {
            ownSeparatorInset = newValue
            setNeedsLayout()
        }
    }
    var ownSeparatorInset: UIEdgeInsets?
    var tableSeparatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    open var userInteractionEnabledWhileDragging = false

    var isEditingStorage = false
    open var isEditing: Bool {
        get { isEditingStorage }
        set { setEditing(newValue, animated: false) }
    }
    /// The control shown in edit mode; the table sets it from `editingStyleForRowAt`.
    open internal(set) var editingStyle: EditingStyle = .delete
    open internal(set) var showingDeleteConfirmation = false

    open var isSelected: Bool {
        get { selectedStorage }
        set { setSelected(newValue, animated: false) }
    }
    open var isHighlighted: Bool {
        get { highlightedStorage }
        set { setHighlighted(newValue, animated: false) }
    }
    var selectedStorage = false
    var highlightedStorage = false

    // Configurations
    var contentConfigurationStorage: (any UIContentConfiguration)?
    var configurationContentView: (UIView & UIContentView)?
    open var backgroundConfiguration: UIBackgroundConfiguration? { didSet { setNeedsUpdateConfiguration() } }
    open var automaticallyUpdatesContentConfiguration = true
    open var automaticallyUpdatesBackgroundConfiguration = true
    open var configurationUpdateHandler: ConfigurationUpdateHandler? { didSet { setNeedsUpdateConfiguration() } }
    var needsConfigurationUpdate = false
    let backgroundConfigurationView = UIView()
    var isSwiped = false { didSet { if isSwiped != oldValue { setNeedsUpdateConfiguration() } } }

    // Parts the table shows
    var accessoryGlyph: TableCellGlyphView?
    var editingControl: TableCellGlyphView?
    var reorderControl: TableCellGlyphView?
    let separatorView = UIView()
    /// Set by the table: whether the row draws its separator and whether multiple selection is on.
    var showsSeparator = true { didSet { if showsSeparator != oldValue { setNeedsLayout() } } }
    var tableAllowsMultipleSelection = false { didSet { if tableAllowsMultipleSelection != oldValue { updateBackgroundViews() } } }
    /// Told when an accessory button is tapped or the editing control is pressed; set by the table.
    var controlHandler: ((UITableViewCell, TableCellGlyphView.Glyph) -> Void)?

    public init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        contentView = UIView()
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        setUpCell()
    }

    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// What a table makes for a registered class (TV-8: style `.default`; a subclass's override of
    /// `init(style:reuseIdentifier:)` runs). Linux has no Objective-C runtime to call an initializer of a class
    /// known only at run time; a required initializer is Swift's way, and subclasses inherit this one.
    public required convenience init(registeredReuseIdentifier identifier: String?) {
        self.init(style: .default, reuseIdentifier: identifier)
    }

    /// A storyboard prototype or nib cell: its `style` (`IBUITableViewCellStyleSubtitle` and the like) and
    /// `reuseIdentifier` attributes.
    public required init?(coder: NSCoder) {
        style = UINibStandardClasses.cellStyles[coder.decodeObject(forKey: "style") as? String ?? ""] ?? .default
        reuseIdentifier = coder.decodeObject(forKey: "reuseIdentifier") as? String
        contentView = UIView()
        super.init(coder: coder)
        setUpCell()
    }

    private func setUpCell() {
        clipsToBounds = true
        backgroundColor = .systemBackground
        backgroundConfigurationView.isHidden = true
        backgroundConfigurationView.isUserInteractionEnabled = false
        addSubview(backgroundConfigurationView)
        contentView.frame = bounds
        addSubview(contentView)
        separatorView.backgroundColor = .separator
        separatorView.isUserInteractionEnabled = false
        addSubview(separatorView)
    }

    /// Called before the table hands the cell out again: resets what UIKit resets (selection, highlight, editing
    /// and swipe state, alpha); the rest is the data source's to set for the new row (TV-11). Call super.
    open func prepareForReuse() {
        setHighlighted(false, animated: false)
        setSelected(false, animated: false)
        showingDeleteConfirmation = false
        isSwiped = false
        alpha = 1
        isHidden = false
    }

    private func makeBuiltInLabel(detail: Bool) -> UILabel {
        let label = UILabel()
        switch (style, detail) {
        case (.subtitle, true):
            label.font = .preferredFont(forTextStyle: .subheadline)
            label.textColor = .label
        case (.value1, true):
            label.font = .preferredFont(forTextStyle: .body)
            label.textColor = .secondaryLabel
        case (.value2, false):
            label.font = .preferredFont(forTextStyle: .subheadline)
            label.textColor = .tintColor
            label.textAlignment = .right
        case (.value2, true):
            label.font = .preferredFont(forTextStyle: .subheadline)
            label.textColor = .label
        default:
            label.font = .preferredFont(forTextStyle: .body)
            label.textColor = .label
        }
        label.highlightedTextColor = nil
        contentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    // MARK: Selection and highlight

    /// Shows or hides the selected background (unless `selectionStyle` is `.none`) and tells the content's
    /// labels and images (TV-22); override to change the look, calling super.
    open func setSelected(_ selected: Bool, animated: Bool) {
        guard selected != selectedStorage else { return }
        selectedStorage = selected
        stateDidChange()
        AccessibilityTree.shared.selectionDidChange(of: self, selected: selected)
    }

    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        guard highlighted != highlightedStorage else { return }
        highlightedStorage = highlighted
        stateDidChange()
    }

    private func stateDidChange() {
        let shown = (selectedStorage || highlightedStorage) && selectionStyle != .none
        propagateHighlight(shown, in: contentView)
        updateBackgroundViews()
        setNeedsUpdateConfiguration()
    }

    private func propagateHighlight(_ highlighted: Bool, in view: UIView) {
        for subview in view.subviews {
            if let label = subview as? UILabel { label.isHighlighted = highlighted }
            if let image = subview as? UIImageView { image.isHighlighted = highlighted }
            if let control = subview as? UIControl { control.isHighlighted = highlighted }
            propagateHighlight(highlighted, in: subview)
        }
    }

    // MARK: Editing

    open func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != isEditingStorage else { return }
        willTransition(to: editing ? .showingEditControl : [])
        isEditingStorage = editing
        if !editing { showingDeleteConfirmation = false }
        accessoryDidChange()
        let change = { self.layoutIfNeeded() }
        setNeedsLayout()
        if animated { UIView.animate(withDuration: 0.3, animations: change) } else { change() }
        didTransition(to: editing ? .showingEditControl : [])
        setNeedsUpdateConfiguration()
    }

    /// Told before and after the cell enters or leaves edit mode or shows its delete confirmation (TV-34).
    open func willTransition(to state: StateMask) {}
    open func didTransition(to state: StateMask) {}

    open func dragStateDidChange(_ dragState: DragState) {}

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutCellParts()
    }

    /// Updates the configurations for `state`: with `automaticallyUpdates…` on, each configuration becomes its
    /// `updated(for:)`; then `configurationUpdateHandler` runs. Override to set configurations yourself.
    open func updateConfiguration(using state: UICellConfigurationState) {
        updateConfigurations(using: state)
    }

    /// The cell's height for a width: the content view's constraints when it has any (Auto Layout self-sizing,
    /// TV-21), else the configuration's or the built-in style's own measure.
    open override func systemLayoutSizeFitting(_ targetSize: CGSize,
                                               withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                               verticalFittingPriority: UILayoutPriority) -> CGSize {
        fittingSize(targetSize, verticalFittingPriority: verticalFittingPriority)
    }
}
