/// Objects a nib makes that want `awakeFromNib()` after every outlet and action of the load is connected
/// (R-NIB-4 step 4). Views, view controllers and other responders override `UIResponder.awakeFromNib()`; without an
/// Objective-C runtime `NSObject` cannot have it, so other objects (`<customObject>`) opt in here. Only objects the
/// loader instantiated get it, never File's Owner or other placeholders.
@preconcurrency @MainActor public protocol UINibAwaking: AnyObject {
    func awakeFromNib()
}

/// A source of target-action connections: what `<action selector=... eventType=...>` is connected through.
/// `UIControl` conforms (its `addAction(_:for:)`); the handler gets the sender.
@preconcurrency @MainActor public protocol UINibActionSource: AnyObject {
    /// Returns false when the event type (an Interface Builder name such as `touchUpInside`) is unknown.
    func connectNibAction(eventType: String, handler: @escaping @MainActor (_ sender: Any) -> Void) -> Bool
}
