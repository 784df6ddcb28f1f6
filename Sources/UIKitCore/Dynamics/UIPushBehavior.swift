import Foundation

/// Pushes its items: continuously (a force, so a steady acceleration) or instantaneously (an impulse, so a change
/// of velocity). The effect depends on mass: a magnitude of 1 on a 100 × 100-point item of density 1 is an
/// acceleration of 100 points per second squared, or a velocity change of 100 points per second. An instantaneous
/// push acts once each time it becomes `active` (and when added while active), then turns itself inactive.
@preconcurrency @MainActor open class UIPushBehavior: UIDynamicBehavior {
    public enum Mode: Int, Sendable {
        case continuous = 0
        case instantaneous = 1
    }

    /// Force (or impulse) for a magnitude of 1, in mass units of a 100 × 100 item of density 1.
    static let unit: CGFloat = 100

    private var list: DynamicItemList
    private var offsets: [ObjectIdentifier: UIOffset] = [:]
    /// Items an instantaneous push still owes its impulse to.
    private var pendingImpulse: Set<ObjectIdentifier> = []
    open private(set) var mode: UIPushBehavior.Mode

    public init(items: [any UIDynamicItem], mode: UIPushBehavior.Mode) {
        list = DynamicItemList(items, owner: "UIPushBehavior")
        self.mode = mode
        super.init()
        pendingImpulse = Set(list.items.map(ObjectIdentifier.init))
    }

    open var items: [any UIDynamicItem] { list.items }

    open func addItem(_ item: any UIDynamicItem) {
        guard list.add(item, owner: "UIPushBehavior") else { return }
        if active { pendingImpulse.insert(ObjectIdentifier(item)) }
        setNeedsSimulation()
    }

    open func removeItem(_ item: any UIDynamicItem) {
        guard list.remove(item) else { return }
        offsets[ObjectIdentifier(item)] = nil
        pendingImpulse.remove(ObjectIdentifier(item))
        setNeedsSimulation()
    }

    /// Where on the item the push acts, from its centre in the item's own coordinates; off centre, it also spins.
    open func targetOffsetFromCenter(for item: any UIDynamicItem) -> UIOffset {
        offsets[ObjectIdentifier(item)] ?? .zero
    }

    open func setTargetOffsetFromCenter(_ o: UIOffset, for item: any UIDynamicItem) {
        guard o.horizontal.isFinite, o.vertical.isFinite else {
            return UIKitLog.error("UIPushBehavior: target offset \(o) is not finite; ignored")
        }
        offsets[ObjectIdentifier(item)] = o
        setNeedsSimulation()
    }

    open var active = true {
        didSet {
            guard active else { return pendingImpulse.removeAll() }
            if !oldValue || mode == .instantaneous { pendingImpulse = Set(list.items.map(ObjectIdentifier.init)) }
            setNeedsSimulation()
        }
    }

    open var pushDirection = CGVector.zero {
        didSet {
            guard pushDirection.dx.isFinite, pushDirection.dy.isFinite else {
                UIKitLog.error("UIPushBehavior: pushDirection \(pushDirection) is not finite; ignored")
                pushDirection = oldValue
                return
            }
            setNeedsSimulation()
        }
    }

    open var angle: CGFloat {
        get { pushDirection.polarAngle }
        set { setAngle(newValue, magnitude: magnitude) }
    }

    open var magnitude: CGFloat {
        get { pushDirection.length }
        set { setAngle(angle, magnitude: newValue) }
    }

    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        guard angle.isFinite, magnitude.isFinite else {
            return UIKitLog.error("UIPushBehavior: angle \(angle) / magnitude \(magnitude) is not finite; ignored")
        }
        pushDirection = CGVector(polarAngle: angle, length: magnitude)
    }

    override var dynamicItems: [any UIDynamicItem] { list.items }

    /// The world point the push acts at: the target offset turned with the item.
    private func point(on body: DynamicBody) -> DynamicsVector {
        let o = offsets[ObjectIdentifier(body.item)] ?? .zero
        return body.position + DynamicsVector(x: o.horizontal, y: o.vertical).rotated(by: body.angle)
    }

    override func applyImpulses(in world: DynamicsWorld) {
        guard mode == .instantaneous, active, !pendingImpulse.isEmpty else { return }
        let impulse = DynamicsVector(pushDirection) * Self.unit
        for item in list.items where pendingImpulse.contains(ObjectIdentifier(item)) {
            guard let body = world.body(for: item), !body.isStatic else { continue }
            body.applyImpulse(impulse, at: point(on: body))
        }
        pendingImpulse.removeAll()
        active = false
    }

    override func applyForces(in world: DynamicsWorld, timeStep: CGFloat) {
        guard mode == .continuous, active else { return }
        let force = DynamicsVector(pushDirection) * Self.unit
        for item in list.items {
            guard let body = world.body(for: item), !body.isStatic else { continue }
            body.applyForce(force, at: point(on: body))
        }
    }
}
