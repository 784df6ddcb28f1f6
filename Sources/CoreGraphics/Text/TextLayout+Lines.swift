internal import CCairo
internal import CPangoCairo

/// One laid-out line of a `TextLayout`, in the layout's space (its top left at the origin).
package struct TextLine: Sendable {
    package var index: Int
    /// The line's characters as UTF-16 offsets in the layout's text (a wrapped line keeps its trailing spaces).
    package var range: Range<Int>
    /// The line's logical box: its full height and the advance of its glyphs, aligned and indented.
    package var rect: CGRect
    /// The baseline's y.
    package var baseline: CGFloat
    /// Where the line's own origin (its left end on the baseline) lies in x: lines are drawn from there.
    package var originX: CGFloat
    /// The tallest ascent and descent on the line: what it needs above and below its baseline.
    package var ascent: CGFloat { baseline - rect.minY }
    package var descent: CGFloat { rect.maxY - baseline }
}

/// Line by line access, for text systems that place each line themselves (TextKit's line fragments).
extension TextLayout {
    /// The lines top to bottom.
    package var lines: [TextLine] {
        guard let iter = pango_layout_get_iter(layout) else { return [] }
        defer { pango_layout_iter_free(iter) }
        var result: [TextLine] = []
        repeat {
            var logical = PangoRectangle(), own = PangoRectangle()
            pango_layout_iter_get_line_extents(iter, nil, &logical)
            let line = pango_layout_iter_get_line_readonly(iter)!
            pango_layout_line_get_extents(line, nil, &own)
            let start = line.pointee.start_index, length = line.pointee.length
            result.append(TextLine(
                index: result.count, range: utf16Offset(byte: start)..<utf16Offset(byte: start + length),
                rect: CGRect(x: CGFloat(logical.x) / PangoSupport.scale, y: CGFloat(logical.y) / PangoSupport.scale,
                             width: CGFloat(logical.width) / PangoSupport.scale,
                             height: CGFloat(logical.height) / PangoSupport.scale),
                baseline: CGFloat(pango_layout_iter_get_baseline(iter)) / PangoSupport.scale,
                originX: CGFloat(logical.x - own.x) / PangoSupport.scale))
        } while pango_layout_iter_next_line(iter) != 0
        return result
    }

