internal import CCairo

/// Line settings, and filling and stroking paths, rectangles and ellipses.
extension CGContext {
    public func setLineWidth(_ width: CGFloat) {
        guard width.isFinite, width >= 0 else { return }
        cairo_set_line_width(cairo, width)
    }

    public func setLineCap(_ cap: CGLineCap) {
        cairo_set_line_cap(cairo, cap == .round ? CAIRO_LINE_CAP_ROUND : cap == .square ? CAIRO_LINE_CAP_SQUARE
                                                                                          : CAIRO_LINE_CAP_BUTT)
    }

    public func setLineJoin(_ join: CGLineJoin) {
        cairo_set_line_join(cairo, join == .round ? CAIRO_LINE_JOIN_ROUND : join == .bevel ? CAIRO_LINE_JOIN_BEVEL
                                                                                             : CAIRO_LINE_JOIN_MITER)
    }

    public func setMiterLimit(_ limit: CGFloat) {
        guard limit.isFinite, limit > 0 else { return }
        cairo_set_miter_limit(cairo, limit)
    }

    /// Dashes for strokes: `lengths` alternate painted and unpainted, starting `phase` into the pattern. An empty,
    /// negative or all-zero pattern means solid lines (Cairo would otherwise enter an error state for good).
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        guard !lengths.isEmpty, phase.isFinite, lengths.allSatisfy({ $0 >= 0 && $0.isFinite }),
              lengths.reduce(0, +) > 0 else {
            cairo_set_dash(cairo, nil, 0, 0)
            state.lineDash = (0, [])
            return
        }
        let values = lengths.map { Double($0) }
        cairo_set_dash(cairo, values, Int32(values.count), phase)
        state.lineDash = (phase, lengths)
    }

    public func setShouldAntialias(_ shouldAntialias: Bool) {
        state.shouldAntialias = shouldAntialias
        updateAntialias()
    }

    public func setAllowsAntialiasing(_ allowsAntialiasing: Bool) {
        state.allowsAntialiasing = allowsAntialiasing
        updateAntialias()
    }

    private func updateAntialias() {
        let on = state.shouldAntialias && state.allowsAntialiasing
        cairo_set_antialias(cairo, on ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
    }

    /// How closely curves are approximated (device pixels).
    public func setFlatness(_ flatness: CGFloat) {
        guard flatness.isFinite, flatness > 0 else { return }
        cairo_set_tolerance(cairo, Double(flatness) / 10)
    }

    // MARK: Painting the current path (each clears it, as in Core Graphics)

    public func drawPath(using mode: CGPathDrawingMode) {
        let path = currentPath
        currentPath = CGMutablePath()
        draw(devicePath: path, mode: mode)
    }

    public func fillPath(using rule: CGPathFillRule = .winding) {
        drawPath(using: rule == .winding ? .fill : .eoFill)
    }

    public func strokePath() { drawPath(using: .stroke) }

    func draw(devicePath path: CGPath, mode: CGPathDrawingMode) {
        guard !path.isEmpty else { return }
        let fills = mode != .stroke, strokes = mode == .stroke || mode == .fillStroke || mode == .eoFillStroke
        let evenOdd = mode == .eoFill || mode == .eoFillStroke
        let fillColor = state.fillColor, strokeColor = state.strokeColor
        render { cr in
            if fills {
                emit(path, to: cr)
                cairo_set_fill_rule(cr, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
                setSource(fillColor, on: cr)
                cairo_fill(cr)
            }
            if strokes {
                emit(path, to: cr)
                setSource(strokeColor, on: cr)
                cairo_stroke(cr)
            }
        }
    }

    /// Draws a shape built in user space without touching the current path.
    func draw(mode: CGPathDrawingMode, building: (CGMutablePath) -> Void) {
        let path = CGMutablePath()
        building(path)
        draw(devicePath: path.applying(cairoMatrix), mode: mode)
    }

    // MARK: Shorthands

    public func fill(_ rect: CGRect) {
        guard rect.isDrawable else { return }
        draw(mode: .fill) { $0.addRect(rect) }
    }

    public func fill(_ rects: [CGRect]) {
        draw(mode: .fill) { path in for r in rects where r.isDrawable { path.addRect(r) } }
    }

    public func stroke(_ rect: CGRect) {
        guard rect.isFiniteRect else { return }
        draw(mode: .stroke) { $0.addRect(rect) }
    }

    public func stroke(_ rect: CGRect, width: CGFloat) {
        saveGState()
        setLineWidth(width)
        stroke(rect)
        restoreGState()
    }

    public func fillEllipse(in rect: CGRect) {
        guard rect.isDrawable else { return }
        draw(mode: .fill) { $0.addEllipse(in: rect) }
    }

    public func strokeEllipse(in rect: CGRect) {
        guard rect.isFiniteRect else { return }
        draw(mode: .stroke) { $0.addEllipse(in: rect) }
    }

    /// Strokes the segments between consecutive pairs of points.
    public func strokeLineSegments(between points: [CGPoint]) {
        draw(mode: .stroke) { path in
            var i = 0
            while i + 1 < points.count {
                path.move(to: points[i]); path.addLine(to: points[i + 1])
                i += 2
            }
        }
    }

    /// Makes the rectangle transparent (Core Graphics' `CGContextClearRect`), within the current clip.
    public func clear(_ rect: CGRect) {
        guard rect.isDrawable else { return }
        cairo_save(cairo)
        cairo_set_operator(cairo, CAIRO_OPERATOR_CLEAR)
        cairo_new_path(cairo)
        cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
        cairo_fill(cairo)
        cairo_restore(cairo)
        bitmap?.writeBack(from: self)
    }
}
