import Foundation

/// How a focused item shows its focus. The system's effect (any `UIFocusEffect` that is not a halo, or none) is a
/// rounded ring in the tint colour just outside the item.
@preconcurrency @MainActor open class UIFocusEffect: NSObject {
    public required override init() { super.init() }

    open class func effect() -> Self { self.init() }
}

/// A ring of a given shape, in the item's (or `referenceView`'s) coordinates.
@preconcurrency @MainActor open class UIFocusHaloEffect: UIFocusEffect {
    public enum Position: Int, Sendable {
        case automatic = 0
        case outside = 1
        case inside = 2
    }

    /// The ring's outline, in `referenceView`'s coordinates (the focused item's when nil).
    let path: UIBezierPath
    open weak var containerView: UIView?
    open weak var referenceView: UIView?
    open var position: Position = .automatic

    public required init() {
        path = UIBezierPath()
        super.init()
    }

    init(path: UIBezierPath) {
        self.path = path
        super.init()
    }

    public convenience init(rect: CGRect) {
        self.init(path: UIBezierPath(rect: rect))
    }

    public convenience init(bezierPath: UIBezierPath) {
        self.init(path: bezierPath)
    }
}
