import Foundation

/// The rigid-body world behind one `UIDynamicAnimator`: a body per item that some behaviour names, advanced in
/// fixed sub-steps of 1/240 s by semi-implicit Euler. Each sub-step the behaviours add forces, velocities are
/// integrated, constraint rows (contacts with restitution and friction, attachments, snaps) are solved by
/// sequential impulses, then positions are integrated. The same inputs give the same motion on every run.
@MainActor final class DynamicsWorld {
    static let timeStep: CGFloat = 1.0 / 240
    static let solverIterations = 12
    /// Above this speed (points per second) an item would cross a thin boundary within one sub-step.
    static let maximumSpeed: CGFloat = 20_000
    static let maximumAngularSpeed: CGFloat = 200
    /// Speeds below these (points/s, radians/s) held for `restDuration` count as rest.
    static let restSpeed: CGFloat = 5
    static let restAngularSpeed: CGFloat = 0.05
    static let restDuration: CGFloat = 0.2
    /// Overlap tolerated without correction, so resting contacts do not jitter.
    static let contactSlop: CGFloat = 0.5
    /// Approach speeds below this bounce no more (points per second).
    static let restitutionThreshold: CGFloat = 30

    private(set) var bodies: [ObjectIdentifier: DynamicBody] = [:]
    /// Bodies in the order their items were first seen, so the solver's order (and its result) is deterministic.
    private(set) var orderedBodies: [DynamicBody] = []
    /// Simulated seconds since the world began (running time only).
    private(set) var time: CGFloat = 0

    func body(for item: any UIDynamicItem) -> DynamicBody? { bodies[ObjectIdentifier(item)] }

    /// Makes the set of bodies match `items`: new items start at rest where they are, vanished items leave.
    func synchronize(with items: [any UIDynamicItem]) {
        var keep: Set<ObjectIdentifier> = []
        var ordered: [DynamicBody] = []
        for item in items {
            let id = ObjectIdentifier(item)
            guard keep.insert(id).inserted else { continue }
            if let body = bodies[id] {
                ordered.append(body)
            } else {
                let body = DynamicBody(item: item)
                bodies[id] = body
                ordered.append(body)
            }
        }
        bodies = bodies.filter { keep.contains($0.key) }
        orderedBodies = ordered
    }

    /// Advances the world by one sub-step under `behaviors` (the animator's, children included).
    func step(_ behaviors: [UIDynamicBehavior]) {
        let h = Self.timeStep
        for behavior in behaviors { behavior.applyForces(in: self, timeStep: h) }
        for body in orderedBodies where !body.isStatic {
            body.velocity += (body.acceleration + body.force * body.inverseMass) * h
            body.angularVelocity += body.torque * body.inverseInertia * h
            // Resistance slows an item as a viscous medium would: velocity decays at `resistance` per second.
            body.velocity = body.velocity * (1 / (1 + body.material.resistance * h))
            body.angularVelocity *= 1 / (1 + body.material.angularResistance * h)
            clearAccumulators(body)
        }
        for body in orderedBodies where body.isStatic { clearAccumulators(body) }
        var rows: [ConstraintRow] = []
        for behavior in behaviors { behavior.appendConstraints(to: &rows, in: self, timeStep: h) }
        for _ in 0..<Self.solverIterations {
            for i in rows.indices {
                if let normal = rows[i].frictionOf {
                    let limit = rows[i].frictionCoefficient * rows[normal].impulse
                    rows[i].lower = -limit
                    rows[i].upper = limit
                }
                rows[i].solve()
            }
        }
        for body in orderedBodies where !body.isStatic {
            limitSpeed(body)
            body.position += body.velocity * h
            body.angle += body.angularVelocity * h
            let resting = body.velocity.length < Self.restSpeed && abs(body.angularVelocity) < Self.restAngularSpeed
            body.restingTime = resting ? body.restingTime + h : 0
        }
        time += h
    }

    /// Starts a frame: bodies go back to the default material unless an item behaviour proposes another.
    func beginFrame() {
        for body in orderedBodies { body.proposedMaterial = DynamicsMaterial() }
    }

    /// Takes the materials the item behaviours proposed.
    func commitMaterials() {
        for body in orderedBodies where body.material != body.proposedMaterial { body.material = body.proposedMaterial }
    }

    /// Whether every body has been still for a while (or there is nothing that can move).
    var isAtRest: Bool {
        orderedBodies.allSatisfy { $0.isStatic || $0.restingTime >= Self.restDuration }
    }

    /// Forgets how long bodies have rested, so a woken world runs at least `restDuration` before pausing again.
    func resetRest() {
        for body in orderedBodies { body.restingTime = 0 }
    }

    /// Appends the normal and friction rows for one contact between `a` and `b` (nil = a boundary). A contact
    /// still `separation` apart (a speculative one) lets the bodies close the gap and no more, or, when they would
    /// cross it within this step fast enough to bounce, bounces them now. Returns whether the bodies touch (or
    /// bounce), which is what the collision delegate hears.
    @discardableResult
    func appendContact(_ contact: ContactPoint, a: DynamicBody?, b: DynamicBody?, elasticity: CGFloat,
                       friction: CGFloat, to rows: inout [ConstraintRow]) -> Bool {
        let h = Self.timeStep
        var normal = ConstraintRow(a: a, b: b, pointA: contact.point, pointB: contact.point,
                                   direction: contact.normal, lower: 0)
        guard !normal.isDegenerate else { return false }
        let approach = normal.relativeVelocity
        let bounces = approach < -Self.restitutionThreshold && elasticity > 0
        let reached = contact.separation <= Self.contactSlop || -approach * h > contact.separation
        if bounces && reached {
            normal.setTargetVelocity(-elasticity * approach)
        } else if contact.separation > 0 {
            normal.setTargetVelocity(-contact.separation / h)
        } else {
            normal.setRigid(positionError: min(0, contact.separation + Self.contactSlop), timeStep: h)
        }
        rows.append(normal)
        if friction > 0 {
            var tangent = ConstraintRow(a: a, b: b, pointA: contact.point, pointB: contact.point,
                                        direction: contact.normal.perpendicular)
            tangent.frictionOf = rows.count - 1
            tangent.frictionCoefficient = friction
            rows.append(tangent)
        }
        return reached
    }

    private func clearAccumulators(_ body: DynamicBody) {
        body.force = .zero
        body.torque = 0
        body.acceleration = .zero
    }

    private func limitSpeed(_ body: DynamicBody) {
        if !body.velocity.isFinite || !body.angularVelocity.isFinite {
            UIKitLog.errorOnce("UIDynamicAnimator: an item's velocity became non-finite; the item is stopped")
            body.velocity = .zero
            body.angularVelocity = 0
        }
        let speed = body.velocity.length
        if speed > Self.maximumSpeed {
            UIKitLog.errorOnce("UIDynamicAnimator: an item's speed exceeded \(Self.maximumSpeed) points per second "
                               + "and is limited to it")
            body.velocity = body.velocity * (Self.maximumSpeed / speed)
        }
        if abs(body.angularVelocity) > Self.maximumAngularSpeed {
            body.angularVelocity = body.angularVelocity > 0 ? Self.maximumAngularSpeed : -Self.maximumAngularSpeed
        }
    }
}
