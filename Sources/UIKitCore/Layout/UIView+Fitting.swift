internal import AutoLayout

/// `systemLayoutSizeFitting`: the view's constraints solved on their own, in a scratch engine, with its size pulled
/// towards the target.
extension UIView {
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// Larger than any screen.
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    func fittingSize(_ target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) -> CGSize {
        guard target.width.isFinite, target.height.isFinite else {
            UIKitLog.error("systemLayoutSizeFitting got a non-finite target \(target); returning the current size")
            return bounds.size
        }
        let engine = LayoutEngine(scratchRoot: self)
        var inside = Set<ObjectIdentifier>()
        var holders: [UIView] = []
        forEachInSubtree { view in
            inside.insert(ObjectIdentifier(view))
            if view.layoutStateStorage?.installed.isEmpty == false { holders.append(view) }
        }
        func isInside(_ item: AnyObject?) -> Bool {
            guard let item else { return true }
            return NSLayoutConstraint.view(of: item).map { inside.contains(ObjectIdentifier($0)) } ?? false
        }
        let size = engine.variables(for: self)
        for holder in holders {
            for constraint in holder.layoutStateStorage!.installed
            where !constraint.isBroken && isInside(constraint.first) && isInside(constraint.second) {
                let made = Constraint(engine.expression(for: constraint), constraint.relation.solverRelation,
                                      priority: constraint.priority.solverPriority)
                try? engine.solver.addConstraint(made)
            }
        }
        try? engine.solver.addConstraint(Constraint(Expression(size.width), .equal, Expression(constant: target.width),
                                                    priority: horizontal.solverPriority))
        try? engine.solver.addConstraint(Constraint(Expression(size.height), .equal,
                                                    Expression(constant: target.height), priority: vertical.solverPriority))
        return CGSize(width: engine.solver.value(of: size.width), height: engine.solver.value(of: size.height))
    }
}
