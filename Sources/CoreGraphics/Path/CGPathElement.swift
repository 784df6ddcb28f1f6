/// The kinds of element a path is made of, as `CGPath.applyWithBlock` reports them.
public enum CGPathElementType: Int32, Sendable {
    case moveToPoint, addLineToPoint, addQuadCurveToPoint, addCurveToPoint, closeSubpath
}

/// One element of a path, with its points (one, two or three of them; none for `closeSubpath`).
public struct CGPathElement {
    public var type: CGPathElementType
    public var points: UnsafeMutablePointer<CGPoint>

    public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
        self.type = type
        self.points = points
    }
}

/// How a path's interior is decided when it is filled, clipped to or hit-tested.
public enum CGPathFillRule: Int, Sendable {
    case winding, evenOdd
}

/// What `CGContext.drawPath(using:)` does with the current path.
public enum CGPathDrawingMode: Int32, Sendable {
    case fill, eoFill, stroke, fillStroke, eoFillStroke
}

/// The shape at the open ends of stroked lines.
public enum CGLineCap: Int32, Sendable {
    case butt, round, square
}

/// The shape where stroked segments meet.
public enum CGLineJoin: Int32, Sendable {
    case miter, round, bevel
}

/// The Swift-native form of a path element; the public `CGPathElement` is built from it on demand.
package enum PathElement: Hashable, Sendable {
    case move(CGPoint)
    case line(CGPoint)
    case quad(CGPoint, CGPoint)
    case curve(CGPoint, CGPoint, CGPoint)
    case close

    func applying(_ t: CGAffineTransform) -> PathElement {
        switch self {
        case .move(let p): .move(p.applying(t))
        case .line(let p): .line(p.applying(t))
        case .quad(let c, let p): .quad(c.applying(t), p.applying(t))
        case .curve(let c1, let c2, let p): .curve(c1.applying(t), c2.applying(t), p.applying(t))
        case .close: .close
        }
    }

    var points: [CGPoint] {
        switch self {
        case .move(let p), .line(let p): [p]
        case .quad(let c, let p): [c, p]
        case .curve(let c1, let c2, let p): [c1, c2, p]
        case .close: []
        }
    }
}

extension CGPoint {
    /// Both coordinates are finite numbers: NaN or infinite geometry is ignored rather than drawn.
    var isFinite: Bool { x.isFinite && y.isFinite }
}

extension CGAffineTransform {
    var isFinite: Bool { [a, b, c, d, tx, ty].allSatisfy(\.isFinite) }
}
