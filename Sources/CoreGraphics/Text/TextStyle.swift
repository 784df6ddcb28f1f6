/// How a run of text looks. `nil` colours mean the layout's default (black for UIKit's string drawing).
package struct TextStyle: Sendable {
    package var font: TextFont
    package var color: CGColor?
    package var backgroundColor: CGColor?
    /// Extra space after each character, in user-space units (UIKit's `.kern`).
    package var kern: CGFloat = 0
    package var underline = false
    package var strikethrough = false

    package init(font: TextFont, color: CGColor? = nil) {
        self.font = font
        self.color = color
    }
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

    package init() {}
}
