/// A horizontal location: leading, trailing, left, right, centerX.
@preconcurrency @MainActor open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// The receiver at the system spacing (8 points, times `multiplier`) after `anchor`.
    open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor,
                         multiplier: CGFloat) -> NSLayoutConstraint {
        constraint(to: anchor, .equal, constant: UIView.systemSpacing * multiplier)
    }

    open func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor,
                         multiplier: CGFloat) -> NSLayoutConstraint {
        constraint(to: anchor, .greaterThanOrEqual, constant: UIView.systemSpacing * multiplier)
    }

    open func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor,
                         multiplier: CGFloat) -> NSLayoutConstraint {
        constraint(to: anchor, .lessThanOrEqual, constant: UIView.systemSpacing * multiplier)
    }
}
