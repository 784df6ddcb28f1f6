import Foundation

/// Makes its items collide with each other and with boundaries: segments, paths, and (with
/// `translatesReferenceBoundsIntoBoundary`) the reference view's bounds, which keep items inside. Collisions are
/// impulses with the items' elasticity and friction (`UIDynamicItemBehavior`); the delegate hears when a contact
/// begins and when it ends. Boundary identifiers are compared with `isEqual` (`"floor" as NSCopying` is an `NSString`).
@preconcurrency @MainActor open class UICollisionBehavior: UIDynamicBehavior {
    /// A boundary made from a segment or a path: its edges as two-sided segments.
    private struct Boundary {
        var identifier: any NSCopying
        var path: UIBezierPath
        var segments: [ConvexPolygon]
        var serial: Int
    }

    /// Gap (points) at which items count as touching for the delegate and get contact constraints.
    static let contactMargin: CGFloat = 0.5

    private var list: DynamicItemList
    private var boundaries: [Boundary] = []
    private var nextSerial = 0
    private var insets = UIEdgeInsets.zero
    /// Contacts seen during the current frame, and those reported as begun.
    private var touchingThisFrame: [CollisionContactKey: (item: any UIDynamicItem, other: Any?, point: CGPoint)] = [:]
    private var reported: [CollisionContactKey: (item: any UIDynamicItem, other: Any?)] = [:]

    open weak var collisionDelegate: (any UICollisionBehaviorDelegate)?

    public init(items: [any UIDynamicItem]) {
        list = DynamicItemList(items, owner: "UICollisionBehavior")
        super.init()
    }

    open var items: [any UIDynamicItem] { list.items }

    open func addItem(_ item: any UIDynamicItem) {
        if list.add(item, owner: "UICollisionBehavior") { setNeedsSimulation() }
    }

    open func removeItem(_ item: any UIDynamicItem) {
        if list.remove(item) { setNeedsSimulation() }
    }

    open var collisionMode: UICollisionBehavior.Mode = .everything { didSet { setNeedsSimulation() } }

    /// Whether the reference view's bounds (inset by the last `setTranslatesReferenceBoundsIntoBoundary(with:)`)
    /// are a boundary that keeps the items inside.
    open var translatesReferenceBoundsIntoBoundary = false { didSet { setNeedsSimulation() } }

    open func setTranslatesReferenceBoundsIntoBoundary(with insets: UIEdgeInsets) {
        guard insets.top.isFinite, insets.left.isFinite, insets.bottom.isFinite, insets.right.isFinite else {
            return UIKitLog.error("UICollisionBehavior: reference bounds insets \(insets) are not finite; ignored")
        }
        self.insets = insets
        translatesReferenceBoundsIntoBoundary = true
    }

    open func addBoundary(withIdentifier identifier: any NSCopying, for bezierPath: UIBezierPath) {
        let segments = bezierPath.cgPath.flattened(tolerance: 0.5).flatMap { polyline -> [ConvexPolygon] in
            let points = polyline.points.map(DynamicsVector.init)
            var pairs = zip(points, points.dropFirst()).map { ($0, $1) }
            if polyline.closed, let first = points.first, let last = points.last { pairs.append((last, first)) }
            return pairs.compactMap { ConvexPolygon(points: [$0.0, $0.1]) }
        }
        guard !segments.isEmpty else {
            return UIKitLog.error("UICollisionBehavior: boundary \(identifier) has no length; not added")
        }
        removeBoundary(withIdentifier: identifier)
        boundaries.append(Boundary(identifier: identifier, path: bezierPath, segments: segments, serial: nextSerial))
        nextSerial += 1
        setNeedsSimulation()
    }

    open func addBoundary(withIdentifier identifier: any NSCopying, from p1: CGPoint, to p2: CGPoint) {
        guard p1.x.isFinite, p1.y.isFinite, p2.x.isFinite, p2.y.isFinite else {
            return UIKitLog.error("UICollisionBehavior: boundary \(identifier) from \(p1) to \(p2) is not finite; "
                                  + "not added")
        }
        let path = UIBezierPath()
        path.move(to: p1)
        path.addLine(to: p2)
        addBoundary(withIdentifier: identifier, for: path)
    }

    open func boundary(withIdentifier identifier: any NSCopying) -> UIBezierPath? {
        boundaries.first { Self.same($0.identifier, identifier) }?.path
    }

    open func removeBoundary(withIdentifier identifier: any NSCopying) {
        let before = boundaries.count
        boundaries.removeAll { Self.same($0.identifier, identifier) }
        if boundaries.count != before { setNeedsSimulation() }
    }

    open var boundaryIdentifiers: [any NSCopying]? { boundaries.map(\.identifier) }

    open func removeAllBoundaries() {
        boundaries.removeAll()
        setNeedsSimulation()
    }

    private static func same(_ a: any NSCopying, _ b: any NSCopying) -> Bool {
        if let x = a as? NSObject, let y = b as? NSObject { return x.isEqual(y) }
        return (a as AnyObject) === (b as AnyObject)
    }

    override var dynamicItems: [any UIDynamicItem] { list.items }

