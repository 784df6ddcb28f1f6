/// Target-action by `Selector`, as iOS code writes it (`addTarget(self, action: #selector(tapped(_:)), for:
/// .touchUpInside)`). Without an Objective-C runtime the selector is looked up in the action table
/// (`UINibConnections.registerAction`, filled by `uikit-port` or by hand) when the event comes.
extension UIControl {
    /// A `nil` target sends the action up the responder chain from the first responder to the first object
    /// whose class has it (E-RC-2).
    public func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        guard let target else {
            let identifier = UIAction.Identifier("Selector.\(action.name)")
            addAction(UIAction(identifier: identifier) { performed in
                UIApplication.shared.sendAction(action, to: nil, from: performed.sender, for: nil)
            }, for: controlEvents)
            return
        }
        addTarget(target as AnyObject, action: { (receiver: AnyObject) in { (sender: UIControl) in
            if !UINibConnections.perform(action, on: receiver, with: sender) {
                UIKitLog.error("\(type(of: receiver)) has no action \(action.name) registered; nothing sent")
            }
        } }, for: controlEvents)
    }

    /// Sends `action` to `target` (`nil`: up the responder chain) with this control as the sender. Not `open`
    /// here, unlike UIKit's: Swift cannot override a method declared in an extension.
    public func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        UIApplication.shared.sendAction(action, to: target, from: self, for: event)
    }
}
