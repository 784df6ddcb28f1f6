import Foundation

/// One accessory of a list cell on screen: a drawn glyph, a label or the app's own view. The ones that act (delete,
/// insert, detail, outline disclosure) are controls the cell hears a click on; the grip carries the pan that moves
/// the row; the marks (disclosure indicator, checkmark, label, multiselect circle) let a click fall through to the
/// row, which selects it.
@MainActor final class ListCellAccessoryView: UIControl {
    private(set) var accessory: UICellAccessory
    private var glyphView: TableCellGlyphView?
    private var label: UILabel?
    /// The pan that drags the row by its grip (reorder accessories only).
    private(set) var reorderPan: ListReorderGestureRecognizer?

    init(_ accessory: UICellAccessory) {
        self.accessory = accessory
        super.init(frame: .zero)
        backgroundColor = .clear
        switch accessory.accessoryType {
        case .label:
            let label = UILabel()
            label.isUserInteractionEnabled = false
            addSubview(label)
            self.label = label
        case .customView:
            break
        default:
            let glyph = TableCellGlyphView(Self.glyph(for: accessory.accessoryType))
            glyph.isUserInteractionEnabled = false
            addSubview(glyph)
            glyphView = glyph
        }
        if accessory.accessoryType == .reorder {
            let pan = ListReorderGestureRecognizer(target: nil, action: nil)
            addGestureRecognizer(pan)
            reorderPan = pan
        }
        isAccessibilityElement = isInteractive
        if isInteractive { accessibilityTraits = .button }
        update(with: accessory)
    }

    required init?(coder: NSCoder) { nil }

    private static func glyph(for type: UICellAccessory.AccessoryType) -> TableCellGlyphView.Glyph {
        switch type {
        case .disclosureIndicator: .chevron
        case .checkmark: .checkmark
        case .delete: .deleteControl
        case .insert: .insertControl
        case .reorder: .grip
        case .multiselect: .selectionCircle
        case .outlineDisclosure: .outlineChevron
        case .detail: .info
        case .label, .customView: .chevron
        }
    }

    /// Whether a click on the accessory is its own (otherwise it selects the row).
    var isInteractive: Bool {
        switch accessory.accessoryType {
        case .delete, .insert, .detail, .outlineDisclosure, .reorder: true
        case .customView: true
        default: false
        }
    }

    /// Takes a new accessory of the same kind (a cell reconfigured for another item keeps its views).
    func update(with accessory: UICellAccessory) {
        let oldCustomView = self.accessory.customView
        self.accessory = accessory
        isUserInteractionEnabled = isInteractive
        if let glyphView {
            glyphView.strokeColor = accessory.tintColor ?? defaultStrokeColor
            glyphView.fillColor = accessory.backgroundColor
        }
        if let label, case .label(let text) = accessory.accessoryType {
            label.text = text
            label.font = accessory.labelFont ?? .preferredFont(forTextStyle: .body)
            label.textColor = accessory.tintColor ?? .secondaryLabel
        }
        if let custom = accessory.customView {
            if oldCustomView !== custom {
                oldCustomView?.removeFromSuperview()
                addSubview(custom)
            } else if custom.superview !== self {
                addSubview(custom)
            }
            if let tint = accessory.tintColor { custom.tintColor = tint }
        } else if let oldCustomView, oldCustomView.superview === self {
            oldCustomView.removeFromSuperview()
        }
        accessibilityLabel = Self.accessibilityName(of: accessory.accessoryType)
        setNeedsLayout()
    }

    private var defaultStrokeColor: UIColor? {
        guard accessory.accessoryType == .outlineDisclosure else { return nil }
        return .secondaryLabel
    }

    private static func accessibilityName(of type: UICellAccessory.AccessoryType) -> String? {
        switch type {
        case .delete: "Delete"
        case .insert: "Insert"
        case .reorder: "Reorder"
        case .detail: "More Info"
        case .outlineDisclosure: "Expand or Collapse"
        default: nil
        }
    }

    /// The outline chevron's colour for the row's style (a header's is the tint colour).
    func setOutlineStyle(header: Bool) {
        guard let glyphView, accessory.accessoryType == .outlineDisclosure else { return }
        glyphView.strokeColor = accessory.tintColor ?? (header ? nil : .secondaryLabel)
    }

    /// Turns the outline chevron down while expanded, animated when the change comes from a click.
    func setExpanded(_ expanded: Bool, animated: Bool) {
        guard let glyphView, accessory.accessoryType == .outlineDisclosure else { return }
        let transform = expanded ? CGAffineTransform(rotationAngle: .pi / 2) : .identity
        guard glyphView.transform != transform else { return }
        if animated, UIView.areAnimationsEnabled {
            UIView.animate(withDuration: 0.2) { glyphView.transform = transform }
        } else {
            glyphView.transform = transform
        }
    }

    /// Fills the multiselect circle while the row is selected.
    func setSelectionMark(_ on: Bool) { glyphView?.isOn = on }

    /// The accessory's own size for a row `height` tall.
    func naturalSize(rowHeight height: CGFloat) -> CGSize {
        if let glyphView { return TableCellGlyphView.size(of: glyphView.glyph) }
        if let label { return label.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: height)) }
        guard let custom = accessory.customView else { return .zero }
        if accessory.maintainsFixedSize { return custom.bounds.size }
        var size = custom.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: height))
        if size.width <= 0 || size.height <= 0 {
            let intrinsic = custom.intrinsicContentSize
            size = CGSize(width: intrinsic.width > 0 ? intrinsic.width : custom.bounds.width,
                          height: intrinsic.height > 0 ? intrinsic.height : custom.bounds.height)
        }
        return CGSize(width: size.width.isFinite ? max(size.width, 0) : 0,
                      height: size.height.isFinite ? min(max(size.height, 0), height) : height)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        // The glyph keeps its size and turns about its centre.
        if let glyphView {
            glyphView.bounds = CGRect(origin: .zero, size: TableCellGlyphView.size(of: glyphView.glyph))
            glyphView.center = CGPoint(x: bounds.midX, y: bounds.midY)
        }
        label?.frame = bounds
        accessory.customView?.frame = bounds
    }

    /// A custom accessory takes only the clicks its own view wants; the rest select the row.
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return accessory.accessoryType == .customView && hit === self ? nil : hit
    }
}
