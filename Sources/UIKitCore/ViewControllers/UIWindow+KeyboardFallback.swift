/// Where keys go when nothing is first responder: to the view of the controller the window shows most directly
/// (the root, or what it presents, then down through containers' shown children: the selected tab, a split view's
/// secondary column), so that the chain passes the containers and their keyboard shortcuts (Ctrl+Tab between tabs)
/// work before anything has been clicked. With no controller, the window itself.
extension UIWindow {
    var keyboardFallbackResponder: UIResponder {
        guard var controller = rootViewController else { return self }
        var steps = 0
        while steps < 10_000 {
            steps += 1
            if let presented = controller.presentedViewController, presented.viewIfLoaded?.window === self {
                controller = presented
            } else if let child = controller.childForKeyboardFallback, child.viewIfLoaded?.window === self {
                controller = child
            } else {
                break
            }
        }
        guard let view = controller.viewIfLoaded, view.window === self else { return self }
        return view
    }
}
