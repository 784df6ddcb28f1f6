/// Walking the responder chain.
extension UIResponder {
    /// The receiver and every next responder after it, in order (E-RC-3).
    var responderChain: [UIResponder] {
        var chain: [UIResponder] = []
        var responder: UIResponder? = self
        while let current = responder, chain.count < 10_000 {
            chain.append(current)
            responder = current.next
        }
        return chain
    }
}
