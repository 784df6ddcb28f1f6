/// Child view controllers: the parent owns its children, forwards them appearance callbacks
/// (UIViewController+Appearance.swift) and its trait overrides; navigation, tab and split controllers build on
/// this.
extension UIViewController {
    /// Makes `childController` a child (removing it from a former parent first, its view staying where it is
    /// until the caller moves it) and calls its `willMove(toParent:)`; the caller adds its view, then calls
    /// `didMove(toParent:)`, as on iOS. Adding this controller or one of its ancestors would make a cycle: UIKit
    /// raises an exception; here it is logged and refused.
    func adoptChild(_ childController: UIViewController) {
        guard childController.parentStorage !== self else { return }
        if childController === self || isDescendant(of: childController) {
            UIKitLog.error("child view controller:\(childController) should have parent view controller:\(self) "
                + "but actual parent is:\(childController.parentStorage.map { "\($0)" } ?? "(null)"); refusing a cycle of children")
            return
        }
        if childController.parentStorage != nil { childController.removeFromParent() }
        // A parent may override its children's traits in `overrideTraitCollection(forChild:)` (open, and
        // containers do): from now on views look up their controllers' overrides.
        UIViewController.traitOverridesExist = true
        childController.willMove(toParent: self)
        childStorage.append(childController)
        childController.parentStorage = self
    }

    /// Leaves the parent and calls `didMove(toParent: nil)`; the caller removes the view and has called
    /// `willMove(toParent: nil)` first, as on iOS.
    func leaveParent() {
        guard let parent = parentStorage else { return }
        parent.childStorage.removeAll { $0 === self }
        parent.childTraitOverrides[ObjectIdentifier(self)] = nil
        parentStorage = nil
        didMove(toParent: nil)
    }

    /// Whether `ancestor` is this controller's parent, or its parent's, and so on.
    func isDescendant(of ancestor: UIViewController) -> Bool {
        var current = parentStorage
        var steps = 0
        while let controller = current, steps < 10_000 {
            if controller === ancestor { return true }
            current = controller.parentStorage
            steps += 1
        }
        return false
    }

    /// The nearest controller of type `Container` among this one's ancestors (what `tabBarController` and
    /// `splitViewController` answer; a presented controller is no container's descendant).
    func nearestAncestor<Container: UIViewController>(_ type: Container.Type) -> Container? {
        var current: UIViewController? = parentStorage
        var steps = 0
        while let controller = current, steps < 10_000 {
            if let found = controller as? Container { return found }
            current = controller.parentStorage
            steps += 1
        }
        return nil
    }
}
