/// A path that can be added to. Points given with a `transform` are transformed before they are stored.
/// Non-finite points are ignored, so NaN geometry never reaches the rasteriser.
public final class CGMutablePath: CGPath, @unchecked Sendable {
    public init() { super.init(elements: []) }

    override package init(elements: [PathElement]) { super.init(elements: elements) }

    /// Whether a subpath is open, so that lines and curves have a point to start from.
    private var hasCurrentPoint: Bool {
        guard let last = elements.last else { return false }
        if case .close = last { return false }
        return true
    }

    /// The start of the current subpath, where a `closeSubpath` returns to.
    private var subpathStart: CGPoint? {
        for element in elements.reversed() { if case .move(let p) = element { return p } }
        return nil
    }

    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        let p = point.applying(transform)
        guard p.isFinite else { return }
        elements.append(.move(p))
    }

    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        let p = point.applying(transform)
        guard p.isFinite else { return }
        startIfNeeded(at: p)
        elements.append(.line(p))
    }

    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for p in points.dropFirst() { addLine(to: p, transform: transform) }
    }

    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        let c = control.applying(transform), p = end.applying(transform)
        guard c.isFinite, p.isFinite else { return }
        startIfNeeded(at: c)
        elements.append(.quad(c, p))
    }

    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint,
                         transform: CGAffineTransform = .identity) {
        let c1 = control1.applying(transform), c2 = control2.applying(transform), p = end.applying(transform)
        guard c1.isFinite, c2.isFinite, p.isFinite else { return }
        startIfNeeded(at: c1)
        elements.append(.curve(c1, c2, p))
    }

    public func closeSubpath() {
        guard hasCurrentPoint else { return }
        elements.append(.close)
    }

    /// Core Graphics starts a subpath at the first point when a segment is added to an empty path; after a
    /// `closeSubpath` the new subpath starts where the closed one did.
    private func startIfNeeded(at p: CGPoint) {
        if hasCurrentPoint { return }
        if let last = elements.last, case .close = last, let start = subpathStart {
            elements.append(.move(start))
        } else {
            elements.append(.move(p))
        }
    }

    /// A rectangle as a closed subpath: bottom-left, bottom-right, top-right, top-left in a y-up space.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        guard rect.isFiniteRect else { return }
        let r = rect.standardized
        move(to: CGPoint(x: r.minX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY), transform: transform)
        addLine(to: CGPoint(x: r.minX, y: r.maxY), transform: transform)
        closeSubpath()
    }

    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for r in rects { addRect(r, transform: transform) }
    }

    /// An ellipse inscribed in `rect`, as four cubic arcs starting at the right-hand extreme.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        guard rect.isFiniteRect else { return }
        let r = rect.standardized
        let rx = r.width / 2, ry = r.height / 2, cx = r.midX, cy = r.midY
        let k: CGFloat = 0.552_284_749_831
        let t = transform
        move(to: CGPoint(x: cx + rx, y: cy), transform: t)
        addCurve(to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + k * ry),
                 control2: CGPoint(x: cx + k * rx, y: cy + ry), transform: t)
        addCurve(to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - k * rx, y: cy + ry),
                 control2: CGPoint(x: cx - rx, y: cy + k * ry), transform: t)
        addCurve(to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - k * ry),
                 control2: CGPoint(x: cx - k * rx, y: cy - ry), transform: t)
        addCurve(to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + k * rx, y: cy - ry),
                 control2: CGPoint(x: cx + rx, y: cy - k * ry), transform: t)
        closeSubpath()
    }

    /// A rectangle with elliptical corners; corner sizes are clamped to half the rectangle's sides.
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                               transform: CGAffineTransform = .identity) {
        guard rect.isFiniteRect, cornerWidth.isFinite, cornerHeight.isFinite else { return }
        let r = rect.standardized
        let cw = min(max(cornerWidth, 0), r.width / 2), ch = min(max(cornerHeight, 0), r.height / 2)
        guard cw > 0, ch > 0 else { return addRect(r, transform: transform) }
        addRoundedRect(r, radii: Array(repeating: CGSize(width: cw, height: ch), count: 4), transform: transform)
    }

    /// A rectangle whose corners (min-min, max-min, max-max, min-max in path space) each have their own radii.
    package func addRoundedRect(_ r: CGRect, radii: [CGSize], transform t: CGAffineTransform) {
        let k: CGFloat = 0.552_284_749_831
        let c0 = radii[0], c1 = radii[1], c2 = radii[2], c3 = radii[3]
        move(to: CGPoint(x: r.minX + c0.width, y: r.minY), transform: t)
        addLine(to: CGPoint(x: r.maxX - c1.width, y: r.minY), transform: t)
        if c1.width > 0 && c1.height > 0 {
            addCurve(to: CGPoint(x: r.maxX, y: r.minY + c1.height),
                     control1: CGPoint(x: r.maxX - c1.width + k * c1.width, y: r.minY),
                     control2: CGPoint(x: r.maxX, y: r.minY + c1.height - k * c1.height), transform: t)
        }
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - c2.height), transform: t)
        if c2.width > 0 && c2.height > 0 {
            addCurve(to: CGPoint(x: r.maxX - c2.width, y: r.maxY),
                     control1: CGPoint(x: r.maxX, y: r.maxY - c2.height + k * c2.height),
                     control2: CGPoint(x: r.maxX - c2.width + k * c2.width, y: r.maxY), transform: t)
        }
        addLine(to: CGPoint(x: r.minX + c3.width, y: r.maxY), transform: t)
        if c3.width > 0 && c3.height > 0 {
            addCurve(to: CGPoint(x: r.minX, y: r.maxY - c3.height),
                     control1: CGPoint(x: r.minX + c3.width - k * c3.width, y: r.maxY),
                     control2: CGPoint(x: r.minX, y: r.maxY - c3.height + k * c3.height), transform: t)
        }
        addLine(to: CGPoint(x: r.minX, y: r.minY + c0.height), transform: t)
        if c0.width > 0 && c0.height > 0 {
            addCurve(to: CGPoint(x: r.minX + c0.width, y: r.minY),
                     control1: CGPoint(x: r.minX, y: r.minY + c0.height - k * c0.height),
                     control2: CGPoint(x: r.minX + c0.width - k * c0.width, y: r.minY), transform: t)
        }
        closeSubpath()
    }

    /// An arc of a circle. Angles are in radians from the positive x axis; `clockwise` is in a y-up space (so it
    /// looks counter-clockwise in UIKit's flipped space). A line joins the current point to the arc's start.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
                       transform: CGAffineTransform = .identity) {
        guard center.isFinite, radius.isFinite, startAngle.isFinite, endAngle.isFinite else { return }
        let twoPi = 2 * CGFloat.pi
        var delta = clockwise ? startAngle - endAngle : endAngle - startAngle
        if delta < 0 || delta > twoPi {
            let m = delta.truncatingRemainder(dividingBy: twoPi)
            delta = m < 0 ? m + twoPi : (m == 0 && delta > 0 ? twoPi : m)
        }
        addRelativeArc(center: center, radius: radius, startAngle: startAngle,
                       delta: clockwise ? -delta : delta, transform: transform)
    }

    /// An arc sweeping `delta` radians from `startAngle` (positive is counter-clockwise in a y-up space).
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
                               transform: CGAffineTransform = .identity) {
        guard center.isFinite, radius.isFinite, startAngle.isFinite, delta.isFinite else { return }
        let r = abs(radius)
        let start = CGPoint(x: center.x + r * cos(startAngle), y: center.y + r * sin(startAngle))
        if hasCurrentPoint { addLine(to: start, transform: transform) } else { move(to: start, transform: transform) }
        let sweep = max(min(delta, 2 * .pi), -2 * .pi)
        let segments = max(1, Int((abs(sweep) / (.pi / 2)).rounded(.up)))
        let step = sweep / CGFloat(segments)
        let k = 4.0 / 3.0 * tan(step / 4)
        var a0 = startAngle
        for _ in 0..<segments {
            let a1 = a0 + step
            let p0 = CGPoint(x: cos(a0), y: sin(a0)), p1 = CGPoint(x: cos(a1), y: sin(a1))
            let c1 = CGPoint(x: p0.x - k * p0.y, y: p0.y + k * p0.x)
            let c2 = CGPoint(x: p1.x + k * p1.y, y: p1.y - k * p1.x)
            func onCircle(_ p: CGPoint) -> CGPoint { CGPoint(x: center.x + r * p.x, y: center.y + r * p.y) }
            addCurve(to: onCircle(p1), control1: onCircle(c1), control2: onCircle(c2), transform: transform)
            a0 = a1
        }
    }

    /// A corner rounded with `radius`, tangent to the lines from the current point to `tangent1End` and from
    /// there to `tangent2End`. Degenerate cases add a straight line to `tangent1End`, as Core Graphics does.
    public func addArc(tangent1End p1: CGPoint, tangent2End p2: CGPoint, radius: CGFloat,
                       transform: CGAffineTransform = .identity) {
        guard p1.isFinite, p2.isFinite, radius.isFinite else { return }
        // Work in the path's untransformed space: the current point is stored transformed.
        let inverse = transform.inverted()
        guard hasCurrentPoint else { return move(to: p1, transform: transform) }
        let p0 = currentPoint.applying(inverse)
        let v1 = CGPoint(x: p0.x - p1.x, y: p0.y - p1.y), v2 = CGPoint(x: p2.x - p1.x, y: p2.y - p1.y)
        let l1 = hypot(v1.x, v1.y), l2 = hypot(v2.x, v2.y)
        let cross = v1.x * v2.y - v1.y * v2.x
        guard radius > 0, l1 > 0, l2 > 0, abs(cross) > 1e-12 * l1 * l2 else {
            return addLine(to: p1, transform: transform)
        }
        let u1 = CGPoint(x: v1.x / l1, y: v1.y / l1), u2 = CGPoint(x: v2.x / l2, y: v2.y / l2)
        let angle = acos(max(-1, min(1, u1.x * u2.x + u1.y * u2.y)))
        let tangentDistance = radius / tan(angle / 2)
        let t1 = CGPoint(x: p1.x + u1.x * tangentDistance, y: p1.y + u1.y * tangentDistance)
        let t2 = CGPoint(x: p1.x + u2.x * tangentDistance, y: p1.y + u2.y * tangentDistance)
        let bisector = CGPoint(x: u1.x + u2.x, y: u1.y + u2.y), bl = hypot(bisector.x, bisector.y)
        let centreDistance = radius / sin(angle / 2)
        let center = CGPoint(x: p1.x + bisector.x / bl * centreDistance, y: p1.y + bisector.y / bl * centreDistance)
        let a1 = atan2(t1.y - center.y, t1.x - center.x), a2 = atan2(t2.y - center.y, t2.x - center.x)
        // Turning left (cross < 0 with v1 pointing back) sweeps counter-clockwise.
        var delta = a2 - a1
        while delta > .pi { delta -= 2 * .pi }
        while delta < -.pi { delta += 2 * .pi }
        addLine(to: t1, transform: transform)
        addRelativeArc(center: center, radius: radius, startAngle: a1, delta: delta, transform: transform)
    }

    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        guard transform.isFinite else { return }
        elements.append(contentsOf: path.elements.map { $0.applying(transform) })
    }

    package func removeAll() { elements.removeAll() }

    package func append(_ element: PathElement) { elements.append(element) }
}

extension CGRect {
    /// Non-null with finite coordinates: a rectangle that can be added to a path.
    var isFiniteRect: Bool {
        !isNull && !isInfinite && origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }
}
