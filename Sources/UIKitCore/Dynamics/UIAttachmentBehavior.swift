import Foundation

/// Joins an item to an anchor point or to another item. The plain initializers make a distance attachment — a
/// rigid bar of `length`, or with a non-zero `frequency` a spring (`damping` is its damping ratio) — between
/// attachment points that default to the items' centres; the class methods make pin, fixed, sliding and limit
/// joints (iOS 9). A moving anchor or item drags the other end along.
@preconcurrency @MainActor open class UIAttachmentBehavior: UIDynamicBehavior {
    public enum AttachmentType: Int, Sendable {
        case items = 0
        case anchor = 1
    }

    /// Which joint the factory or initializer made.
    enum Joint {
        case distance
        case limit
        case pin
        case fixed
        case sliding(axis: CGVector)
    }

    private let attached: [any UIDynamicItem]
    private let joint: Joint
    private let offsets: [UIOffset]
    /// For pin, fixed and sliding joints: the anchor in each body's own frame, and the bodies' relative angle,
    /// taken when the joint first meets its bodies.
    private var localAnchors: [DynamicsVector]?
    private var referenceAngle: CGFloat = 0

    open private(set) var attachedBehaviorType: UIAttachmentBehavior.AttachmentType
    open var items: [any UIDynamicItem] { attached }

    public convenience init(item: any UIDynamicItem, attachedToAnchor point: CGPoint) {
        self.init(item: item, offsetFromCenter: .zero, attachedToAnchor: point)
    }

    public init(item: any UIDynamicItem, offsetFromCenter offset: UIOffset, attachedToAnchor point: CGPoint) {
        attached = [item]
        joint = .distance
        offsets = [Self.finite(offset)]
        attachedBehaviorType = .anchor
        anchorPoint = Self.finite(point, fallback: item.center)
        super.init()
        length = (Self.attachmentPoint(of: item, offset: offsets[0]) - DynamicsVector(anchorPoint)).length
    }

    public convenience init(item item1: any UIDynamicItem, attachedTo item2: any UIDynamicItem) {
        self.init(item: item1, offsetFromCenter: .zero, attachedTo: item2, offsetFromCenter: .zero)
    }

    public init(item item1: any UIDynamicItem, offsetFromCenter offset1: UIOffset, attachedTo item2: any UIDynamicItem,
                offsetFromCenter offset2: UIOffset) {
        attached = [item1, item2]
        joint = .distance
        offsets = [offset1, offset2].map(Self.finite)
        attachedBehaviorType = .items
        anchorPoint = item1.center
        super.init()
        length = (Self.attachmentPoint(of: item2, offset: offsets[1])
                  - Self.attachmentPoint(of: item1, offset: offsets[0])).length
    }

    /// A joint made by one of the class methods below.
    private init(items: [any UIDynamicItem], offsets: [UIOffset], joint: Joint, anchor: CGPoint) {
        attached = items
        self.joint = joint
        self.offsets = offsets.map(Self.finite)
        attachedBehaviorType = items.count == 2 ? .items : .anchor
        anchorPoint = Self.finite(anchor, fallback: items[0].center)
        super.init()
        if items.count == 2 {
            length = (Self.attachmentPoint(of: items[1], offset: self.offsets[1])
                      - Self.attachmentPoint(of: items[0], offset: self.offsets[0])).length
        }
    }

    // Apple's SDK declares these class methods to return `Self`; without Objective-C's allocation by class they
    // return `UIAttachmentBehavior` (the same type at every call on the class itself).

    /// Two items that may only slide relative to each other along `axis` (in `item1`'s frame) through `point`,
    /// without turning; `attachmentRange` limits the travel.
    open class func slidingAttachment(with item1: any UIDynamicItem, attachedTo item2: any UIDynamicItem,
                                      attachmentAnchor point: CGPoint,
                                      axisOfTranslation axis: CGVector) -> UIAttachmentBehavior {
        UIAttachmentBehavior(items: [item1, item2], offsets: [.zero, .zero], joint: .sliding(axis: checked(axis)),
                             anchor: point)
    }

    /// An item that may only slide along `axis` through `point` in the reference view, without turning.
    open class func slidingAttachment(with item: any UIDynamicItem, attachmentAnchor point: CGPoint,
                                      axisOfTranslation axis: CGVector) -> UIAttachmentBehavior {
        UIAttachmentBehavior(items: [item], offsets: [.zero], joint: .sliding(axis: checked(axis)), anchor: point)
    }

