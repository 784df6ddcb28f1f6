import Foundation

/// Everything Pango needs to lay out a stretch of a TextKit text, read from the text storage on the layout
/// manager's thread: a value, so it can be shaped on another thread.
struct TextLayoutRequest: Sendable {
    var units: ArraySlice<UInt16>
    var base: TextStyle
    var spans: [TextSpan]
    var paragraph: TextParagraph
    var width: CGFloat?

    /// The layout, with fonts from `fontMap` (a helper thread's) or the calling thread's default map.
    func make(fontMap: TextFontMap? = nil) -> TextLayout {
        TextLayout(utf16: units, base: base, spans: spans, paragraph: paragraph, width: width, fontMap: fontMap)
    }
}
