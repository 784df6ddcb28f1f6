@testable import CoreGraphics
import Testing

@Suite struct TextLayoutTests {
    func layout(_ text: String, size: CGFloat = 14, width: CGFloat? = nil, spans: [TextSpan] = [],
                paragraph: TextParagraph = TextParagraph()) -> TextLayout {
        TextLayout(text: text, base: TextStyle(font: TextFont(family: TextFont.systemFamily, size: size)),
                   spans: spans, paragraph: paragraph, width: width)
    }

    @Test func measuredSizeGrowsWithFontSize() {
        let small = layout("Hello, world", size: 12).size
        let large = layout("Hello, world", size: 24).size
        #expect(small.width > 40 && small.height > 10)
        #expect(large.width > small.width * 1.8 && large.height > small.height * 1.8)
        #expect(layout("").size.width == 0)
    }

    @Test func wrappingHonoursTheWidth() {
        let text = "The quick brown fox jumps over the lazy dog again and again"
        let wrapped = layout(text, width: 100)
        #expect(wrapped.size.width <= 100)
        #expect(wrapped.lineCount > 2)
        #expect(layout(text).lineCount == 1)
        var truncated = TextParagraph()
        truncated.wrapping = .truncateTail
        let oneLine = layout(text, width: 100, paragraph: truncated)
        #expect(oneLine.lineCount == 1 && oneLine.size.width <= 100)
    }

    @Test func rightToLeftTextIsLaidOutRightToLeft() {
        let hebrew = layout("שלום עולם")
        #expect(hebrew.isRightToLeft)
        // The first character in reading order is drawn to the right of the last one.
        #expect(hebrew.characterRect(utf16Offset: 0).midX > hebrew.characterRect(utf16Offset: 8).midX)
        let arabic = layout("مرحبا")
        #expect(arabic.isRightToLeft)
        #expect(arabic.characterRect(utf16Offset: 0).midX > arabic.characterRect(utf16Offset: 4).midX)
        #expect(!layout("hello").isRightToLeft)
    }

    @Test func combiningMarksShapeIntoOneCluster() {
        let composed = layout("e\u{301}e\u{301}e\u{301}")
        let precomposed = layout("\u{e9}\u{e9}\u{e9}")
        #expect(abs(composed.size.width - precomposed.size.width) < 1)
    }

    @Test func kerningWidensText() {
        var style = TextStyle(font: TextFont(family: TextFont.systemFamily, size: 14))
        style.kern = 5
        let kerned = layout("abcdef", spans: [TextSpan(range: 0..<6, style: style)])
        #expect(kerned.size.width >= layout("abcdef").size.width + 24)
    }

    @Test func drawsEachRunInItsColour() throws {
        var red = TextStyle(font: TextFont(family: TextFont.systemFamily, size: 30, weight: 700), color: .red)
        let blue = TextStyle(font: red.font, color: .blue)
        red.font.weight = 700
        let text = TextLayout(text: "HHHH", base: TextStyle(font: red.font),
                              spans: [TextSpan(range: 0..<2, style: red), TextSpan(range: 2..<4, style: blue)],
                              paragraph: TextParagraph(), width: nil)
        let con = try makeContext(Int(text.size.width) + 10, Int(text.size.height) + 10)
        con.draw(text, at: CGPoint(x: 5, y: 5))
        let image = try #require(con.makeImage())
        image.writePNG("/tmp/cg-text-runs.png")
        let half = Int(text.size.width / 2) + 5
        var reds = 0, blues = 0, others = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image.pixel(x, y)
                guard p.a > 200 else { continue }
                if p.r > 200 && p.b < 50 { reds += x < half ? 1 : 1000 }
                else if p.b > 200 && p.r < 50 { blues += x >= half ? 1 : 1000 }
                else { others += 1 }
            }
        }
        #expect(reds > 50 && reds < 1000)
        #expect(blues > 50 && blues < 1000)
    }

    @Test func fontMetricsAreConsistent() {
        let m = TextFont(family: TextFont.systemFamily, size: 20).metrics
        #expect(m.ascent > 10 && m.ascent < 25)
        #expect(m.descent > 2 && m.descent < 10)
        #expect(m.lineHeight >= m.ascent + m.descent - 0.5)
        #expect(m.capHeight > m.xHeight && m.xHeight > 5)
        #expect(TextFont.installedFamilies.contains("DejaVu Sans"))
    }
}
