/// A font request for the text system: a fontconfig family list, a size in user-space units, a weight on
/// CSS's 100...900 scale and a slant. Fontconfig picks the installed face that matches best.
package struct TextFont: Hashable, Sendable {
    package var family: String
    package var size: CGFloat
    package var weight: Int
    package var italic: Bool

    package init(family: String, size: CGFloat, weight: Int = 400, italic: Bool = false) {
        self.family = family
        self.size = size.isFinite && size > 0 ? min(size, Self.largestSize) : 12
        if size > Self.largestSize, size.isFinite {
            CGLog.errorOnce("a \(size)-point font is drawn at \(Self.largestSize) points")
        }
        self.weight = min(max(weight, 100), 1000)
        self.italic = italic
    }

    /// The largest size drawn. Pango keeps sizes as 32-bit integers of 1/1024 point (a 1e30-point font wrapped
    /// around and left its font map drawing nothing, for every font, for the rest of the process), and Cairo
    /// rasterises each glyph whole: a 2,048-point glyph is already a 4 MB mask.
    package static let largestSize: CGFloat = 2_048

    /// The interface font: DejaVu Sans where installed, else whatever fontconfig calls sans-serif.
    package static let systemFamily = "DejaVu Sans, sans-serif"
    package static let monospacedFamily = "DejaVu Sans Mono, monospace"
    package static let serifFamily = "DejaVu Serif, serif"
}

/// Vertical metrics of a font, in user-space units; `descent` is positive (below the baseline).
package struct TextFontMetrics: Sendable {
    package var ascent: CGFloat
    package var descent: CGFloat
    package var lineHeight: CGFloat
    package var capHeight: CGFloat
    package var xHeight: CGFloat
}
