import Foundation

/// A force field acting on its items inside `region` (placed at `position`): gravity toward a direction or a
/// point, springs, drag, vortices, noise, turbulence, electric and magnetic fields, or a closure of your own.
/// Make one with the class methods. Units follow the other behaviours: accelerations of 1000 points/s² per unit of
/// gravity strength, forces of 100 per unit elsewhere (a 100 × 100 item of density 1 has mass 1); distances for
/// `falloff` count in 100-point units, and the force at a distance d is scaled by 1 / max(d, minimumRadius)^falloff.
@preconcurrency @MainActor open class UIFieldBehavior: UIDynamicBehavior {
    /// The closure of `field(evaluationBlock:)`: the field, an item's position, velocity, mass and charge, and the
    /// time step; it answers the force on the item.
    public typealias EvaluationBlock = (UIFieldBehavior, CGPoint, CGVector, CGFloat, CGFloat, TimeInterval) -> CGVector

    enum Kind {
        case linearGravity, radialGravity, spring, drag, velocity, vortex, noise, turbulence, electric, magnetic
        case custom(EvaluationBlock)
    }

    let kind: Kind
    private var list = DynamicItemList([], owner: "UIFieldBehavior")

    init(kind: Kind) {
        self.kind = kind
        super.init()
    }

    // Apple's SDK declares the factories to return `Self`; here they return `UIFieldBehavior` (the same type at
    // every call on the class itself).

    /// Slows items in proportion to their velocity.
    open class func dragField() -> UIFieldBehavior { UIFieldBehavior(kind: .drag) }

    /// Turns items about `position` (positive strength: clockwise on screen).
    open class func vortexField() -> UIFieldBehavior { UIFieldBehavior(kind: .vortex) }

    /// Accelerates items toward `position`.
    open class func radialGravityField(position: CGPoint) -> UIFieldBehavior {
        let field = UIFieldBehavior(kind: .radialGravity)
        field.position = position
        return field
    }

    /// Accelerates items along `direction` (whose length scales it) like `UIGravityBehavior`.
    open class func linearGravityField(direction: CGVector) -> UIFieldBehavior {
        let field = UIFieldBehavior(kind: .linearGravity)
        field.direction = direction
        return field
    }

    /// Drives items' velocity toward `direction` × strength (points per second).
    open class func velocityField(direction: CGVector) -> UIFieldBehavior {
        let field = UIFieldBehavior(kind: .velocity)
        field.direction = direction
        return field
    }

    /// Pushes items in directions that vary smoothly over space and time (deterministic noise).
    open class func noiseField(smoothness: CGFloat, animationSpeed speed: CGFloat) -> UIFieldBehavior {
        let field = UIFieldBehavior(kind: .noise)
        field.smoothness = smoothness
        field.animationSpeed = speed
        return field
    }

    /// Noise scaled by each item's speed: still items feel nothing.
    open class func turbulenceField(smoothness: CGFloat, animationSpeed speed: CGFloat) -> UIFieldBehavior {
        let field = UIFieldBehavior(kind: .turbulence)
        field.smoothness = smoothness
        field.animationSpeed = speed
        return field
    }

    /// Pulls items toward `position` in proportion to distance: strength 1 swings an item of mass 1 once a second.
    open class func springField() -> UIFieldBehavior { UIFieldBehavior(kind: .spring) }

    /// Pushes charged items away from `position` (attracts opposite charges with negative strength).
    open class func electricField() -> UIFieldBehavior { UIFieldBehavior(kind: .electric) }

    /// Deflects moving charged items sideways, as a magnetic field out of the screen does.
    open class func magneticField() -> UIFieldBehavior { UIFieldBehavior(kind: .magnetic) }

    /// A field whose force `block` computes.
    open class func field(evaluationBlock block: @escaping EvaluationBlock) -> UIFieldBehavior {
        UIFieldBehavior(kind: .custom(block))
    }

    open var items: [any UIDynamicItem] { list.items }

    open func addItem(_ item: any UIDynamicItem) {
        if list.add(item, owner: "UIFieldBehavior") { setNeedsSimulation() }
    }

    open func removeItem(_ item: any UIDynamicItem) {
        if list.remove(item) { setNeedsSimulation() }
    }

    /// The field's centre in the reference view.
    open var position = CGPoint.zero {
        didSet {
            guard position.x.isFinite, position.y.isFinite else {
                UIKitLog.error("UIFieldBehavior: position \(position) is not finite; ignored")
                position = oldValue
                return
            }
            setNeedsSimulation()
        }
    }
    /// Where (relative to `position`) the field acts.
    open var region = UIRegion.infinite { didSet { setNeedsSimulation() } }
    open var strength: CGFloat = 1 { didSet { validate(\.strength, oldValue, "strength", minimum: -.infinity) } }
    open var falloff: CGFloat = 0 { didSet { validate(\.falloff, oldValue, "falloff", minimum: 0) } }
    open var minimumRadius: CGFloat = 0 {
        didSet { validate(\.minimumRadius, oldValue, "minimumRadius", minimum: 0) }
    }
    /// For linear gravity and velocity fields.
    open var direction = CGVector.zero {
        didSet {
            guard direction.dx.isFinite, direction.dy.isFinite else {
                UIKitLog.error("UIFieldBehavior: direction \(direction) is not finite; ignored")
                direction = oldValue
                return
            }
            setNeedsSimulation()
        }
    }
    /// For noise and turbulence: 0 rough, 1 smooth.
    open var smoothness: CGFloat = 0 { didSet { validate(\.smoothness, oldValue, "smoothness", minimum: 0) } }
    /// For noise and turbulence: how fast the pattern changes over time.
    open var animationSpeed: CGFloat = 0 {
        didSet { validate(\.animationSpeed, oldValue, "animationSpeed", minimum: 0) }
    }

    private func validate(_ key: ReferenceWritableKeyPath<UIFieldBehavior, CGFloat>, _ old: CGFloat, _ name: String,
                          minimum: CGFloat) {
        let value = self[keyPath: key]
        guard value.isFinite, value >= minimum else {
            UIKitLog.error("UIFieldBehavior: \(name) \(value) is not a usable value; ignored")
            self[keyPath: key] = old
            return
        }
        setNeedsSimulation()
    }

    override var dynamicItems: [any UIDynamicItem] { list.items }

    override func applyForces(in world: DynamicsWorld, timeStep: CGFloat) {
        let center = DynamicsVector(position)
        for item in list.items {
            guard let body = world.body(for: item), !body.isStatic else { continue }
            let offset = body.position - center
            guard region.contains(offset.point) else { continue }
            let force = self.force(offset: offset, body: body, time: world.time, timeStep: timeStep)
            guard force.isFinite else {
                UIKitLog.errorOnce("UIFieldBehavior: the field's force is not finite; ignored")
                continue
            }
            body.force += force
        }
    }
}
