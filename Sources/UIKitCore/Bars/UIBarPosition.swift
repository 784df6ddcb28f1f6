/// Where a bar sits relative to what it bars: a navigation bar at the top of a window is `.topAttached` (it
/// reaches up under the title bar area), a toolbar at the bottom `.bottom`.
public enum UIBarPosition: Int, Sendable {
    case any = 0
    case bottom = 1
    case top = 2
    case topAttached = 3
}

/// Something that sits in a bar position.
@preconcurrency @MainActor public protocol UIBarPositioning: AnyObject {
    var barPosition: UIBarPosition { get }
}

/// A bar's delegate can put it at a position (`.topAttached` under the window's top edge).
@preconcurrency @MainActor public protocol UIBarPositioningDelegate: AnyObject {
    func position(for bar: any UIBarPositioning) -> UIBarPosition
}

extension UIBarPositioningDelegate {
    public func position(for bar: any UIBarPositioning) -> UIBarPosition { .any }
}
