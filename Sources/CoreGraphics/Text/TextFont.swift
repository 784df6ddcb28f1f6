/// A font request for the text system: a fontconfig family list, a size in user-space units, a weight on
/// CSS's 100...900 scale and a slant. Fontconfig picks the installed face that matches best.
package struct TextFont: Hashable, Sendable {
    package var family: String
    package var size: CGFloat
    package var weight: Int
    package var italic: Bool

    package init(family: String, size: CGFloat, weight: Int = 400, italic: Bool = false) {
        self.family = family
        self.size = size.isFinite && size > 0 ? size : 12
        self.weight = min(max(weight, 100), 1000)
        self.italic = italic
    }

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
