/// A subpath reduced to straight segments: what hit-testing, stroking and dashing work on.
package struct Polyline {
    package var points: [CGPoint]
    package var closed: Bool
}

extension CGPath {
    /// The smallest rectangle holding every point of the path, control points included; `.null` when empty.
    public var boundingBox: CGRect {
        bounds(of: elements.flatMap(\.points))
    }

    /// The smallest rectangle holding the path's curves themselves (control points excluded); `.null` when empty.
    public var boundingBoxOfPath: CGRect {
        var points: [CGPoint] = []
        var current = CGPoint.zero, start = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let p): points.append(p); current = p; start = p
            case .line(let p): points.append(p); current = p
            case .quad(let c, let p):
                let (c1, c2) = Self.cubicControls(from: current, quad: c, to: p)
                points.append(contentsOf: Self.cubicExtremes(current, c1, c2, p)); current = p
            case .curve(let c1, let c2, let p):
                points.append(contentsOf: Self.cubicExtremes(current, c1, c2, p)); current = p
            case .close: current = start
            }
        }
        return bounds(of: points)
    }

    private func bounds(of points: [CGPoint]) -> CGRect {
        guard let first = points.first else { return .null }
        var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
        for p in points {
            minX = min(minX, p.x); maxX = max(maxX, p.x); minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Whether `point` is inside the path's fill under `rule`. Open subpaths count as closed, as when filling.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding,
                         transform: CGAffineTransform = .identity) -> Bool {
        guard point.isFinite, transform.isFinite else { return false }
        let p = point.applying(transform.inverted())
        var winding = 0
        for polyline in flattened(tolerance: 0.05) where polyline.points.count > 1 {
            let pts = polyline.points
            for i in 0..<pts.count {
                let a = pts[i], b = pts[(i + 1) % pts.count]
                if a.y <= p.y {
                    if b.y > p.y && Self.side(a, b, p) > 0 { winding += 1 }
                } else if b.y <= p.y && Self.side(a, b, p) < 0 {
                    winding -= 1
                }
            }
        }
        return rule == .winding ? winding != 0 : winding % 2 != 0
    }

    private static func side(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat {
        (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
    }

    /// The path as polylines whose distance from the true curves stays around `tolerance`.
    package func flattened(tolerance: CGFloat = 0.1) -> [Polyline] {
        var result: [Polyline] = []
        var current = Polyline(points: [], closed: false)
        func finish() {
            if !current.points.isEmpty { result.append(current) }
            current = Polyline(points: [], closed: false)
        }
        var pen = CGPoint.zero
        for element in elements {
            // A segment right after a close starts a new subpath at the closed one's start.
            if current.points.isEmpty, element.points.count > 0 {
                if case .move = element {} else { current.points = [pen] }
            }
            switch element {
            case .move(let p):
                finish(); current.points = [p]; pen = p
            case .line(let p):
                current.points.append(p); pen = p
            case .quad(let c, let p):
                let (c1, c2) = Self.cubicControls(from: pen, quad: c, to: p)
                Self.flattenCubic(pen, c1, c2, p, tolerance: tolerance, into: &current.points); pen = p
            case .curve(let c1, let c2, let p):
                Self.flattenCubic(pen, c1, c2, p, tolerance: tolerance, into: &current.points); pen = p
            case .close:
                current.closed = true
                pen = current.points.first ?? pen
                finish()
            }
        }
        finish()
        return result
    }

    static func cubicControls(from p0: CGPoint, quad c: CGPoint, to p: CGPoint) -> (CGPoint, CGPoint) {
        (CGPoint(x: p0.x + 2 / 3 * (c.x - p0.x), y: p0.y + 2 / 3 * (c.y - p0.y)),
         CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y)))
    }

    static func cubicPoint(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, _ t: CGFloat) -> CGPoint {
        let mt = 1 - t
        let a = mt * mt * mt, b = 3 * mt * mt * t, c = 3 * mt * t * t, d = t * t * t
        return CGPoint(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
    }

    /// The end points plus the points where the curve turns in x or y: enough for a tight bounding box.
    static func cubicExtremes(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint) -> [CGPoint] {
        var ts: [CGFloat] = []
        for axis in 0..<2 {
            let v0 = axis == 0 ? p0.x : p0.y, v1 = axis == 0 ? p1.x : p1.y
            let v2 = axis == 0 ? p2.x : p2.y, v3 = axis == 0 ? p3.x : p3.y
            // Derivative / 3 = a t^2 + b t + c.
            let a = -v0 + 3 * v1 - 3 * v2 + v3, b = 2 * (v0 - 2 * v1 + v2), c = v1 - v0
            if abs(a) < 1e-12 {
                if abs(b) > 1e-12 { ts.append(-c / b) }
            } else {
                let disc = b * b - 4 * a * c
                if disc >= 0 {
                    let s = disc.squareRoot()
                    ts.append((-b + s) / (2 * a)); ts.append((-b - s) / (2 * a))
                }
            }
        }
        return [p0, p3] + ts.filter { $0 > 0 && $0 < 1 }.map { cubicPoint(p0, p1, p2, p3, $0) }
    }

    static func flattenCubic(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, tolerance: CGFloat,
                             into points: inout [CGPoint]) {
        // The control polygon's deviation bounds the curve's; segments needed grow with its square root.
        let dd = max(hypot(p0.x - 2 * p1.x + p2.x, p0.y - 2 * p1.y + p2.y),
                     hypot(p1.x - 2 * p2.x + p3.x, p1.y - 2 * p2.y + p3.y))
        let n = max(1, min(200, Int((dd * 0.75 / max(tolerance, 1e-3)).squareRoot().rounded(.up))))
        for i in 1...n { points.append(cubicPoint(p0, p1, p2, p3, CGFloat(i) / CGFloat(n))) }
    }
}
