/// A controller's traits are its view's; before the view loads, its parent's (or the screen's) with the overrides
/// that reach it. A parent can override traits for a child (`setOverrideTraitCollection(_:forChild:)`), and a
/// controller for itself (`traitOverrides`); views and controllers whose traits change hear of it.
extension UIViewController: UITraitEnvironment {
    /// Set once any controller overrides traits or has a child (whose traits its parent may override): until then
    /// views skip the walk up to find overrides.
    static var traitOverridesExist = false

    /// What `traitCollection` answers.
    var resolvedTraitCollection: UITraitCollection {
        if let view = viewIfLoaded { return view.traitCollection }
        let inherited: UITraitCollection
        if let parent = parentStorage {
            inherited = parent.traitCollection
        } else {
            let style = UITraitCollection.current.userInterfaceStyle
            inherited = UITraitCollection(displayScale: UIScreen.main.nativeScale, style: style == .unspecified ? .light : style)
                .fillingSizeClasses(for: UIScreen.main.bounds.size)
        }
        var layers = [inherited]
        if let override = inheritedTraitOverride { layers.append(override) }
        if overrideUserInterfaceStyle != .unspecified { layers.append(UITraitCollection(userInterfaceStyle: overrideUserInterfaceStyle)) }
        return layers.count == 1 ? inherited : UITraitCollection(traitsFrom: layers)
    }

    /// What the parent overrides for this controller, with this controller's own `traitOverrides` over it.
    var inheritedTraitOverride: UITraitCollection? {
        let fromParent = parentStorage?.overrideTraitCollection(forChild: self)
        let own = traitOverridesStorage.isEmpty ? nil : traitOverridesStorage.collection
        switch (fromParent, own) {
        case let (parent?, own?): return UITraitCollection(traitsFrom: [parent, own])
        case let (parent?, nil): return parent
        case let (nil, own?): return own
        case (nil, nil): return nil
        }
    }

    /// Merges `collection` into the traits `childViewController` inherits (nil removes the override). Only for a
    /// child of this controller (UIKit's rule; anything else is logged and ignored).
    func overrideTraits(_ collection: UITraitCollection?, forChild childViewController: UIViewController) {
        guard childViewController.parentStorage === self else {
            UIKitLog.error("setOverrideTraitCollection: \(type(of: childViewController)) is not a child of \(type(of: self))")
            return
        }
        childViewController.changingTraits {
            childTraitOverrides[ObjectIdentifier(childViewController)] = collection
        }
    }

    /// Runs `change` (which may alter the traits of this controller's view and below); every view whose traits
    /// changed then hears of it and lays out again.
    func changingTraits(_ change: () -> Void) {
        UIViewController.traitOverridesExist = true
        let snapshot = viewIfLoaded.map { TraitSnapshot(of: $0) }
        change()
        snapshot?.notifyChanges()
        viewIfLoaded?.setNeedsLayout()
    }
}