    override func appendConstraints(to rows: inout [ConstraintRow], in world: DynamicsWorld, timeStep: CGFloat) {
        let bodies = list.items.compactMap { world.body(for: $0) }
        let shapes = bodies.map { $0.worldShapes() }
        let extents = shapes.map { $0.map(\.extent).reduce(CGRect.null) { $0.union($1) } }
        let margin = Self.contactMargin
        if collisionMode.contains(.items) {
            for i in bodies.indices {
                for j in bodies.indices where j > i && !(bodies[i].isStatic && bodies[j].isStatic) {
                    guard extents[i].insetBy(dx: -margin, dy: -margin).intersects(extents[j]) else { continue }
                    let a = bodies[i], b = bodies[j]
                    let elasticity = max(a.material.elasticity, b.material.elasticity)
                    let friction = (a.material.friction * b.material.friction).squareRoot()
                    for sa in shapes[i] {
                        for sb in shapes[j] {
                            for contact in sa.contacts(with: sb, margin: margin) {
                                world.appendContact(contact, a: a, b: b, elasticity: elasticity, friction: friction,
                                                    to: &rows)
                                note(CollisionContactKey(item: ObjectIdentifier(a.item), other: ObjectIdentifier(b.item),
                                                         boundary: 0), item: a.item, other: b.item, at: contact.point)
                            }
                        }
                    }
                }
            }
        }
        guard collisionMode.contains(.boundaries) else { return }
        for (index, body) in bodies.enumerated() where !body.isStatic {
            let elasticity = body.material.elasticity, friction = body.material.friction
            // Boundaries catch items at any speed: contacts start as far away as a point of the item can travel in
            // one step, so nothing passes through a boundary between two steps.
            let radius = shapes[index].flatMap(\.vertices).map { ($0 - body.position).length }.max() ?? 0
            let reach = (body.velocity.length + abs(body.angularVelocity) * radius) * timeStep + margin
            for boundary in boundaries {
                for segment in boundary.segments
                where segment.extent.insetBy(dx: -reach, dy: -reach).intersects(extents[index]) {
                    for shape in shapes[index] {
                        for contact in segment.contacts(with: shape, margin: reach) {
                            guard world.appendContact(contact, a: nil, b: body, elasticity: elasticity,
                                                      friction: friction, to: &rows) else { continue }
                            note(CollisionContactKey(item: ObjectIdentifier(body.item), other: nil,
                                                     boundary: boundary.serial),
                                 item: body.item, other: boundary.identifier, at: contact.point)
                        }
                    }
                }
            }
            guard translatesReferenceBoundsIntoBoundary, let walls = referenceWalls else { continue }
            for wall in walls {
                for shape in shapes[index] {
                    for contact in shape.contacts(withInsideOf: wall.origin, normal: wall.normal, margin: reach) {
                        let touches = world.appendContact(contact, a: nil, b: body, elasticity: elasticity,
                                                          friction: friction, to: &rows)
                        guard touches else { continue }
                        note(CollisionContactKey(item: ObjectIdentifier(body.item), other: nil, boundary: -1),
                             item: body.item, other: nil, at: contact.point)
                    }
                }
            }
        }
    }

    /// The reference bounds (inset) as four half-planes whose normals point inwards.
    private var referenceWalls: [(origin: DynamicsVector, normal: DynamicsVector)]? {
        guard let bounds = dynamicAnimator?.referenceBounds else { return nil }
        let r = CGRect(x: bounds.minX + insets.left, y: bounds.minY + insets.top,
                       width: bounds.width - insets.left - insets.right, height: bounds.height - insets.top - insets.bottom)
        return [(DynamicsVector(x: r.minX, y: r.minY), DynamicsVector(x: 0, y: 1)),
                (DynamicsVector(x: r.minX, y: r.maxY), DynamicsVector(x: 0, y: -1)),
                (DynamicsVector(x: r.minX, y: r.minY), DynamicsVector(x: 1, y: 0)),
                (DynamicsVector(x: r.maxX, y: r.minY), DynamicsVector(x: -1, y: 0))]
    }

    private func note(_ key: CollisionContactKey, item: any UIDynamicItem, other: Any?, at point: DynamicsVector) {
        if touchingThisFrame[key] == nil { touchingThisFrame[key] = (item, other, point.point) }
    }

    /// Reports contacts that began and ended during the frame, in a stable order (ended first).
    override func frameDidEnd(in world: DynamicsWorld) {
        let now = touchingThisFrame
        touchingThisFrame = [:]
        let ended = reported.filter { now[$0.key] == nil }
        let began = now.filter { reported[$0.key] == nil }
        reported = now.mapValues { ($0.item, $0.other) }
        guard let delegate = collisionDelegate else { return }
        for (key, contact) in ended.sorted(by: { order($0.key, $1.key) }) {
            if let other = contact.other as? any UIDynamicItem, key.other != nil {
                delegate.collisionBehavior(self, endedContactFor: contact.item, with: other)
            } else {
                delegate.collisionBehavior(self, endedContactFor: contact.item,
                                           withBoundaryIdentifier: contact.other as? any NSCopying)
            }
        }
        for (key, contact) in began.sorted(by: { order($0.key, $1.key) }) {
            if let other = contact.other as? any UIDynamicItem, key.other != nil {
                delegate.collisionBehavior(self, beganContactFor: contact.item, with: other, at: contact.point)
            } else {
                delegate.collisionBehavior(self, beganContactFor: contact.item,
                                           withBoundaryIdentifier: contact.other as? any NSCopying, at: contact.point)
            }
        }
    }

    /// Item order within the behaviour, then the boundary, so callbacks come in the same order every run.
    private func order(_ a: CollisionContactKey, _ b: CollisionContactKey) -> Bool {
        let ia = position(of: a.item), ib = position(of: b.item)
        if ia != ib { return ia < ib }
        if a.other != b.other { return position(of: a.other) < position(of: b.other) }
        return a.boundary < b.boundary
    }

    private func position(of id: ObjectIdentifier?) -> Int {
        list.items.firstIndex { ObjectIdentifier($0) == id } ?? Int.max
    }
}
