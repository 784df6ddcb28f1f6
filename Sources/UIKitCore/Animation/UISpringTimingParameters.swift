import QuartzCore

/// A spring timing curve: a damping ratio (1 settles without overshoot, less oscillates) or the spring's physical
/// constants, and an initial velocity in distances per second.
@preconcurrency @MainActor public final class UISpringTimingParameters: UITimingCurveProvider {
    public let dampingRatio: CGFloat
    public let initialVelocity: CGVector
    /// Set by `init(mass:stiffness:damping:initialVelocity:)`; nil for a damping ratio.
    private let physical: (mass: CGFloat, stiffness: CGFloat, damping: CGFloat)?

    /// A critically damped spring.
    public convenience init() { self.init(dampingRatio: 1) }

    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: CGVector(dx: 0, dy: 0))
    }

    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        dampingRatio = ratio.isFinite && ratio > 0 ? ratio : 1
        if !(ratio.isFinite && ratio > 0) { UIKitLog.error("spring damping ratio \(ratio) is not positive; using 1") }
        initialVelocity = velocity
        physical = nil
    }

    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        let spring = DampedSpring(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
                                  initialVelocity: 0)
        physical = (CGFloat(spring.mass), CGFloat(spring.stiffness), CGFloat(spring.damping))
        dampingRatio = CGFloat(spring.damping / (2 * (spring.stiffness * spring.mass).squareRoot()))
        initialVelocity = velocity
    }

    public var timingCurveType: UITimingCurveType { .spring }
    public var cubicTimingParameters: UICubicTimingParameters? { nil }
    public var springTimingParameters: UISpringTimingParameters? { self }

    /// The spring moving a unit distance (velocity along x, as UIKit uses for one-dimensional progress).
    var unitSpring: DampedSpring {
        let velocity = Double(initialVelocity.dx)
        if let physical {
            return DampedSpring(mass: Double(physical.mass), stiffness: Double(physical.stiffness),
                                damping: Double(physical.damping), initialVelocity: velocity)
        }
        return DampedSpring(mass: 1, stiffness: 1, damping: 2 * Double(dampingRatio), initialVelocity: velocity)
    }
}
