import Testing
import Foundation
@testable import UIKitCore

/// A long text's paragraphs shaped on two cores (`TextKitTypesetter+ShapingAhead.swift`) give the very lines the
/// calling thread alone gives: the same breaks, boxes and glyph positions; layouts that cannot know a paragraph's
/// region in advance (exclusion paths, columns of different widths, containers that fill up) shape on one thread.
@MainActor @Suite struct TextKitConcurrentShapingTests {
    /// A long text of many looks: fonts, colours, kerning, underlines, paragraph styles with indents, tabs,
    /// justification and line spacing; emoji (surrogate pairs), Hebrew, CR LF and empty paragraphs.
    func richText(paragraphs: Int = 60) -> NSAttributedString {
        let words = ["layout", "glyph", "paragraph", "container", "fragment", "exclusion", "kerning", "baseline",
                     "the", "of", "and", "a", "to", "😀", "שלום", "naïve", "tab\there", "office"]
        let fonts = [UIFont.systemFont(ofSize: 14), UIFont.boldSystemFont(ofSize: 15), UIFont.italicSystemFont(ofSize: 13),
                     UIFont.monospacedSystemFont(ofSize: 12, weight: .regular), UIFont(name: "Times", size: 16)!]
        let styles = (0..<4).map { index -> NSParagraphStyle in
            let style = NSMutableParagraphStyle()
            style.paragraphSpacing = CGFloat(index) * 4
            style.firstLineHeadIndent = CGFloat(index) * 10
            style.headIndent = CGFloat(index % 2) * 6
            style.lineSpacing = CGFloat(index)
            style.alignment = [.natural, .justified, .left, .center][index]
            return style
        }
        let colours = [UIColor(red: 0, green: 0.3, blue: 0.9, alpha: 1), UIColor(red: 0.8, green: 0.1, blue: 0, alpha: 1)]
        // Fixed colours: a system colour's hash follows the current traits, which tests running beside this one
        // change, and Foundation stops the process when a run's attributes hash differently from one moment to
        // the next.
        var string = ""
        var ranges: [NSRange] = []
        for index in 0..<paragraphs {
            // A fixed sequence, not random: a failure repeats.
            var sentence = (0..<(40 + index % 7 * 9)).map { words[($0 * 7 + index * 3) % words.count] }.joined(separator: " ")
            if index % 11 == 5 { sentence = "" }
            let separator = index % 9 == 4 ? "\r\n" : "\n"
            ranges.append(NSRange(location: string.utf16.count, length: sentence.utf16.count + separator.utf16.count))
            string += sentence + separator
        }
        let text = NSMutableAttributedString(string: string)
        for (index, range) in ranges.enumerated() {
            text.addAttribute(.font, value: fonts[index % fonts.count], range: range)
            text.addAttributes([.foregroundColor: colours[index % colours.count], .paragraphStyle: styles[index % styles.count]],
                               range: range)
            guard range.length > 122 else { continue }
            text.addAttributes([.font: fonts[(index + 1) % fonts.count], .foregroundColor: colours[(index + 1) % colours.count]],
                               range: NSRange(location: range.location + 20, length: 40))
            text.addAttributes([.underlineStyle: NSUnderlineStyle.single.rawValue], range: NSRange(location: range.location + 70, length: 20))
            text.addAttributes([.kern: 1.5], range: NSRange(location: range.location + 95, length: 25))
        }
        return text
    }

    /// Every fragment (character range, rectangles, container, origin), every line's Pango range, and where
    /// every character of it lies: the same glyphs advance the same.
    func shape(_ manager: NSLayoutManager) -> [String] {
        let layout = manager.layout
        return layout.fragments.flatMap { fragment in
            ["\(fragment.characterRange) c\(fragment.containerIndex) \(fragment.rect) \(fragment.usedRect) \(fragment.origin) \(fragment.line.range) \(fragment.line.rect)"]
                + fragment.glyphCharacters.map { "\(fragment.layout.characterRect(utf16Offset: $0 - fragment.layoutStart))" }
        } + ["extra \(String(describing: layout.extraLineFragment?.rect)) unlaid \(layout.firstUnlaidCharacterIndex)"]
    }

    func layOut(_ text: NSAttributedString, containers sizes: [CGSize], concurrently: Bool,
                configure: (NSTextContainer) -> Void = { _ in }) -> (NSLayoutManager, [String]) {
        let (_, manager, containers) = makeTextKitStack(text, containers: sizes, padding: 5)
        containers.forEach(configure)
        manager.shapesParagraphsConcurrently = concurrently
        return (manager, shape(manager))
    }

    func typesetter(_ manager: NSLayoutManager) -> TextKitTypesetter {
        TextKitTypesetter(text: manager.textStorage!, containers: manager.textContainers, manager: manager)
    }

