import Foundation

/// A device motion the platform reports (a shake: a desktop maps it to a key or a menu command).
public struct MotionSample: Sendable, Equatable {
    public enum Phase: Sendable, Equatable { case began, ended, cancelled }
    public var subtype: UIEvent.EventSubtype
    public var phase: Phase
    public var timestamp: TimeInterval

    public init(subtype: UIEvent.EventSubtype = .motionShake, phase: Phase, timestamp: TimeInterval) {
        self.subtype = subtype; self.phase = phase; self.timestamp = timestamp
    }
}
