import Foundation

/// A step of a drag from another application over one of our windows.
public struct ExternalDragSample {
    public enum Phase: Sendable {
        /// The drag came over the window.
        case entered
        case moved
        /// The drag left the window, or its source gave up (or went away).
        case exited
        /// The drag was released over the window.
        case dropped
    }

    public var phase: Phase
    /// In the window's points.
    public var location: CGPoint
    /// The MIME types the source offers ("text/uri-list", "text/plain;charset=utf-8", "image/png").
    public var types: [String]
    /// The source asked for a move (the data goes away from it after the drop).
    public var prefersMove: Bool
    public var source: any ExternalDragSource

    public init(phase: Phase, location: CGPoint, types: [String], prefersMove: Bool, source: any ExternalDragSource) {
        self.phase = phase; self.location = location; self.types = types
        self.prefersMove = prefersMove; self.source = source
    }
}
