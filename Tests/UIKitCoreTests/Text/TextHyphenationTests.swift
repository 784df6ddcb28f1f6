@testable import UIKitCore
import Foundation
import Testing

/// Hyphenation by dictionary through TextKit: an ordinary English word (no soft hyphens in the text) breaks at one
/// of its hyphenation points with a hyphen drawn, the soft hyphens handed to Pango leave every offset as it was,
/// and a factor of 0 never hyphenates.
@MainActor @Suite struct TextHyphenationTests {
    static let text = "The word incomprehensibilities is long"
    /// US English patterns: in-com-pre-hen-si-bil-i-ties.
    static let dictionaryBreaks = [2, 5, 8, 11, 13, 16, 17].map { ($0 as Int) + ("The word " as NSString).length }
    static let font = UIFont.systemFont(ofSize: 14)
    /// Wider than the long word (about 160 points), narrower than the text before it and the word.
    static let size = CGSize(width: 200, height: 200)

    func stack(_ text: String = text, factor: Float, usesDefault: Bool = false) -> NSLayoutManager {
        let style = NSMutableParagraphStyle()
        style.hyphenationFactor = factor
        style.usesDefaultHyphenation = usesDefault
        let string = NSAttributedString(string: text, attributes: [.font: Self.font, .paragraphStyle: style])
        return makeTextKitStack(string, containers: [Self.size]).1
    }

    @Test func anEnglishWordBreaksAtADictionaryPointWithAHyphenDrawn() throws {
        let manager = stack(factor: 1)
        let lines = lineFragments(of: manager)
        let first = try #require(lines.first)
        let end = NSMaxRange(first.range)
        #expect(Self.dictionaryBreaks.contains(end), "the first line ends at a hyphenation point: \(first.range)")
        // The hyphen: ink on the first line to the right of its last letter.
        let drawn = render(Self.size, scale: 1) { _ in
            manager.drawGlyphs(forGlyphRange: NSRange(location: 0, length: Self.text.utf16.count), at: .zero)
        }
        try? drawn.pngData()?.write(to: URL(fileURLWithPath: NSTemporaryDirectory() + "text-hyphenation.png"))
        let image = try #require(drawn.cgImage)
        let container = try #require(manager.textContainers.first)
        let lastLetter = manager.boundingRect(forGlyphRange: NSRange(location: end - 1, length: 1), in: container)
        let rows = Int(first.used.minY)..<Int(first.used.maxY)
        let hyphenInk = rows.flatMap { y in
            (Int(lastLetter.maxX.rounded(.up)) + 1..<image.width).filter { image.pixel($0, y).r < 128 }.map { (x: $0, y: y) }
        }
        try #require(!hyphenInk.isEmpty, "no hyphen after the last letter at x \(lastLetter.maxX)")
        // A dash: wider than tall, around the middle of the x-height, above the baseline.
        let inkRows = Set(hyphenInk.map(\.y)), inkColumns = Set(hyphenInk.map(\.x))
        #expect(inkRows.count <= 3 && inkColumns.count >= 3, "a dash: rows \(inkRows.sorted()), columns \(inkColumns.sorted())")
        let baseline = first.used.minY + Self.font.ascender
        #expect(inkRows.allSatisfy { CGFloat($0) < baseline - 2 && CGFloat($0) > baseline - Self.font.xHeight - 1 })
        // Without hyphenation the word goes down whole.
        let plain = try #require(lineFragments(of: stack(factor: 0)).first)
        #expect(NSMaxRange(plain.range) == Self.dictionaryBreaks[0] - 2, "a factor of 0 keeps the word whole: \(plain.range)")
    }

