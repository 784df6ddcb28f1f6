/// A width or a height: it may equal a constant, or a multiple of another dimension.
@preconcurrency @MainActor open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { constant(.equal, c) }

    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { constant(.greaterThanOrEqual, c) }

    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { constant(.lessThanOrEqual, c) }

    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        constraint(to: anchor, .equal, multiplier: m, constant: 0)
    }

    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        constraint(to: anchor, .greaterThanOrEqual, multiplier: m, constant: 0)
    }

    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        constraint(to: anchor, .lessThanOrEqual, multiplier: m, constant: 0)
    }

    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat,
                         constant c: CGFloat) -> NSLayoutConstraint {
        constraint(to: anchor, .equal, multiplier: m, constant: c)
    }

    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat,
                         constant c: CGFloat) -> NSLayoutConstraint {
        constraint(to: anchor, .greaterThanOrEqual, multiplier: m, constant: c)
    }

    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat,
                         constant c: CGFloat) -> NSLayoutConstraint {
        constraint(to: anchor, .lessThanOrEqual, multiplier: m, constant: c)
    }

    private func constant(_ relation: NSLayoutConstraint.Relation, _ c: CGFloat) -> NSLayoutConstraint {
        let made = NSLayoutConstraint(first: anchorItem, attribute, relation, second: nil, .notAnAttribute,
                                      multiplier: 1, constant: c)
        if let reason = made.invalidReason { UIKitLog.error(reason) }
        return made
    }
}
