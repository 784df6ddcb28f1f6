/// A vertical location: top, bottom, centerY, baselines.
@preconcurrency @MainActor open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// The receiver at the system spacing (8 points, times `multiplier`) below `anchor`.
    open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor,
                         multiplier: CGFloat) -> NSLayoutConstraint {
        constraint(to: anchor, .equal, constant: UIView.systemSpacing * multiplier)
    }

    open func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor,
                         multiplier: CGFloat) -> NSLayoutConstraint {
        constraint(to: anchor, .greaterThanOrEqual, constant: UIView.systemSpacing * multiplier)
    }

    open func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor,
                         multiplier: CGFloat) -> NSLayoutConstraint {
        constraint(to: anchor, .lessThanOrEqual, constant: UIView.systemSpacing * multiplier)
    }
}
