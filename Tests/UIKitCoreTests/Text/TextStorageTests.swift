@testable import UIKitCore
import Foundation
import Testing

/// Records what a layout manager hears from its text storage.
final class EditRecordingLayoutManager: NSLayoutManager, @unchecked Sendable {
    var edits: [(mask: NSTextStorage.EditActions, range: NSRange, delta: Int)] = []
    override func processEditing(for textStorage: NSTextStorage, edited editMask: NSTextStorage.EditActions,
                                 range newCharRange: NSRange, changeInLength delta: Int, invalidatedRange invalidatedCharRange: NSRange) {
        edits.append((editMask, newCharRange, delta))
        super.processEditing(for: textStorage, edited: editMask, range: newCharRange, changeInLength: delta,
                             invalidatedRange: invalidatedCharRange)
    }
}

final class StorageDelegateLog: NSObject, NSTextStorageDelegate {
    var calls: [String] = []
    func textStorage(_ textStorage: NSTextStorage, willProcessEditing editedMask: NSTextStorage.EditActions,
                     range editedRange: NSRange, changeInLength delta: Int) {
        calls.append("will \(editedRange.location),\(editedRange.length) \(delta)")
        // A delegate may still style the edited text here (syntax colouring).
        textStorage.addAttribute(.foregroundColor, value: UIColor.red, range: editedRange)
    }
    func textStorage(_ textStorage: NSTextStorage, didProcessEditing editedMask: NSTextStorage.EditActions,
                     range editedRange: NSRange, changeInLength delta: Int) {
        calls.append("did")
    }
}

/// NSTextStorage: edits reach the layout managers with their range and change in length, batched by
/// beginEditing/endEditing; the delegate hears before and after; bad ranges are logged.
@MainActor @Suite struct TextStorageTests {
    @Test func everyMutationTellsTheLayoutManagers() {
        let storage = NSTextStorage(string: "Hello world")
        let manager = EditRecordingLayoutManager()
        storage.addLayoutManager(manager)
        #expect(storage.layoutManagers.count == 1 && manager.textStorage === storage)
        storage.replaceCharacters(in: NSRange(location: 0, length: 5), with: "Goodbye")
        storage.addAttribute(.kern, value: 2, range: NSRange(location: 0, length: 3))
        storage.deleteCharacters(in: NSRange(location: 7, length: 6))
        storage.append(NSAttributedString(string: "!"))
        #expect(storage.string == "Goodbye!")
        #expect(manager.edits.map(\.range) == [NSRange(location: 0, length: 7), NSRange(location: 0, length: 3),
                                               NSRange(location: 7, length: 0), NSRange(location: 7, length: 1)])
        #expect(manager.edits.map(\.delta) == [2, 0, -6, 1])
        #expect(manager.edits[0].mask == .editedCharacters && manager.edits[1].mask == .editedAttributes)
        #expect(storage.editedMask.isEmpty && storage.changeInLength == 0)
    }

    @Test func beginAndEndEditingBatchEditsIntoOne() {
        let storage = NSTextStorage(string: "abcdef")
        let manager = EditRecordingLayoutManager()
        storage.addLayoutManager(manager)
        storage.beginEditing()
        storage.replaceCharacters(in: NSRange(location: 1, length: 1), with: "XYZ")
        storage.beginEditing()
        storage.addAttribute(.kern, value: 1, range: NSRange(location: 5, length: 2))
        storage.endEditing()
        #expect(manager.edits.isEmpty)
        #expect(storage.editedMask == [.editedCharacters, .editedAttributes] && storage.changeInLength == 2)
        storage.endEditing()
        #expect(manager.edits.count == 1)
        #expect(manager.edits[0].range == NSRange(location: 1, length: 6))
        #expect(manager.edits[0].delta == 2)
    }

    @Test func delegateHearsBeforeAndAfterAndMayStyle() {
        let storage = NSTextStorage(string: "abc")
        let log = StorageDelegateLog()
        storage.delegate = log
        storage.insert(NSAttributedString(string: "12"), at: 1)
        #expect(log.calls == ["will 1,2 2", "did"])
        #expect(storage.attribute(.foregroundColor, at: 1, effectiveRange: nil) as? UIColor == .red)
    }

    @Test func outOfRangeEditsAreLoggedAndIgnored() {
        let storage = NSTextStorage(string: "abc")
        let manager = EditRecordingLayoutManager()
        storage.addLayoutManager(manager)
        let (_, lines) = capturingUIKitLog {
            storage.replaceCharacters(in: NSRange(location: 2, length: 5), with: "x")
            storage.addAttribute(.kern, value: 1, range: NSRange(location: -1, length: 1))
            storage.deleteCharacters(in: NSRange(location: 4, length: 0))
            storage.insert(NSAttributedString(string: "x"), at: 9)
            storage.endEditing()
        }
        #expect(storage.string == "abc")
        #expect(manager.edits.isEmpty)
        #expect(lines.count == 5)
    }

    @Test func twoLayoutManagersShowTheSameText() {
        let storage = NSTextStorage(string: "Shared text")
        let first = NSLayoutManager(), second = NSLayoutManager()
        storage.addLayoutManager(first)
        storage.addLayoutManager(second)
        let wide = NSTextContainer(size: CGSize(width: 500, height: 100))
        let narrow = NSTextContainer(size: CGSize(width: 40, height: 1000))
        first.addTextContainer(wide)
        second.addTextContainer(narrow)
        storage.append(NSAttributedString(string: " grows"))
        #expect(NSMaxRange(first.glyphRange(for: wide)) == storage.length)
        #expect(NSMaxRange(second.glyphRange(for: narrow)) == storage.length)
        #expect(lineFragments(of: second).count > lineFragments(of: first).count)
        storage.removeLayoutManager(second)
        #expect(second.textStorage == nil && storage.layoutManagers.count == 1)
    }
}
