/// Gesture recognizers' target-action by `Selector` (`UITapGestureRecognizer(target: self, action:
/// #selector(tapped(_:)))`): the action registered for the target's class runs with the recognizer as sender.
extension UIGestureRecognizer {
    public func addTarget(_ target: Any, action: Selector) {
        addTarget(target as AnyObject, action: { (receiver: AnyObject) in { (sender: UIGestureRecognizer) in
            if !UINibConnections.perform(action, on: receiver, with: sender) {
                UIKitLog.error("\(type(of: receiver)) has no action \(action.name) registered; nothing sent")
            }
        } })
    }
}
