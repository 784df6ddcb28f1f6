/// Key commands whose action is a `Selector`: performed by the first responder on the chain from the responder
/// that listed the command whose class registered the action, with the command as sender.
extension UIKeyCommand {
    public convenience init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector) {
        self.init(title: "", input: input, modifierFlags: modifierFlags, action: { (responder: UIResponder) in { command in
            guard let receiver = UINibConnections.firstTarget(for: action, startingAt: responder) else {
                return UIKitLog.error("no responder has the key command's action \(action.name)")
            }
            UINibConnections.perform(action, on: receiver, with: command)
        } })
    }

    public convenience init(title: String = "", image: UIImage? = nil, action: Selector, input: String,
                            modifierFlags: UIKeyModifierFlags = [], discoverabilityTitle: String? = nil) {
        self.init(input: input, modifierFlags: modifierFlags, action: action)
        self.title = title
        self.image = image
        self.discoverabilityTitle = discoverabilityTitle
    }
}
