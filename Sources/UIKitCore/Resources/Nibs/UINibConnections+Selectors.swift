/// `Selector`s sent through the action table: what stands for `objc_msgSend` when code (rather than a nib)
/// sends an action. The table is filled by `registerAction` (by hand, or by the port tool `uikit-port` from
/// `@IBAction` and `@objc` methods).
extension UINibConnections {
    /// Runs `selector`'s action on `target`; false (and nothing run) when `target`'s class has no such action.
    @discardableResult
    public static func perform(_ selector: Selector, on target: AnyObject, with sender: Any?) -> Bool {
        // The sender itself, not an Optional boxing it: actions cast it to the type they declare.
        send(selector.name, to: target, from: sender ?? (Optional<Any>.none as Any))
    }

    /// Whether `target`'s class registered an action named `selector` (`respondsToSelector:`).
    public static func responds(_ target: AnyObject, to selector: Selector) -> Bool {
        hasAction(selector.name, for: target)
    }

    /// The sender as the type the action method declares; a sender of another type is logged (on iOS the method
    /// would get an object of the wrong class) and the action is not run.
    public static func sender<Sender>(_ sender: Any, as type: Sender.Type, for selector: String) -> Sender? {
        if let sender = sender as? Sender { return sender }
        UIKitLog.error("action \(selector) takes a \(Sender.self) but was sent by \(Swift.type(of: sender)); not performed")
        return nil
    }
}