    /// Two items whose attachment points may come closer but never farther apart than they are now (a rope).
    open class func limitAttachment(with item1: any UIDynamicItem, offsetFromCenter offset1: UIOffset,
                                    attachedTo item2: any UIDynamicItem,
                                    offsetFromCenter offset2: UIOffset) -> UIAttachmentBehavior {
        UIAttachmentBehavior(items: [item1, item2], offsets: [offset1, offset2], joint: .limit, anchor: .zero)
    }

    /// Two items welded together at `point`: they move and turn as one.
    open class func fixedAttachment(with item1: any UIDynamicItem, attachedTo item2: any UIDynamicItem,
                                    attachmentAnchor point: CGPoint) -> UIAttachmentBehavior {
        UIAttachmentBehavior(items: [item1, item2], offsets: [.zero, .zero], joint: .fixed, anchor: point)
    }

    /// Two items joined at `point` and free to turn about it (`frictionTorque`, `attachmentRange` limit that).
    open class func pinAttachment(with item1: any UIDynamicItem, attachedTo item2: any UIDynamicItem,
                                  attachmentAnchor point: CGPoint) -> UIAttachmentBehavior {
        UIAttachmentBehavior(items: [item1, item2], offsets: [.zero, .zero], joint: .pin, anchor: point)
    }

    private static func checked(_ axis: CGVector) -> CGVector {
        guard axis.dx.isFinite, axis.dy.isFinite, axis.dx != 0 || axis.dy != 0 else {
            UIKitLog.error("UIAttachmentBehavior: axisOfTranslation \(axis) is not a direction; (1, 0) is used")
            return CGVector(dx: 1, dy: 0)
        }
        return axis
    }

    /// Where the attachment is fixed in the reference view (anchor attachments) or was made (joints).
    open var anchorPoint: CGPoint {
        didSet {
            guard anchorPoint.x.isFinite, anchorPoint.y.isFinite else {
                UIKitLog.error("UIAttachmentBehavior: anchorPoint \(anchorPoint) is not finite; ignored")
                anchorPoint = oldValue
                return
            }
            setNeedsSimulation()
        }
    }

    /// The distance kept between the attachment points.
    open var length: CGFloat = 0 { didSet { validate(\.length, oldValue, "length", minimum: 0) } }
    /// The spring's damping ratio (0 none, 1 critical).
    open var damping: CGFloat = 0 { didSet { validate(\.damping, oldValue, "damping", minimum: 0) } }
    /// The spring's frequency in hertz; 0 makes the attachment rigid.
    open var frequency: CGFloat = 0 { didSet { validate(\.frequency, oldValue, "frequency", minimum: 0) } }
    /// For pin joints: the torque friction resists rotation with.
    open var frictionTorque: CGFloat = 0 {
        didSet { validate(\.frictionTorque, oldValue, "frictionTorque", minimum: 0) }
    }
    /// For pin joints the allowed rotation (radians), for sliding joints the allowed travel (points).
    open var attachmentRange = UIFloatRange.infinite {
        didSet {
            guard !attachmentRange.minimum.isNaN, !attachmentRange.maximum.isNaN,
                  attachmentRange.minimum <= attachmentRange.maximum else {
                UIKitLog.error("UIAttachmentBehavior: attachmentRange \(attachmentRange) is not a range; ignored")
                attachmentRange = oldValue
                return
            }
            setNeedsSimulation()
        }
    }

    private func validate(_ key: ReferenceWritableKeyPath<UIAttachmentBehavior, CGFloat>, _ old: CGFloat,
                          _ name: String, minimum: CGFloat) {
        let value = self[keyPath: key]
        guard value.isFinite, value >= minimum else {
            UIKitLog.error("UIAttachmentBehavior: \(name) \(value) must be finite and at least \(minimum); ignored")
            self[keyPath: key] = old
            return
        }
        setNeedsSimulation()
    }

    override var dynamicItems: [any UIDynamicItem] { attached }

