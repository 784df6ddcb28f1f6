import Foundation

/// One finger (or the pointer's primary button) as the platform reports it: what a window server's input
/// translator produces for a `WindowServerEvent.touches` event. Locations are in the window's points.
public struct TouchSample: Sendable, Equatable {
    /// Identifies the finger for the whole sequence; unique per window host while the finger is down.
    public var id: Int
    /// `.began`, `.moved`, `.stationary`, `.ended` or `.cancelled`; region phases belong to hover samples.
    public var phase: UITouch.Phase
    public var location: CGPoint
    /// The sub-point location when the device has one (a stylus, a high-resolution pointer).
    public var preciseLocation: CGPoint?
    /// Seconds since system start-up, like `ProcessInfo.systemUptime`.
    public var timestamp: TimeInterval
    public var type: UITouch.TouchType
    /// `nil` when the device does not report pressure.
    public var force: CGFloat?
    public var maximumPossibleForce: CGFloat
    public var majorRadius: CGFloat
    public var majorRadiusTolerance: CGFloat
    /// The platform's own multi-click count (X11's desktop double-click time); `nil` lets UIKit count taps.
    public var tapCount: Int?
    /// Intermediate samples the platform merged into this one, oldest first (`UIEvent.coalescedTouches(for:)`).
    public var coalesced: [TouchSample]
    /// The mouse buttons behind a pointer touch (`UIEvent.buttonMask`): `.primary`, `.secondary` for a right click;
    /// empty for fingers.
    public var buttonMask: UIEvent.ButtonMask

    public init(id: Int, phase: UITouch.Phase, location: CGPoint, timestamp: TimeInterval,
                type: UITouch.TouchType = .direct, preciseLocation: CGPoint? = nil, force: CGFloat? = nil,
                maximumPossibleForce: CGFloat = 0, majorRadius: CGFloat = 20, majorRadiusTolerance: CGFloat = 5,
                tapCount: Int? = nil, coalesced: [TouchSample] = [], buttonMask: UIEvent.ButtonMask = []) {
        self.id = id; self.phase = phase; self.location = location; self.timestamp = timestamp; self.type = type
        self.preciseLocation = preciseLocation; self.force = force; self.maximumPossibleForce = maximumPossibleForce
        self.majorRadius = majorRadius; self.majorRadiusTolerance = majorRadiusTolerance; self.tapCount = tapCount
        self.coalesced = coalesced
        self.buttonMask = buttonMask
    }

    /// Finite coordinates and a time; anything else is refused with a log line.
    var isWellFormed: Bool {
        location.x.isFinite && location.y.isFinite && timestamp.isFinite
            && [.began, .moved, .stationary, .ended, .cancelled].contains(phase)
    }
}
