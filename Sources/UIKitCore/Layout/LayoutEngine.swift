internal import AutoLayout

/// The constraint solver of one view tree, owned by the tree's root view (a window, or the top of a tree not yet
/// in a window). Changes are incremental: activating, deactivating or changing the constant of one constraint adds
/// or removes that constraint in the solver, never rebuilds it; the layout pass publishes the solution and sets
/// the frames of the views that do not translate their autoresizing masks.
///
/// Every view the constraints mention takes part with its superview chain up to the root (AL-3): a view's variables
/// are in root coordinates, and its frame is its rectangle less its superview's origin. Views on that chain that
/// translate their autoresizing masks are pinned to their frames by required constraints
/// (`AutoresizingMaskLayoutConstraint`), which follow the frames as code and autoresizing change them.
@MainActor final class LayoutEngine {
    unowned(unsafe) let root: UIView
    let solver = Solver()
    /// Views and guides that have variables here.
    var members: [LayoutItemVariables] = []
    /// The UIKit constraint behind each solver constraint, for conflict reports.
    var constraintsBySolverConstraint: [ObjectIdentifier: NSLayoutConstraint] = [:]
    /// Views whose intrinsic content size changed since the last pass.
    var invalidContentSizes: [UIView] = []
    /// Set by any change that can move a view: the next pass solves and sets frames.
    var needsSolve = true
    /// A scratch engine (`systemLayoutSizeFitting`) keeps its variables here rather than on the items, which belong
    /// to their tree's engine, and lets its root's size float.
    let scratchVariables: ScratchVariables?

    init(root: UIView) {
        self.root = root
        scratchVariables = nil
    }

    init(scratchRoot: UIView) {
        root = scratchRoot
        scratchVariables = ScratchVariables()
    }

    /// The engine of `view`'s tree, made on first use.
    static func of(_ view: UIView) -> LayoutEngine {
        let root = view.rootView
        let state = root.layoutState
        if let engine = state.engine { return engine }
        let engine = LayoutEngine(root: root)
        state.engine = engine
        return engine
    }

    /// Asks for a layout pass: the root's layout runs the engine first (`UIView.layoutSublayers(of:)`).
    func setNeedsSolve() {
        guard !needsSolve, scratchVariables == nil else { return }
        needsSolve = true
        root.setNeedsLayout()
    }

    // MARK: Constraints

    /// Adds an active constraint to the solver. A required constraint that contradicts the others is logged as
    /// UIKit logs it and left out (broken); the layout goes on without it.
    func install(_ constraint: NSLayoutConstraint) {
        constraint.engine = self
        let made = Constraint(expression(for: constraint), constraint.relation.solverRelation,
                              priority: constraint.priority.solverPriority)
        do throws(SolverError) {
            try solver.addConstraint(made)
            constraint.solverConstraint = made
            constraint.isBroken = false
            constraintsBySolverConstraint[ObjectIdentifier(made)] = constraint
        } catch {
            constraint.solverConstraint = nil
            constraint.isBroken = true
            if scratchVariables != nil {
                // A size measurement leaves conflicts to the real layout, which reports them.
            } else if case .unsatisfiableConstraint(_, let conflicting) = error {
                reportConflict(breaking: constraint,
                               conflicting: conflicting.compactMap { constraintsBySolverConstraint[ObjectIdentifier($0)] })
            } else {
                UIKitLog.error("the layout engine refused \(constraint): \(error)")
            }
        }
        setNeedsSolve()
    }

    /// Breaks what the solver refused at its last solve: one-variable bounds are checked when values are read, so a
    /// required constraint that contradicts one through other views is found then, and broken and logged as if it
    /// had been refused on activation.
    func reportRefusals() {
        for case .unsatisfiableConstraint(let made, let conflicting) in solver.takeRefusals() {
            guard let constraint = constraintsBySolverConstraint.removeValue(forKey: ObjectIdentifier(made)) else {
                continue
            }
            constraint.solverConstraint = nil
            constraint.isBroken = true
            reportConflict(breaking: constraint,
                           conflicting: conflicting.compactMap { constraintsBySolverConstraint[ObjectIdentifier($0)] })
        }
    }

