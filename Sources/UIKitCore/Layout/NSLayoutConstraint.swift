internal import AutoLayout

/// A linear relation between two layout attributes: `firstItem.firstAttribute (relation)
/// multiplier × secondItem.secondAttribute + constant`, at a priority.
///
/// Only `constant`, `priority`, `identifier` and `isActive` change after creation (AL-8). An active constraint is
/// held by the nearest common ancestor of its views (`UIView.constraints`) and lives in the layout engine of that
/// view's hierarchy (`LayoutEngine`).
@preconcurrency @MainActor open class NSLayoutConstraint: NSObject {
    open var firstItem: AnyObject? { first }
    open var secondItem: AnyObject? { second }
    public let firstAttribute: Attribute
    public let secondAttribute: Attribute
    public let relation: Relation
    public let multiplier: CGFloat
    open var identifier: String?

    /// Not retained, as in UIKit: a view commonly keeps constraints on itself, which would otherwise never be freed;
    /// and not weak, as a weak reference slows every retain and release of the view. An active constraint's items
    /// live in the tree that holds it (removing a view deactivates the constraints that reach outside its subtree).
    unowned(unsafe) let first: AnyObject
    unowned(unsafe) let second: AnyObject?

    open var constant: CGFloat {
        didSet {
            guard constant != oldValue else { return }
            guard constant.isFinite else {
                UIKitLog.error("ignored a non-finite constant \(constant) for \(self)")
                constant = oldValue
                return
            }
            engine?.constraintDidChange(self)
        }
    }

    open var priority: UILayoutPriority = .required {
        didSet {
            guard priority != oldValue else { return }
            guard priority.rawValue >= 1, priority.rawValue <= 1000 else {
                UIKitLog.error("A constraint's priority must be greater than 0 and at most 1000; ignored "
                    + "\(priority.rawValue) for \(self)")
                priority = oldValue
                return
            }
            if isActive, priority.isRequired != oldValue.isRequired {
                UIKitLog.error("Mutating a priority from required to not on an installed constraint (or vice-versa) "
                    + "is not supported. You passed priority \(priority.rawValue) and the existing priority was "
                    + "\(oldValue.rawValue). \(self)")
                priority = oldValue
                return
            }
            engine?.constraintDidChange(self)
        }
    }

    /// Whether the constraint is installed; setting it activates or deactivates it as `activate(_:)` does.
    open var isActive: Bool {
        get { owner != nil }
        set {
            if newValue { activateInCommonAncestor() } else { deactivateFromOwner() }
        }
    }

    /// The view whose `constraints` holds this constraint while active (the items' nearest common ancestor).
    weak var owner: UIView?
    /// The engine the constraint is in (weak: a constraint kept by code may outlive its tree), and its form
    /// there; nil while it is inactive or broken.
    weak var engine: LayoutEngine?
    var solverConstraint: Constraint?
    /// Where the owner keeps it in `ViewLayoutState.installed`.
    var ownerIndex = 0
    /// Set while an unsatisfiable required constraint is active but left out of the layout (UIKit "breaks" it).
    var isBroken = false
    /// Why the constraint can never be installed (a location equal to a constant, a non-finite value...), logged
    /// when made and again when activated.
    let invalidReason: String?

