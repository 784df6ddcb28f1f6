import Testing
import Foundation
@testable import UIKitCore

/// A text view's paragraph-by-paragraph layout: edits lay out again only what they touch, and the result is the
/// layout of the new text made afresh (paragraph starts, lengths, line breaks and heights), through splits, joins,
/// CR LF and a final line break.
@MainActor @Suite struct TextViewLayoutTests {
    let defaults: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 15)]

    func layout(_ text: NSAttributedString) -> TextViewLayout {
        TextViewLayout(text: text, defaults: defaults, style: TextParagraph(), wrapWidth: 120)
    }

    func shape(_ layout: TextViewLayout) -> [String] {
        layout.paragraphs.map { "\($0.start)+\($0.length)+\($0.breakLength)@\(Int($0.top))/\(Int($0.height))" }
    }

    @Test func editsLayOutTheirParagraphsAsAFreshLayoutWould() {
        let text = NSMutableAttributedString(string: "one\ntwo words that wrap at the width\r\nthree\n")
        let incremental = layout(text)
        #expect(incremental.paragraphs.count == 4, "a final line break is followed by an empty paragraph")
        let edits: [(NSRange, String)] = [
            (NSRange(location: 2, length: 0), "\n"),        // split "one"
            (NSRange(location: 3, length: 1), ""),          // join it again
            (NSRange(location: 3, length: 5), " and "),     // join one and two
            (NSRange(location: 0, length: 0), "zero\r\n"),  // a new first paragraph
            (NSRange(location: 20, length: 0), "more words to wrap again and again"),
            (NSRange(location: text.length - 1 + 39, length: 1), ""),  // delete the final line break
            (NSRange(location: 0, length: 6), ""),
        ]
        for (range, replacement) in edits {
            let clamped = NSRange(location: min(range.location, text.length), length: min(range.length, text.length - min(range.location, text.length)))
            text.replaceCharacters(in: clamped, with: replacement)
            incremental.replaceCharacters(in: clamped, newLength: replacement.utf16.count, text: text)
            #expect(shape(incremental) == shape(layout(text)), "after replacing \(clamped) with '\(replacement)'")
            #expect(incremental.length == text.length)
        }
    }

    @Test func offsetsAndCaretsFindTheirParagraph() {
        let text = NSAttributedString(string: "first\nsecond\n\nlast")
        let layout = layout(text)
        let second = layout.caretRect(at: 6), empty = layout.caretRect(at: 13), last = layout.caretRect(at: 18)
        #expect(second.minY > layout.caretRect(at: 5).minY && empty.minY > second.minY && last.minY > empty.minY)
        #expect(layout.offset(closestTo: CGPoint(x: 500, y: second.midY)) == 12, "right of a line: its end, not its break")
        #expect(layout.offset(closestTo: CGPoint(x: 0, y: -40)) == 0 && layout.offset(closestTo: CGPoint(x: 500, y: 900)) == 18)
        #expect((7...9).contains(layout.offset(movingFrom: 3, lines: 1, atX: layout.caretRect(at: 3).minX)),
                "down into the next paragraph, near the same x")
        #expect(layout.offset(movingFrom: 15, lines: -1, atX: 0) == 13, "up into the empty paragraph")
        #expect(layout.line(containing: 8).range == 6..<12)
    }
}

extension TextViewLayoutTests {
    @Test func eachParagraphKeepsItsOwnParagraphStyle() {
        let centred = NSMutableParagraphStyle()
        centred.alignment = .center
        let text = NSMutableAttributedString(string: "left\n")
        text.append(NSAttributedString(string: "centre\n", attributes: [.paragraphStyle: centred]))
        text.append(NSAttributedString(string: "left again"))
        let layout = layout(text)
        #expect(layout.caretRect(at: 0).minX == 0 && layout.caretRect(at: 12).minX == 0)
        #expect(layout.caretRect(at: 5).minX > 30, "the centred paragraph starts towards the middle of 120 points")
    }
}
