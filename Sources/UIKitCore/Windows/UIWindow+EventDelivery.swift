/// `UIWindow.sendEvent(_:)`'s work: touches to their recognizers and views, other events to the first responder.
extension UIWindow {
    func deliver(_ event: UIEvent) {
        switch event.type {
        case .touches:
            TouchDispatcher.shared.deliver(event, in: self)
        default:
            // Events without a location go to the first responder (E-EV-6); a first responder in another window
            // or outside any window still gets it, as on iOS; with none, the root view controller's view starts
            // the chain (so the controllers showing, such as a navigation controller's Alt+Left, hear keys), else
            // the window.
            let rootView = rootViewController?.viewIfLoaded
            UIResponder.deliverWithoutLocation(event, startingAt: UIResponder.currentFirstResponder
                                                   ?? (rootView?.window === self ? rootView! : self))
        }
    }
}
