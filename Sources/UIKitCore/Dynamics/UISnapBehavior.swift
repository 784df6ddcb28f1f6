import Foundation

/// Pulls one item to a point, like a damped spring, and turns it upright; `damping` (0 to 1, default 0.5) sets how
/// much it oscillates on arrival. The snap acts as soon as it is added; nothing reports that it has arrived, but
/// the animator pauses once the item rests there.
@preconcurrency @MainActor open class UISnapBehavior: UIDynamicBehavior {
    /// The spring's frequency in hertz: an undamped snap would swing about 3 times a second.
    static let frequency: CGFloat = 3

    private let item: any UIDynamicItem

    public init(item: any UIDynamicItem, snapTo point: CGPoint) {
        self.item = item
        snapPoint = point.x.isFinite && point.y.isFinite ? point : item.center
        super.init()
        if snapPoint != point {
            UIKitLog.error("UISnapBehavior: snap point \(point) is not finite; the item's center is used")
        }
    }

    open var snapPoint: CGPoint {
        didSet {
            guard snapPoint.x.isFinite, snapPoint.y.isFinite else {
                UIKitLog.error("UISnapBehavior: snapPoint \(snapPoint) is not finite; ignored")
                snapPoint = oldValue
                return
            }
            setNeedsSimulation()
        }
    }

    open var damping: CGFloat = 0.5 {
        didSet {
            guard damping.isFinite else {
                UIKitLog.error("UISnapBehavior: damping \(damping) is not finite; ignored")
                damping = oldValue
                return
            }
            damping = min(max(damping, 0), 1)
            setNeedsSimulation()
        }
    }

    override var dynamicItems: [any UIDynamicItem] { [item] }

    override func appendConstraints(to rows: inout [ConstraintRow], in world: DynamicsWorld, timeStep: CGFloat) {
        guard let body = world.body(for: item), !body.isStatic else { return }
        let spring = (frequency: Self.frequency, dampingRatio: damping)
        rows += ConstraintRow.pointJoint(a: nil, pa: DynamicsVector(snapPoint), b: body, pb: body.position,
                                         spring: spring, timeStep: timeStep)
        rows.append(.angleJoint(a: nil, b: body, error: remainder(body.angle, 2 * .pi), spring: spring,
                                timeStep: timeStep))
    }
}
