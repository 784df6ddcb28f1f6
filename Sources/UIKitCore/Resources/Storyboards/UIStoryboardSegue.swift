/// A transition from one storyboard view controller to a new instance of another. Built-in kinds perform with
/// `show(_:sender:)` (show, push, showDetail) or `present(_:animated:completion:)` (presentation, modal); a
/// `kind="custom"` segue is the registered subclass named by `customClass` (`UINibClassRegistry.register(_:)`),
/// whose `perform()` does the transition.
@preconcurrency @MainActor open class UIStoryboardSegue {
    public let identifier: String?
    public let source: UIViewController
    public let destination: UIViewController
    private var performHandler: (@MainActor (UIStoryboardSegue) -> Void)?

    public required init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
    }

    public convenience init(identifier: String?, source: UIViewController, destination: UIViewController,
                            performHandler: @escaping @MainActor () -> Void) {
        self.init(identifier: identifier, source: source, destination: destination)
        self.performHandler = { _ in performHandler() }
    }

    /// A built-in segue whose transition needs the segue itself (an unwind segue's `unwind(for:towards:)` calls).
    convenience init(identifier: String?, source: UIViewController, destination: UIViewController,
                     performing: @escaping @MainActor (UIStoryboardSegue) -> Void) {
        self.init(identifier: identifier, source: source, destination: destination)
        self.performHandler = performing
    }

    /// Performs the transition: the handler it was made with; subclasses override it.
    open func perform() { performHandler?(self) }
}
