@testable import CoreGraphics
import Foundation
import Testing

/// Dictionary hyphenation in the text layout: libhyphen's points for words (not for short words, numbers or
/// addresses), soft hyphens put into the UTF-8 handed to Pango with no UTF-16 offset of their own (so offsets,
/// lines, carets and hit tests map back unchanged), a hyphen seen only at a line's end, the factor deciding which
/// lines hyphenate, and a missing dictionary logged once.
@Suite struct TextHyphenationTests {
    static let font = TextFont(family: TextFont.systemFamily, size: 14)
    static let word = "incomprehensibilities"

    func layout(_ text: String, width: CGFloat?, factor: Float = 1, language: String? = "en_US") -> TextLayout {
        var paragraph = TextParagraph()
        paragraph.hyphenationFactor = factor
        paragraph.language = language
        return TextLayout(text: text, base: TextStyle(font: Self.font), spans: [], paragraph: paragraph, width: width)
    }

    func width(_ text: String) -> CGFloat { layout(text, width: nil, factor: 0).size.width }

    @Test func theDictionaryGivesAWordsHyphenationPoints() throws {
        let english = try #require(Hyphenator.forLanguage("en_US"))
        // US English patterns: in-com-pre-hen-si-bil-i-ties, hy-phen-ation; never closer than 2 letters to the
        // start or 3 to the end (the dictionary's LEFTHYPHENMIN and RIGHTHYPHENMIN).
        #expect(english.points(of: Self.word.unicodeScalars.map(\.value)) == [2, 5, 8, 11, 13, 16, 17])
        #expect(english.points(of: "Hyphenation".unicodeScalars.map(\.value)) == [2, 6])
        for word in ["characteristically", "extraordinary", "internationalization", "Donaudampfschiff"] {
            let points = english.points(of: word.unicodeScalars.map(\.value))
            #expect(points.allSatisfy { $0 >= 2 && word.count - $0 >= 3 }, "\(word): \(points)")
        }
        // Languages by their codes and locale names; the same dictionary object each time.
        // Each dictionary file is loaded once, whatever names lead to it (hyph_en.dic links to hyph_en_US.dic).
        #expect(Hyphenator.forLanguage("en") === english)
        #expect(Hyphenator.forLanguage("en-US") === english && Hyphenator.forLanguage("en_US.UTF-8") === english)
        #expect(Hyphenator.normalized("de-Latn-DE") == "de_DE" && Hyphenator.normalized("C") == "en_US"
                && Hyphenator.normalized("POSIX") == "en_US" && Hyphenator.normalized("pt_BR.UTF-8@x") == "pt_BR")
    }

    @Test func shortWordsNumbersAndAddressesStayWhole() throws {
        let english = try #require(Hyphenator.forLanguage("en_US"))
        let text = "tiny word 2characteristic characteristic3 https://example.com/international "
            + "someone@international.com www.international.com C:\\international characteristic"
        let words = english.hyphenationPoints(in: TextEncoding(text))
        // Only the last word, and only inside it.
        let last = (text as NSString).range(of: "characteristic", options: .backwards)
        #expect(words.count == 1 && words.first?.word == last.location..<NSMaxRange(last), "\(words)")
        #expect(words.first?.points.allSatisfy { $0 > last.location + 1 && $0 < NSMaxRange(last) - 2 } == true)
        // A word that carries its own soft hyphens keeps them only.
        #expect(english.hyphenationPoints(in: TextEncoding("charac\u{AD}teristically")).isEmpty)
    }

    @Test func softHyphensHaveNoUTF16OffsetOfTheirOwn() {
        // ASCII, a two-byte letter and a surrogate pair before the hyphen points.
        let text = "é😀 hyphenation"
        let plain = TextEncoding(text)
        let hyphenated = plain.insertingSoftHyphens(before: [6, 10])
        #expect(hyphenated.utf8Offsets.count == plain.utf8Offsets.count)
        #expect(String(decoding: hyphenated.utf8, as: UTF8.self) == "é😀 hy\u{AD}phen\u{AD}ation")
        // Each offset still points at its character's first byte.
        let units = Array(text.utf16)
        for offset in 0..<units.count where !UTF16.isTrailSurrogate(units[offset]) {
            let byte = Int(hyphenated.utf8Offsets[offset])
            let expected = String(decoding: units[offset...], as: UTF16.self).utf8.first
            #expect(hyphenated.utf8[byte] == expected, "offset \(offset)")
        }
        #expect(hyphenated.utf8Offsets[6] - hyphenated.utf8Offsets[5] == 3 && hyphenated.utf8Offsets.last == Int32(hyphenated.utf8.count))
    }

    @Test func aWordBreaksAtADictionaryPointAndOffsetsMapBack() throws {
        let text = "The word \(Self.word) is long"
        let start = ("The word " as NSString).length
        let breaks = [2, 5, 8, 11, 13, 16, 17].map { $0 + start }
        let hyphenated = layout(text, width: 150)
        let lines = hyphenated.lines
        try #require(lines.count >= 2)
        #expect(breaks.contains(lines[0].range.upperBound), "line 1: \(lines[0].range)")
        for (line, next) in zip(lines, lines.dropFirst()) { #expect(line.range.upperBound == next.range.lowerBound) }
        #expect(lines.last?.range.upperBound == text.utf16.count)
        // Every inserted hyphen's bytes (the text is ASCII: a gap of 3 bytes is a letter and a hyphen) map to the
        // character after them, where the line ends.
        var hyphens = 0
        for offset in 1..<hyphenated.utf8Offsets.count where hyphenated.utf8Offsets[offset] - hyphenated.utf8Offsets[offset - 1] == 3 {
            hyphens += 1
            #expect(hyphenated.utf16Offset(byte: hyphenated.utf8Offsets[offset - 1] + 1) == offset)
            #expect(hyphenated.utf16Offset(byte: hyphenated.utf8Offsets[offset - 1] + 2) == offset)
        }
        #expect(hyphens >= 1)
        // Hit tests and carets: each character under its own box, the caret at its box's edge.
        for offset in 0..<text.utf16.count {
            let box = hyphenated.characterRect(utf16Offset: offset)
            guard box.width > 0 else { continue }
            #expect(hyphenated.characterIndex(at: CGPoint(x: box.midX, y: box.midY)) == offset, "character \(offset)")
            #expect(abs(hyphenated.caretRect(utf16Offset: offset).minX - box.minX) < 0.5)
        }
        // The hyphen drawn at the line's end belongs to its last character; the boundary beside it is the break.
        let end = lines[0].range.upperBound
        let hyphenX = lines[0].rect.maxX - 1
        #expect(hyphenated.characterIndex(at: CGPoint(x: hyphenX, y: lines[0].rect.midY)) == end - 1)
        #expect(hyphenated.offset(closestTo: CGPoint(x: lines[0].rect.maxX + 5, y: lines[0].rect.midY)) == end)
        // Moving down from the line's start lands on the second line, up from there back on the first.
        let down = hyphenated.offset(movingFrom: 0, lines: 1, atX: 0)
        #expect(down == end && hyphenated.offset(movingFrom: down, lines: -1, atX: 0) == 0)
    }

    @Test func aSoftHyphenIsOnlySeenAtALinesEnd() throws {
        // Wide enough for one line: every word has its soft hyphens, none at a line's end.
        let text = "An extraordinarily \(Self.word) sentence"
        let hyphenating = layout(text, width: 2000), plain = layout(text, width: 2000, factor: 0)
        #expect(hyphenating.utf8Offsets.last! > plain.utf8Offsets.last!, "soft hyphens were put in")
        #expect(hyphenating.lineCount == 1 && hyphenating.size == plain.size)
        func draw(_ text: TextLayout) throws -> CGImage {
            let context = try makeContext(Int(text.size.width) + 10, Int(text.size.height) + 10)
            context.draw(text, at: CGPoint(x: 5, y: 5))
            return try #require(context.makeImage())
        }
        let a = try draw(hyphenating), b = try draw(plain)
        a.writePNG(NSTemporaryDirectory() + "hyphenation-one-line.png")
        var differing = 0
        for y in 0..<a.height { for x in 0..<a.width where a.pixel(x, y) != b.pixel(x, y) { differing += 1 } }
        #expect(differing == 0, "\(differing) pixels differ")
    }

    @Test func aFactorBelowOneHyphenatesOnlyLooseLines() throws {
        let lineWidth = width(Self.word) + 12
        // A short word before the long one leaves the first line almost empty: below a factor of 0.5 it hyphenates.
        let loose = "It \(Self.word)"
        #expect(layout(loose, width: lineWidth, factor: 0.5).lines[0].range.upperBound > 3)
        // Words filling most of the line: a factor of 0.5 lets the long word go down whole, a factor of 1 does not.
        var tight = "ox"
        while width(tight + " ox") < lineWidth * 0.7 { tight += " ox" }
        tight += " " + Self.word
        let prefix = tight.utf16.count - Self.word.utf16.count
        #expect(layout(tight, width: lineWidth, factor: 0.5).lines[0].range.upperBound == prefix)
        #expect(layout(tight, width: lineWidth, factor: 1).lines[0].range.upperBound > prefix)
        // A factor of 0 never hyphenates, loose or not.
        #expect(layout(loose, width: lineWidth, factor: 0).lines[0].range.upperBound == 3)
        #expect(layout(loose, width: lineWidth, factor: 0).utf8Offsets == TextEncoding(loose).utf8Offsets)
    }

    @Test func aMissingDictionaryIsLoggedOnceAndTheTextStillLaysOut() throws {
        let text = "The word \(Self.word) is long"
        let (first, lines) = capturingCGLog { layout(text, width: 150, language: "tlh-Piqd") }
        #expect(lines.contains { $0.contains("no hyphenation dictionary") && $0.contains("tlh") }, "\(lines)")
        #expect(first.lineCount >= 2 && first.lineRange(at: 0).upperBound == ("The word " as NSString).length)
        let (_, again) = capturingCGLog { layout(text, width: 150, language: "tlh-Piqd") }
        #expect(!again.contains { $0.contains("tlh") }, "logged once: \(again)")
        // Its own soft hyphens still break the word.
        let marked = capturingCGLog { layout("The word in\u{AD}com\u{AD}pre\u{AD}hen\u{AD}si\u{AD}bil\u{AD}i\u{AD}ties", width: 150, language: "tlh") }.result
        #expect(marked.lineRange(at: 0).upperBound > ("The word in" as NSString).length)
    }
}
