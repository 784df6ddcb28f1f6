internal import CCairo

/// Building the current path. Points are in user space and are stored transformed by the CTM of the moment, so a
/// later CTM change does not move what was already added (Core Graphics' rule).
extension CGContext {
    public func beginPath() { currentPath = CGMutablePath() }

    public func move(to point: CGPoint) { currentPath.move(to: point, transform: cairoMatrix) }

    public func addLine(to point: CGPoint) { currentPath.addLine(to: point, transform: cairoMatrix) }

    public func addLines(between points: [CGPoint]) { currentPath.addLines(between: points, transform: cairoMatrix) }

    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        currentPath.addCurve(to: end, control1: control1, control2: control2, transform: cairoMatrix)
    }

    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        currentPath.addQuadCurve(to: end, control: control, transform: cairoMatrix)
    }

    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        currentPath.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
                           clockwise: clockwise, transform: cairoMatrix)
    }

    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        currentPath.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius, transform: cairoMatrix)
    }

    public func addRect(_ rect: CGRect) { currentPath.addRect(rect, transform: cairoMatrix) }

    public func addRects(_ rects: [CGRect]) { currentPath.addRects(rects, transform: cairoMatrix) }

    public func addEllipse(in rect: CGRect) { currentPath.addEllipse(in: rect, transform: cairoMatrix) }

    public func addPath(_ path: CGPath) { currentPath.addPath(path, transform: cairoMatrix) }

    public func closePath() { currentPath.closeSubpath() }

    public var isPathEmpty: Bool { currentPath.isEmpty }

    /// The current point in user space.
    public var currentPointOfPath: CGPoint { currentPath.currentPoint.applying(cairoMatrix.inverted()) }

    /// The bounding box of the current path in user space.
    public var boundingBoxOfPath: CGRect {
        currentPath.isEmpty ? .null : currentPath.applying(cairoMatrix.inverted()).boundingBoxOfPath
    }

    /// A copy of the current path in user space, or `nil` if there is none.
    public var path: CGPath? {
        currentPath.isEmpty ? nil : currentPath.applying(cairoMatrix.inverted())
    }

    /// Replaces the path with the outline its stroke would cover, using the current line settings.
    public func replacePathWithStrokedPath() {
        let user = currentPath.applying(cairoMatrix.inverted())
        let cap = CGLineCap(rawValue: Int32(cairo_get_line_cap(cairo).rawValue)) ?? .butt
        let join = CGLineJoin(rawValue: Int32(cairo_get_line_join(cairo).rawValue)) ?? .miter
        var source = user
        if !state.lineDash.lengths.isEmpty {
            source = user.copy(dashingWithPhase: state.lineDash.phase, lengths: state.lineDash.lengths)
        }
        let stroked = source.copy(strokingWithWidth: cairo_get_line_width(cairo), lineCap: cap, lineJoin: join,
                                  miterLimit: cairo_get_miter_limit(cairo))
        currentPath = CGMutablePath(elements: stroked.applying(cairoMatrix).elements)
    }

    /// Whether `point` (user space) would be painted by drawing the current path in `mode`.
    public func pathContains(_ point: CGPoint, mode: CGPathDrawingMode) -> Bool {
        let user = currentPath.applying(cairoMatrix.inverted())
        switch mode {
        case .fill: return user.contains(point, using: .winding)
        case .eoFill: return user.contains(point, using: .evenOdd)
        case .stroke, .fillStroke, .eoFillStroke:
            if mode == .fillStroke, user.contains(point, using: .winding) { return true }
            if mode == .eoFillStroke, user.contains(point, using: .evenOdd) { return true }
            let cap = CGLineCap(rawValue: Int32(cairo_get_line_cap(cairo).rawValue)) ?? .butt
            let join = CGLineJoin(rawValue: Int32(cairo_get_line_join(cairo).rawValue)) ?? .miter
            return user.copy(strokingWithWidth: cairo_get_line_width(cairo), lineCap: cap, lineJoin: join,
                             miterLimit: cairo_get_miter_limit(cairo)).contains(point)
        }
    }

    /// Hands `path` (in Cairo device space) to Cairo as its current path.
    func emit(_ path: CGPath, to cr: OpaquePointer) {
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_new_path(cr)
        var pen = CGPoint.zero, start = CGPoint.zero
        for element in path.elements {
            switch element {
            case .move(let p): cairo_move_to(cr, p.x, p.y); pen = p; start = p
            case .line(let p): cairo_line_to(cr, p.x, p.y); pen = p
            case .quad(let c, let p):
                let (c1, c2) = CGPath.cubicControls(from: pen, quad: c, to: p)
                cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y); pen = p
            case .curve(let c1, let c2, let p): cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y); pen = p
            case .close: cairo_close_path(cr); pen = start
            }
        }
        cairo_restore(cr)
    }
}