    @Test func twoCoresGiveTheLinesOneGives() {
        let text = richText()
        #expect(text.length > TextKitTypesetter.concurrentShapingThreshold)
        let bottomless = [CGSize(width: 420, height: CGFloat.greatestFiniteMagnitude)]
        let (manager, concurrent) = layOut(text, containers: bottomless, concurrently: true)
        let (_, serial) = layOut(text, containers: bottomless, concurrently: false)
        #expect(concurrent.count > text.length)
        #expect(concurrent == serial)
        // And the layout did shape ahead: every paragraph with characters came back shaped.
        let ahead = typesetter(manager).shapeParagraphsAhead()
        #expect(ahead.count > 50)
        #expect(ahead.values.allSatisfy { $0.range.isEmpty == ($0.shaped == nil) })
    }

    @Test func aParagraphSplitAcrossColumnsIsLaidOutAgainWhereItLands() {
        // A first column whose bottom falls inside a paragraph, then a bottomless one of the same width.
        let text = richText()
        let (single, _) = layOut(text, containers: [CGSize(width: 300, height: CGFloat.greatestFiniteMagnitude)], concurrently: false)
        let lines = single.layout.fragments
        let units = Array(text.string.utf16)
        let split = lines.indices.dropFirst(lines.count / 2).first { !TextKitTypesetter.isParagraphBreak(units[NSMaxRange(lines[$0].characterRange) - 1]) }!
        let sizes = [CGSize(width: 300, height: lines[split].rect.maxY + 0.5), CGSize(width: 300, height: CGFloat.greatestFiniteMagnitude)]
        let (manager, concurrent) = layOut(text, containers: sizes, concurrently: true)
        let (_, serial) = layOut(text, containers: sizes, concurrently: false)
        #expect(!typesetter(manager).shapeParagraphsAhead().isEmpty)
        #expect(concurrent == serial)
        // The paragraph's rest starts the second column, laid out anew from where the first column ended.
        let fragments = manager.layout.fragments
        #expect(fragments[split].containerIndex == 0 && fragments[split + 1].containerIndex == 1)
        #expect(fragments[split + 1].layoutStart == fragments[split + 1].characterRange.location)
        #expect(fragments[split + 1].layout !== fragments[split].layout)
    }

    @Test func layoutsThatCannotKnowARegionAheadShapeOnOneThread() {
        let text = richText()
        let wide = CGSize(width: 420, height: CGFloat.greatestFiniteMagnitude)
        let hole = UIBezierPath(rect: CGRect(x: 100, y: 40, width: 120, height: 300))
        let cases: [(String, [CGSize], (NSTextContainer) -> Void)] = [
            ("an exclusion path", [wide], { $0.exclusionPaths = [hole] }),
            ("columns of different widths", [CGSize(width: 300, height: 400), wide], { _ in }),
            ("a container that fills up", [CGSize(width: 420, height: 800)], { _ in }),
            ("a line limit", [wide], { $0.maximumNumberOfLines = 20 }),
        ]
        for (name, sizes, configure) in cases {
            let (manager, concurrent) = layOut(text, containers: sizes, concurrently: true, configure: configure)
            #expect(typesetter(manager).shapeParagraphsAhead().isEmpty, "\(name)")
            let (_, serial) = layOut(text, containers: sizes, concurrently: false, configure: configure)
            #expect(concurrent == serial, "\(name)")
        }
        // A short text is not worth a helper.
        let (manager, _) = layOut(NSAttributedString(string: "short\ntext"), containers: [wide], concurrently: true)
        #expect(typesetter(manager).shapeParagraphsAhead().isEmpty)
    }

    @Test func fontAndAttributeChangesAfterAConcurrentLayoutAreLaidOutAnew() {
        let text = richText()
        let bottomless = [CGSize(width: 420, height: CGFloat.greatestFiniteMagnitude)]
        let (storage, manager, _) = makeTextKitStack(text, containers: bottomless, padding: 5)
        let before = shape(manager)
        // A bigger font over a paragraph in the middle: its lines change, and the paragraphs after it move.
        storage.addAttribute(.font, value: UIFont.boldSystemFont(ofSize: 30), range: NSRange(location: text.length / 2, length: 30))
        let afterFont = shape(manager)
        #expect(afterFont != before)
        #expect(afterFont == layOut(storage, containers: bottomless, concurrently: false).1)
        // Laid out anew in full (a container change), the edited text shapes concurrently to the same lines.
        manager.textContainers[0].size.width = 421
        manager.textContainers[0].size.width = 420
        #expect(shape(manager) == afterFont)
        // The manager's fallback attributes (a text view's font) reach the shaped paragraphs too.
        let plain = NSAttributedString(string: text.string)
        let (_, fallbackManager, _) = makeTextKitStack(plain, containers: bottomless, padding: 5)
        let (_, serialManager, _) = makeTextKitStack(plain, containers: bottomless, padding: 5)
        serialManager.shapesParagraphsConcurrently = false
        let smallLines = fallbackManager.layout.fragments.count
        for manager in [fallbackManager, serialManager] { manager.fallbackAttributes = [.font: UIFont.systemFont(ofSize: 22)] }
        #expect(fallbackManager.layout.fragments.count > smallLines)
        #expect(shape(fallbackManager) == shape(serialManager))
    }
}
