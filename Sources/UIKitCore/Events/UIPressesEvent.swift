import Foundation

/// An event carrying key presses, delivered to the key window's first responder.
@preconcurrency @MainActor open class UIPressesEvent: UIEvent {
    public internal(set) var allPresses: Set<UIPress> = []

    override init() { super.init(type: .presses) }

    open func presses(for gesture: UIGestureRecognizer) -> Set<UIPress> { [] }
}
