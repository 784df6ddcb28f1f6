/// A view's traits: its screen's scale, size classes from its window's size (the main screen's outside a window;
/// breakpoints in UIUserInterfaceSizeClass.swift), its light or dark style, which comes from the nearest override
/// (its own, its controller's, an ancestor's) or else from `UITraitCollection.current`, and whatever controllers
/// above it override (`setOverrideTraitCollection(_:forChild:)`, `traitOverrides`).
extension UIView: UITraitEnvironment {
    /// Set once any view or controller overrides the style: until then every view has the current traits' style
    /// and nothing needs to walk up the tree.
    static var styleOverridesExist = false

    public var traitCollection: UITraitCollection { traits(inWindowOfSize: nil) }

    /// The traits this view has, or would have if its window had `proposedSize`.
    func traits(inWindowOfSize proposedSize: CGSize?) -> UITraitCollection {
        let size = proposedSize ?? window?.bounds.size ?? UIScreen.main.bounds.size
        let base = UITraitCollection(displayScale: window?.screen.nativeScale ?? UIScreen.main.nativeScale, style: effectiveStyle,
                                     horizontal: SizeClassBreakpoints.horizontal(for: size.width),
                                     vertical: SizeClassBreakpoints.vertical(for: size.height))
        guard UIViewController.traitOverridesExist else { return base }
        var overrides: [UITraitCollection] = []
        var current: UIView? = self
        while let view = current {
            if let override = view.viewControllerStorage?.inheritedTraitOverride { overrides.append(override) }
            current = view.superview
        }
        guard !overrides.isEmpty else { return base }
        // Nearer controllers win; the view's own style override beats every controller's.
        var layers = [base] + overrides.reversed()
        if overrideUserInterfaceStyle != .unspecified { layers.append(UITraitCollection(userInterfaceStyle: overrideUserInterfaceStyle)) }
        return UITraitCollection(traitsFrom: layers)
    }

    /// The traits of this view changed from `previous`: the view, its controller and their trait-change
    /// registrations hear of it.
    func traitsDidChange(from previous: UITraitCollection) {
        traitCollectionDidChange(previous)
        TraitChangeRegistry.shared.notifyIfAny(self, previous: previous)
        if let controller = viewControllerStorage {
            controller.traitCollectionDidChange(previous)
            TraitChangeRegistry.shared.notifyIfAny(controller, previous: previous)
        }
    }

    var effectiveStyle: UIUserInterfaceStyle {
        style(own: overrideUserInterfaceStyle, controller: viewControllerStorage?.overrideUserInterfaceStyle)
    }

    /// The style this view has with `own` and `controller` as its overrides.
    func style(own: UIUserInterfaceStyle, controller: UIUserInterfaceStyle?) -> UIUserInterfaceStyle {
        if own != .unspecified { return own }
        if let controller, controller != .unspecified { return controller }
        guard UIView.styleOverridesExist, let superview else {
            let current = UITraitCollection.current.userInterfaceStyle
            return current == .unspecified ? .light : current
        }
        return superview.effectiveStyle
    }

    /// This view's style was `previous`: where it changed in the subtree, backgrounds are resolved again and views
    /// and controllers hear `traitCollectionDidChange(_:)`. A subtree that keeps its own override is left alone.
    func propagateStyle(from previous: UIUserInterfaceStyle) {
        var pending: [(view: UIView, previous: UIUserInterfaceStyle)] = [(self, previous)]
        while let (view, previous) = pending.popLast() {
            let current = view.effectiveStyle
            guard current != previous else { continue }
            view.applyBackgroundColor()
            if view.drawsBackgroundInBackingStore { view.setNeedsDisplay() }
            let before = UITraitCollection(traitsFrom: [view.traitCollection, UITraitCollection(userInterfaceStyle: previous)])
            view.traitsDidChange(from: before)
            for subview in view.subviews where subview.overrideUserInterfaceStyle == .unspecified
                && (subview.viewControllerStorage?.overrideUserInterfaceStyle ?? .unspecified) == .unspecified {
                pending.append((subview, previous))
            }
        }
    }
}
