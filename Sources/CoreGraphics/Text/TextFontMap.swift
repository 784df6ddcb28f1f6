internal import CPangoCairo

/// A Pango font map of its own, for laying text out on a helper thread: Pango's default map belongs to the
/// thread that asks for it, and its fonts must not be used from two threads at once. Layouts made with this map
/// keep it alive; once the helper is done, they (and the map) may move to the thread that keeps them, as long
/// as no two threads use them at the same time. Fontconfig, Cairo and HarfBuzz below it are thread-safe.
package final class TextFontMap: @unchecked Sendable {
    // @unchecked: used by one thread at a time, as Pango requires (see above).
    let fontMap: UnsafeMutablePointer<PangoFontMap>

    package init() { fontMap = pango_cairo_font_map_new()! }

    /// The map of helpers that lay text out for the main thread, kept from one job to the next: a new map loads
    /// its fonts again (fontconfig's matches, HarfBuzz's tables), which cost as much as a fifth of shaping
    /// 100,000 characters. Safe while the main thread waits for the helper's job to end before it uses the
    /// layouts (and starts no other job meanwhile); a thread other than the main one takes a map of its own.
    package static let mainThreadHelpers = TextFontMap()

    deinit { g_object_unref(UnsafeMutableRawPointer(fontMap)) }
}
