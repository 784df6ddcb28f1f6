/// The insets a container adds to a child's safe area for the bars that cover the child's view (a tab bar at the
/// bottom, a navigation bar at the top and its toolbar at the bottom); they count like `additionalSafeAreaInsets` but belong to the container, not the app.
extension UIViewController {
    func setContainerSafeAreaInsets(_ insets: UIEdgeInsets) {
        guard insets != containerSafeAreaInsets else { return }
        guard let view = viewIfLoaded else {
            containerSafeAreaInsets = insets
            return
        }
        var before: [(UIView, UIEdgeInsets)] = []
        view.forEachInSubtree { before.append(($0, $0.safeAreaInsets)) }
        containerSafeAreaInsets = insets
        for (subview, old) in before where subview.safeAreaInsets != old {
            subview.safeAreaInsetsDidChange()
            subview.layoutGeometryDidChange()
        }
        viewSafeAreaInsetsDidChange()
        view.layoutGeometryDidChange()
    }
}
