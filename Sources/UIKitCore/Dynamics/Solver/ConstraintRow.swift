import Foundation

/// One scalar velocity constraint between two bodies (nil = the fixed world), solved by sequential impulses:
/// the relative velocity along the row's Jacobian is driven to `-bias`, the accumulated impulse kept within
/// bounds. Contacts, friction, attachments, snaps and joint limits are all rows. A soft row (a spring of
/// frequency ω and damping ratio ζ) uses the implicit-Euler formulation, so any stiffness is stable and the
/// oscillation frequency does not depend on the bodies' masses.
@MainActor struct ConstraintRow {
    let a: DynamicBody?
    let b: DynamicBody?
    /// The Jacobian: relative velocity = n·(vB + ωB × rB) + ... expressed as linear and angular parts per body.
    private let linearA: DynamicsVector, angularA: CGFloat
    private let linearB: DynamicsVector, angularB: CGFloat
    private var effectiveMass: CGFloat = 0
    private(set) var bias: CGFloat = 0
    private var softness: CGFloat = 0
    var lower: CGFloat
    var upper: CGFloat
    private(set) var impulse: CGFloat = 0
    /// For a friction row: the contact row whose impulse bounds this one, and the friction coefficient.
    var frictionOf: Int?
    var frictionCoefficient: CGFloat = 0

    /// A row along `direction` between point `pa` on `a` and `pb` on `b` (world points); `angularOnly` rows
    /// constrain relative rotation instead.
    init(a: DynamicBody?, b: DynamicBody?, pointA pa: DynamicsVector, pointB pb: DynamicsVector,
         direction n: DynamicsVector, lower: CGFloat = -.infinity, upper: CGFloat = .infinity) {
        self.a = a
        self.b = b
        let ra = a.map { pa - $0.position } ?? .zero, rb = b.map { pb - $0.position } ?? .zero
        linearA = -n
        angularA = -ra.cross(n)
        linearB = n
        angularB = rb.cross(n)
        self.lower = lower
        self.upper = upper
        computeEffectiveMass()
    }

    /// A row on relative rotation (ωB − ωA).
    init(rotationOf a: DynamicBody?, and b: DynamicBody?, lower: CGFloat = -.infinity, upper: CGFloat = .infinity) {
        self.a = a
        self.b = b
        linearA = .zero
        angularA = -1
        linearB = .zero
        angularB = 1
        self.lower = lower
        self.upper = upper
        computeEffectiveMass()
    }

    var isDegenerate: Bool { effectiveMass == 0 }

    private var rigidInverseMass: CGFloat {
        var k: CGFloat = 0
        if let a { k += a.inverseMass * linearA.dot(linearA) + a.inverseInertia * angularA * angularA }
        if let b { k += b.inverseMass * linearB.dot(linearB) + b.inverseInertia * angularB * angularB }
        return k
    }

    private mutating func computeEffectiveMass() {
        let k = rigidInverseMass + softness
        effectiveMass = k > 0 && k.isFinite ? 1 / k : 0
    }

    /// Makes the row rigid, correcting `positionError` (the constraint's value, positive = too far) over a few steps.
    mutating func setRigid(positionError: CGFloat, timeStep h: CGFloat, stiffness: CGFloat = 0.2) {
        softness = 0
        computeEffectiveMass()
        bias = stiffness * positionError / h
    }

    /// Makes the row a spring of `frequency` hertz and damping ratio `dampingRatio` on `positionError`.
    mutating func setSoft(positionError: CGFloat, frequency: CGFloat, dampingRatio: CGFloat, timeStep h: CGFloat) {
        let rigid = rigidInverseMass
        guard rigid > 0 else { return }
        let mass = 1 / rigid, omega = 2 * .pi * frequency
        let k = mass * omega * omega, c = 2 * mass * dampingRatio * omega
        let gamma = h * (c + h * k)
        softness = gamma > 0 ? 1 / gamma : 0
        bias = positionError * h * k * softness
        computeEffectiveMass()
    }

    /// Sets the velocity the row aims for directly: the relative velocity is driven to `target`.
    mutating func setTargetVelocity(_ target: CGFloat) {
        bias = -target
    }

    /// The relative velocity along the row.
    var relativeVelocity: CGFloat {
        var v: CGFloat = 0
        if let a { v += linearA.dot(a.velocity) + angularA * a.angularVelocity }
        if let b { v += linearB.dot(b.velocity) + angularB * b.angularVelocity }
        return v
    }

    /// One Gauss–Seidel iteration on this row.
    mutating func solve() {
        guard effectiveMass > 0 else { return }
        let lambda = -effectiveMass * (relativeVelocity + bias + softness * impulse)
        let previous = impulse
        impulse = min(max(previous + lambda, lower), upper)
        let delta = impulse - previous
        if let a {
            a.velocity += linearA * (delta * a.inverseMass)
            a.angularVelocity += a.inverseInertia * angularA * delta
        }
        if let b {
            b.velocity += linearB * (delta * b.inverseMass)
            b.angularVelocity += b.inverseInertia * angularB * delta
        }
    }
}