    /// Takes a constraint out of the solver.
    func uninstall(_ constraint: NSLayoutConstraint) {
        if let made = constraint.solverConstraint {
            try? solver.removeConstraint(made)
            constraintsBySolverConstraint[ObjectIdentifier(made)] = nil
        }
        constraint.solverConstraint = nil
        constraint.engine = nil
        constraint.isBroken = false
        setNeedsSolve()
    }

    /// A constant or priority changed: that one constraint is replaced in the solver.
    func constraintDidChange(_ constraint: NSLayoutConstraint) {
        uninstall(constraint)
        install(constraint)
    }

    // MARK: Expressions

    /// `first.attribute - (multiplier × second.attribute + constant)`, in root coordinates.
    func expression(for constraint: NSLayoutConstraint) -> AutoLayout.Expression {
        let first = contentItem(constraint.first, constraint.firstAttribute, facing: constraint.second)
        var result = expression(for: constraint.firstAttribute, of: first)
        if let second = constraint.second, constraint.secondAttribute != .notAnAttribute, constraint.multiplier != 0 {
            let second = contentItem(second, constraint.secondAttribute, facing: constraint.first)
            result = result - Double(constraint.multiplier) * expression(for: constraint.secondAttribute, of: second)
        }
        // In a right-to-left layout the constant of a leading or trailing constraint points the other way: "10 after
        // the leading edge" is 10 points left of the right edge.
        return result - (constantPointsLeft(constraint) ? -1 : 1) * Double(constraint.constant)
    }

    private func constantPointsLeft(_ constraint: NSLayoutConstraint) -> Bool {
        let directional: AnyObject? = constraint.firstAttribute.isDirectional ? constraint.first
            : constraint.secondAttribute.isDirectional ? constraint.second : nil
        guard let directional else { return false }
        let view = (directional as? UIView) ?? (directional as? UILayoutGuide)?.owningView
        return view?.effectiveUserInterfaceLayoutDirection == .rightToLeft
    }

    /// A scroll view's edges and centres, in a constraint with its content (a view or guide inside it), are its
    /// content area's: the constraint attaches to `contentLayoutGuide`, so content pinned to all four edges sets
    /// `contentSize`. Its width and height stay its frame's, as in UIKit.
    private func contentItem(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute, facing other: AnyObject?) -> AnyObject {
        guard let scrollView = item as? UIScrollView, let other, attribute.isEdgeOrCenter else { return item }
        let otherView = (other as? UIView) ?? (other as? UILayoutGuide)?.owningView
        guard let otherView, otherView !== scrollView, otherView.isDescendant(of: scrollView) else { return item }
        return scrollView.contentLayoutGuide
    }

    func expression(for attribute: NSLayoutConstraint.Attribute, of item: AnyObject) -> AutoLayout.Expression {
        let variables = self.variables(for: item)
        let x = variables.minX, y = variables.minY, w = variables.width, h = variables.height
        // Leading and trailing are the left and right edges in the item's direction (a guide's is its owning
        // view's). A label's baselines sit its font's ascent below its top and its descent above its bottom; a view
        // without text has both at its bottom edge, as in UIKit.
        switch attribute {
        case .leading, .trailing:
            let view = (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
            let flipped = view?.effectiveUserInterfaceLayoutDirection == .rightToLeft
            return (attribute == .leading) != flipped ? AutoLayout.Expression(x) : x + w
        case .left: return AutoLayout.Expression(x)
        case .right: return x + w
        case .centerX: return x + 0.5 * w
        case .width: return AutoLayout.Expression(w)
        case .top: return AutoLayout.Expression(y)
        case .bottom: return y + h
        case .centerY: return y + 0.5 * h
        case .height: return AutoLayout.Expression(h)
        case .firstBaseline:
            guard let label = item as? UILabel else { return y + h }
            return y + Double(label.font.ascender)
        case .lastBaseline:
            guard let label = item as? UILabel else { return y + h }
            return y + h + Double(label.font.descender)
        case .leftMargin, .leadingMargin, .rightMargin, .trailingMargin, .topMargin, .bottomMargin,
             .centerXWithinMargins, .centerYWithinMargins:
            return marginExpression(for: attribute, of: item)
        case .notAnAttribute: return AutoLayout.Expression(constant: 0)
        }
    }
}