    public convenience init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
                            toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        self.init(first: view1 as AnyObject, attr1, relation, second: view2.map { $0 as AnyObject }, attr2,
                  multiplier: multiplier, constant: c)
        if let invalidReason { UIKitLog.error(invalidReason) }
    }

    init(first: AnyObject, _ attr1: Attribute, _ relation: Relation, second: AnyObject?, _ attr2: Attribute,
         multiplier: CGFloat, constant: CGFloat) {
        self.first = first
        self.second = second
        firstAttribute = attr1
        secondAttribute = second == nil ? .notAnAttribute : attr2
        self.relation = relation
        self.multiplier = multiplier.isFinite ? multiplier : 1
        self.constant = constant.isFinite ? constant : 0
        invalidReason = Self.validate(first: first, attr1, second: second, attr2, multiplier: multiplier,
                                      constant: constant)
        super.init()
    }

    /// UIKit's rules for a well-formed constraint. Internal constraints (autoresizing, content size) pass them.
    static func validate(first: AnyObject, _ attr1: Attribute, second: AnyObject?, _ attr2: Attribute,
                         multiplier: CGFloat, constant: CGFloat) -> String? {
        guard first is UIView || first is UILayoutGuide else {
            return "Invalid first item \(first) in a constraint: it must be a view or a layout guide"
        }
        if let second, !(second is UIView || second is UILayoutGuide) {
            return "Invalid second item \(second) in a constraint: it must be a view or a layout guide"
        }
        guard attr1 != .notAnAttribute else { return "A constraint's first attribute cannot be .notAnAttribute" }
        guard constant.isFinite else { return "A constraint cannot have a non-finite constant (\(constant))" }
        guard multiplier.isFinite else { return "A constraint cannot have a non-finite multiplier (\(multiplier))" }
        if second == nil || attr2 == .notAnAttribute || multiplier == 0 {
            guard attr1.isDimension else {
                return "A multiplier of 0 or a nil second item together with a location for the first attribute "
                    + "creates an illegal constraint of a location equal to a constant. Location attributes must "
                    + "be specified in pairs. (\(attr1.name))"
            }
            return nil
        }
        guard attr1.isDimension == attr2.isDimension else {
            return "Invalid pairing of layout attributes \(attr1.name) and \(attr2.name): a size can only be "
                + "related to a size, a location to a location"
        }
        guard attr1.isDimension || attr1.axis == attr2.axis else {
            return "Invalid pairing of layout attributes \(attr1.name) and \(attr2.name): a constraint cannot "
                + "relate a horizontal location to a vertical one"
        }
        return nil
    }

    // MARK: Activation

    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    // MARK: Anchors

    open var firstAnchor: NSLayoutAnchor<AnyObject> { NSLayoutAnchor(item: first, attribute: firstAttribute) }

    open var secondAnchor: NSLayoutAnchor<AnyObject>? {
        second.map { NSLayoutAnchor(item: $0, attribute: secondAttribute) }
    }

    // MARK: Description

    open override var description: String {
        onMainActor(otherwise: "<NSLayoutConstraint>") { self.mainActorDescription }
    }

    /// The class name UIKit prints: the private subclasses name themselves after UIKit's.
    var className: String { "NSLayoutConstraint" }

    var mainActorDescription: String {
        var text = "<\(className):\(Self.address(of: self))"
        if let identifier { text += " '\(identifier)'" }
        text += " " + equationDescription
        if priority != .required { text += " " + Self.priorityDescription(priority) }
        text += isActive ? "   (active)>" : "   (inactive)>"
        return text
    }

    var equationDescription: String {
        var text = "\(Self.itemName(first)).\(firstAttribute.name) \(relation.symbol)"
        var hasTerm = false
        if let second = second, secondAttribute != .notAnAttribute, multiplier != 0 {
            let scale = multiplier == 1 ? "" : "\(Self.number(multiplier))*"
            text += " \(scale)\(Self.itemName(second)).\(secondAttribute.name)"
            hasTerm = true
        }
        if !hasTerm {
            text += " \(Self.number(constant))"
        } else if constant != 0 {
            text += constant < 0 ? " - \(Self.number(-constant))" : " + \(Self.number(constant))"
        }
        return text
    }

    static func priorityDescription(_ priority: UILayoutPriority) -> String { "@\(number(CGFloat(priority.rawValue)))" }

    static func itemName(_ item: AnyObject) -> String {
        if let guide = item as? UILayoutGuide { return guide.mainActorDescription }
        return "\(type(of: item)):\(address(of: item))"
    }

    static func address(of object: AnyObject) -> String {
        "0x" + String(UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque()), radix: 16)
    }

    static func number(_ value: CGFloat) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(Double(value))"
    }
}