    /// Draws one line with its origin (left end, on the baseline) at `origin`, in `cr`'s user space.
    func showLine(_ index: Int, in cr: OpaquePointer, at origin: CGPoint, alpha: Double) {
        guard Self.canShow(fontSize: largestFontSize, in: cr),
              let line = pango_layout_get_line_readonly(layout, Int32(index)) else { return }
        let c = defaultColor.rgba
        cairo_save(cr)
        if alpha < 1 { cairo_push_group(cr) }
        cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha)
        cairo_move_to(cr, origin.x, origin.y)
        pango_cairo_show_layout_line(cr, line)
        drawOrnaments(of: index, in: cr, at: origin)
        if alpha < 1 {
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, alpha)
        }
        cairo_restore(cr)
    }

    /// Underlines, strikethroughs and outlines of a line's ornamented runs (those `including` their first byte),
    /// over the glyphs Pango drew.
    func drawOrnaments(of index: Int, in cr: OpaquePointer, at origin: CGPoint, including: (Int32) -> Bool = { _ in true }) {
        guard !ornamentedSpans.isEmpty, let line = pango_layout_get_line_readonly(layout, Int32(index)),
              let text = pango_layout_get_text(layout) else { return }
        var x = origin.x
        var runs = line.pointee.runs
        while let node = runs {
            runs = node.pointee.next
            guard let run = node.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self),
                  let item = run.pointee.item, let glyphs = run.pointee.glyphs else { continue }
            let width = CGFloat(pango_glyph_string_get_width(glyphs)) / PangoSupport.scale
            defer { x += width }
            let offset = item.pointee.offset
            guard including(offset), let style = ornamentedSpans.first(where: { $0.bytes.contains(offset) })?.style,
                  let font = item.pointee.analysis.font else { continue }
            // Pango's run offset is upwards (a raised run is drawn at y - y_offset): its outline and decorations
            // go where its glyphs are.
            let rise = CGFloat(run.pointee.y_offset) / PangoSupport.scale
            let baseline = origin.y - rise
            if style.strokeWidth != 0, style.strokeWidth.isFinite {
                let color = (style.strokeColor ?? style.color ?? defaultColor).rgba
                cairo_save(cr)
                cairo_new_path(cr)
                cairo_move_to(cr, x, baseline)
                pango_cairo_glyph_string_path(cr, font, glyphs)
                cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
                cairo_set_line_width(cr, abs(style.strokeWidth) / 100 * style.font.size)
                cairo_stroke(cr)
                cairo_restore(cr)
            }
            guard style.underline.isVisible || style.strikethrough.isVisible,
                  let metrics = pango_font_get_metrics(font, nil) else { continue }
            defer { pango_font_metrics_unref(metrics) }
            let segments = style.underline.byWord || style.strikethrough.byWord
                ? wordSegments(of: glyphs, text: text, item: item.pointee, from: x) : [x..<(x + width)]
            if style.underline.isVisible {
                let position = CGFloat(pango_font_metrics_get_underline_position(metrics)) / PangoSupport.scale
                let thickness = CGFloat(pango_font_metrics_get_underline_thickness(metrics)) / PangoSupport.scale
                drawDecoration(style.underline, in: cr, segments: style.underline.byWord ? segments : [x..<(x + width)],
                               y: baseline - position + thickness / 2, thickness: thickness, textColor: style.color)
            }
            if style.strikethrough.isVisible {
                let position = CGFloat(pango_font_metrics_get_strikethrough_position(metrics)) / PangoSupport.scale
                let thickness = CGFloat(pango_font_metrics_get_strikethrough_thickness(metrics)) / PangoSupport.scale
                drawDecoration(style.strikethrough, in: cr,
                               segments: style.strikethrough.byWord ? segments : [x..<(x + width)],
                               y: baseline - position + thickness / 2, thickness: thickness, textColor: style.color)
            }
        }
    }

    /// The stretches of a run that hold no white space: where by-word lines go.
    private func wordSegments(of glyphs: UnsafeMutablePointer<PangoGlyphString>, text: UnsafePointer<CChar>,
                              item: PangoItem, from start: CGFloat) -> [Range<CGFloat>] {
        var segments: [Range<CGFloat>] = []
        var x = start, segmentStart: CGFloat?
        for index in 0..<Int(glyphs.pointee.num_glyphs) {
            let width = CGFloat(glyphs.pointee.glyphs[index].geometry.width) / PangoSupport.scale
            let byte = Int(item.offset) + Int(glyphs.pointee.log_clusters[index])
            let character = g_utf8_get_char(text + byte)
            let isSpace = g_unichar_isspace(character) != 0
            if isSpace, let begin = segmentStart {
                segments.append(begin..<x)
                segmentStart = nil
            } else if !isSpace, segmentStart == nil {
                segmentStart = x
            }
            x += width
        }
        if let begin = segmentStart { segments.append(begin..<x) }
        return segments
    }

    /// One decoration: single, double (two lines a thickness apart) or thick (twice as thick), solid or dashed
    /// in proportion to its thickness, in its colour or the text's.
    private func drawDecoration(_ decoration: TextDecoration, in cr: OpaquePointer, segments: [Range<CGFloat>],
                                y: CGFloat, thickness: CGFloat, textColor: CGColor?) {
        let color = (decoration.color ?? textColor ?? defaultColor).rgba
        let width = max(thickness, 0.5) * (decoration.thickness == .thick ? 2 : 1)
        let offsets: [CGFloat] = decoration.thickness == .double ? [0, width * 2] : [decoration.thickness == .thick ? width / 4 : 0]
        let dashes: [Double] = switch decoration.pattern {
        case .solid: []
        case .dot: [1, 2]
        case .dash: [4, 2]
        case .dashDot: [4, 2, 1, 2]
        case .dashDotDot: [4, 2, 1, 2, 1, 2]
        }
        cairo_save(cr)
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
        cairo_set_line_width(cr, width)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        let lengths = dashes.map { $0 * Double(width) }
        lengths.withUnsafeBufferPointer { cairo_set_dash(cr, $0.baseAddress, Int32($0.count), 0) }
        for segment in segments where segment.upperBound > segment.lowerBound {
            for offset in offsets {
                cairo_move_to(cr, segment.lowerBound, y + offset)
                cairo_line_to(cr, segment.upperBound, y + offset)
            }
        }
        cairo_stroke(cr)
        cairo_restore(cr)
    }
}

extension CGContext {
    /// Draws one line of laid-out text with its origin (left end, on the baseline) at `point` (user space), with
    /// the context's alpha, blend mode, shadow and clip.
    package func draw(_ text: TextLayout, line: Int, at point: CGPoint) {
        guard point.isFinite, (0..<text.lineCount).contains(line) else { return }
        let alpha = Double(state.alpha)
        renderText(text, lines: [(line, point)], alpha: alpha) { cr in text.showLine(line, in: cr, at: point, alpha: alpha) }
    }
}
