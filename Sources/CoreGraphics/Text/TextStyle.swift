/// How a run of text looks. `nil` colours mean the layout's default (black for UIKit's string drawing).
package struct TextStyle: Sendable {
    package var font: TextFont
    package var color: CGColor?
    package var backgroundColor: CGColor?
    /// Extra space after each character, in user-space units (UIKit's `.kern`).
    package var kern: CGFloat = 0
    package var underline = TextDecoration.none
    package var strikethrough = TextDecoration.none
    /// Raises the text above its baseline (negative: lowers it), in user-space units (UIKit's `.baselineOffset`).
    package var baselineOffset: CGFloat = 0
    /// Slants the glyphs by this skew (UIKit's `.obliqueness`): x moves right by the skew times the height
    /// above the baseline, as Apple shears them.
    package var obliqueness: CGFloat = 0
    /// Widens (positive) or narrows the glyphs by the factor e^expansion (UIKit's `.expansion`, the natural log of
    /// the horizontal scale): glyphs and their advances are scaled.
    package var expansion: CGFloat = 0

    /// Whether the glyphs are sheared or scaled (`obliqueness`, `expansion`).
    var isTransformed: Bool { obliqueness != 0 || expansion != 0 }
    /// Draws only the outline (positive, UIKit's `.strokeWidth` in percent of the font size) or the outline over
    /// the fill (negative); the outline's colour is `strokeColor`, else the text's.
    package var strokeWidth: CGFloat = 0
    package var strokeColor: CGColor?
    /// The text is one object character that reserves this box (origin y on the baseline, up positive) and
    /// draws nothing itself: the caller draws the attachment there.
    package var attachmentBounds: CGRect?

    /// A shadow under this run's glyphs only (UIKit's `.shadow`); runs without one take the context's shadow.
    package var shadow: TextShadow?

    /// Whether the style needs drawing Pango does not do: decorations of UIKit's thicknesses and patterns, outlines.
    var isOrnamented: Bool { underline.isVisible || strikethrough.isVisible || (strokeWidth != 0 && strokeWidth.isFinite) }

    package init(font: TextFont, color: CGColor? = nil) {
        self.font = font
        self.color = color
    }
}

/// A drop shadow of a run: offset and blur in base-space units (as `CGContext.setShadow`), and its colour.
package struct TextShadow: Equatable, Sendable {
    package var offset: CGSize
    package var blur: CGFloat
    package var color: CGColor

    package init(offset: CGSize, blur: CGFloat, color: CGColor) {
        self.offset = offset
        self.blur = blur
        self.color = color
    }
}

/// A line under or through text, as UIKit's underline and strikethrough styles describe it.
package struct TextDecoration: Equatable, Sendable {
    package enum Thickness: Sendable { case none, single, thick, double }
    package enum Pattern: Sendable { case solid, dot, dash, dashDot, dashDotDot }
    package var thickness: Thickness
    package var pattern: Pattern = .solid
    /// Only under words, not the spaces between them.
    package var byWord = false
    /// `nil`: the text's colour.
    package var color: CGColor?

    package init(thickness: Thickness, pattern: Pattern = .solid, byWord: Bool = false, color: CGColor? = nil) {
        self.thickness = thickness
        self.pattern = pattern
        self.byWord = byWord
        self.color = color
    }

    package static let none = TextDecoration(thickness: .none)
    package var isVisible: Bool { thickness != .none }
}

/// A style applied to a range of the text, counted in UTF-16 code units as `NSRange` is.
package struct TextSpan: Sendable {
    package var range: Range<Int>
    package var style: TextStyle

    package init(range: Range<Int>, style: TextStyle) {
        self.range = range
        self.style = style
    }
}

/// Paragraph-level layout settings.
package struct TextParagraph: Sendable {
    package enum Alignment: Sendable { case left, center, right, justified, natural }
    package enum Wrapping: Sendable { case word, character, clip, truncateHead, truncateTail, truncateMiddle }

    package var alignment: Alignment = .natural
    package var wrapping: Wrapping = .word
    package var lineSpacing: CGFloat = 0
    package var firstLineHeadIndent: CGFloat = 0
    /// 0 means no limit.
    package var maximumLineCount = 0
    /// Tab stops left to right; past the last, tabs every `defaultTabInterval` (0: every 8 spaces, Pango's default).
    package var tabStops: [TextTab] = []
    package var defaultTabInterval: CGFloat = 0
    /// The paragraph's reading direction; `nil` follows its first strong character.
    package var rightToLeft: Bool?
    /// UIKit's hyphenation factor, 0...1: 0 never hyphenates; otherwise words get hyphenation points from their
    /// language's dictionary (see `TextLayout+Hyphenation.swift` for which lines use them) and a word broken across
    /// lines gets a hyphen.
    package var hyphenationFactor: Float = 0
    /// Whether a word broken across lines gets a hyphen.
    package var hyphenates: Bool { hyphenationFactor > 0 }
    /// The text's language (an ISO 639 code or a locale identifier such as "en_US"), for the hyphenation
    /// dictionary; `nil`: the user's locale.
    package var language: String?
    /// Whether word wrapping breaks a word longer than the line between characters; if not, it overflows.
    package var breaksLongWords = true

    package init() {}
}

/// A tab stop: where a column's text starts (left), ends (right), centres, or puts its decimal point.
package struct TextTab: Equatable, Sendable {
    package enum Alignment: Sendable { case left, right, center, decimal }
    package var location: CGFloat
    package var alignment: Alignment
    /// The character a decimal tab aligns on.
    package var decimalPoint: Character = "."

    package init(location: CGFloat, alignment: Alignment, decimalPoint: Character = ".") {
        self.location = location
        self.alignment = alignment
        self.decimalPoint = decimalPoint
    }
}
