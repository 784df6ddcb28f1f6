/// What an unwind segue starts from, handed to `allowedChildrenForUnwinding(from:)` and `childContaining(_:)`
/// while UIKit looks for the segue's destination.
@preconcurrency @MainActor public final class UIStoryboardUnwindSegueSource {
    public let source: UIViewController
    /// The action the destination must have (`unwindToMain:`).
    public let unwindAction: Selector
    public let sender: Any?

    init(source: UIViewController, unwindAction: Selector, sender: Any?) {
        self.source = source
        self.unwindAction = unwindAction
        self.sender = sender
    }
}
