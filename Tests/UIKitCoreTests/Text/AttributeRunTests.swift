@testable import UIKitCore
import Foundation
import Testing

/// Foundation on Linux coalesces equal neighbouring attribute runs by comparing their attribute dictionaries:
/// adjacent runs holding different colours or paragraph styles (and the same ones) must compare, hash and copy
/// without stopping the process, in attributed strings and text storages alike.
@MainActor @Suite struct AttributeRunTests {
    @Test func adjacentRunsWithDifferentColoursAndParagraphStylesStayApart() {
        let text = NSMutableAttributedString(string: String(repeating: "abcdefghij", count: 12))
        for index in 0..<12 {
            let style = NSMutableParagraphStyle()
            style.lineSpacing = CGFloat(index % 3)
            let colour = UIColor(red: CGFloat(index % 4) / 4, green: 0, blue: 0, alpha: 1)
            text.addAttributes([.foregroundColor: colour, .paragraphStyle: style], range: NSRange(location: index * 10, length: 10))
        }
        var runs = 0
        text.enumerateAttributes(in: NSRange(location: 0, length: text.length), options: []) { _, _, _ in runs += 1 }
        #expect(runs == 12, "no two neighbours are equal: every run stays")
    }
}

/// Every attribute class of ours (UIColor, UIFont, NSParagraphStyle with tab stops, NSShadow, NSTextAttachment) in
/// adjacent runs: Foundation on Linux compares neighbouring runs' values whenever a run is set, copied or compared,
/// and stops the process where it reads a type ID of 0 in the object (FoundationObjectHeader.swift): before the
/// header, setting runs of every class at once stopped this suite. Values equal by
/// content coalesce into one run, as on iOS; different ones stay apart; copies and enumeration keep them.
@MainActor @Suite struct AttributeValueRunTests {
    /// Four values a key: the first two equal by content (distinct objects), the last two different from them.
    static func values() -> [(NSAttributedString.Key, [Any])] {
        func style(_ spacing: CGFloat, tab: CGFloat) -> NSParagraphStyle {
            let style = NSMutableParagraphStyle()
            style.lineSpacing = spacing
            style.tabStops = [NSTextTab(textAlignment: .right, location: tab)]
            return style
        }
        func shadow(_ blur: CGFloat, _ color: UIColor) -> NSShadow {
            let shadow = NSShadow()
            shadow.shadowBlurRadius = blur
            shadow.shadowOffset = CGSize(width: 1, height: 2)
            shadow.shadowColor = color
            return shadow
        }
        let image = UIImage(cgImage: try! CGContext(pixelWidth: 4, pixelHeight: 4, flipped: true).makeImage()!)
        let attachment = NSTextAttachment(image: image)
        return [
            (.foregroundColor, [UIColor(red: 1, green: 0, blue: 0, alpha: 1), UIColor(red: 1, green: 0, blue: 0, alpha: 1),
                                UIColor.blue, UIColor(white: 0.5, alpha: 0.5)]),
            (.font, [UIFont.systemFont(ofSize: 14), UIFont.systemFont(ofSize: 14), UIFont.boldSystemFont(ofSize: 14),
                     UIFont.systemFont(ofSize: 20)]),
            (.paragraphStyle, [style(2, tab: 40), style(2, tab: 40), style(2, tab: 80), style(6, tab: 40)]),
            (.shadow, [shadow(3, .black), shadow(3, .black), shadow(3, .red), shadow(0, .black)]),
            (.attachment, [attachment, attachment, NSTextAttachment(image: image), NSTextAttachment()]),
        ]
    }

    static func runs(_ text: NSAttributedString, _ key: NSAttributedString.Key) -> Int {
        var runs = 0
        text.enumerateAttribute(key, in: NSRange(location: 0, length: text.length), options: []) { _, _, _ in runs += 1 }
        return runs
    }

