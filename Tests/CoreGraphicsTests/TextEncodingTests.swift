@testable import CoreGraphics
import Foundation
import Testing

/// Code units transcoded straight to UTF-8 give Pango what a `String` gives it, and a layout made with a font map
/// of its own on another thread is the same as one made on the calling thread.
@Suite struct TextEncodingTests {
    @Test func utf16TranscodesAsAStringDoes() {
        // ASCII, two- and three-byte characters, a surrogate pair (emoji), combining marks, right-to-left text.
        let text = "Aé€ 😀 e\u{301} שלום 文字\n"
        let units = Array(text.utf16)
        let fromUnits = TextEncoding(utf16: units[...])
        let fromString = TextEncoding(text)
        #expect(fromUnits.utf8 == fromString.utf8)
        #expect(fromUnits.utf8Offsets == fromString.utf8Offsets)
        // A stretch from the middle of a larger text, as TextKit passes paragraphs.
        let slice = units[2..<9]
        #expect(TextEncoding(utf16: slice).utf8 == Array(String(decoding: slice, as: UTF16.self).utf8))
    }

    @Test func loneSurrogatesBecomeReplacementCharacters() {
        let units: [UInt16] = [0x61, 0xD83D, 0x62, 0xDE00, 0xD83D]  // a, lone high, b, lone low, high at the end
        let encoded = TextEncoding(utf16: units[...])
        #expect(encoded.utf8 == Array(String(decoding: units, as: UTF16.self).utf8))
        #expect(encoded.utf8Offsets == [0, 1, 4, 5, 8, 11])
    }

    /// Every line's range and box, every character's box.
    func describe(_ layout: TextLayout) -> [String] {
        layout.lines.map { "\($0.range) \($0.rect) \($0.baseline)" }
            + layout.utf8Offsets.indices.map { "\(layout.characterRect(utf16Offset: $0))" }
    }

    @Test func aLayoutFromAPrivateFontMapOnAnotherThreadMatchesTheCallersOwn() async {
        let text = "Kerning AVATAR Waffle 😀 office fi fl, and a line long enough to wrap twice at this width."
        var bold = TextStyle(font: TextFont(family: TextFont.serifFamily, size: 17, weight: 700))
        bold.kern = 0.5
        let spans = [TextSpan(range: 8..<14, style: bold)]
        let base = TextStyle(font: TextFont(family: TextFont.systemFamily, size: 14))
        let units = Array(text.utf16)[...]
        let here = describe(TextLayout(utf16: units, base: base, spans: spans, paragraph: TextParagraph(), width: 200))
        let there = await Task.detached {
            let fontMap = TextFontMap()
            return describe(TextLayout(utf16: units, base: base, spans: spans, paragraph: TextParagraph(), width: 200,
                                       fontMap: fontMap))
        }.value
        #expect(here.count > 3 + units.count)
        #expect(here == there)
    }
}
