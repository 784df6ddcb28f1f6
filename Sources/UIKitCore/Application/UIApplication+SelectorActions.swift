/// `sendAction(_:to:from:for:)` with a `Selector`: the target's registered action, or with no target the first
/// responder on the chain from the first responder (else the sender, the key window, the application) whose
/// class registered the action, as `respondsToSelector:` decides on iOS (E-RC-2).
extension UIApplication {
    @discardableResult
    public func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        if let target { return UINibConnections.perform(action, on: target as AnyObject, with: sender) }
        let start = UIResponder.currentFirstResponder ?? (sender as? UIResponder) ?? keyWindow ?? self
        guard let receiver = UINibConnections.firstTarget(for: action, startingAt: start) else { return false }
        return UINibConnections.perform(action, on: receiver, with: sender)
    }
}
