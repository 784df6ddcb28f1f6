extension CGPath {
    /// The area a stroke with these parameters would cover, as a fillable path (use the winding rule).
    ///
    /// The outline is a union of consistently oriented pieces (a quadrilateral per segment, a wedge or disc per join,
    /// one shape per cap) rather than one traced contour: filled with the winding rule, hit-tested or clipped to,
    /// it covers exactly the stroked area.
    public func copy(strokingWithWidth lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin,
                     miterLimit: CGFloat, transform: CGAffineTransform = .identity) -> CGPath {
        let result = CGMutablePath()
        let hw = abs(lineWidth) / 2
        guard hw > 0, hw.isFinite, transform.isFinite else { return result }
        for polyline in applying(transform).flattened(tolerance: 0.05) {
            Self.stroke(polyline, halfWidth: hw, cap: lineCap, join: lineJoin,
                        miterLimit: miterLimit.isFinite ? miterLimit : 10, into: result)
        }
        return CGPath(elements: result.elements)
    }

    /// The path cut into its dashes: `lengths` alternate on and off, starting `phase` into the pattern. Each
    /// subpath restarts the pattern, as Core Graphics does. Curves come back as short line segments.
    public func copy(dashingWithPhase phase: CGFloat, lengths: [CGFloat],
                     transform: CGAffineTransform = .identity) -> CGPath {
        let source = applying(transform)
        let total = lengths.reduce(0, +)
        guard !lengths.isEmpty, lengths.allSatisfy({ $0 >= 0 && $0.isFinite }), total > 0, phase.isFinite else {
            return CGPath(elements: source.elements)
        }
        let result = CGMutablePath()
        for polyline in source.flattened(tolerance: 0.05) {
            var points = polyline.points
            if polyline.closed, let first = points.first { points.append(first) }
            var index = 0
            var remaining = lengths[0]
            var offset = phase.truncatingRemainder(dividingBy: total)
            if offset < 0 { offset += total }
            while offset > 0 {
                if offset >= remaining {
                    offset -= remaining; index = (index + 1) % lengths.count; remaining = lengths[index]
                } else {
                    remaining -= offset; offset = 0
                }
            }
            var penDown = false
            for i in 1..<max(points.count, 1) {
                var a = points[i - 1]
                let b = points[i]
                var segment = hypot(b.x - a.x, b.y - a.y)
                while segment > 0 {
                    let step = min(remaining, segment)
                    let t = step / segment
                    let next = CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
                    if index % 2 == 0 {
                        if !penDown { result.move(to: a); penDown = true }
                        result.addLine(to: next)
                    }
                    segment -= step; remaining -= step; a = next
                    if remaining <= 0 {
                        index = (index + 1) % lengths.count; remaining = lengths[index]; penDown = false
                    }
                }
            }
        }
        return CGPath(elements: result.elements)
    }

    private static func stroke(_ polyline: Polyline, halfWidth hw: CGFloat, cap: CGLineCap, join: CGLineJoin,
                               miterLimit: CGFloat, into out: CGMutablePath) {
        var pts: [CGPoint] = []
        for p in polyline.points where pts.last.map({ hypot($0.x - p.x, $0.y - p.y) > 1e-9 }) ?? true { pts.append(p) }
        if polyline.closed, pts.count > 1, let first = pts.first, let last = pts.last,
           hypot(first.x - last.x, first.y - last.y) <= 1e-9 {
            pts.removeLast()
        }
        guard pts.count > 1 else {
            // A zero-length subpath shows only its caps: a dot for round caps, a square for square ones.
            guard let p = pts.first, !polyline.closed else { return }
            switch cap {
            case .round: out.addEllipse(in: CGRect(x: p.x - hw, y: p.y - hw, width: 2 * hw, height: 2 * hw))
            case .square: out.addRect(CGRect(x: p.x - hw, y: p.y - hw, width: 2 * hw, height: 2 * hw))
            case .butt: break
            }
            return
        }
        let closed = polyline.closed && pts.count > 2
        let count = closed ? pts.count : pts.count - 1
        for i in 0..<count {
            let a = pts[i], b = pts[(i + 1) % pts.count]
            let n = normal(a, b, hw)
            polygon([CGPoint(x: a.x + n.x, y: a.y + n.y), CGPoint(x: b.x + n.x, y: b.y + n.y),
                     CGPoint(x: b.x - n.x, y: b.y - n.y), CGPoint(x: a.x - n.x, y: a.y - n.y)], into: out)
        }
        let joins = closed ? Array(0..<pts.count) : Array(1..<(pts.count - 1))
        for i in joins {
            let prev = pts[(i - 1 + pts.count) % pts.count], v = pts[i], next = pts[(i + 1) % pts.count]
            addJoin(prev, v, next, hw: hw, join: join, miterLimit: miterLimit, into: out)
        }
        if !closed {
            addCap(at: pts[0], from: pts[1], hw: hw, cap: cap, into: out)
            addCap(at: pts[pts.count - 1], from: pts[pts.count - 2], hw: hw, cap: cap, into: out)
        }
    }

    /// The left-hand normal of a→b, `hw` long.
    private static func normal(_ a: CGPoint, _ b: CGPoint, _ hw: CGFloat) -> CGPoint {
        let l = hypot(b.x - a.x, b.y - a.y)
        return CGPoint(x: -(b.y - a.y) / l * hw, y: (b.x - a.x) / l * hw)
    }

    private static func addJoin(_ prev: CGPoint, _ v: CGPoint, _ next: CGPoint, hw: CGFloat, join: CGLineJoin,
                                miterLimit: CGFloat, into out: CGMutablePath) {
        let d1 = CGPoint(x: v.x - prev.x, y: v.y - prev.y), d2 = CGPoint(x: next.x - v.x, y: next.y - v.y)
        let cross = d1.x * d2.y - d1.y * d2.x
        let l1 = hypot(d1.x, d1.y), l2 = hypot(d2.x, d2.y)
        if join == .round {
            out.addEllipse(in: CGRect(x: v.x - hw, y: v.y - hw, width: 2 * hw, height: 2 * hw))
            return
        }
        guard abs(cross) > 1e-9 * l1 * l2 else { return }
        // The outer side of a left turn is the right-hand side, and the other way round.
        var n1 = normal(prev, v, hw), n2 = normal(v, next, hw)
        if cross > 0 { n1 = CGPoint(x: -n1.x, y: -n1.y); n2 = CGPoint(x: -n2.x, y: -n2.y) }
        let o1 = CGPoint(x: v.x + n1.x, y: v.y + n1.y), o2 = CGPoint(x: v.x + n2.x, y: v.y + n2.y)
        let cosTheta = max(-1, min(1, (-d1.x * d2.x - d1.y * d2.y) / (l1 * l2)))
        let halfAngleSin = ((1 - cosTheta) / 2).squareRoot()
        if join == .miter, halfAngleSin > 0, 1 / halfAngleSin <= miterLimit {
            let bx = n1.x + n2.x, by = n1.y + n2.y, bl = hypot(bx, by)
            let tip = CGPoint(x: v.x + bx / bl * hw / halfAngleSin, y: v.y + by / bl * hw / halfAngleSin)
            polygon([v, o1, tip, o2], into: out)
        } else {
            polygon([v, o1, o2], into: out)
        }
    }

    private static func addCap(at end: CGPoint, from inner: CGPoint, hw: CGFloat, cap: CGLineCap,
                               into out: CGMutablePath) {
        switch cap {
        case .butt: break
        case .round: out.addEllipse(in: CGRect(x: end.x - hw, y: end.y - hw, width: 2 * hw, height: 2 * hw))
        case .square:
            let l = hypot(end.x - inner.x, end.y - inner.y)
            let d = CGPoint(x: (end.x - inner.x) / l * hw, y: (end.y - inner.y) / l * hw)
            let n = CGPoint(x: -d.y, y: d.x)
            polygon([CGPoint(x: end.x + n.x, y: end.y + n.y), CGPoint(x: end.x + n.x + d.x, y: end.y + n.y + d.y),
                     CGPoint(x: end.x - n.x + d.x, y: end.y - n.y + d.y), CGPoint(x: end.x - n.x, y: end.y - n.y)],
                    into: out)
        }
    }

    /// Adds a closed polygon turning counter-clockwise (y up), so that overlapping pieces add up under the winding rule.
    private static func polygon(_ points: [CGPoint], into out: CGMutablePath) {
        var area: CGFloat = 0
        for i in 0..<points.count {
            let a = points[i], b = points[(i + 1) % points.count]
            area += a.x * b.y - b.x * a.y
        }
        guard abs(area) > 1e-12 else { return }
        out.addLines(between: area > 0 ? points : points.reversed())
        out.closeSubpath()
    }
}
