import Testing
import Foundation
@testable import UIKitCore

/// A layout manager lays out again only the paragraphs an edit touches and keeps (moving them) the lines after
/// them: the result equals the layout of the new text made afresh, through splits, joins, CR LF, a final line
/// break, batched edits, attribute edits, columns and line limits.
@MainActor @Suite struct TextKitIncrementalLayoutTests {
    let font = UIFont.systemFont(ofSize: 15)

    /// Every fragment as text: character range, rectangles, container and the line's origin.
    func shape(_ manager: NSLayoutManager) -> [String] {
        let layout = manager.layout
        var lines = layout.fragments.map { fragment in
            "\(fragment.characterRange) c\(fragment.containerIndex) \(fragment.rect) \(fragment.usedRect) \(fragment.origin) @\(fragment.layoutStart)"
        }
        if let extra = layout.extraLineFragment { lines.append("extra c\(extra.containerIndex) \(extra.rect) \(extra.usedRect)") }
        lines.append("unlaid \(layout.firstUnlaidCharacterIndex) of \(layout.length)")
        return lines
    }

    func fresh(_ storage: NSTextStorage, like manager: NSLayoutManager) -> [String] {
        let copy = NSLayoutManager()
        let text = NSTextStorage(attributedString: storage)
        text.addLayoutManager(copy)
        for container in manager.textContainers {
            let twin = NSTextContainer(size: container.size)
            twin.lineFragmentPadding = container.lineFragmentPadding
            twin.maximumNumberOfLines = container.maximumNumberOfLines
            copy.addTextContainer(twin)
        }
        return withExtendedLifetime(text) { shape(copy) }
    }

    /// Makes each edit and compares the layout the manager updated with a fresh one.
    func check(_ storage: NSTextStorage, _ manager: NSLayoutManager, after edits: [(NSRange, String)]) {
        for (range, replacement) in edits {
            let location = min(range.location, storage.length)
            let clamped = NSRange(location: location, length: min(range.length, storage.length - location))
            storage.replaceCharacters(in: clamped, with: replacement)
            #expect(shape(manager) == fresh(storage, like: manager), "after replacing \(clamped) with '\(replacement)'")
        }
    }

    @Test func editsInABottomlessContainerEqualAFreshLayout() {
        let (storage, manager, _) = makeTextKitStack(
            NSAttributedString(string: "one\ntwo words that wrap at the width\r\nthree\n\nfive five five five\n", attributes: [.font: font]),
            containers: [CGSize(width: 120, height: CGFloat.greatestFiniteMagnitude)], padding: 5)
        _ = manager.layout
        check(storage, manager, after: [
            (NSRange(location: 2, length: 0), "\n"),        // split "one"
            (NSRange(location: 3, length: 1), ""),          // join it again
            (NSRange(location: 3, length: 5), " and "),     // join one and two
            (NSRange(location: 0, length: 0), "zero\r\n"),  // a new first paragraph
            (NSRange(location: 20, length: 0), "more words to wrap again and again"),  // more lines: the rest moves down
            (NSRange(location: 20, length: 34), ""),        // fewer lines: it moves up
            (NSRange(location: 10_000, length: 1), ""),     // delete the final line break
            (NSRange(location: 10_000, length: 0), "\n"),   // and type it again
            (NSRange(location: 0, length: 6), ""),
            (NSRange(location: 0, length: 10_000), ""),     // everything
            (NSRange(location: 0, length: 0), "back\nagain"),
        ])
    }

    @Test func aTypedCharacterLaysOutOnlyItsParagraph() {
        let paragraph = String(repeating: "word ", count: 30) + "\n"
        let (storage, manager, _) = makeTextKitStack(
            NSAttributedString(string: String(repeating: paragraph, count: 200), attributes: [.font: font]),
            containers: [CGSize(width: 300, height: CGFloat.greatestFiniteMagnitude)], padding: 5)
        let before = manager.layout
        storage.replaceCharacters(in: NSRange(location: paragraph.utf16.count * 100 + 7, length: 0), with: "x")
        let after = manager.layout
        #expect(after.fragments.count == before.fragments.count)
        // The lines of every other paragraph are the very layouts made before: only the typed one is new.
        let remade = zip(before.fragments, after.fragments).filter { $0.layout !== $1.layout }
        let typedParagraph = before.fragments.filter { $0.layoutStart == paragraph.utf16.count * 100 }.count
        #expect(remade.count == typedParagraph && typedParagraph > 0)
        #expect(shape(manager) == fresh(storage, like: manager))
    }

    @Test func attributeEditsAndBatchedEditsEqualAFreshLayout() {
        let (storage, manager, _) = makeTextKitStack(
            NSAttributedString(string: "alpha beta gamma\ndelta epsilon\nzeta eta theta iota\nkappa", attributes: [.font: font]),
            containers: [CGSize(width: 100, height: CGFloat.greatestFiniteMagnitude)], padding: 5)
        _ = manager.layout
        storage.addAttribute(.font, value: UIFont.boldSystemFont(ofSize: 30), range: NSRange(location: 18, length: 5))
        #expect(shape(manager) == fresh(storage, like: manager), "a bigger font makes its line taller and moves the rest")
        storage.beginEditing()
        storage.replaceCharacters(in: NSRange(location: 40, length: 0), with: "inserted words\n")
        storage.replaceCharacters(in: NSRange(location: 0, length: 6), with: "")
        storage.addAttribute(.kern, value: 4, range: NSRange(location: 2, length: 3))
        storage.replaceCharacters(in: NSRange(location: storage.length - 2, length: 2), with: "!!\nnew last")
        storage.endEditing()
        #expect(shape(manager) == fresh(storage, like: manager), "edits batched between beginEditing and endEditing")
    }

    @Test func columnsAndLineLimitsEqualAFreshLayout() {
        let text = (1...12).map { "Paragraph \($0) has several words in it" }.joined(separator: "\n")
        let (storage, manager, containers) = makeTextKitStack(NSAttributedString(string: text, attributes: [.font: font]),
                                                              containers: [CGSize(width: 150, height: 200), CGSize(width: 150, height: 200)])
        containers[1].maximumNumberOfLines = 6
        _ = manager.layout
        check(storage, manager, after: [
            (NSRange(location: 5, length: 0), "a longer first paragraph that wraps once more "),  // pushes lines into column 2
            (NSRange(location: 5, length: 47), ""),
            (NSRange(location: 200, length: 0), "\n\n\n"),
            (NSRange(location: 0, length: 0), "x"),
        ])
    }

    @Test func editTrackingComposesEdits() {
        // "abcdef": replace "cd" by "XYZ" (new text abXYZef), then insert "--" at 6 (abXYZe--f).
        let first = TextKitEdit(range: NSRange(location: 2, length: 3), changeInLength: 1)
        let both = first.followed(by: TextKitEdit(range: NSRange(location: 6, length: 2), changeInLength: 2))
        #expect(both.start == 2 && both.oldEnd == 5 && both.newEnd == 8, "old 'cde' became 'XYZe--'")
        let before = first.followed(by: TextKitEdit(range: NSRange(location: 0, length: 0), changeInLength: -1))
        #expect(before.start == 0 && before.oldEnd == 4 && before.newEnd == 4, "a deletion before the edit moves its end back")
    }
}
