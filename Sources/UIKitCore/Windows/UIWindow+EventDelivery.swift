/// `UIWindow.sendEvent(_:)`'s work: touches to their recognizers and views, other events to the first responder.
extension UIWindow {
    func deliver(_ event: UIEvent) {
        switch event.type {
        case .touches:
            TouchDispatcher.shared.deliver(event, in: self)
        default:
            // Events without a location go to the first responder (E-EV-6); a first responder in another window
            // or outside any window still gets it, as on iOS; with none, the view of the innermost controller
            // showing starts the chain (so its containers, such as a navigation controller with its Alt+Left,
            // hear keys), else the window.
            UIResponder.deliverWithoutLocation(event, startingAt: UIResponder.currentFirstResponder ?? shownContentResponder)
        }
    }
}

extension UIWindow {
    /// The view of the innermost view controller on screen: from the root controller down through the last child
    /// whose view is in this window (a navigation controller's top controller, a container's shown child).
    var shownContentResponder: UIResponder {
        guard var controller = rootViewController, let rootView = controller.viewIfLoaded, rootView.window === self else {
            return self
        }
        while let child = controller.children.last(where: { $0.viewIfLoaded?.window === self }) { controller = child }
        return controller.view
    }
}
