/// Right-to-left layouts: leading and trailing constraints, directional margins and stack views flip with the
/// direction of the view they name.
extension UIView {
    /// The direction for `attribute` in an app laid out in the application's direction.
    public class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection {
        userInterfaceLayoutDirection(for: attribute, relativeTo: UIApplication.layoutDirection)
    }

    /// The direction for `semanticContentAttribute` where the surrounding layout runs in `layoutDirection`.
    public class func userInterfaceLayoutDirection(for semanticContentAttribute: UISemanticContentAttribute,
                                                   relativeTo layoutDirection: UIUserInterfaceLayoutDirection)
        -> UIUserInterfaceLayoutDirection {
        switch semanticContentAttribute {
        case .unspecified: layoutDirection
        case .playback, .spatial, .forceLeftToRight: .leftToRight
        case .forceRightToLeft: .rightToLeft
        }
    }

    /// The direction this view's own content is arranged in: its semantic content attribute's, relative to the
    /// direction it inherits (the nearest forced direction among its superviews, else the application's).
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        UIView.userInterfaceLayoutDirection(for: semanticContentAttribute, relativeTo: inheritedLayoutDirection)
    }

    /// What the views inside this one inherit: a forced direction passes down; playback and spatial content
    /// keep their own left-to-right arrangement to themselves.
    private var inheritedLayoutDirection: UIUserInterfaceLayoutDirection {
        var view = superview
        while let current = view {
            switch current.semanticContentAttribute {
            case .forceLeftToRight: return .leftToRight
            case .forceRightToLeft: return .rightToLeft
            default: view = current.superview
            }
        }
        return UIApplication.layoutDirection
    }

    /// The direction changed for this view and the views inside it: constraints that name a leading or trailing
    /// edge are expressed again, directional margins turn around, and layout runs.
    func layoutDirectionDidChange() {
        guard let engine = rootView.layoutStateStorage?.engine else { return setNeedsLayout() }
        forEachInSubtree { view in
            guard let state = view.layoutStateStorage else { return }
            for constraint in state.referencing.values where constraint.namesDirectionalEdge {
                engine.constraintDidChange(constraint)
            }
            if state.directionalLayoutMargins != nil { view.layoutGeometryDidChange() }
        }
        engine.setNeedsSolve()
        setNeedsLayout()
    }
}

extension NSLayoutConstraint {
    /// Whether the constraint means a different edge in a right-to-left layout.
    var namesDirectionalEdge: Bool { firstAttribute.isDirectional || secondAttribute.isDirectional }
}

extension NSLayoutConstraint.Attribute {
    /// Leading and trailing, of the item or its margins: which side they are depends on the direction.
    var isDirectional: Bool {
        switch self {
        case .leading, .trailing, .leadingMargin, .trailingMargin: true
        default: false
        }
    }
}
