import Foundation

/// A controller in a navigation interface: the bars' share of its safe area, and `show` pushing.
extension UIViewController {
    /// Sets the bars' insets of this controller's view; the views whose safe area changes hear it, then the
    /// controller (`viewSafeAreaInsetsDidChange`), as when `additionalSafeAreaInsets` changes.
    func setBarSafeAreaInsets(_ insets: UIEdgeInsets) {
        guard insets != barSafeAreaInsets else { return }
        guard let view = viewIfLoaded else { return barSafeAreaInsets = insets }
        var before: [ObjectIdentifier: UIEdgeInsets] = [:]
        view.forEachInSubtree { before[ObjectIdentifier($0)] = $0.safeAreaInsets }
        barSafeAreaInsets = insets
        var changed: [UIView] = []
        view.forEachInSubtree { if before[ObjectIdentifier($0)] != $0.safeAreaInsets { changed.append($0) } }
        for view in changed {
            view.safeAreaInsetsDidChange()
            view.layoutGeometryDidChange()
        }
        viewSafeAreaInsetsDidChange()
        view.layoutGeometryDidChange()
    }
}
