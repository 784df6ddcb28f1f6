import Foundation

/// Which way focus moved: Tab is `.next`, Shift+Tab `.previous`.
public struct UIFocusHeading: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let up = UIFocusHeading(rawValue: 1 << 0)
    public static let down = UIFocusHeading(rawValue: 1 << 1)
    public static let left = UIFocusHeading(rawValue: 1 << 2)
    public static let right = UIFocusHeading(rawValue: 1 << 3)
    public static let next = UIFocusHeading(rawValue: 1 << 4)
    public static let previous = UIFocusHeading(rawValue: 1 << 5)
    public static let first = UIFocusHeading(rawValue: 1 << 8)
    public static let last = UIFocusHeading(rawValue: 1 << 9)
}

/// One focus move: where focus was, where it goes and which way, as environments are asked and told.
@preconcurrency @MainActor open class UIFocusUpdateContext: NSObject {
    open private(set) weak var previouslyFocusedItem: (any UIFocusItem)?
    open private(set) weak var nextFocusedItem: (any UIFocusItem)?
    open private(set) var focusHeading: UIFocusHeading

    open var previouslyFocusedView: UIView? { previouslyFocusedItem as? UIView }
    open var nextFocusedView: UIView? { nextFocusedItem as? UIView }

    init(previous: (any UIFocusItem)?, next: (any UIFocusItem)?, heading: UIFocusHeading) {
        previouslyFocusedItem = previous
        nextFocusedItem = next
        focusHeading = heading
        super.init()
    }
}

/// Runs animations alongside a focus move. Focus moves here are instant (the ring appears at once), so coordinated
/// animations run as ordinary view animations starting with the move.
@preconcurrency @MainActor open class UIFocusAnimationCoordinator: NSObject {
    static let duration: TimeInterval = 0.15

    open func addCoordinatedAnimations(_ animations: (() -> Void)?, completion: (() -> Void)? = nil) {
        UIView.animate(withDuration: Self.duration, animations: { animations?() }, completion: { _ in completion?() })
    }

    open func addCoordinatedFocusingAnimations(_ animations: ((any UIFocusAnimationContext) -> Void)?,
                                               completion: (() -> Void)? = nil) {
        let context = FocusAnimationContext(duration: Self.duration)
        addCoordinatedAnimations({ animations?(context) }, completion: completion)
    }

    open func addCoordinatedUnfocusingAnimations(_ animations: ((any UIFocusAnimationContext) -> Void)?,
                                                 completion: (() -> Void)? = nil) {
        addCoordinatedFocusingAnimations(animations, completion: completion)
    }
}

/// The timing of a coordinated focus animation.
@preconcurrency @MainActor public protocol UIFocusAnimationContext: AnyObject {
    var duration: TimeInterval { get }
}

@MainActor final class FocusAnimationContext: UIFocusAnimationContext {
    let duration: TimeInterval
    init(duration: TimeInterval) { self.duration = duration }
}
