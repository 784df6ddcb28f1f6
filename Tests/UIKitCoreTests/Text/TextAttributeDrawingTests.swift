@testable import UIKitCore
import Foundation
import Testing

/// Attributes that change where ink goes, read back from NSLayoutManager's drawing: a strikethrough crosses the
/// glyphs in its colour, a baseline offset raises them, a shadow draws them again offset in its colour, and a
/// hyphenating paragraph breaks a long word with a hyphen where a plain one moves the whole word down.
@MainActor @Suite struct TextAttributeDrawingTests {
    static let size = CGSize(width: 200, height: 60)

    func draw(_ string: NSAttributedString, size: CGSize = size) -> CGImage? {
        let (_, manager, _) = makeTextKitStack(string, containers: [size])
        return render(size) { _ in
            manager.drawGlyphs(forGlyphRange: NSRange(location: 0, length: string.length), at: .zero)
        }.cgImage
    }

    /// The rows holding a pixel that `matches`.
    func rows(_ image: CGImage, where matches: (RGBA8) -> Bool) -> [Int] {
        (0..<image.height).filter { y in (0..<image.width).contains { matches(image.pixel($0, y)) } }
    }

    @Test func aStrikethroughCrossesTheGlyphsInItsColour() throws {
        let font = UIFont.systemFont(ofSize: 24)
        let plain = try #require(draw(NSAttributedString(string: "ooooo", attributes: [.font: font, .foregroundColor: UIColor.white])))
        let struck = try #require(draw(NSAttributedString(string: "ooooo", attributes: [
            .font: font, .foregroundColor: UIColor.white,
            .strikethroughStyle: NSUnderlineStyle.single.rawValue, .strikethroughColor: UIColor.red,
        ])))
        func isRed(_ pixel: RGBA8) -> Bool { pixel.r > 180 && pixel.g < 90 && pixel.b < 90 }
        #expect(rows(plain, where: isRed).isEmpty)
        let red = rows(struck, where: isRed)
        try #require(!red.isEmpty, "a red line is drawn")
        // Across the glyphs' middle (the x-height's), not at the baseline: between the top and bottom of an "o".
        let lines = lineFragments(of: makeTextKitStack(NSAttributedString(string: "ooooo", attributes: [.font: font]), containers: [Self.size]).1)
        let baseline = try #require(lines.first).used.minY + font.ascender
        #expect(red.allSatisfy { CGFloat($0) < baseline - 2 && CGFloat($0) > baseline - font.xHeight - 2 }, "rows \(red), baseline \(baseline)")
        // It runs the run's width: the red spans most of the five letters.
        let row = red[red.count / 2]
        let redColumns = (0..<struck.width).filter { isRed(struck.pixel($0, row)) }
        let advance = NSAttributedString(string: "ooooo", attributes: [.font: font]).size().width
        #expect(CGFloat(redColumns.count) > advance * 0.9, "\(redColumns.count) red pixels across \(advance)")
    }

    @Test func aBaselineOffsetRaisesTheGlyphs() throws {
        // "HH" on the baseline beside "HH" offset, on one line: the offset pair's ink is that much higher or lower.
        let font = UIFont.systemFont(ofSize: 20)
        func inkRows(_ offset: CGFloat) throws -> (plain: [Int], moved: [Int]) {
            let string = NSMutableAttributedString(string: "HH      HH", attributes: [.font: font])
            string.addAttribute(.baselineOffset, value: offset, range: NSRange(location: 8, length: 2))
            let image = try #require(draw(string))
            let split = Int(NSAttributedString(string: "HH   ", attributes: [.font: font]).size().width)
            let rows = { (columns: Range<Int>) in (0..<image.height).filter { y in columns.contains { image.pixel($0, y).r < 128 } } }
            return (rows(0..<split), rows(split..<image.width))
        }
        let raised = try inkRows(6), lowered = try inkRows(-4)
        #expect(abs((raised.plain.first! - raised.moved.first!) - 6) <= 1, "raised by 6: \(raised.plain.first!) -> \(raised.moved.first!)")
        #expect(abs((raised.plain.last! - raised.moved.last!) - 6) <= 1)
        #expect(abs((lowered.moved.last! - lowered.plain.last!) - 4) <= 1, "lowered by 4: \(lowered.plain.last!) -> \(lowered.moved.last!)")
    }

    /// A run's strikethrough and underline move with its baseline offset, as its glyphs do: "oo" on the baseline
    /// beside "oo" offset, on one line, both decorated in red.
    @Test func decorationsFollowABaselineOffset() throws {
        let font = UIFont.systemFont(ofSize: 20)
        for key in [NSAttributedString.Key.strikethroughStyle, .underlineStyle] {
            for offset: CGFloat in [7, -4] {
                let string = NSMutableAttributedString(string: "oo      oo", attributes: [
                    .font: font, .foregroundColor: UIColor.white, key: NSUnderlineStyle.single.rawValue,
                    key == .strikethroughStyle ? .strikethroughColor : .underlineColor: UIColor.red,
                ])
                string.addAttribute(.baselineOffset, value: offset, range: NSRange(location: 8, length: 2))
                let image = try #require(draw(string))
                let width = { (text: String) in Int(NSAttributedString(string: text, attributes: [.font: font]).size().width) }
                let red = { (columns: Range<Int>) in
                    (0..<image.height).filter { y in columns.contains { x in
                        let pixel = image.pixel(x, y)
                        return pixel.r > 150 && Int(pixel.r) - Int(pixel.g) > 60 && Int(pixel.r) - Int(pixel.b) > 60
                    } }
                }
                let plain = red(0..<width("oo")), moved = red((width("oo      ") + 2)..<image.width)
                try #require(!plain.isEmpty && !moved.isEmpty, "\(key) \(offset): \(plain) \(moved)")
                #expect(abs(CGFloat(plain.first! - moved.first!) - offset) <= 1,
                        "\(key) offset by \(offset): rows \(plain) -> \(moved)")
            }
        }
    }

    @Test func aShadowDrawsTheGlyphsAgainOffsetInItsColour() throws {
        let shadow = NSShadow()
        shadow.shadowOffset = CGSize(width: 4, height: 5)
        shadow.shadowColor = UIColor.blue
        let font = UIFont.boldSystemFont(ofSize: 24)
        let plain = try #require(draw(NSAttributedString(string: "I", attributes: [.font: font])))
        let shadowed = try #require(draw(NSAttributedString(string: "I", attributes: [.font: font, .shadow: shadow])))
        func isBlue(_ pixel: RGBA8) -> Bool { pixel.b > 180 && pixel.r < 100 }
        #expect(rows(plain, where: isBlue).isEmpty)
        let ink = rows(plain) { $0.r < 100 && $0.b < 100 }, blue = rows(shadowed, where: isBlue)
        try #require(!ink.isEmpty && !blue.isEmpty, "glyph rows \(ink), shadow rows \(blue)")
        // UIKit's y-down shadow offset: 5 points lower.
        #expect(abs(blue.last! - ink.last! - 5) <= 1, "the shadow's bottom \(blue.last!) vs the glyph's \(ink.last!)")
        let column = { (image: CGImage, match: (RGBA8) -> Bool) in (0..<image.width).filter { x in (0..<image.height).contains { match(image.pixel(x, $0)) } } }
        let inkColumns = column(plain) { $0.r < 100 && $0.b < 100 }, blueColumns = column(shadowed, isBlue)
        #expect(abs(blueColumns.last! - inkColumns.last! - 4) <= 1, "4 points right: \(blueColumns.last!) vs \(inkColumns.last!)")
    }

    /// Hyphenation breaks at the soft hyphens a text carries (the dictionary's points are `TextHyphenationTests`'),
    /// with a hyphen drawn at the break; without a hyphenation factor a word that does not fit goes down whole.
    @Test func aHyphenatingParagraphBreaksALongWordWithAHyphen() throws {
        func firstLine(_ text: String, hyphenation: Float) throws -> (range: NSRange, used: CGRect) {
            let style = NSMutableParagraphStyle()
            style.hyphenationFactor = hyphenation
            let string = NSAttributedString(string: text, attributes: [.font: UIFont.systemFont(ofSize: 14), .paragraphStyle: style])
            let (_, manager, _) = makeTextKitStack(string, containers: [CGSize(width: 150, height: 200)])
            let line = try #require(lineFragments(of: manager).first)
            return (line.range, line.used)
        }
        let plainText = "The word incomprehensibilities is long"
        let word = (plainText as NSString).range(of: "incomprehensibilities")
        let plain = try firstLine(plainText, hyphenation: 0)
        #expect(NSMaxRange(plain.range) == word.location, "without hyphenation the word goes down whole: \(plain.range)")
        let marked = "The word in\u{AD}com\u{AD}pre\u{AD}hen\u{AD}si\u{AD}bil\u{AD}i\u{AD}ties is long"
        let hyphenated = try firstLine(marked, hyphenation: 1)
        let markedWord = (marked as NSString).range(of: "in\u{AD}com")
        #expect(NSMaxRange(hyphenated.range) > markedWord.location + 2, "with it the first line ends inside the word: \(hyphenated.range)")
        #expect(hyphenated.used.width > plain.used.width + 10, "the line holds part of the word: \(plain.used.width) -> \(hyphenated.used.width)")
    }
}
