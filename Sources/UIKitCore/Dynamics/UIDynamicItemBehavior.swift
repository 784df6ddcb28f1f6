import Foundation

/// What its items are made of (`density`, `elasticity`, `friction`, `resistance`...), and a way to give them
/// velocity. Items named by several item behaviours take the settings of the last one added.
@preconcurrency @MainActor open class UIDynamicItemBehavior: UIDynamicBehavior {
    private var list: DynamicItemList
    /// Velocity given before the item's body exists (no animator yet); applied when it does.
    private var pendingLinear: [ObjectIdentifier: DynamicsVector] = [:]
    private var pendingAngular: [ObjectIdentifier: CGFloat] = [:]

    public init(items: [any UIDynamicItem]) {
        list = DynamicItemList(items, owner: "UIDynamicItemBehavior")
        super.init()
    }

    open var items: [any UIDynamicItem] { list.items }

    open func addItem(_ item: any UIDynamicItem) {
        if list.add(item, owner: "UIDynamicItemBehavior") { setNeedsSimulation() }
    }

    open func removeItem(_ item: any UIDynamicItem) {
        if list.remove(item) { setNeedsSimulation() }
    }

    /// Bounciness of collisions: 0 none, 1 fully elastic.
    open var elasticity: CGFloat = 0 { didSet { validate(\.elasticity, oldValue, "elasticity") } }
    /// Linear friction where items slide against each other or boundaries.
    open var friction: CGFloat = 0 { didSet { validate(\.friction, oldValue, "friction") } }
    /// Mass per area: a 100 × 100-point item of density 1 has mass 1.
    open var density: CGFloat = 1 { didSet { validate(\.density, oldValue, "density") } }
    /// Damping of linear velocity (per second).
    open var resistance: CGFloat = 0 { didSet { validate(\.resistance, oldValue, "resistance") } }
    /// Damping of angular velocity (per second).
    open var angularResistance: CGFloat = 0 {
        didSet { validate(\.angularResistance, oldValue, "angularResistance") }
    }
    /// Electric charge, for electric and magnetic fields.
    open var charge: CGFloat = 0 {
        didSet {
            guard charge.isFinite else {
                UIKitLog.error("UIDynamicItemBehavior: charge \(charge) is not finite; ignored")
                charge = oldValue
                return
            }
            setNeedsSimulation()
        }
    }
    /// An anchored item does not move, but other items collide with it.
    open var isAnchored = false { didSet { setNeedsSimulation() } }
    open var allowsRotation = true { didSet { setNeedsSimulation() } }

    private func validate(_ key: ReferenceWritableKeyPath<UIDynamicItemBehavior, CGFloat>, _ old: CGFloat,
                          _ name: String) {
        let value = self[keyPath: key]
        guard value.isFinite, value >= 0 else {
            UIKitLog.error("UIDynamicItemBehavior: \(name) \(value) must be finite and not negative; ignored")
            self[keyPath: key] = old
            return
        }
        setNeedsSimulation()
    }

    open func addLinearVelocity(_ velocity: CGPoint, for item: any UIDynamicItem) {
        guard velocity.x.isFinite, velocity.y.isFinite else {
            return UIKitLog.error("UIDynamicItemBehavior: linear velocity \(velocity) is not finite; ignored")
        }
        guard list.contains(item) else {
            return UIKitLog.error("UIDynamicItemBehavior: addLinearVelocity for an item not in the behavior; ignored")
        }
        if let body = dynamicAnimator?.world.body(for: item) {
            body.velocity += DynamicsVector(velocity)
        } else {
            pendingLinear[ObjectIdentifier(item), default: .zero] += DynamicsVector(velocity)
        }
        setNeedsSimulation()
    }

    open func linearVelocity(for item: any UIDynamicItem) -> CGPoint {
        let pending = pendingLinear[ObjectIdentifier(item)] ?? .zero
        return ((dynamicAnimator?.world.body(for: item)?.velocity ?? .zero) + pending).point
    }

    /// Adds spin in radians per second (positive turns clockwise on screen).
    open func addAngularVelocity(_ velocity: CGFloat, for item: any UIDynamicItem) {
        guard velocity.isFinite else {
            return UIKitLog.error("UIDynamicItemBehavior: angular velocity \(velocity) is not finite; ignored")
        }
        guard list.contains(item) else {
            return UIKitLog.error("UIDynamicItemBehavior: addAngularVelocity for an item not in the behavior; ignored")
        }
        if let body = dynamicAnimator?.world.body(for: item) {
            body.angularVelocity += velocity
        } else {
            pendingAngular[ObjectIdentifier(item), default: 0] += velocity
        }
        setNeedsSimulation()
    }

    open func angularVelocity(for item: any UIDynamicItem) -> CGFloat {
        (dynamicAnimator?.world.body(for: item)?.angularVelocity ?? 0) + (pendingAngular[ObjectIdentifier(item)] ?? 0)
    }

    override var dynamicItems: [any UIDynamicItem] { list.items }

    private var material: DynamicsMaterial {
        DynamicsMaterial(elasticity: elasticity, friction: friction, density: density, resistance: resistance,
                         angularResistance: angularResistance, charge: charge, isAnchored: isAnchored,
                         allowsRotation: allowsRotation)
    }

    override func prepare(_ world: DynamicsWorld) {
        let material = material
        for item in list.items {
            guard let body = world.body(for: item) else { continue }
            body.proposedMaterial = material
            let id = ObjectIdentifier(item)
            if let v = pendingLinear.removeValue(forKey: id), !body.isStatic { body.velocity += v }
            if let w = pendingAngular.removeValue(forKey: id), !body.isStatic { body.angularVelocity += w }
        }
    }
}
