/// A view's traits: its screen's scale and its light or dark style, which comes from the nearest override (its
/// own, its controller's, an ancestor's) or else from `UITraitCollection.current`.
extension UIView: UITraitEnvironment {
    /// Set once any view or controller overrides the style: until then every view has the current traits' style
    /// and nothing needs to walk up the tree.
    static var styleOverridesExist = false

    public var traitCollection: UITraitCollection {
        UITraitCollection(traitsFrom: [UITraitCollection(displayScale: window?.screen.scale ?? UIScreen.main.scale),
                                       UITraitCollection(userInterfaceStyle: effectiveStyle)])
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
            view.traitCollectionDidChange(before)
            view.viewControllerStorage?.traitCollectionDidChange(before)
            for subview in view.subviews where subview.overrideUserInterfaceStyle == .unspecified
                && (subview.viewControllerStorage?.overrideUserInterfaceStyle ?? .unspecified) == .unspecified {
                pending.append((subview, previous))
            }
        }
    }
}
