/// One attribute of a view or layout guide, for making constraints in a type-checked way: the generic parameter
/// keeps x-axis anchors, y-axis anchors and dimensions from being related to each other.
@preconcurrency @MainActor open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    /// Not retained, like a constraint's items (see `NSLayoutConstraint.first`).
    unowned(unsafe) let anchorItem: AnyObject
    let attribute: NSLayoutConstraint.Attribute

    init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
        anchorItem = item
        self.attribute = attribute
        super.init()
    }

    open var item: AnyObject? { anchorItem }

    open var name: String { attribute.name }

    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(to: anchor, .equal, constant: 0)
    }

    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(to: anchor, .greaterThanOrEqual, constant: 0)
    }

    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(to: anchor, .lessThanOrEqual, constant: 0)
    }

    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(to: anchor, .equal, constant: c)
    }

    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>,
                         constant c: CGFloat) -> NSLayoutConstraint {
        constraint(to: anchor, .greaterThanOrEqual, constant: c)
    }

    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(to: anchor, .lessThanOrEqual, constant: c)
    }

    /// Whether the item's geometry along this anchor's axis is not fully determined by its constraints.
    open var hasAmbiguousLayout: Bool {
        (anchorItem as? UIView)?.hasAmbiguousLayout(along: attribute.axis) ?? false
    }

    open var constraintsAffectingLayout: [NSLayoutConstraint] {
        (anchorItem as? UIView)?.constraintsAffectingLayout(for: attribute.axis) ?? []
    }

    func constraint<Other: AnyObject>(to anchor: NSLayoutAnchor<Other>, _ relation: NSLayoutConstraint.Relation,
                                      multiplier: CGFloat = 1, constant: CGFloat) -> NSLayoutConstraint {
        let made = NSLayoutConstraint(first: anchorItem, attribute, relation, second: anchor.anchorItem,
                                      anchor.attribute, multiplier: multiplier, constant: constant)
        if let reason = made.invalidReason { UIKitLog.error(reason) }
        return made
    }

    open override var description: String {
        onMainActor(otherwise: "<NSLayoutAnchor>") {
            "\(NSLayoutConstraint.itemName(self.anchorItem)).\(self.attribute.name)"
        }
    }
}
