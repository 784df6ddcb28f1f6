/// A view's containers: its ancestors and the controllers that manage them, innermost first.
extension UIView {
    var responderAncestors: [AnyObject] {
        var chain: [AnyObject] = []
        var current = next
        while let responder = current, !(responder is UIApplication) {
            chain.append(responder)
            current = responder.next
        }
        return chain
    }
}