    @Test(arguments: 0..<5)
    func adjacentRunsOfOneAttributeClassCoalesceWhenEqualAndStayApartOtherwise(index: Int) throws {
        let (key, values) = Self.values()[index]
        let text = NSMutableAttributedString(string: String(repeating: "abcdefghij", count: values.count))
        // Set run by run: each set compares the new run with its neighbours.
        for (run, value) in values.enumerated() {
            text.addAttribute(key, value: value, range: NSRange(location: run * 10, length: 10))
        }
        #expect(Self.runs(text, key) == 3, "the two equal values are one run, the others one each")
        // Over neighbours: a value laid across two runs, then the middle set back.
        text.addAttribute(key, value: values[2], range: NSRange(location: 15, length: 10))
        text.addAttribute(key, value: values[3], range: NSRange(location: 5, length: 30))
        #expect(Self.runs(text, key) == 2, "the first value's first half, then the last value to the end")
        #expect(text.attribute(key, at: 20, effectiveRange: nil).map { ($0 as? NSObject)?.isEqual(values[3]) } == true)
        // Copies compare and keep the runs.
        let copy = try #require(text.copy() as? NSAttributedString)
        let mutable = try #require(text.mutableCopy() as? NSMutableAttributedString)
        let rebuilt = NSAttributedString(attributedString: text)
        #expect(copy.isEqual(text) && mutable.isEqual(to: text) && rebuilt.isEqual(to: text))
        #expect(Self.runs(copy, key) == 2 && Self.runs(rebuilt, key) == 2)
        // Edits beside and inside runs.
        mutable.replaceCharacters(in: NSRange(location: 9, length: 2), with: "XY")
        mutable.insert(NSAttributedString(string: "+", attributes: [key: values[1]]), at: 0)
        mutable.removeAttribute(key, range: NSRange(location: 30, length: 3))
        #expect(mutable.length == text.length + 1)
        _ = mutable.attributedSubstring(from: NSRange(location: 4, length: 20))
        // A text storage takes the same runs.
        let storage = NSTextStorage(attributedString: text)
        storage.addAttribute(key, value: values[0], range: NSRange(location: 0, length: storage.length / 2))
        #expect(Self.runs(storage, key) >= 2)
    }

    @Test func runsOfEveryClassTogetherEnumerateAndCopy() throws {
        let all = Self.values()
        let text = NSMutableAttributedString(string: String(repeating: "abcdefghij", count: 8))
        for run in 0..<8 {
            var attributes: [NSAttributedString.Key: Any] = [:]
            for (key, values) in all { attributes[key] = values[(run + key.rawValue.count) % values.count] }
            text.setAttributes(attributes, range: NSRange(location: run * 10, length: 10))
        }
        var ranges = 0
        text.enumerateAttributes(in: NSRange(location: 0, length: text.length), options: []) { _, _, _ in ranges += 1 }
        #expect(ranges >= 4 && ranges <= 8)
        let copy = try #require(text.copy() as? NSAttributedString)
        #expect(copy.isEqual(to: text))
    }

    /// Foundation reads the first word of our objects' stored properties as CF's type info (see
    /// FoundationObjectHeader.swift): it must hold a type ID other than 0 in every attribute class, whatever the
    /// object's values.
    @Test func everyAttributeClassStartsWithANonZeroFoundationTypeID() {
        let objects: [NSObject] = [UIColor.red, UIColor(white: 0, alpha: 0), UIColor(dynamicProvider: { _ in .clear }),
                                   UIFont.systemFont(ofSize: 1), NSParagraphStyle(), NSMutableParagraphStyle(),
                                   NSShadow(), NSTextAttachment()]
        for object in objects {
            let info = withExtendedLifetime(object) {
                Unmanaged.passUnretained(object).toOpaque().load(fromByteOffset: 16, as: UInt64.self)
            }
            #expect((info >> 8) & 0x3FF != 0, "\(type(of: object))")
        }
    }

    @Test func paragraphStylesAndShadowsAreEqualByContent() {
        let a = NSMutableParagraphStyle(), b = NSMutableParagraphStyle()
        a.alignment = .center; b.alignment = .center
        a.tabStops = [NSTextTab(textAlignment: .left, location: 30)]
        b.tabStops = [NSTextTab(textAlignment: .left, location: 30)]
        #expect(a.isEqual(b) && a.hash == b.hash)
        #expect(a.isEqual(a.copy()) && (a.copy() as? NSObject)?.hash == a.hash)
        b.headIndent = 4
        #expect(!a.isEqual(b))
        let s = NSShadow(), t = NSShadow()
        s.shadowColor = UIColor.red; t.shadowColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        #expect(s.isEqual(t) && s.hash == t.hash)
        let copied = s.copy() as? NSShadow
        #expect(copied !== s && copied?.isEqual(s) == true)
        t.shadowBlurRadius = 2
        #expect(!s.isEqual(t))
    }
}
