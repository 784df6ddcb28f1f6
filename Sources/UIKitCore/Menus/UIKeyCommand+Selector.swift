/// Key commands whose action is a `Selector`, as `UICommand`'s: performed by the target that
/// `target(forAction:withSender:)` finds on the chain from the responder that listed the command (or the first
/// responder, for a main-menu command), with the command as sender.
extension UIKeyCommand {
    public convenience init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector) {
        self.init(title: "", action: action, input: input, modifierFlags: modifierFlags)
    }

    public convenience init(title: String = "", image: UIImage? = nil, action: Selector, input: String,
                            modifierFlags: UIKeyModifierFlags = [], propertyList: Any? = nil,
                            alternates: [UICommandAlternate] = [], discoverabilityTitle: String? = nil,
                            attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off) {
        self.init(title: title, image: image, action: action, input: input, modifierFlags: modifierFlags,
                  propertyList: propertyList, alternates: alternates, discoverabilityTitle: discoverabilityTitle,
                  attributes: attributes, state: state, performer: nil)
    }
}