    @Test func offsetsAreUnchangedByTheInsertedHyphens() throws {
        let manager = stack(factor: 1)
        let container = try #require(manager.textContainers.first)
        let length = Self.text.utf16.count
        let lines = lineFragments(of: manager)
        try #require(lines.count >= 2)
        // The lines tile the text: no offset is lost or doubled where a hyphen was put in.
        #expect(lines.first?.range.location == 0 && NSMaxRange(lines.last!.range) == length)
        for (line, next) in zip(lines, lines.dropFirst()) { #expect(NSMaxRange(line.range) == next.range.location) }
        // Each character is found under its own glyph, and its caret sits at its glyph's left edge.
        for index in 0..<length where (Self.text as NSString).character(at: index) != 0x20 {
            let box = manager.boundingRect(forGlyphRange: NSRange(location: index, length: 1), in: container)
            let found = manager.characterIndex(for: CGPoint(x: box.midX, y: box.midY), in: container,
                                               fractionOfDistanceBetweenInsertionPoints: nil)
            #expect(found == index, "the character under glyph \(index)'s box \(box) is \(found)")
            let caret = try #require(manager.insertionPointRect(at: index, inContainerAt: 0))
            #expect(abs(caret.minX - box.minX) < 0.5, "caret \(index) at \(caret.minX), glyph at \(box.minX)")
        }
        // The break's offset: its caret starts the second line; the first line's end is the letter before it.
        let end = NSMaxRange(lines[0].range)
        let caret = try #require(manager.insertionPointRect(at: end, inContainerAt: 0))
        #expect(caret.minY >= lines[1].rect.minY - 0.5 && abs(caret.minX - lines[1].used.minX) < 0.5)
        // Characters beside the break keep the positions they have on one line (the soft hyphens take no room).
        let oneLine = makeTextKitStack(NSAttributedString(string: Self.text, attributes: [.font: Self.font]),
                                       containers: [CGSize(width: 1000, height: 100)])
        let wide = try #require(oneLine.2.first)
        for index in 0..<end {
            let hyphenated = manager.boundingRect(forGlyphRange: NSRange(location: index, length: 1), in: container)
            let whole = oneLine.1.boundingRect(forGlyphRange: NSRange(location: index, length: 1), in: wide)
            #expect(abs(hyphenated.minX - whole.minX) < 0.5 && abs(hyphenated.width - whole.width) < 0.5, "character \(index)")
        }
    }

    @Test func aFactorOfZeroNeverHyphenatesUnlessTheDefaultIsUsed() throws {
        for text in [Self.text, "Extraordinarily incomprehensibilities", "A characteristically uncharacteristic sentence"] {
            let plain = lineFragments(of: stack(text, factor: 0))
            let string = text as NSString
            for line in plain.dropLast() {
                // Every line ends after a space: no word is cut.
                #expect(string.character(at: NSMaxRange(line.range) - 1) == 0x20, "\(text): \(line.range)")
            }
        }
        // `usesDefaultHyphenation` with a factor of 0 hyphenates as the system does.
        let byDefault = try #require(lineFragments(of: stack(factor: 0, usesDefault: true)).first)
        #expect(Self.dictionaryBreaks.contains(NSMaxRange(byDefault.range)), "\(byDefault.range)")
        let style = NSMutableParagraphStyle()
        #expect(!style.usesDefaultHyphenation && !NSParagraphStyle.default.usesDefaultHyphenation)
        style.usesDefaultHyphenation = true
        #expect((style.copy() as? NSParagraphStyle)?.usesDefaultHyphenation == true)
        #expect(style != NSMutableParagraphStyle())
    }

    @Test func stringDrawingAndLabelsHyphenateToo() throws {
        let style = NSMutableParagraphStyle()
        style.hyphenationFactor = 1
        let string = NSAttributedString(string: Self.text, attributes: [.font: Self.font, .paragraphStyle: style])
        let layout = string.makeTextLayout(width: Self.size.width)
        #expect(Self.dictionaryBreaks.contains(layout.lineRange(at: 0).upperBound), "\(layout.lineRange(at: 0))")
        let label = UILabel()
        label.numberOfLines = 0
        label.attributedText = string
        let labelLayout = try #require(label.makeTextLayout(width: Self.size.width))
        #expect(Self.dictionaryBreaks.contains(labelLayout.lineRange(at: 0).upperBound))
    }
}
