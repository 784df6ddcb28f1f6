/// Child view controllers (what an embed segue makes): the parent owns its children and forwards them nothing
/// else yet; navigation, tab and split controllers build on this.
extension UIViewController {
    /// The controllers added with `addChild(_:)`, in order.
    public var children: [UIViewController] { childStorage }

    /// The controller this one is a child of.
    public var parent: UIViewController? { parentStorage }

    /// Makes `childController` a child (removing it from a former parent first) and calls its
    /// `willMove(toParent:)`; the caller adds its view, then calls `didMove(toParent:)`, as on iOS.
    public func addChild(_ childController: UIViewController) {
        guard childController !== self, childController.parentStorage !== self else { return }
        childController.removeFromParent()
        childController.willMove(toParent: self)
        childStorage.append(childController)
        childController.parentStorage = self
    }

    /// Leaves the parent and calls `didMove(toParent: nil)`; the caller removes the view and has called
    /// `willMove(toParent: nil)` first, as on iOS.
    public func removeFromParent() {
        guard let parent = parentStorage else { return }
        parent.childStorage.removeAll { $0 === self }
        parentStorage = nil
        didMove(toParent: nil)
    }
}
