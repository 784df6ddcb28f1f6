import Foundation

/// The solver's state for one dynamic item: where it is, how it moves, what it is made of, and its outline.
/// Mass is `density` × area in units of a 100 × 100-point square, so a 100 × 100 view of density 1 weighs 1, which
/// is the scale Apple documents for push magnitudes.
@MainActor final class DynamicBody {
    /// The item the body moves; a group's body moves its members instead (`members`).
    let item: any UIDynamicItem
    /// For a `UIDynamicItemGroup`: each member with its offset and angle relative to the group's body.
    private(set) var members: [(item: any UIDynamicItem, offset: DynamicsVector, angle: CGFloat)] = []

    var position: DynamicsVector
    var angle: CGFloat
    var velocity = DynamicsVector.zero
    var angularVelocity: CGFloat = 0
    /// Accumulated over one sub-step by the behaviours; cleared after integration.
    var force = DynamicsVector.zero
    var torque: CGFloat = 0
    /// Mass-independent acceleration (gravity), accumulated like `force`.
    var acceleration = DynamicsVector.zero

    var material = DynamicsMaterial() { didSet { updateMass() } }
    /// What the item behaviours ask for this frame; becomes `material` when it differs (a removed item behaviour
    /// leaves the defaults).
    var proposedMaterial = DynamicsMaterial()
    /// The outline in the body's own frame; one polygon per member for a group.
    private(set) var shapes: [ConvexPolygon] = []
    private(set) var mass: CGFloat = 1
    private(set) var inverseMass: CGFloat = 1
    private(set) var inverseInertia: CGFloat = 1
    /// The angle last written to the item's transform, so an item that never turns keeps the transform it had.
    private var writtenAngle: CGFloat
    /// How long (seconds) the body has moved slower than the rest thresholds.
    var restingTime: CGFloat = 0

    init(item: any UIDynamicItem) {
        self.item = item
        position = DynamicsVector(item.center)
        angle = Self.angle(of: item.transform)
        writtenAngle = angle
        readShape()
    }

    var isStatic: Bool { inverseMass == 0 }

    /// Takes the item's current centre, rotation and size, as `updateItem(usingCurrentState:)` asks.
    func readState() {
        position = DynamicsVector(item.center)
        angle = Self.angle(of: item.transform)
        writtenAngle = angle
        readShape()
    }

    /// Writes the body's centre and rotation back to its item (or its group's members).
    func writeState() {
        guard !members.isEmpty else {
            item.center = position.point
            if angle != writtenAngle {
                item.transform = Self.transform(item.transform, rotatedTo: angle)
                writtenAngle = angle
            }
            return
        }
        for member in members {
            member.item.center = (position + member.offset.rotated(by: angle)).point
            member.item.transform = Self.transform(member.item.transform, rotatedTo: angle + member.angle)
        }
        writtenAngle = angle
    }

    /// World outlines for collision detection.
    func worldShapes() -> [ConvexPolygon] { shapes.map { $0.placed(at: position, angle: angle) } }

    /// The velocity of the body's material at world point `p`.
    func velocity(at p: DynamicsVector) -> DynamicsVector { velocity + angularVelocity.crossing(p - position) }

    func applyImpulse(_ impulse: DynamicsVector, at p: DynamicsVector) {
        velocity += impulse * inverseMass
        angularVelocity += inverseInertia * (p - position).cross(impulse)
    }

    func applyForce(_ f: DynamicsVector, at p: DynamicsVector) {
        force += f
        torque += (p - position).cross(f)
    }

    private func readShape() {
        if let group = item as? UIDynamicItemGroup {
            let groupCenter = DynamicsVector(group.center)
            members = group.items.map { member in
                (member, DynamicsVector(member.center) - groupCenter, Self.angle(of: member.transform))
            }
            position = groupCenter
            angle = 0
            writtenAngle = 0
            shapes = members.compactMap { member in
                Self.outline(of: member.item)?.placed(at: member.offset, angle: member.angle)
            }
        } else {
            shapes = Self.outline(of: item).map { [$0] } ?? []
        }
        updateMass()
    }

    private func updateMass() {
        var area: CGFloat = 0, moment: CGFloat = 0
        for shape in shapes {
            let (a, m) = shape.areaAndSecondMoment
            area += a
            moment += m
        }
        let scale: CGFloat = 100 * 100
        let density = material.density
        mass = density * area / scale
        let inertia = density * moment / scale
        let movable = !material.isAnchored && mass > 0 && mass.isFinite
        inverseMass = movable ? 1 / mass : 0
        inverseInertia = movable && material.allowsRotation && inertia > 0 && inertia.isFinite ? 1 / inertia : 0
        if !movable {
            velocity = .zero
            angularVelocity = 0
        }
    }

    /// The item's collision outline in its own frame (centre at the origin, before rotation), per its bounds type.
    static func outline(of item: any UIDynamicItem) -> ConvexPolygon? {
        let size = item.bounds.size
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else { return nil }
        switch item.collisionBoundsType {
        case .rectangle: return .rectangle(size)
        case .ellipse: return .ellipse(size)
        case .path:
            let points = item.collisionBoundingPath.cgPath.flattened(tolerance: 0.5).first?.points ?? []
            guard let polygon = ConvexPolygon(points: points.map(DynamicsVector.init)) else {
                UIKitLog.errorOnce("UIDynamicItem: collisionBoundingPath must be a convex, non-empty polygon; "
                                   + "the item's rectangle is used instead")
                return .rectangle(size)
            }
            return polygon
        }
    }

    static func angle(of transform: CGAffineTransform) -> CGFloat {
        let a = atan2(transform.b, transform.a)
        return a.isFinite ? a : 0
    }

    /// `transform` with its rotation replaced by `angle` (its scale kept).
    private static func transform(_ transform: CGAffineTransform, rotatedTo angle: CGFloat) -> CGAffineTransform {
        let sx = (transform.a * transform.a + transform.b * transform.b).squareRoot()
        let sy = (transform.c * transform.c + transform.d * transform.d).squareRoot()
        let scaleX = sx > 0 && sx.isFinite ? sx : 1, scaleY = sy > 0 && sy.isFinite ? sy : 1
        return CGAffineTransform(scaleX: scaleX, y: scaleY).concatenating(CGAffineTransform(rotationAngle: angle))
    }
}
