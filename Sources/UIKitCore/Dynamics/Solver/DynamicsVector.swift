import Foundation

/// The solver's 2-D vector: positions, velocities, normals and lever arms, with the few operators rigid-body
/// maths needs. A plain value type keeps the inner loops free of `CGPoint`/`CGVector` conversions.
struct DynamicsVector: Equatable {
    var x: CGFloat
    var y: CGFloat

    static let zero = DynamicsVector(x: 0, y: 0)

    init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }
    init(_ point: CGPoint) { self.init(x: point.x, y: point.y) }
    init(_ vector: CGVector) { self.init(x: vector.dx, y: vector.dy) }

    var point: CGPoint { CGPoint(x: x, y: y) }
    var vector: CGVector { CGVector(dx: x, dy: y) }
    var length: CGFloat { (x * x + y * y).squareRoot() }
    var isFinite: Bool { x.isFinite && y.isFinite }
    /// The vector turned a quarter turn (x → y): the direction a point moves when its body spins positively.
    var perpendicular: DynamicsVector { DynamicsVector(x: -y, y: x) }
    /// A unit vector along this one; zero stays zero.
    var normalized: DynamicsVector {
        let l = length
        return l > 0 ? DynamicsVector(x: x / l, y: y / l) : .zero
    }

    func dot(_ o: DynamicsVector) -> CGFloat { x * o.x + y * o.y }
    /// The z component of the 3-D cross product: the torque of a force `o` at lever arm `self`.
    func cross(_ o: DynamicsVector) -> CGFloat { x * o.y - y * o.x }
    func rotated(by angle: CGFloat) -> DynamicsVector {
        let c = cos(angle), s = sin(angle)
        return DynamicsVector(x: c * x - s * y, y: s * x + c * y)
    }

    static func + (a: DynamicsVector, b: DynamicsVector) -> DynamicsVector { DynamicsVector(x: a.x + b.x, y: a.y + b.y) }
    static func - (a: DynamicsVector, b: DynamicsVector) -> DynamicsVector { DynamicsVector(x: a.x - b.x, y: a.y - b.y) }
    static prefix func - (a: DynamicsVector) -> DynamicsVector { DynamicsVector(x: -a.x, y: -a.y) }
    static func * (a: DynamicsVector, s: CGFloat) -> DynamicsVector { DynamicsVector(x: a.x * s, y: a.y * s) }
    static func * (s: CGFloat, a: DynamicsVector) -> DynamicsVector { a * s }
    static func / (a: DynamicsVector, s: CGFloat) -> DynamicsVector { DynamicsVector(x: a.x / s, y: a.y / s) }
    static func += (a: inout DynamicsVector, b: DynamicsVector) { a = a + b }
    static func -= (a: inout DynamicsVector, b: DynamicsVector) { a = a - b }
}

extension CGFloat {
    /// The velocity a spinning body adds at lever arm `r`: ω × r.
    func crossing(_ r: DynamicsVector) -> DynamicsVector { DynamicsVector(x: -self * r.y, y: self * r.x) }
}
