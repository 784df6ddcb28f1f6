import Foundation

/// A wheel or touchpad scroll over a window: what `UIPanGestureRecognizer`s that allow scrolling see.
public struct ScrollSample: Sendable, Equatable {
    /// `.continuous` for touchpads and smooth scrolling, `.discrete` for wheel notches.
    public var kind: UIScrollType
    /// The pointer's location in the window's points.
    public var location: CGPoint
    /// How far the content should move, in points (positive y moves content down, as a finger dragging down).
    public var delta: CGVector
    /// `.began`, `.changed`, `.ended` for a continuous gesture; discrete notches use `.changed` alone.
    public var phase: ScrollPhase
    public var timestamp: TimeInterval

    public enum ScrollPhase: Sendable, Equatable { case began, changed, ended, cancelled }

    public init(kind: UIScrollType, location: CGPoint, delta: CGVector, phase: ScrollPhase, timestamp: TimeInterval) {
        self.kind = kind; self.location = location; self.delta = delta; self.phase = phase; self.timestamp = timestamp
    }
}

/// The kinds of scrolling input a pan recognizer accepts (`allowedScrollTypesMask`).
public struct UIScrollTypeMask: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let discrete = UIScrollTypeMask(rawValue: 1 << 0)
    public static let continuous = UIScrollTypeMask(rawValue: 1 << 1)
    public static let all: UIScrollTypeMask = [.discrete, .continuous]
}

public enum UIScrollType: Int, Sendable { case discrete, continuous }
