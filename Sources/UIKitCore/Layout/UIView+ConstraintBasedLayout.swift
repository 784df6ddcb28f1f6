/// The constraint-based layout cycle (AL-35..AL-39): `updateConstraints` where asked, deepest first; then the
/// engine solves and sets frames; then `layoutSubviews`, parents first. The engine runs from the root view's
/// layout (`layoutSublayers(of:)`) and from `layoutIfNeeded()`, so a `layoutIfNeeded()` inside an animation block
/// sets the new frames inside the block, and they animate.
extension UIView {
    public func setNeedsUpdateConstraints() {
        let state = layoutState
        guard !state.needsUpdateConstraints else { return }
        state.needsUpdateConstraints = true
        markAncestorsNeedingUpdateConstraints()
        LayoutEngine.of(self).root.setNeedsLayout()
    }

    public func needsUpdateConstraints() -> Bool { layoutStateStorage?.needsUpdateConstraints ?? false }

    /// Calls `updateConstraints()` on the views of this subtree that asked for it, deepest first; constraints they
    /// change may ask again, which a few more rounds settle.
    public func updateConstraintsIfNeeded() {
        for _ in 0..<4 {
            guard let state = layoutStateStorage, state.needsUpdateConstraints || state.subtreeNeedsUpdateConstraints
            else { return }
            var flagged: [UIView] = []
            var stack: [UIView] = [self]
            while let view = stack.popLast() {
                guard let viewState = view.layoutStateStorage else { continue }
                if viewState.needsUpdateConstraints {
                    viewState.needsUpdateConstraints = false
                    flagged.append(view)
                }
                guard viewState.subtreeNeedsUpdateConstraints else { continue }
                viewState.subtreeNeedsUpdateConstraints = false
                stack.append(contentsOf: view.subviews)
            }
            // Parents were found before their subviews: reversed, each view hears it after its subtree. A controller's
            // view is its controller's business.
            for view in flagged.reversed() {
                if let controller = view.viewControllerStorage { controller.updateViewConstraints() } else { view.updateConstraints() }
            }
        }
    }

    private func markAncestorsNeedingUpdateConstraints() {
        var current = superview
        while let view = current {
            let state = view.layoutState
            if state.subtreeNeedsUpdateConstraints { return }
            state.subtreeNeedsUpdateConstraints = true
            current = view.superview
        }
    }

    /// Solves the engine of this view's tree if something changed, before the layer's layout pass. With
    /// `checkingFrames`, also if a view that translates its frame has moved (a scan of the engine's views, which
    /// `layoutIfNeeded()` pays and the base `layoutSubviews` does not: the root's layout has just looked).
    @discardableResult
    func layoutEngineIfNeeded(checkingFrames: Bool) -> LayoutEngine? {
        guard layoutStateStorage != nil, let engine = rootView.layoutStateStorage?.engine else { return nil }
        let rootState = engine.root.layoutStateStorage
        let needsUpdate = rootState?.needsUpdateConstraints == true || rootState?.subtreeNeedsUpdateConstraints == true
        if needsUpdate || engine.hasPendingChanges(checkingFrames: checkingFrames) { engine.layoutPass() }
        return engine
    }

    /// The frame as if the transform were the identity: the rectangle layout works with (AL-38).
    var untransformedFrame: CGRect {
        let size = layer.bounds.size, anchor = layer.anchorPoint, position = layer.position
        return CGRect(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height,
                      width: size.width, height: size.height)
    }

    /// The view's pins become content-size constraints or the other way round.
    func translatesAutoresizingMaskDidChange() {
        guard let variables = layoutStateStorage?.variables, let engine = rootView.layoutStateStorage?.engine else {
            return
        }
        engine.makeSystemConstraints(for: self, variables)
    }

    /// The content-size constraints are brought up to date at the next pass.
    func contentSizeDidChange() {
        guard layoutStateStorage?.variables != nil, let engine = rootView.layoutStateStorage?.engine else { return }
        engine.invalidContentSizes.append(self)
        engine.setNeedsSolve()
    }

    // MARK: Moving between trees

    /// Before the view leaves its superview (or, as a root, joins a tree): constraints reaching outside its subtree
    /// are deactivated, as UIKit's `removeFromSuperview` does, and those inside leave the old engine; the caller
    /// hands them to `constraintsDidMove(_:)` once the view is in its new place.
    func constraintsWillMove() -> [NSLayoutConstraint] {
        guard let state = layoutStateStorage else { return [] }
        if superview == nil {
            guard let engine = state.engine else { return [] }
            state.engine = nil
            return engine.dissolve()
        }
        guard let engine = rootView.layoutStateStorage?.engine, !engine.members.isEmpty else { return [] }
        var inside = Set<ObjectIdentifier>()
        var views: [UIView] = []
        forEachInSubtree { view in
            guard view.layoutStateStorage != nil else { return }
            inside.insert(ObjectIdentifier(view))
            views.append(view)
        }
        func isInside(_ item: AnyObject?) -> Bool {
            guard let item else { return true }
            return NSLayoutConstraint.view(of: item).map { inside.contains(ObjectIdentifier($0)) } ?? false
        }
        var carried: [NSLayoutConstraint] = []
        for view in views {
            for constraint in Array(view.layoutStateStorage!.referencing.values) {
                if isInside(constraint.first), isInside(constraint.second), isInside(constraint.owner) {
                    guard constraint.engine != nil else { continue }
                    engine.uninstall(constraint)
                    carried.append(constraint)
                } else {
                    constraint.deactivateFromOwner()
                }
            }
        }
        for view in views { engine.removeMember(view) }
        return carried
    }

    /// After a move: the carried constraints join the engine of the view's new tree, and pending
    /// `updateConstraints` requests are seen from the new root.
    func constraintsDidMove(_ carried: [NSLayoutConstraint]) {
        for constraint in carried {
            guard let owner = constraint.owner else { continue }
            LayoutEngine.of(owner).install(constraint)
        }
        if let state = layoutStateStorage, state.needsUpdateConstraints || state.subtreeNeedsUpdateConstraints {
            markAncestorsNeedingUpdateConstraints()
        }
    }
}
