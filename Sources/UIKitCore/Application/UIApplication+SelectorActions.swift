/// `sendAction(_:to:from:for:)` with a `Selector`: the target's action, or with no target the action goes to
/// `target(forAction:withSender:)` of the first responder (else the sender, the key window, the application),
/// which walks the chain asking `canPerformAction(_:withSender:)` (E-RC-2).
extension UIApplication {
    /// What `sendAction(_:to:from:for:)` does (it is declared in the class body, so that a principal class overrides it).
    func dispatchAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        if let responder = target as? UIResponder { return responder.performAction(action, sender: sender) }
        if let target { return UINibConnections.perform(action, on: target as AnyObject, with: sender) }
        let start = UIResponder.currentFirstResponder ?? (sender as? UIResponder) ?? keyWindow ?? self
        return start.sendActionAlongChain(action, sender: sender)
    }
}
