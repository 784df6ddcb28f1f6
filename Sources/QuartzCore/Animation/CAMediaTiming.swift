/// What happens to an animation's effect outside its active time.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let removed = Self(rawValue: "removed")
    public static let forwards = Self(rawValue: "forwards")
    public static let backwards = Self(rawValue: "backwards")
    public static let both = Self(rawValue: "both")
}

/// The timing properties animations and layers share. Times form a hierarchy: each object maps its parent's time
/// to its own local time with `beginTime`, `speed` and `timeOffset`.
@preconcurrency @MainActor public protocol CAMediaTiming: AnyObject {
    var beginTime: CFTimeInterval { get set }
    var duration: CFTimeInterval { get set }
    var speed: Float { get set }
    var timeOffset: CFTimeInterval { get set }
    var repeatCount: Float { get set }
    var repeatDuration: CFTimeInterval { get set }
    var autoreverses: Bool { get set }
    var fillMode: CAMediaTimingFillMode { get set }
}

/// The arithmetic of `CAMediaTiming`, as Core Animation defines it.
public struct MediaTimingState: Hashable, Sendable {
    public var beginTime: CFTimeInterval
    /// The simple duration; animations substitute 0.25 s for 0.
    public var duration: CFTimeInterval
    public var speed: Double
    public var timeOffset: CFTimeInterval
    public var repeatCount: Double
    public var repeatDuration: CFTimeInterval
    public var autoreverses: Bool
    public var fillMode: CAMediaTimingFillMode

    /// Where an animation is at a moment of its parent's time.
    public enum Phase: Hashable, Sendable {
        /// Before the start and not filling backwards: no effect.
        case before
        /// Active, or filling: the fraction of the simple duration (0...1) to show.
        case at(fraction: Double)
        /// After the end and not filling forwards: finished, no effect.
        case after
    }

    /// Parent time to local time: `(t - beginTime) * speed + timeOffset`.
    public func localTime(_ parentTime: CFTimeInterval) -> CFTimeInterval {
        (parentTime - beginTime) * speed + timeOffset
    }

    /// The length of one iteration (a forward pass, plus the reverse pass with `autoreverses`).
    public var iterationDuration: CFTimeInterval { duration * (autoreverses ? 2 : 1) }

    /// How long the animation is active in local time (`.infinity` for endless repetition).
    public var activeDuration: CFTimeInterval {
        if repeatDuration > 0 { return repeatDuration }
        let count = repeatCount > 0 ? repeatCount : 1
        return count.isInfinite ? .infinity : Double(count) * iterationDuration
    }

    public func phase(atParentTime parentTime: CFTimeInterval) -> Phase {
        phase(atLocalTime: localTime(parentTime))
    }

    public func phase(atLocalTime t: CFTimeInterval) -> Phase {
        guard duration > 0, duration.isFinite else { return .at(fraction: 1) }
        let active = activeDuration
        if t < 0 {
            return fillMode == .backwards || fillMode == .both ? .at(fraction: fraction(atActiveTime: 0)) : .before
        }
        if t >= active {
            return fillMode == .forwards || fillMode == .both ? .at(fraction: fraction(atActiveTime: active, atEnd: true))
                : .after
        }
        return .at(fraction: fraction(atActiveTime: t))
    }

    /// The fraction of the simple duration shown at a moment within the active interval.
    private func fraction(atActiveTime t: CFTimeInterval, atEnd: Bool = false) -> Double {
        let iteration = iterationDuration
        var within = t.truncatingRemainder(dividingBy: iteration)
        // The very end of an iteration shows the iteration's end, not the start of the next one.
        if atEnd && within == 0 && t > 0 { within = iteration }
        if autoreverses && within > duration { within = iteration - within }
        return min(max(within / duration, 0), 1)
    }
}
