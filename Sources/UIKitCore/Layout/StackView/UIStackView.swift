/// Lays out its arranged subviews in a row or a column with constraints it makes itself, rebuilt in
/// `updateConstraints` whenever the arrangement changes (a property, an arranged subview added, removed, hidden
/// or shown). Hidden arranged subviews take no space.
@preconcurrency @MainActor open class UIStackView: UIView {
    public private(set) var arrangedSubviews: [UIView] = []

    open var axis: NSLayoutConstraint.Axis = .horizontal {
        didSet { if axis != oldValue { arrangementDidChange() } }
    }
    open var distribution: Distribution = .fill {
        didSet { if distribution != oldValue { arrangementDidChange() } }
    }
    open var alignment: Alignment = .fill {
        didSet { if alignment != oldValue { arrangementDidChange() } }
    }
    open var spacing: CGFloat = 0 {
        didSet {
            guard spacing.isFinite else {
                UIKitLog.error("ignored a non-finite UIStackView spacing \(spacing)")
                spacing = oldValue
                return
            }
            if spacing != oldValue { arrangementDidChange() }
        }
    }
    /// Whether the arranged subviews fill the layout margins rather than the bounds.
    open var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { arrangementDidChange() } }
    }
    /// In a vertical stack, whether spacing is measured from the last baseline of a view to the first baseline of the
    /// next (text lines then sit `spacing` apart whatever their fonts' ascent and descent). The first and last
    /// views stay at the stack's edges.
    open var isBaselineRelativeArrangement = false {
        didSet { if isBaselineRelativeArrangement != oldValue { arrangementDidChange() } }
    }

    /// `setCustomSpacing(_:after:)` with this value goes back to `spacing`.
    public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
    /// The system spacing between two views (8 points).
    public static let spacingUseSystem = -CGFloat.greatestFiniteMagnitude

    var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    /// The constraints and spacing guides of the current arrangement.
    var arrangementConstraints: [NSLayoutConstraint] = []
    var spacingGuides: [UILayoutGuide] = []
    var needsArrangement = true

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open override class var requiresConstraintBasedLayout: Bool { true }

    /// Adds `view` at the end of the arrangement (and as a subview, if it is not one).
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(stackIndex, 0), arrangedSubviews.count))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        arrangementDidChange()
    }

    /// Takes `view` out of the arrangement; it stays a subview, as in UIKit.
    open func removeArrangedSubview(_ view: UIView) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        arrangementDidChange()
    }

    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing == Self.spacingUseDefault ? nil : spacing
        arrangementDidChange()
    }

    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }

    open override func updateConstraints() {
        if needsArrangement { rebuildArrangement() }
        super.updateConstraints()
    }

    func arrangementDidChange() {
        needsArrangement = true
        setNeedsUpdateConstraints()
    }
}
