import Foundation

/// Accelerates its items in one direction, whatever their mass: `gravityDirection` (0, 1), magnitude 1, is
/// 1000 points per second squared straight down.
@preconcurrency @MainActor open class UIGravityBehavior: UIDynamicBehavior {
    /// Points per second squared for a magnitude of 1.
    static let acceleration: CGFloat = 1000

    private var list: DynamicItemList

    public init(items: [any UIDynamicItem]) {
        list = DynamicItemList(items, owner: "UIGravityBehavior")
        super.init()
    }

    open var items: [any UIDynamicItem] { list.items }

    open func addItem(_ item: any UIDynamicItem) {
        if list.add(item, owner: "UIGravityBehavior") { setNeedsSimulation() }
    }

    open func removeItem(_ item: any UIDynamicItem) {
        if list.remove(item) { setNeedsSimulation() }
    }

    open var gravityDirection = CGVector(dx: 0, dy: 1) {
        didSet {
            guard gravityDirection.dx.isFinite, gravityDirection.dy.isFinite else {
                UIKitLog.error("UIGravityBehavior: gravityDirection \(gravityDirection) is not finite; ignored")
                gravityDirection = oldValue
                return
            }
            setNeedsSimulation()
        }
    }

    /// The direction's angle in radians (0 is +x, π/2 straight down).
    open var angle: CGFloat {
        get { gravityDirection.polarAngle }
        set { setAngle(newValue, magnitude: magnitude) }
    }

    /// The direction's length: 1 is 1000 points per second squared.
    open var magnitude: CGFloat {
        get { gravityDirection.length }
        set { setAngle(angle, magnitude: newValue) }
    }

    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        guard angle.isFinite, magnitude.isFinite else {
            return UIKitLog.error("UIGravityBehavior: angle \(angle) / magnitude \(magnitude) is not finite; ignored")
        }
        gravityDirection = CGVector(polarAngle: angle, length: magnitude)
    }

    override var dynamicItems: [any UIDynamicItem] { list.items }

    override func applyForces(in world: DynamicsWorld, timeStep: CGFloat) {
        let g = DynamicsVector(gravityDirection) * Self.acceleration
        for item in list.items {
            guard let body = world.body(for: item), !body.isStatic else { continue }
            body.acceleration += g
        }
    }
}
