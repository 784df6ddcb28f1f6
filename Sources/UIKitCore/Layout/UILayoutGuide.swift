/// A rectangle in a view's coordinates that takes part in Auto Layout like a view, without being drawn or
/// receiving events: the space between views, or the view's margins (`layoutMarginsGuide`).
@preconcurrency @MainActor open class UILayoutGuide: NSObject {
    /// The view that holds the guide; set by `addLayoutGuide(_:)`, which also lists it in `layoutGuides`.
    open weak var owningView: UIView?
    open var identifier = ""
    var layoutVariables: LayoutItemVariables?
    /// Set for the guides a view makes itself (`layoutMarginsGuide`, ...).
    var systemKind: SystemGuideKind?

    public override init() {
        super.init()
    }

    /// The guide's rectangle in its owning view's coordinates, as of the last layout pass.
    open var layoutFrame: CGRect {
        guard let variables = layoutVariables, let owner = owningView?.layoutStateStorage?.variables else {
            return .zero
        }
        return CGRect(x: variables.minX.value - owner.minX.value, y: variables.minY.value - owner.minY.value,
                      width: variables.width.value, height: variables.height.value)
    }

    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }

    open override var description: String {
        onMainActor(otherwise: "<UILayoutGuide>") { self.mainActorDescription }
    }

    var mainActorDescription: String {
        let name = identifier.isEmpty ? "" : " - \"\(identifier)\""
        return "UILayoutGuide:\(NSLayoutConstraint.address(of: self))\(name)"
    }
}
