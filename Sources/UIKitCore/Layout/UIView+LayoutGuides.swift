/// Layout guides, margins and the safe area.
extension UIView {
    public var layoutGuides: [UILayoutGuide] { layoutStateStorage?.layoutGuides ?? [] }

    /// Makes the view own `guide` (taking it from any other view); its frame is then in this view's coordinates.
    public func addLayoutGuide(_ guide: UILayoutGuide) {
        if let owner = guide.owningView {
            guard owner !== self else { return }
            owner.removeLayoutGuide(guide)
        }
        guide.owningView = self
        layoutState.layoutGuides.append(guide)
    }

    /// Removes `guide`, deactivating the constraints that name it.
    public func removeLayoutGuide(_ guide: UILayoutGuide) {
        guard guide.owningView === self, let state = layoutStateStorage else { return }
        for constraint in Array(state.referencing.values) where constraint.first === guide || constraint.second === guide {
            constraint.deactivateFromOwner()
        }
        if guide.layoutVariables != nil { rootView.layoutStateStorage?.engine?.removeMember(guide) }
        state.layoutGuides.removeAll { $0 === guide }
        guide.owningView = nil
    }

    /// The view's bounds inset by its layout margins (as `layoutMargins`, `preservesSuperviewLayoutMargins` and
    /// `insetsLayoutMarginsFromSafeArea` make them); margin attributes of constraints are its edges.
    public var layoutMarginsGuide: UILayoutGuide { systemGuide(.margins) }

    /// The part of the view the safe area leaves: all of it on a desktop, unless a view controller adds insets
    /// (`additionalSafeAreaInsets`).
    public var safeAreaLayoutGuide: UILayoutGuide { systemGuide(.safeArea) }

    /// A column of comfortable reading width (at most 672 points) centred within the margins.
    public var readableContentGuide: UILayoutGuide { systemGuide(.readableContent) }

    private func systemGuide(_ kind: SystemGuideKind) -> UILayoutGuide {
        if let guide = layoutStateStorage?.systemGuides[kind] { return guide }
        let guide = UILayoutGuide()
        guide.identifier = kind.identifier
        guide.systemKind = kind
        layoutState.systemGuides[kind] = guide
        addLayoutGuide(guide)
        return guide
    }

    /// How far each edge of the view lies inside the unsafe area: the part of the superview's insets the view
    /// covers, plus its view controller's `additionalSafeAreaInsets`. A window on a desktop has none.
    public var safeAreaInsets: UIEdgeInsets { safeAreaInsets(replacing: nil, with: .zero) }

    /// The safe area as it would be with `replaced`'s additional insets at `extra`.
    func safeAreaInsets(replacing replaced: UIViewController?, with extra: UIEdgeInsets) -> UIEdgeInsets {
        var chain: [UIView] = []
        var current: UIView? = self
        while let view = current {
            chain.append(view)
            current = view.superview
        }
        var insets = UIEdgeInsets.zero
        var parent: UIView?
        for view in chain.reversed() {
            if let parent, insets != .zero {
                let frame = view.untransformedFrame, size = parent.bounds.size
                insets = UIEdgeInsets(top: max(0, insets.top - frame.minY), left: max(0, insets.left - frame.minX),
                                      bottom: max(0, insets.bottom - (size.height - frame.maxY)),
                                      right: max(0, insets.right - (size.width - frame.maxX)))
            }
            let controller = view.viewControllerStorage
            var added = controller != nil && controller === replaced ? extra : controller?.additionalSafeAreaInsets
            if let bars = controller?.barSafeAreaInsets, bars != .zero, let own = added {
                // A navigation controller's bars cover this controller's view (UIViewController+Navigation.swift).
                added = UIEdgeInsets(top: own.top + bars.top, left: own.left + bars.left,
                                     bottom: own.bottom + bars.bottom, right: own.right + bars.right)
            }
            if let extra = added, extra != .zero {
                insets = UIEdgeInsets(top: insets.top + extra.top, left: insets.left + extra.left,
                                      bottom: insets.bottom + extra.bottom, right: insets.right + extra.right)
            }
            parent = view
        }
        return insets
    }

    /// The margins the margins guide keeps: the view's own, measured from the safe area when it says so, and reaching
    /// as far in as the superview's where it preserves them (AL-22).
    var effectiveLayoutMargins: UIEdgeInsets {
        var margins = layoutMargins
        if insetsLayoutMarginsFromSafeArea {
            let safe = safeAreaInsets
            margins = UIEdgeInsets(top: margins.top + safe.top, left: margins.left + safe.left,
                                   bottom: margins.bottom + safe.bottom, right: margins.right + safe.right)
        }
        if preservesSuperviewLayoutMargins, let superview {
            let outer = superview.effectiveLayoutMargins, frame = untransformedFrame, size = superview.bounds.size
            margins = UIEdgeInsets(top: max(margins.top, outer.top - frame.minY),
                                   left: max(margins.left, outer.left - frame.minX),
                                   bottom: max(margins.bottom, outer.bottom - (size.height - frame.maxY)),
                                   right: max(margins.right, outer.right - (size.width - frame.maxX)))
        }
        return margins
    }

    /// Margins or the safe area changed: layout again, and let the engine move the guides.
    func layoutGeometryDidChange() {
        setNeedsLayout()
        guard layoutStateStorage != nil, let engine = rootView.layoutStateStorage?.engine else { return }
        engine.setNeedsSolve()
    }
}

extension UIView {
    /// After a controller's `additionalSafeAreaInsets` changed from `old`: tells the views of this subtree whose
    /// insets changed, then the controller, and lays out again.
    func safeAreaDidChange(from old: UIEdgeInsets, in controller: UIViewController) {
        var changed: [UIView] = []
        forEachInSubtree { view in
            if view.safeAreaInsets(replacing: controller, with: old) != view.safeAreaInsets { changed.append(view) }
        }
        for view in changed {
            view.safeAreaInsetsDidChange()
            view.layoutGeometryDidChange()
        }
        controller.viewSafeAreaInsetsDidChange()
        layoutGeometryDidChange()
    }
}
