internal import CCairo
internal import CPangoCairo

/// Shadows of runs (UIKit's `.shadow` attribute): each run draws with its own shadow, else the context's. Text with
/// one shadow everywhere (or none) draws once with it, as any drawing does; text whose runs differ draws each
/// shadow from its own runs' glyphs only, then the text without a shadow.
extension TextLayout {
    /// The shadow of the run starting at a byte, if its span has one.
    func shadow(ofRunAt byte: Int32) -> TextShadow? {
        shadowedSpans.first { $0.bytes.contains(byte) }?.shadow
    }

    /// Calls `body` with each run of a line: its glyphs, its first byte, and its x from the line's origin.
    private func forEachRun(ofLine index: Int,
                            _ body: (UnsafeMutablePointer<PangoGlyphItem>, Int32, CGFloat) -> Void) {
        guard let line = pango_layout_get_line_readonly(layout, Int32(index)) else { return }
        var x: CGFloat = 0
        var runs = line.pointee.runs
        while let node = runs {
            runs = node.pointee.next
            guard let run = node.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self),
                  let item = run.pointee.item, let glyphs = run.pointee.glyphs else { continue }
            body(run, item.pointee.offset, x)
            x += CGFloat(pango_glyph_string_get_width(glyphs)) / PangoSupport.scale
        }
    }

    /// The shadows a line's runs carry themselves (`nil` for a run without one), once each.
    func runShadows(ofLine index: Int) -> [TextShadow?] {
        var shadows: [TextShadow?] = []
        forEachRun(ofLine: index) { _, byte, _ in
            let shadow = shadow(ofRunAt: byte)
            if !shadows.contains(shadow) { shadows.append(shadow) }
        }
        return shadows
    }

    /// Draws the glyphs and ornaments of a line's runs that `including` takes (by the run's own shadow), each in
    /// its colour's alpha: the coverage one shadow is made of.
    func showRuns(ofLine index: Int, in cr: OpaquePointer, at origin: CGPoint, alpha: Double,
                  including: (TextShadow?) -> Bool) {
        guard Self.canShow(fontSize: largestFontSize, in: cr), let text = pango_layout_get_text(layout) else { return }
        cairo_save(cr)
        if alpha < 1 { cairo_push_group(cr) }
        forEachRun(ofLine: index) { run, byte, x in
            let span = shadowedSpans.first { $0.bytes.contains(byte) }
            guard including(span?.shadow) else { return }
            let color = (span?.color ?? defaultColor).rgba
            cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
            // Pango raises a run (a baseline offset) by its y offset.
            cairo_move_to(cr, origin.x + x, origin.y - CGFloat(run.pointee.y_offset) / PangoSupport.scale)
            pango_cairo_show_glyph_item(cr, text, run)
        }
        drawOrnaments(of: index, in: cr, at: origin) { including(shadow(ofRunAt: $0)) }
        if alpha < 1 {
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, alpha)
        }
        cairo_restore(cr)
    }
}

extension CGContext {
    /// Draws text (`operation` shows `lines` of it, each at its origin on the baseline) with its runs' shadows.
    func renderText(_ text: TextLayout, lines: [(index: Int, origin: CGPoint)], alpha: Double,
                    _ operation: (OpaquePointer) -> Void) {
        guard !text.shadowedSpans.isEmpty else { return render(operation) }
        let own = state.shadow
        defer { state.shadow = own }
        // What each run draws with: its shadow, else the context's.
        func effective(_ shadow: TextShadow?) -> Shadow? {
            guard let shadow else { return own }
            return Shadow(shadow)
        }
        var shadows: [Shadow?] = []
        for line in lines {
            for shadow in text.runShadows(ofLine: line.index).map(effective) where !shadows.contains(shadow) {
                shadows.append(shadow)
            }
        }
        if shadows.count <= 1 {
            state.shadow = shadows.first ?? own
            return render(operation)
        }
        for case let shadow? in shadows {
            state.shadow = shadow
            renderShadowOnly { cr in
                for line in lines {
                    text.showRuns(ofLine: line.index, in: cr, at: line.origin, alpha: alpha) { effective($0) == shadow }
                }
            }
        }
        state.shadow = nil
        render(operation)
    }
}
