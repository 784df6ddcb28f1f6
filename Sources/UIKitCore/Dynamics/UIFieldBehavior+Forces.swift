import Foundation

/// The force each kind of field exerts.
extension UIFieldBehavior {
    /// The force on `body` at `offset` from the field's position.
    func force(offset: DynamicsVector, body: DynamicBody, time: CGFloat, timeStep: CGFloat) -> DynamicsVector {
        let distance = offset.length
        let scaled = falloff == 0 ? 1 : 1 / pow(max(distance, minimumRadius, 1) / 100, falloff)
        let mass = body.mass, unit: CGFloat = 100
        switch kind {
        case .linearGravity:
            return DynamicsVector(direction) * (strength * UIGravityBehavior.acceleration * scaled * mass)
        case .radialGravity:
            return -offset.normalized * (strength * UIGravityBehavior.acceleration * scaled * mass)
        case .spring:
            return -offset * (strength * 4 * .pi * .pi)
        case .drag:
            return -body.velocity * strength
        case .velocity:
            // Reaches the target velocity with a 0.1 s time constant.
            return (DynamicsVector(direction) * strength - body.velocity) * (10 * mass)
        case .vortex:
            return offset.normalized.perpendicular * (strength * unit * scaled)
        case .noise:
            return noise(at: offset, time: time) * (strength * unit * scaled)
        case .turbulence:
            return noise(at: offset, time: time) * (strength * scaled * body.velocity.length)
        case .electric:
            return offset.normalized * (strength * body.material.charge * unit * scaled)
        case .magnetic:
            return -body.velocity.perpendicular * (strength * body.material.charge * scaled / unit)
        case .custom(let block):
            let result = block(self, body.position.point, body.velocity.vector, mass, body.material.charge,
                               TimeInterval(timeStep))
            return DynamicsVector(result)
        }
    }

    /// A smooth pseudo-random unit-scale vector field of space and time: sums of sines at fixed incommensurate
    /// frequencies, so the same place and time always give the same push. Smoother fields vary over longer
    /// distances (100 points at smoothness 0, 1000 at 1).
    private func noise(at p: DynamicsVector, time: CGFloat) -> DynamicsVector {
        let scale = 1 / (100 * (1 + 9 * min(smoothness, 1)))
        let x = p.x * scale, y = p.y * scale, t = time * animationSpeed
        let nx = sin(1.7 * x + 2.3 * y + 1.3 * t + 0.4) + 0.5 * sin(3.1 * x - 1.9 * y - 2.1 * t + 1.7)
        let ny = sin(-2.2 * x + 1.4 * y + 1.1 * t + 2.5) + 0.5 * sin(2.7 * x + 3.3 * y - 1.7 * t + 0.9)
        return DynamicsVector(x: nx, y: ny) / 1.5
    }
}
