/// An object that can respond to events; views, view controllers, windows and the application are responders.
@MainActor open class UIResponder: NSObject {
    public override init() { super.init() }

    /// The next responder in the chain; subclasses say who that is.
    open var next: UIResponder? { nil }

    open var canBecomeFirstResponder: Bool { false }
    open var canResignFirstResponder: Bool { true }
    open var isFirstResponder: Bool { UIResponder.currentFirstResponder === self }

    static weak var currentFirstResponder: UIResponder?

    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder else { return false }
        if let current = UIResponder.currentFirstResponder, current !== self {
            guard current.canResignFirstResponder, current.resignFirstResponder() else { return false }
        }
        UIResponder.currentFirstResponder = self
        return true
    }

    @discardableResult
    open func resignFirstResponder() -> Bool {
        if UIResponder.currentFirstResponder === self { UIResponder.currentFirstResponder = nil }
        return true
    }
}