    override func appendConstraints(to rows: inout [ConstraintRow], in world: DynamicsWorld, timeStep h: CGFloat) {
        let bodies = attached.map { world.body(for: $0) }
        guard bodies.allSatisfy({ $0 != nil }) else { return }
        let a = bodies.count == 2 ? bodies[0] : nil, b = bodies.count == 2 ? bodies[1] : bodies[0]
        let spring = (frequency: frequency, dampingRatio: damping)
        switch joint {
        case .distance, .limit:
            let pa = a.map { point(on: $0, offset: offsets[0]) } ?? DynamicsVector(anchorPoint)
            let pb = point(on: b!, offset: offsets[bodies.count == 2 ? 1 : 0])
            let rope = if case .limit = joint { true } else { false }
            rows += ConstraintRow.distanceJoint(a: a, pa: pa, b: b, pb: pb, length: length, spring: spring,
                                                rope: rope, timeStep: h)
        case .pin, .fixed, .sliding:
            appendJointRows(a: a, b: b!, to: &rows, timeStep: h)
        }
    }

    /// Pin, fixed and sliding joints, about the anchor each body carried when the joint was made.
    private func appendJointRows(a: DynamicBody?, b: DynamicBody, to rows: inout [ConstraintRow], timeStep h: CGFloat) {
        if localAnchors == nil {
            let anchor = DynamicsVector(anchorPoint)
            localAnchors = [a.map { (anchor - $0.position).rotated(by: -$0.angle) } ?? anchor,
                            (anchor - b.position).rotated(by: -b.angle)]
            referenceAngle = b.angle - (a?.angle ?? 0)
        }
        let anchors = localAnchors!
        let pa = a.map { $0.position + anchors[0].rotated(by: $0.angle) } ?? anchors[0]
        let pb = b.position + anchors[1].rotated(by: b.angle)
        let relativeAngle = b.angle - (a?.angle ?? 0) - referenceAngle
        switch joint {
        case .pin:
            rows += ConstraintRow.pointJoint(a: a, pa: pa, b: b, pb: pb, spring: nil, timeStep: h)
            if frictionTorque > 0 {
                var friction = ConstraintRow(rotationOf: a, and: b, lower: -frictionTorque * h,
                                             upper: frictionTorque * h)
                friction.setTargetVelocity(0)
                rows.append(friction)
            }
            var limit = ConstraintRow(rotationOf: a, and: b)
            if !attachmentRange.isInfinite, limit.limit(value: relativeAngle, to: attachmentRange, timeStep: h) {
                rows.append(limit)
            }
        case .fixed:
            rows += ConstraintRow.pointJoint(a: a, pa: pa, b: b, pb: pb, spring: nil, timeStep: h)
            rows.append(.angleJoint(a: a, b: b, error: relativeAngle, spring: nil, timeStep: h))
        case .sliding(let axisVector):
            let axis = DynamicsVector(axisVector).normalized.rotated(by: a?.angle ?? 0)
            let normal = axis.perpendicular
            // The A side's lever reaches B's anchor, so the row measures B's anchor against A's axis line.
            var across = ConstraintRow(a: a, b: b, pointA: pb, pointB: pb, direction: normal)
            across.setRigid(positionError: normal.dot(pb - pa), timeStep: h)
            rows.append(across)
            rows.append(.angleJoint(a: a, b: b, error: relativeAngle, spring: nil, timeStep: h))
            var travel = ConstraintRow(a: a, b: b, pointA: pb, pointB: pb, direction: axis)
            if !attachmentRange.isInfinite, travel.limit(value: axis.dot(pb - pa), to: attachmentRange, timeStep: h) {
                rows.append(travel)
            }
        case .distance, .limit:
            break
        }
    }

    private func point(on body: DynamicBody, offset: UIOffset) -> DynamicsVector {
        body.position + DynamicsVector(x: offset.horizontal, y: offset.vertical).rotated(by: body.angle)
    }

    private static func attachmentPoint(of item: any UIDynamicItem, offset: UIOffset) -> DynamicsVector {
        DynamicsVector(item.center)
            + DynamicsVector(x: offset.horizontal, y: offset.vertical).rotated(by: DynamicBody.angle(of: item.transform))
    }

    private static func finite(_ offset: UIOffset) -> UIOffset {
        guard offset.horizontal.isFinite, offset.vertical.isFinite else {
            UIKitLog.error("UIAttachmentBehavior: offset \(offset) is not finite; the center is used")
            return .zero
        }
        return offset
    }

    private static func finite(_ point: CGPoint, fallback: CGPoint) -> CGPoint {
        guard point.x.isFinite, point.y.isFinite else {
            UIKitLog.error("UIAttachmentBehavior: anchor \(point) is not finite; the item's center is used")
            return fallback
        }
        return point
    }
}
