internal import AutoLayout

/// UIKit's Auto Layout debugging aids: ambiguity and the constraints behind a frame (AL-25).
extension UIView {
    /// Whether the constraints leave more than one frame for the view: some part of its frame can move without
    /// breaking any constraint or making any optional one worse.
    public var hasAmbiguousLayout: Bool {
        hasAmbiguousLayout(along: .horizontal) || hasAmbiguousLayout(along: .vertical)
    }

    /// Moves an ambiguous view to another of its possible frames, to show which way it is free to go; the next
    /// layout pass may put it back.
    public func exerciseAmbiguityInLayout() {
        guard let (engine, variables) = layoutMembership(), variables.pinnedFrame == nil,
            let parent = superview?.layoutStateStorage?.variables
        else { return }
        engine.layoutPass()
        // Growing a free size first: shrinking it, or moving an edge, can leave the view with a negative size.
        let pulls = [(variables.width, 20.0), (variables.height, 20), (variables.minX, -20), (variables.minY, -20),
                     (variables.minX, 20), (variables.minY, 20), (variables.width, -20), (variables.height, -20)]
        for (variable, step) in pulls {
            var moved: CGRect?
            let readFrame = {
                let solver = engine.solver
                moved = CGRect(x: solver.value(of: variables.minX) - solver.value(of: parent.minX),
                               y: solver.value(of: variables.minY) - solver.value(of: parent.minY),
                               width: solver.value(of: variables.width), height: solver.value(of: variables.height))
            }
            guard engine.moves(variable, by: step, whileMoved: readFrame), let moved else { continue }
            bounds.size = moved.size
            center = CGPoint(x: moved.minX + layer.anchorPoint.x * moved.width,
                             y: moved.minY + layer.anchorPoint.y * moved.height)
            return
        }
    }

    func hasAmbiguousLayout(along axis: NSLayoutConstraint.Axis) -> Bool {
        guard let (engine, variables) = layoutMembership(), variables.pinnedFrame == nil else { return false }
        engine.layoutPass()
        let candidates = axis == .horizontal ? [variables.minX, variables.width] : [variables.minY, variables.height]
        return candidates.contains { variable in
            engine.moves(variable, by: 1) || engine.moves(variable, by: -1)
        }
    }

    /// The constraints that position or size the view along `axis`, its own autoresizing and content-size
    /// constraints included; empty for a view Auto Layout does not involve.
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        guard let (engine, variables) = layoutMembership() else { return [] }
        let candidates = axis == .horizontal ? [variables.minX, variables.width] : [variables.minY, variables.height]
        var seen = Set<ObjectIdentifier>()
        var result: [NSLayoutConstraint] = []
        for variable in candidates {
            for made in engine.solver.constraints(referencing: variable) {
                guard let constraint = engine.constraintsBySolverConstraint[ObjectIdentifier(made)],
                    seen.insert(ObjectIdentifier(constraint)).inserted
                else { continue }
                result.append(constraint)
            }
        }
        return result
    }

    private func layoutMembership() -> (LayoutEngine, LayoutItemVariables)? {
        guard let variables = layoutStateStorage?.variables, let engine = rootView.layoutStateStorage?.engine else {
            return nil
        }
        return (engine, variables)
    }
}

extension LayoutEngine {
    /// Whether `variable` follows a pull of `step` at the lowest priority: only a variable nothing else decides
    /// does. `whileMoved` runs while it is pulled; the pull is undone before it is let go, so the solution stays
    /// as it was.
    func moves(_ variable: Variable, by step: Double, whileMoved: () -> Void = {}) -> Bool {
        let start = solver.value(of: variable)
        do throws(SolverError) {
            try solver.addEditVariable(variable, priority: Priority(1))
            try solver.suggestValue(variable, start + step)
            let moved = abs(solver.value(of: variable) - start) > 1e-6
            if moved { whileMoved() }
            try solver.suggestValue(variable, start)
            try solver.removeEditVariable(variable)
            return moved
        } catch {
            return false
        }
    }
}
