import Foundation

/// Rows for the joints behaviours are built from. Points are world points; `a` or `b` nil is the fixed world.
/// `spring` nil makes the joint rigid, otherwise a spring of that frequency (Hz) and damping ratio.
extension ConstraintRow {
    typealias Spring = (frequency: CGFloat, dampingRatio: CGFloat)

    /// Keeps point `pa` of `a` on point `pb` of `b`: one row per axis.
    static func pointJoint(a: DynamicBody?, pa: DynamicsVector, b: DynamicBody?, pb: DynamicsVector,
                           spring: Spring?, timeStep h: CGFloat) -> [ConstraintRow] {
        [DynamicsVector(x: 1, y: 0), DynamicsVector(x: 0, y: 1)].map { axis in
            var row = ConstraintRow(a: a, b: b, pointA: pa, pointB: pb, direction: axis)
            row.configure(positionError: axis.dot(pb - pa), spring: spring, timeStep: h)
            return row
        }
    }

    /// Keeps points `pa` and `pb` `length` apart (a bar, a spring, or with `rope` only at most `length`).
    static func distanceJoint(a: DynamicBody?, pa: DynamicsVector, b: DynamicBody?, pb: DynamicsVector,
                              length: CGFloat, spring: Spring?, rope: Bool = false,
                              timeStep h: CGFloat) -> [ConstraintRow] {
        let d = pb - pa, distance = d.length
        // With no length the direction is undefined: the points are simply joined.
        guard distance > 1e-6, length > 0.5 || rope else {
            return pointJoint(a: a, pa: pa, b: b, pb: pb, spring: spring, timeStep: h)
        }
        let error = distance - length
        if rope {
            guard error > -1 else { return [] }
            var row = ConstraintRow(a: a, b: b, pointA: pa, pointB: pb, direction: d / distance, upper: 0)
            if error > 0 { row.setRigid(positionError: error, timeStep: h) } else { row.setTargetVelocity(-error / h) }
            return [row]
        }
        var row = ConstraintRow(a: a, b: b, pointA: pa, pointB: pb, direction: d / distance)
        row.configure(positionError: error, spring: spring, timeStep: h)
        return [row]
    }

    /// Keeps `b`'s rotation relative to `a` at `angle` (rigid or sprung).
    static func angleJoint(a: DynamicBody?, b: DynamicBody?, error: CGFloat, spring: Spring?,
                           timeStep h: CGFloat) -> ConstraintRow {
        var row = ConstraintRow(rotationOf: a, and: b)
        row.configure(positionError: error, spring: spring, timeStep: h)
        return row
    }

    /// A one-sided limit on a value currently `value` that must stay within `range` (along a row built by the
    /// caller with the value's Jacobian); false (and the row unused) when the value is inside.
    mutating func limit(value: CGFloat, to range: UIFloatRange, timeStep h: CGFloat) -> Bool {
        if value <= range.minimum {
            lower = 0
            setRigid(positionError: value - range.minimum, timeStep: h)
            return true
        }
        if value >= range.maximum {
            upper = 0
            setRigid(positionError: value - range.maximum, timeStep: h)
            return true
        }
        return false
    }

    private mutating func configure(positionError: CGFloat, spring: Spring?, timeStep h: CGFloat) {
        if let spring, spring.frequency > 0 {
            setSoft(positionError: positionError, frequency: spring.frequency, dampingRatio: spring.dampingRatio,
                    timeStep: h)
        } else {
            setRigid(positionError: positionError, timeStep: h)
        }
    }
}
