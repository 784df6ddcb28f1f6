/// A basic animation driven by a damped spring from `fromValue` to `toValue`: the fraction follows the spring's
/// displacement (it may overshoot past 1 and come back) over the animation's duration in seconds of spring time.
@preconcurrency @MainActor open class CASpringAnimation: CABasicAnimation {
    public var mass: CGFloat = 1
    public var stiffness: CGFloat = 100
    public var damping: CGFloat = 10
    /// In units of the whole distance per second; positive moves toward the target.
    public var initialVelocity: CGFloat = 0

    public convenience init(perceptualDuration: CFTimeInterval, bounce: CGFloat) {
        self.init()
        // Apple's mapping: stiffness from the perceptual duration, damping from the bounce.
        let d = max(perceptualDuration, 0.01)
        stiffness = pow(2 * .pi / d, 2)
        damping = bounce >= 0 ? (1 - bounce) * 4 * .pi / d : 4 * .pi / (d * (1 + bounce))
        duration = settlingDuration
    }

    open override func copy() -> CAAnimation {
        let copy = super.copy() as! CASpringAnimation
        copy.mass = mass; copy.stiffness = stiffness; copy.damping = damping; copy.initialVelocity = initialVelocity
        return copy
    }

    var spring: DampedSpring {
        DampedSpring(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
                     initialVelocity: Double(initialVelocity))
    }

    /// How long until the spring comes to rest (within 0.1% of the distance, for good).
    public var settlingDuration: CFTimeInterval { spring.settlingTime() }

    override func progress(atParentTime time: CFTimeInterval) -> (fraction: Double, iteration: Int)? {
        // The timing gives elapsed spring time; the spring gives the fraction (no timing function).
        guard case .at(let fraction) = timing.phase(atParentTime: time) else { return nil }
        return (fractionCurve?(fraction) ?? easedFraction(fraction), 0)
    }

    /// The spring's position after `fraction` of the duration, in seconds of spring time.
    override package func easedFraction(_ fraction: Double) -> Double {
        spring.position(at: fraction * timing.duration)
    }
}

/// A damped harmonic oscillator moving from 0 to 1: `m x'' + c x' + k (x - 1) = 0`, x(0) = 0, x'(0) = v0.
public struct DampedSpring: Sendable {
    public var mass: Double, stiffness: Double, damping: Double, initialVelocity: Double

    public init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double) {
        self.mass = mass > 0 && mass.isFinite ? mass : 1
        self.stiffness = stiffness > 0 && stiffness.isFinite ? stiffness : 100
        self.damping = damping >= 0 && damping.isFinite ? damping : 10
        self.initialVelocity = initialVelocity.isFinite ? initialVelocity : 0
    }

    /// The position at time `t` (1 is the target).
    public func position(at t: Double) -> Double {
        let omega0 = (stiffness / mass).squareRoot()
        let zeta = damping / (2 * (stiffness * mass).squareRoot())
        let x0 = -1.0  // displacement from the target
        let v0 = initialVelocity
        let displacement: Double
        if zeta < 1 {
            let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
            let a = x0, b = (v0 + zeta * omega0 * x0) / omegaD
            displacement = exp(-zeta * omega0 * t) * (a * cos(omegaD * t) + b * sin(omegaD * t))
        } else if zeta == 1 {
            displacement = exp(-omega0 * t) * (x0 + (v0 + omega0 * x0) * t)
        } else {
            let root = omega0 * (zeta * zeta - 1).squareRoot()
            let r1 = -zeta * omega0 + root, r2 = -zeta * omega0 - root
            let c2 = (v0 - r1 * x0) / (r2 - r1), c1 = x0 - c2
            displacement = c1 * exp(r1 * t) + c2 * exp(r2 * t)
        }
        return 1 + displacement
    }

    /// The first time after which the position stays within `tolerance` of the target.
    public func settlingTime(tolerance: Double = 0.001) -> Double {
        let step = 1.0 / 240
        var lastOutside = 0.0
        var t = 0.0
        // Springs that have not settled in a minute are treated as settled there.
        while t < 60 {
            if abs(position(at: t) - 1) > tolerance { lastOutside = t }
            else if t - lastOutside > 2 { break }
            t += step
        }
        return lastOutside + step
    }
}
