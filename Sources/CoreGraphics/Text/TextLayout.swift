internal import CCairo
internal import CPangoCairo

/// A laid-out block of styled text, shaped by HarfBuzz through Pango (bidirectional text, combining marks and
/// fontconfig fallback fonts included). Measure it with `size`, draw it with `CGContext.draw(_:at:)`.
///
/// Not thread-safe: make, measure and draw a layout on one thread.
package final class TextLayout {
    let context: OpaquePointer
    let layout: OpaquePointer
    let defaultColor: CGColor
    /// The largest font size in the text, in user-space units.
    let largestFontSize: CGFloat
    /// The UTF-8 offset of each UTF-16 offset (plus the end), to turn `NSRange`s into Pango's byte indices. Soft
    /// hyphens put in for hyphenation have no offset: their bytes lie between one character's and the next's.
    private(set) var utf8Offsets: [Int32] = []
    /// The spans Pango cannot draw alone (decorations, outlines), in byte ranges: drawn over each line after it.
    private(set) var ornamentedSpans: [(bytes: Range<Int32>, style: TextStyle)] = []
    /// The spans with a shadow of their own, in byte ranges, and their colour: drawn with it under their glyphs only.
    private(set) var shadowedSpans: [(bytes: Range<Int32>, shadow: TextShadow, color: CGColor?)] = []

    /// - Parameters:
    ///   - width: wrap (or truncate) lines at this width; `nil` lays out each paragraph on one line.
    ///   - height: with a truncating wrap, the height whose last line gets the ellipsis.
    package convenience init(text: String, base: TextStyle, spans: [TextSpan], paragraph: TextParagraph,
                             width: CGFloat?, height: CGFloat? = nil) {
        self.init(encoded: TextEncoding(text), base: base, spans: spans, paragraph: paragraph, width: width,
                  height: height, fontMap: nil)
    }

    /// A layout of UTF-16 code units (a stretch of an `NSString`'s), transcoded straight to Pango's UTF-8 without
    /// making a `String` first; a lone surrogate becomes U+FFFD, as `String(decoding:as:)` makes it. With a
    /// `fontMap`, the layout's fonts come from it instead of the calling thread's default map: a layout made on a
    /// helper thread for another thread to keep (`TextFontMap`).
    package convenience init(utf16 units: ArraySlice<UInt16>, base: TextStyle, spans: [TextSpan],
                             paragraph: TextParagraph, width: CGFloat?, height: CGFloat? = nil,
                             fontMap: TextFontMap? = nil) {
        self.init(encoded: TextEncoding(utf16: units), base: base, spans: spans, paragraph: paragraph, width: width,
                  height: height, fontMap: fontMap)
    }

    private init(encoded: TextEncoding, base: TextStyle, spans: [TextSpan], paragraph: TextParagraph,
                 width: CGFloat?, height: CGFloat?, fontMap: TextFontMap?) {
        context = PangoSupport.makeContext(fontMap: fontMap)
        layout = pango_layout_new(context)!
        defaultColor = base.color ?? CGColor(gray: 0, alpha: 1)
        largestFontSize = spans.reduce(base.font.size) { max($0, $1.style.font.size) }

        let description = PangoSupport.makeDescription(base.font)
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)
        setText(Self.hyphenatedUpFront(encoded, paragraph: paragraph, width: width), base: base, spans: spans,
                hyphenates: paragraph.hyphenates)
        applyParagraph(paragraph, width: width, height: height)
        hyphenateLooseLines(encoded, base: base, spans: spans, paragraph: paragraph, width: width)
    }

    /// Sets the text and the spans' attributes, whose byte ranges follow from its encoding.
    func setText(_ encoded: TextEncoding, base: TextStyle, spans: [TextSpan], hyphenates: Bool) {
        let offsets = encoded.utf8Offsets
        utf8Offsets = offsets
        func bytes(_ range: Range<Int>) -> Range<Int32> {
            offsets[min(range.lowerBound, offsets.count - 1)]..<offsets[min(range.upperBound, offsets.count - 1)]
        }
        ornamentedSpans = spans.filter { $0.style.isOrnamented && !$0.range.isEmpty }.map { (bytes($0.range), $0.style) }
        shadowedSpans = spans.compactMap { span -> (bytes: Range<Int32>, shadow: TextShadow, color: CGColor?)? in
            guard let shadow = span.style.shadow, !span.range.isEmpty else { return nil }
            return (bytes(span.range), shadow, span.style.color)
        }
        if encoded.utf8.isEmpty {
            pango_layout_set_text(layout, "", 0)
        } else {
            encoded.utf8.withUnsafeBufferPointer { bytes in
                bytes.withMemoryRebound(to: CChar.self) { pango_layout_set_text(layout, $0.baseAddress, Int32($0.count)) }
            }
        }
        applyAttributes(base: base, spans: spans, hyphenates: hyphenates)
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(layout))
        g_object_unref(UnsafeMutableRawPointer(context))
    }

    func byteIndex(utf16 offset: Int) -> UInt32 {
        UInt32(utf8Offsets[min(max(offset, 0), utf8Offsets.count - 1)])
    }

    private func applyAttributes(base: TextStyle, spans: [TextSpan], hyphenates: Bool) {
        let list = pango_attr_list_new()!
        defer { pango_attr_list_unref(list) }
        func insert(_ attribute: UnsafeMutablePointer<PangoAttribute>?, _ range: Range<Int>) {
            guard let attribute else { return }
            attribute.pointee.start_index = byteIndex(utf16: range.lowerBound)
            attribute.pointee.end_index = byteIndex(utf16: range.upperBound)
            pango_attr_list_insert(list, attribute)
        }
        func channel(_ v: Double) -> UInt16 { UInt16((min(max(v, 0), 1) * 65535).rounded()) }
        let all = 0..<(utf8Offsets.count - 1)
        let spans = [TextSpan(range: all, style: base)] + spans
        // Once a run is sheared or scaled, every run says how (none included), as a font attribute only adds.
        let transforms = spans.contains { $0.style.isTransformed }
        for (index, span) in spans.enumerated() where !span.range.isEmpty {
            let style = span.style
            let description = PangoSupport.makeDescription(style.font, transform: transforms ? style.glyphTransform : nil)
            insert(pango_attr_font_desc_new(description), span.range)
            pango_font_description_free(description)
            if let color = style.color {
                let c = color.rgba
                insert(pango_attr_foreground_new(channel(c.red), channel(c.green), channel(c.blue)), span.range)
                insert(pango_attr_foreground_alpha_new(max(channel(c.alpha), 1)), span.range)
            }
            // The base gives text no span covers its font and colour only: spacing, rise, outlines and attachment
            // boxes are a span's own, and Pango would not let a span without them undo the base's (TextKit's base
            // is its paragraph's first run: its tracking spread over the paragraph and kept its ligatures off).
            guard index > 0 else { continue }
            if let color = style.backgroundColor {
                let c = color.rgba
                insert(pango_attr_background_new(channel(c.red), channel(c.green), channel(c.blue)), span.range)
                insert(pango_attr_background_alpha_new(max(channel(c.alpha), 1)), span.range)
            }
            if style.kern != 0, style.kern.isFinite {
                insert(pango_attr_letter_spacing_new(PangoSupport.units(style.kern)), span.range)
            }
            if style.baselineOffset != 0, style.baselineOffset.isFinite {
                insert(pango_attr_rise_new(PangoSupport.units(style.baselineOffset)), span.range)
            }
            if style.strokeWidth > 0, style.strokeWidth.isFinite {
                // Outline only: the fill is all but transparent (Pango's smallest alpha), the outline drawn over it.
                insert(pango_attr_foreground_alpha_new(1), span.range)
            }
            if let bounds = style.attachmentBounds {
                // The object character reserves the attachment's box; Pango's y grows down from the baseline.
                var box = PangoRectangle(x: PangoSupport.units(bounds.minX), y: -PangoSupport.units(bounds.maxY),
                                         width: PangoSupport.units(bounds.width), height: PangoSupport.units(bounds.height))
                insert(pango_attr_shape_new(&box, &box), span.range)
            }
        }
        // Pango hyphenates words it breaks by default; UIKit only with a hyphenation factor.
        if !hyphenates { insert(pango_attr_insert_hyphens_new(0), all) }
        pango_layout_set_attributes(layout, list)
    }

    private func applyParagraph(_ paragraph: TextParagraph, width: CGFloat?, height: CGFloat?) {
        // Explicit left and right ignore the text's direction; natural follows it (right for Arabic and Hebrew).
        switch paragraph.alignment {
        case .natural: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        case .left: pango_layout_set_auto_dir(layout, 0); pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        case .right: pango_layout_set_auto_dir(layout, 0); pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .justified: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT); pango_layout_set_justify(layout, 1)
        }
        if let rightToLeft = paragraph.rightToLeft {
            pango_layout_set_auto_dir(layout, 0)
            pango_context_set_base_dir(context, rightToLeft ? PANGO_DIRECTION_RTL : PANGO_DIRECTION_LTR)
            pango_layout_context_changed(layout)
        }
        applyTabs(paragraph)
        if paragraph.lineSpacing > 0 { pango_layout_set_spacing(layout, PangoSupport.units(paragraph.lineSpacing)) }
        if paragraph.firstLineHeadIndent != 0 {
            pango_layout_set_indent(layout, PangoSupport.units(paragraph.firstLineHeadIndent))
        }
        guard let width, width.isFinite, width > 0 else { return }
        switch paragraph.wrapping {
        case .word: pango_layout_set_wrap(layout, paragraph.breaksLongWords ? PANGO_WRAP_WORD_CHAR : PANGO_WRAP_WORD)
        case .character: pango_layout_set_wrap(layout, PANGO_WRAP_CHAR)
        case .clip: return // no width: lines run on and are clipped by the caller
        case .truncateHead: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_START)
        case .truncateMiddle: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_MIDDLE)
        case .truncateTail: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
        }
        pango_layout_set_width(layout, PangoSupport.units(width))
        let truncates = [.truncateHead, .truncateMiddle, .truncateTail].contains(paragraph.wrapping)
        if paragraph.maximumLineCount > 0 {
            pango_layout_set_height(layout, -Int32(paragraph.maximumLineCount))
            if !truncates { pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END) }
        } else if truncates {
            if let height, height.isFinite, height > 0 {
                pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
                pango_layout_set_height(layout, PangoSupport.units(height))
            } else {
                pango_layout_set_height(layout, -1)
            }
        }
    }

    /// Tab stops in Pango's terms: positions from the layout's left edge, the decimal point per decimal tab.
    private func applyTabs(_ paragraph: TextParagraph) {
        let stops = paragraph.tabStops.filter { $0.location.isFinite && $0.location >= 0 }.sorted { $0.location < $1.location }
        let interval = paragraph.defaultTabInterval.isFinite ? paragraph.defaultTabInterval : 0
        guard !stops.isEmpty || interval > 0 else { return }
        // Pango repeats the distance between the last two stops past them: an interval stop keeps that even.
        var positions = stops.map { ($0.location, $0.alignment, $0.decimalPoint) }
        if interval > 0 {
            let last = positions.last?.0 ?? 0
            let next = (floor(last / interval) + 1) * interval
            positions.append((next, .left, "."))
            positions.append((next + interval, .left, "."))
        }
        let tabs = pango_tab_array_new(Int32(positions.count), 0)!
        for (index, stop) in positions.enumerated() {
            let alignment: PangoTabAlign = switch stop.1 {
            case .left: PANGO_TAB_LEFT
            case .right: PANGO_TAB_RIGHT
            case .center: PANGO_TAB_CENTER
            case .decimal: PANGO_TAB_DECIMAL
            }
            pango_tab_array_set_tab(tabs, Int32(index), alignment, PangoSupport.units(stop.0))
            if stop.1 == .decimal, let scalar = stop.2.unicodeScalars.first {
                pango_tab_array_set_decimal_point(tabs, Int32(index), gunichar(scalar.value))
            }
        }
        pango_layout_set_tabs(layout, tabs)
        pango_tab_array_free(tabs)
    }

    /// The size of the laid-out text (its logical extents: every line's full height, advance widths).
    package var size: CGSize {
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        return CGSize(width: CGFloat(logical.x + logical.width) / PangoSupport.scale,
                      height: CGFloat(logical.y + logical.height) / PangoSupport.scale)
    }

    /// The logical extents, including a left offset when lines are aligned or indented away from zero.
    package var bounds: CGRect {
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        return CGRect(x: CGFloat(logical.x) / PangoSupport.scale, y: CGFloat(logical.y) / PangoSupport.scale,
                      width: CGFloat(logical.width) / PangoSupport.scale,
                      height: CGFloat(logical.height) / PangoSupport.scale)
    }

    package var lineCount: Int { Int(pango_layout_get_line_count(layout)) }

    /// The first line's baseline, from the top.
    package var baseline: CGFloat { CGFloat(pango_layout_get_baseline(layout)) / PangoSupport.scale }

    /// Where the character at a UTF-16 offset sits (its logical box; negative width for right-to-left glyphs).
    package func characterRect(utf16Offset: Int) -> CGRect {
        var rect = PangoRectangle()
        pango_layout_index_to_pos(layout, Int32(byteIndex(utf16: utf16Offset)), &rect)
        return CGRect(x: CGFloat(rect.x) / PangoSupport.scale, y: CGFloat(rect.y) / PangoSupport.scale,
                      width: CGFloat(rect.width) / PangoSupport.scale, height: CGFloat(rect.height) / PangoSupport.scale)
    }

    /// Whether the first paragraph reads right to left.
    package var isRightToLeft: Bool {
        guard let line = pango_layout_get_line_readonly(layout, 0) else { return false }
        return line.pointee.resolved_dir == PANGO_DIRECTION_RTL.rawValue
    }

    /// Whether text of `fontSize` may be drawn under `cr`'s current transform. Cairo makes a scaled font per
    /// font and matrix, and a font it cannot scale (a singular matrix, or 1e30 times) puts the shared font face
    /// into an error state: every later text in that face, in any context, draws nothing. Glyphs are also
    /// rasterised whole, so the size on the device is bounded like a font's own (`TextFont.largestSize`).
    static func canShow(fontSize: CGFloat, in cr: OpaquePointer) -> Bool {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        let determinant = m.xx * m.yy - m.xy * m.yx
        let scale = max((m.xx * m.xx + m.yx * m.yx).squareRoot(), (m.xy * m.xy + m.yy * m.yy).squareRoot())
        let deviceSize = Double(fontSize) * scale
        guard determinant.isFinite, abs(determinant) > 1e-12, deviceSize.isFinite, deviceSize >= 0.01,
              deviceSize <= Double(TextFont.largestSize) else {
            if deviceSize > Double(TextFont.largestSize) || !deviceSize.isFinite {
                CGLog.errorOnce("text of \(fontSize) points under a \(scale)x transform is too large to draw")
            }
            return false
        }
        return true
    }

    /// Draws into a Cairo context with the layout's top left at the current user-space origin.
    func show(in cr: OpaquePointer, at origin: CGPoint, alpha: Double) {
        guard Self.canShow(fontSize: largestFontSize, in: cr) else { return }
        let c = defaultColor.rgba
        cairo_save(cr)
        if alpha < 1 { cairo_push_group(cr) }
        cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha)
        cairo_move_to(cr, origin.x, origin.y)
        pango_cairo_show_layout(cr, layout)
        if !ornamentedSpans.isEmpty {
            for line in lines { drawOrnaments(of: line.index, in: cr, at: CGPoint(x: origin.x + line.originX, y: origin.y + line.baseline)) }
        }
        if alpha < 1 {
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, alpha)
        }
        cairo_restore(cr)
    }
}

extension CGContext {
    /// Draws laid-out text with its top left at `point` (user space), with the context's alpha, blend mode,
    /// shadow and clip. UIKit contexts (y down) show it upright.
    package func draw(_ text: TextLayout, at point: CGPoint) {
        guard point.isFinite else { return }
        let alpha = Double(state.alpha)
        // Where each line's origin lies, for runs' shadows (only text with shadow attributes needs them).
        let lines: [(index: Int, origin: CGPoint)] = text.shadowedSpans.isEmpty ? []
            : text.lines.map { ($0.index, CGPoint(x: point.x + $0.originX, y: point.y + $0.baseline)) }
        renderText(text, lines: lines, alpha: alpha) { cr in text.show(in: cr, at: point, alpha: alpha) }
    }
}
