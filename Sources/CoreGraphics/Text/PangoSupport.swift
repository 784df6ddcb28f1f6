internal import CCairo
internal import CPangoCairo

/// Pango plumbing shared by layouts and font queries. Pango's default Cairo font map is per thread, so creating a
/// context from it on the calling thread is safe from any thread; fonts stay cached in the map.
enum PangoSupport {
    static let scale = CGFloat(PANGO_SCALE)

    /// A context with metric hinting off, so that measured and drawn text agree at every scale; its fonts come
    /// from `fontMap`, else from the calling thread's default map.
    static func makeContext(fontMap privateMap: TextFontMap? = nil) -> OpaquePointer {
        let fontMap = privateMap?.fontMap ?? pango_cairo_font_map_get_default()!
        GlyphTransform.install(on: fontMap)
        let context = pango_font_map_create_context(fontMap)!
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        return context
    }

    /// A font description the caller frees with `pango_font_description_free`; with a transform, its glyphs are
    /// sheared and scaled (`GlyphTransform`).
    static func makeDescription(_ font: TextFont, transform: GlyphTransform? = nil) -> OpaquePointer {
        let description = pango_font_description_new()!
        pango_font_description_set_family(description, font.family)
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(font.weight)))
        pango_font_description_set_style(description, font.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        pango_font_description_set_absolute_size(description, Double(font.size) * Double(PANGO_SCALE))
        if let transform { pango_font_description_set_variations(description, transform.variations) }
        return description
    }

    static func units(_ value: CGFloat) -> Int32 {
        guard value.isFinite else { return value > 0 ? Int32.max / 2 : 0 }
        return Int32(max(min(value * scale, CGFloat(Int32.max / 2)), CGFloat(Int32.min / 2)))
    }
}

extension TextFont {
    /// Ascent, descent and line height from the font; cap and x heights from the ink of "H" and "x". Measured once
    /// per font and kept: text views ask for a line height several times per key.
    package var metrics: TextFontMetrics {
        if let known = FontMetricsCache.shared.metrics(of: self) { return known }
        let measured = measureMetrics()
        FontMetricsCache.shared.store(measured, for: self)
        return measured
    }

    private func measureMetrics() -> TextFontMetrics {
        let context = PangoSupport.makeContext()
        defer { g_object_unref(UnsafeMutableRawPointer(context)) }
        let description = PangoSupport.makeDescription(self)
        defer { pango_font_description_free(description) }
        var ascent = size * 0.8, descent = size * 0.2, height = size * 1.2
        if let font = pango_context_load_font(context, description) {
            if let m = pango_font_get_metrics(font, nil) {
                ascent = CGFloat(pango_font_metrics_get_ascent(m)) / PangoSupport.scale
                descent = CGFloat(pango_font_metrics_get_descent(m)) / PangoSupport.scale
                let h = CGFloat(pango_font_metrics_get_height(m)) / PangoSupport.scale
                height = h > 0 ? h : ascent + descent
                pango_font_metrics_unref(m)
            }
            g_object_unref(UnsafeMutableRawPointer(font))
        }
        func inkHeight(_ text: String) -> CGFloat {
            let layout = pango_layout_new(context)!
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            pango_layout_set_font_description(layout, description)
            pango_layout_set_text(layout, text, -1)
            var ink = PangoRectangle()
            pango_layout_get_extents(layout, &ink, nil)
            let baseline = pango_layout_get_baseline(layout)
            return CGFloat(baseline - ink.y) / PangoSupport.scale
        }
        return TextFontMetrics(ascent: ascent, descent: descent, lineHeight: height, capHeight: inkHeight("H"),
                               xHeight: inkHeight("x"))
    }

    /// The font families fontconfig knows, sorted.
    package static var installedFamilies: [String] {
        var families: UnsafeMutablePointer<UnsafeMutablePointer<PangoFontFamily>?>?
        var count: Int32 = 0
        pango_font_map_list_families(pango_cairo_font_map_get_default(), &families, &count)
        defer { g_free(families) }
        guard let families else { return [] }
        return (0..<Int(count)).compactMap { families[$0].flatMap { pango_font_family_get_name($0) }.map { String(cString: $0) } }
            .sorted()
    }
}

/// Metrics of the fonts measured so far, shared by every thread (fonts are few; the cache is not trimmed).
final class FontMetricsCache: @unchecked Sendable {
    // @unchecked: `known` is only touched under `lock`.
    static let shared = FontMetricsCache()
    private let lock = NSLock()
    private var known: [TextFont: TextFontMetrics] = [:]

    func metrics(of font: TextFont) -> TextFontMetrics? {
        lock.lock()
        defer { lock.unlock() }
        return known[font]
    }

    func store(_ metrics: TextFontMetrics, for font: TextFont) {
        lock.lock()
        defer { lock.unlock() }
        known[font] = metrics
    }
}
