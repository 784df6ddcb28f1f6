/// Modal presentation, full screen: the presented controller's view covers the presenter's window (the presenter's
/// view leaves it) until it is dismissed, each with its appearance callbacks. What `show` and `presentation`
/// segues do.
extension UIViewController {
    /// The controller this one presents, and the one presenting this one.
    public var presentedViewController: UIViewController? { presentedStorage }
    public var presentingViewController: UIViewController? { presentingStorage }

    /// Presents `controller` over this controller's window. Logged and ignored when this controller's view is in
    /// no window or it already presents one (as UIKit warns).
    func performPresent(_ controller: UIViewController, animated flag: Bool, completion: (() -> Void)?) {
        guard presentedStorage == nil else {
            UIKitLog.error("\(type(of: self)) already presents \(type(of: presentedStorage!)); not presenting \(type(of: controller))")
            return
        }
        guard let window = viewIfLoaded?.window else {
            UIKitLog.error("\(type(of: self))'s view is not in a window; not presenting \(type(of: controller))")
            return
        }
        presentedStorage = controller
        controller.presentingStorage = self
        controller.appear(asRootOf: window)
        disappear(fromRootOf: window, removingView: true)
        completion?()
    }

    /// Dismisses the controller this one presents (or, without one, the presentation this one is part of): the
    /// presenter's view returns to the window.
    func performDismiss(animated flag: Bool, completion: (() -> Void)?) {
        guard let presented = presentedStorage else {
            if let presenting = presentingStorage { presenting.dismiss(animated: flag, completion: completion) }
            else { completion?() }
            return
        }
        presented.presentedStorage?.dismiss(animated: false)
        if let window = presented.viewIfLoaded?.window {
            appear(asRootOf: window)
            presented.disappear(fromRootOf: window, removingView: true)
        }
        presentedStorage = nil
        presented.presentingStorage = nil
        completion?()
    }


    /// Shows `controller` the way the context calls for: pushed by the navigation controller this controller is
    /// (or is in), presented otherwise, as UIKit does.
    public func show(_ controller: UIViewController, sender: Any?) {
        if let navigation = self as? UINavigationController ?? navigationController {
            return navigation.showByPushing(controller)
        }
        present(controller, animated: true)
    }
}
