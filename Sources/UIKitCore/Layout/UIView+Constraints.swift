/// The constraints a view holds and the anchors it offers.
extension UIView {
    /// The view's Auto Layout state, made on first use.
    var layoutState: ViewLayoutState {
        if let state = layoutStateStorage { return state }
        let state = ViewLayoutState()
        state.contentPriorities = defaultContentPriorities
        layoutStateStorage = state
        return state
    }

    /// Labels and image views hug their content a little harder than other views (251 against 250), as in UIKit.
    var defaultContentPriorities: ContentPriorities {
        var priorities = ContentPriorities()
        if self is UILabel || self is UIImageView {
            priorities.huggingHorizontal = UILayoutPriority(251)
            priorities.huggingVertical = UILayoutPriority(251)
        }
        return priorities
    }

    /// The active constraints this view holds (AL-9): those whose nearest common ancestor it is, or that were
    /// added to it.
    public var constraints: [NSLayoutConstraint] { layoutStateStorage?.installed ?? [] }

    /// Installs `constraint` on this view, which must contain its items (AL-9); otherwise logs and does nothing.
    public func addConstraint(_ constraint: NSLayoutConstraint) {
        guard !constraint.isActive else { return }
        if let reason = constraint.invalidReason {
            UIKitLog.error("refused to add an invalid constraint: \(reason)")
            return
        }
        for item in [constraint.first, constraint.second].compactMap({ $0 }) {
            guard let view = NSLayoutConstraint.view(of: item), view.isDescendant(of: self) else {
                UIKitLog.error("The view hierarchy is not prepared for the constraint: \(constraint). When added to a "
                    + "view, the constraint's items must be descendants of that view (or the view itself). \(self)")
                return
            }
        }
        constraint.install(in: self)
    }

    public func addConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { addConstraint(constraint) }
    }

    /// Deactivates `constraint` if this view holds it.
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.owner === self else { return }
        constraint.deactivateFromOwner()
    }

    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }

    /// The nearest view that has both the receiver and `other` in its subtree.
    func nearestCommonAncestor(with other: UIView) -> UIView? {
        if other === self { return self }
        func depth(_ view: UIView) -> Int {
            var count = 0
            var current = view.superview
            while let next = current {
                count += 1
                current = next.superview
            }
            return count
        }
        var a: UIView = self, b: UIView = other
        var depthA = depth(a), depthB = depth(b)
        while depthA > depthB, let parent = a.superview { a = parent; depthA -= 1 }
        while depthB > depthA, let parent = b.superview { b = parent; depthB -= 1 }
        while a !== b {
            guard let parentA = a.superview, let parentB = b.superview else { return nil }
            a = parentA
            b = parentB
        }
        return a
    }

    // MARK: Anchors

    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }

    /// The standard space between sibling views, which `constraint(equalToSystemSpacingAfter:multiplier:)` uses.
    static let systemSpacing: CGFloat = 8
}
