import Foundation

/// The pointer moving over a window with no button down (`UIHoverGestureRecognizer`), or leaving it.
public struct HoverSample: Sendable, Equatable {
    /// In the window's points.
    public var location: CGPoint
    /// `false` when the pointer left the window: every hover in progress ends.
    public var isInside: Bool
    public var timestamp: TimeInterval

    public init(location: CGPoint, isInside: Bool = true, timestamp: TimeInterval) {
        self.location = location; self.isInside = isInside; self.timestamp = timestamp
    }
}
