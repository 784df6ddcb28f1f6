/// Gesture recognizers' target-action by `Selector` (`UITapGestureRecognizer(target: self, action:
/// #selector(tapped(_:)))`): the action registered for the target's class runs with the recognizer as sender.
extension UIGestureRecognizer {
    /// `nil` target or action: a recognizer without an action yet, as on iOS.
    public convenience init(target: Any?, action: Selector?) {
        self.init()
        if let target, let action { addTarget(target, action: action) }
    }

    public func addTarget(_ target: Any, action: Selector) {
        addTarget(target as AnyObject, action: { (receiver: AnyObject) in { (sender: UIGestureRecognizer) in
            if !UINibConnections.perform(action, on: receiver, with: sender) {
                UIKitLog.error("\(type(of: receiver)) has no action \(action.name) registered; nothing sent")
            }
        } })
    }
}
