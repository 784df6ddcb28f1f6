/// Draws what shape, gradient and text layers describe (`LayerDrawing`), in the layer's bounds space.
extension LayerRenderer {
    func draw(_ drawing: LayerDrawing, bounds: CGRect, in ctx: CGContext) {
        ctx.saveGState()
        defer { ctx.restoreGState() }
        switch drawing {
        case .shape(let shape): drawShape(shape, in: ctx)
        case .gradient(let gradient): drawGradient(gradient, bounds: bounds, in: ctx)
        case .text(let text): drawText(text, bounds: bounds, in: ctx)
        case .particles(let particles): drawParticles(particles, in: ctx)
        }
    }

    private func drawShape(_ shape: LayerDrawing.Shape, in ctx: CGContext) {
        if let fill = shape.fillColor, fill.alpha > 0 {
            ctx.setFillColor(fill)
            ctx.addPath(shape.path)
            ctx.fillPath(using: shape.fillRule)
        }
        guard let stroke = shape.strokeColor, stroke.alpha > 0, shape.lineWidth > 0,
              shape.strokeEnd > shape.strokeStart else { return }
        ctx.setStrokeColor(stroke)
        ctx.setLineWidth(shape.lineWidth)
        ctx.setLineCap(shape.lineCap)
        ctx.setLineJoin(shape.lineJoin)
        ctx.setMiterLimit(shape.miterLimit)
        var path = shape.path
        if shape.strokeStart > 0 || shape.strokeEnd < 1 { path = Self.trimmed(path, from: shape.strokeStart, to: shape.strokeEnd) }
        if !shape.lineDashPattern.isEmpty { ctx.setLineDash(phase: shape.lineDashPhase, lengths: shape.lineDashPattern) }
        ctx.addPath(path)
        ctx.strokePath()
    }

    /// The part of `path` between two fractions of its total length, as line segments.
    static func trimmed(_ path: CGPath, from start: CGFloat, to end: CGFloat) -> CGPath {
        let polylines = path.flattened(tolerance: 0.05).map { line -> [CGPoint] in
            line.closed && line.points.count > 1 ? line.points + [line.points[0]] : line.points
        }
        func length(_ points: [CGPoint]) -> CGFloat {
            zip(points, points.dropFirst()).reduce(0) { $0 + hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y) }
        }
        let total = polylines.reduce(0) { $0 + length($1) }
        let from = start * total, to = end * total
        let result = CGMutablePath()
        var travelled: CGFloat = 0
        for points in polylines {
            var penDown = false
            for (a, b) in zip(points, points.dropFirst()) {
                let segment = hypot(b.x - a.x, b.y - a.y)
                defer { travelled += segment }
                let lo = max(from, travelled), hi = min(to, travelled + segment)
                guard segment > 0, hi > lo else { penDown = false; continue }
                func point(_ d: CGFloat) -> CGPoint {
                    let t = (d - travelled) / segment
                    return CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
                }
                if !penDown { result.move(to: point(lo)); penDown = true }
                result.addLine(to: point(hi))
            }
        }
        return result
    }

    private func drawGradient(_ gradient: LayerDrawing.Gradient, bounds: CGRect, in ctx: CGContext) {
        guard let cgGradient = CGGradient(colorsSpace: CGColorSpace(name: CGColorSpace.sRGB), colors: gradient.colors,
                                          locations: gradient.locations) else { return }
        func unit(_ p: CGPoint) -> CGPoint {
            CGPoint(x: bounds.minX + p.x * bounds.width, y: bounds.minY + p.y * bounds.height)
        }
        let start = unit(gradient.startPoint), end = unit(gradient.endPoint)
        ctx.clip(to: bounds)
        switch gradient.kind {
        case .axial:
            ctx.drawLinearGradient(cgGradient, start: start, end: end,
                                   options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        case .radial:
            // An ellipse centred on the start point whose radii reach the end point along each axis.
            let rx = abs(end.x - start.x), ry = abs(end.y - start.y)
            let radius = max(rx, ry)
            guard radius > 0 else { return }
            ctx.translateBy(x: start.x, y: start.y)
            ctx.scaleBy(x: rx > 0 ? rx / radius : 1, y: ry > 0 ? ry / radius : 1)
            ctx.drawRadialGradient(cgGradient, startCenter: .zero, startRadius: 0, endCenter: .zero,
                                   endRadius: radius, options: [.drawsAfterEndLocation])
        case .conic:
            drawConic(cgGradient, center: start, towards: end, bounds: bounds, in: ctx)
        }
    }

    /// Round `center`, starting towards `end`; far enough out to cover the bounds (see `drawConicGradient`).
    private func drawConic(_ gradient: CGGradient, center: CGPoint, towards end: CGPoint, bounds: CGRect,
                           in ctx: CGContext) {
        let startAngle = end == center ? 0 : atan2(end.y - center.y, end.x - center.x)
        let reach = [CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY),
                     CGPoint(x: bounds.minX, y: bounds.maxY), CGPoint(x: bounds.maxX, y: bounds.maxY)]
            .map { hypot($0.x - center.x, $0.y - center.y) }.max()! + 1
        ctx.drawConicGradient(gradient, center: center, startAngle: startAngle, radius: reach)
    }

    private func drawText(_ text: LayerDrawing.Text, bounds: CGRect, in ctx: CGContext) {
        var paragraph = TextParagraph()
        paragraph.alignment = switch text.alignment {
        case .natural: .natural
        case .left: .left
        case .right: .right
        case .center: .center
        case .justified: .justified
        }
        paragraph.wrapping = switch text.truncation {
        case .none: text.isWrapped ? .word : .clip
        case .start: .truncateHead
        case .middle: .truncateMiddle
        case .end: .truncateTail
        }
        if !text.isWrapped { paragraph.maximumLineCount = text.truncation == .none ? 0 : 1 }
        let style = TextStyle(font: TextFont(family: text.fontFamily, size: text.fontSize, weight: text.fontWeight),
                              color: text.color)
        let spans = text.runs.map { run in
            TextSpan(range: run.range, style: TextStyle(font: TextFont(family: run.fontFamily, size: run.fontSize,
                                                                       weight: run.fontWeight, italic: run.isItalic),
                                                        color: run.color))
        }
        let layout = TextLayout(text: text.string, base: style, spans: spans, paragraph: paragraph,
                                width: text.isWrapped || text.truncation != .none || text.alignment != .natural
                                    ? bounds.width : nil,
                                height: bounds.height)
        var origin = bounds.origin
        if !text.isWrapped && text.truncation == .none {
            // Unwrapped lines are laid out without a width (so they never wrap) and aligned among themselves; the
            // block is then placed in the bounds by the alignment.
            let share: CGFloat = switch text.alignment {
            case .center: 0.5
            case .right: 1
            default: 0
            }
            origin.x += (bounds.width - layout.size.width) * share
        }
        ctx.clip(to: bounds)
        ctx.draw(layout, at: origin)
    }
}
