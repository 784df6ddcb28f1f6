/// An immutable graphics path: subpaths of lines and Bézier curves.
///
/// Like Core Graphics' `CGPath`, a path is a reference type and `CGMutablePath` is its mutable subclass. Share a path
/// between threads only once nobody mutates it any more (take a `copy()` first), as on Apple platforms.
public class CGPath: @unchecked Sendable, Hashable, CustomStringConvertible {
    // @unchecked: only `CGMutablePath` mutates `elements`, and Core Graphics' threading rule above applies to it.
    package internal(set) var elements: [PathElement]

    package init(elements: [PathElement]) { self.elements = elements }

    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRoundedRect(in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight,
                            transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    public var isEmpty: Bool { elements.isEmpty }

    /// The end point of the last element, or `.zero` for an empty path. After `closeSubpath` it is the subpath's start.
    public var currentPoint: CGPoint {
        var start = CGPoint.zero, current = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let p): start = p; current = p
            case .close: current = start
            default: current = element.points.last!
            }
        }
        return current
    }

    /// An immutable copy (the same object for an immutable path, as Core Graphics does).
    public func copy() -> CGPath? { type(of: self) == CGPath.self ? self : CGPath(elements: elements) }

    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        guard let t = transform?.pointee else { return copy() }
        return CGPath(elements: elements.map { $0.applying(t) })
    }

    public func mutableCopy() -> CGMutablePath? { CGMutablePath(elements: elements) }

    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
        guard let t = transform?.pointee else { return mutableCopy() }
        return CGMutablePath(elements: elements.map { $0.applying(t) })
    }

    /// The path with every point transformed.
    package func applying(_ t: CGAffineTransform) -> CGPath {
        t.isIdentity ? self : CGPath(elements: elements.map { $0.applying(t) })
    }

    /// Calls `block` with each element in order.
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        let points = UnsafeMutablePointer<CGPoint>.allocate(capacity: 3)
        defer { points.deallocate() }
        for element in elements {
            let type: CGPathElementType
            switch element {
            case .move: type = .moveToPoint
            case .line: type = .addLineToPoint
            case .quad: type = .addQuadCurveToPoint
            case .curve: type = .addCurveToPoint
            case .close: type = .closeSubpath
            }
            for (i, p) in element.points.enumerated() { points[i] = p }
            var e = CGPathElement(type: type, points: points)
            block(&e)
        }
    }

    /// Whether the path is exactly one closed axis-aligned rectangle; its rectangle goes to `rect`.
    public func isRect(_ rect: UnsafeMutablePointer<CGRect>?) -> Bool {
        var points: [CGPoint] = []
        for (i, e) in elements.enumerated() {
            switch e {
            case .move(let p) where i == 0: points.append(p)
            case .line(let p) where i > 0: points.append(p)
            case .close where i == elements.count - 1: break
            default: return false
            }
        }
        if points.count == 5, points[4] == points[0] { points.removeLast() }
        guard points.count == 4 else { return false }
        let xs = Set(points.map(\.x)), ys = Set(points.map(\.y))
        guard xs.count <= 2, ys.count <= 2 else { return false }
        for i in 0..<4 {
            let a = points[i], b = points[(i + 1) % 4]
            if a.x != b.x && a.y != b.y { return false }
        }
        rect?.pointee = CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
        return true
    }

    public static func == (l: CGPath, r: CGPath) -> Bool { l.elements == r.elements }
    public func hash(into hasher: inout Hasher) { hasher.combine(elements) }

    public var description: String { "<CGPath \(elements.count) elements, bounds \(boundingBoxOfPath)>" }
}
