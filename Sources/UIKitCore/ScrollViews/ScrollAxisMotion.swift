import Foundation

/// How one axis of a scroll view moves after the finger lifts, as a closed form of the time since the motion
/// began (so frames may come at any rate, or late, and land on the same curve).
///
/// - `approach`: exponential deceleration onto `target`: x(t) = target - (target - start) * rate^t, t in
///   milliseconds. With the natural target start + v / -ln(rate) (v in points per millisecond) this is exactly a
///   flick decelerating by `rate` each millisecond; a target chosen by paging or by the delegate keeps that shape
///   with the velocity it takes to land there.
/// - `coast`: the same deceleration with the natural target beyond an edge: it runs until it crosses the edge, then
///   `bounce` takes over from the edge with the velocity it had there.
/// - `spring`: a critically damped spring onto `target` from `start` with an initial velocity (back from a rubber
///   band, or the bounce after crossing an edge).
/// - `timed`: an ease-in-out curve over a fixed duration (`setContentOffset(_:animated:)`).
struct ScrollAxisMotion {
    enum Kind {
        case approach(rate: CGFloat)
        case coast(rate: CGFloat, velocity: CGFloat, edge: CGFloat)
        case spring(velocity: CGFloat)
        case timed(duration: CFTimeInterval)
    }

    var kind: Kind
    let start: CGFloat
    var target: CGFloat
    /// Seconds on the media clock when this kind of motion started.
    var startTime: CFTimeInterval

    /// Stiffness of the spring, per second: back from a 100-point stretch in about 0.6 s, no overshoot.
    static let springFrequency: CGFloat = 12
    /// Closer than this (points) and slower than `restingSpeed` (points per second), the axis is at rest.
    static let restingDistance: CGFloat = 0.25
    static let restingSpeed: CGFloat = 5

    /// The position `seconds` after the motion started, and whether the motion has come to rest there.
    mutating func position(at time: CFTimeInterval) -> (value: CGFloat, done: Bool) {
        let t = CGFloat(max(time - startTime, 0))
        switch kind {
        case .approach(let rate):
            let remaining = (target - start) * pow(rate, t * 1000)
            return abs(remaining) < Self.restingDistance ? (target, true) : (target - remaining, false)
        case .coast(let rate, let velocity, let edge):
            let lnRate = log(rate)
            let value = start + velocity * (pow(rate, t * 1000) - 1) / lnRate
            let crossed = velocity > 0 ? value >= edge : value <= edge
            guard crossed else { return (value, false) }
            // The moment it reached the edge, and its speed there (points per millisecond).
            let crossing = log(1 + (edge - start) * lnRate / velocity) / lnRate / 1000
            let speed = velocity * pow(rate, crossing * 1000)
            self = ScrollAxisMotion(kind: .spring(velocity: speed * 1000), start: edge, target: edge,
                                    startTime: startTime + CFTimeInterval(crossing))
            return position(at: time)
        case .spring(let velocity):
            let omega = Self.springFrequency
            let a = start - target, b = velocity + omega * a
            let decay = exp(-omega * t)
            let value = target + (a + b * t) * decay
            let speed = (b - omega * (a + b * t)) * decay
            let done = abs(value - target) < Self.restingDistance && abs(speed) < Self.restingSpeed
            return done ? (target, true) : (value, false)
        case .timed(let duration):
            guard duration > 0, t < CGFloat(duration) else { return (target, true) }
            let p = t / CGFloat(duration)
            let eased = p < 0.5 ? 2 * p * p : 1 - pow(-2 * p + 2, 2) / 2
            return (start + (target - start) * eased, false)
        }
    }

    /// Where a flick from `offset` at `velocity` (points per millisecond) comes to rest decelerating by `rate`.
    static func naturalTarget(from offset: CGFloat, velocity: CGFloat, rate: CGFloat) -> CGFloat {
        offset + velocity / -log(rate)
    }
}
