import Testing
import UIKit
@testable import UIKitCore
import Foundation

/// Word-wise editing in a text field, as Linux desktops and iOS hardware keyboards do it: Control or Option
/// (Alt) + Left/Right move by word, Shift extends, Control/Option + Backspace/Delete delete a word, Command
/// (Super) + Left/Right go to the line's ends; a double tap selects a word, a triple tap everything, Shift+tap
/// extends the selection.
@MainActor @Suite(.serialized) struct TextFieldWordEditingTests {
    func makeField(text: String) -> (UITextField, EventSynthesizer) {
        let (window, input) = EventTestEnvironment.makeWindow()
        let field = UITextField(frame: CGRect(x: 20, y: 20, width: 360, height: 34))
        field.font = UIFont.systemFont(ofSize: 17)
        field.text = text
        window.addSubview(field)
        window.makeKeyAndVisible()
        return (field, input)
    }

    func caret(_ field: UITextField) -> Int { field.offset(from: field.beginningOfDocument, to: field.selectedTextRange!.start) }
    func selected(_ field: UITextField) -> String { field.text(in: field.selectedTextRange!) ?? "" }

    func left(_ input: EventSynthesizer, _ modifiers: UIKeyModifierFlags) {
        input.key(.keyboardLeftArrow, characters: UIKeyCommand.inputLeftArrow, modifiers: modifiers)
    }

    func right(_ input: EventSynthesizer, _ modifiers: UIKeyModifierFlags) {
        input.key(.keyboardRightArrow, characters: UIKeyCommand.inputRightArrow, modifiers: modifiers)
    }

    @Test func controlAndOptionArrowsMoveByWordAndShiftExtends() {
        let (field, input) = makeField(text: "Hello, world! \u{1F600} end")
        defer { field.resignFirstResponder() }
        #expect(field.becomeFirstResponder())
        left(input, .control)
        #expect(caret(field) == 17, "to the start of 'end'")
        left(input, .alternate)
        #expect(caret(field) == 14, "Option+Left: to the start of the emoji")
        left(input, .control)
        #expect(caret(field) == 7, "over '! ' to the start of 'world'")
        right(input, .control)
        #expect(caret(field) == 12)
        right(input, [.control, .shift])
        right(input, [.alternate, .shift])
        #expect(selected(field) == "! \u{1F600} end", "Shift extends word by word, emoji included")
        left(input, [.control, .shift])
        #expect(selected(field) == "! \u{1F600} ")
        left(input, .command)
        #expect(caret(field) == 0, "Command+Left: the line's start")
        right(input, .command)
        #expect(caret(field) == 20, "Command+Right: the line's end")
    }

    @Test func controlOrOptionBackspaceAndDeleteRemoveAWord() {
        let (field, input) = makeField(text: "one two, three")
        defer { field.resignFirstResponder() }
        #expect(field.becomeFirstResponder())
        input.key(.keyboardDeleteOrBackspace, characters: "\u{8}", modifiers: .control)
        #expect(field.text == "one two, ")
        input.key(.keyboardDeleteOrBackspace, characters: "\u{8}", modifiers: .alternate)
        #expect(field.text == "one ", "the comma and spaces go with the word before them")
        input.key(.keyboardHome, characters: UIKeyCommand.inputHome)
        input.key(.keyboardDeleteForward, characters: UIKeyCommand.inputDelete, modifiers: .control)
        #expect(field.text == " ")
        input.key(.keyboardDeleteOrBackspace, characters: "\u{8}", modifiers: .control)
        #expect(field.text == " ", "nothing before the caret: nothing deleted")
    }

    @Test func aDoubleTapsDragSelectsWordByWordBothWays() {
        let (field, input) = makeField(text: "alpha beta gamma delta")
        defer { field.resignFirstResponder() }
        #expect(field.becomeFirstResponder())
        func point(_ offset: Int) -> CGPoint {
            let caret = field.caretRect(for: field.position(from: field.beginningOfDocument, offset: offset)!)
            return CGPoint(x: 20 + caret.midX, y: 37)
        }
        func doubleTapDrag(from start: Int, to end: Int) {
            input.advance(by: 1)
            input.tap(at: point(start))
            input.advance(by: 0.1)
            let touch = input.touchDown(at: point(start))
            input.advance(by: 0.05)
            input.touchMove(touch, to: point(end))
            input.touchUp(touch, at: point(end))
        }
        doubleTapDrag(from: 8, to: 19)
        #expect(selected(field) == "beta gamma delta", "from inside beta to inside delta: whole words")
        doubleTapDrag(from: 13, to: 2)
        #expect(selected(field) == "alpha beta gamma", "backward: the first word's end stays")
    }

    @Test func secureEntryHasNoWords() {
        let (field, input) = makeField(text: "two words")
        defer { field.resignFirstResponder() }
        field.isSecureTextEntry = true
        #expect(field.becomeFirstResponder())
        left(input, .control)
        #expect(caret(field) == 0, "a word move in hidden text goes to the line's start")
        input.key(.keyboardDeleteForward, characters: UIKeyCommand.inputDelete, modifiers: .alternate)
        #expect(field.text == "", "and a word deletion takes the rest of the line")
        field.text = "pass word"
        let middle = field.caretRect(for: field.position(from: field.beginningOfDocument, offset: 6)!)
        input.advance(by: 1)
        input.tap(at: CGPoint(x: 20 + middle.midX, y: 37), count: 2)
        #expect(field.offset(from: field.selectedTextRange!.start, to: field.selectedTextRange!.end) == 9,
                "a double tap selects all of it")
    }

    @Test func wordKeysArePlainMovesForKeyCommandsToo() {
        let (field, input) = makeField(text: "alpha beta")
        defer { field.resignFirstResponder() }
        let responder = KeyCommandHost(frame: .zero)
        field.superview!.addSubview(responder)
        responder.addSubview(field)
        #expect(field.becomeFirstResponder())
        left(input, .control)
        #expect(caret(field) == 6 && responder.performed == 0, "the field's own Control+Left comes before a key command")
    }

    @Test func aDoubleTapSelectsAWordATripleTapEverythingAndShiftTapExtends() {
        let (field, input) = makeField(text: "iiii wwww iiii")
        defer { field.resignFirstResponder() }
        #expect(field.becomeFirstResponder())
        let inWord = field.caretRect(for: field.position(from: field.beginningOfDocument, offset: 7)!)
        input.advance(by: 1)
        input.tap(at: CGPoint(x: 20 + inWord.midX, y: 37), count: 2)
        #expect(selected(field) == "wwww")
        input.advance(by: 1)
        input.tap(at: CGPoint(x: 20 + inWord.midX, y: 37), count: 3)
        #expect(selected(field) == "iiii wwww iiii")
        input.advance(by: 1)
        let second = field.caretRect(for: field.position(from: field.beginningOfDocument, offset: 2)!)
        input.tap(at: CGPoint(x: 20 + second.midX, y: 37))
        #expect(caret(field) == 2)
        input.keyDown(.keyboardLeftShift, characters: "", modifiers: .shift)
        input.advance(by: 1)
        input.tap(at: CGPoint(x: 20 + inWord.midX, y: 37))
        input.keyUp(.keyboardLeftShift, characters: "", modifiers: .shift)
        #expect(selected(field) == "ii ww", "Shift+tap extends from the caret to the tap")
        input.advance(by: 1)
        input.tap(at: CGPoint(x: 20 + second.midX, y: 37))
        #expect(caret(field) == 2 && selected(field).isEmpty, "without Shift, a tap places the caret again")
    }
}

/// A view with a Control+Left key command, counting how often it runs.
final class KeyCommandHost: UIView {
    var performed = 0
    override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(input: UIKeyCommand.inputLeftArrow, modifierFlags: .control) { [weak self] _ in self?.performed += 1 }]
    }
}

/// The context menu of text fields and text views: a right click keeps the selection and offers Cut, Copy, Paste
/// and Select All with their keys, enabled when they can act.
@MainActor @Suite(.serialized) struct TextEditingMenuTests {
    func menuRows(_ view: UIView) -> (UIContextMenuInteraction, [ContextMenuItem])? {
        guard let interaction = view.interactions.compactMap({ $0 as? UIContextMenuInteraction }).first,
              let menu = interaction.presentedMenu else { return nil }
        return (interaction, menu.items)
    }

    @Test func aRightClickOnASelectionOffersToCutAndCopyItAndTheKeysShow() throws {
        let (window, input) = EventTestEnvironment.makeWindow()
        let field = UITextField(frame: CGRect(x: 20, y: 20, width: 300, height: 34))
        field.text = "right click me"
        window.addSubview(field)
        window.makeKeyAndVisible()
        defer { field.resignFirstResponder() }
        let saved = UIPasteboard.general.strings
        defer { UIPasteboard.general.strings = saved }
        UIPasteboard.general.strings = []
        #expect(field.becomeFirstResponder())
        field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: field.position(from: field.beginningOfDocument, offset: 5)!)
        input.advance(by: 1)
        input.click(at: CGPoint(x: 200, y: 37), buttons: .secondary)
        let (interaction, rows) = try #require(menuRows(field))
        #expect(rows.map(\.title) == ["Cut", "Copy", "Paste", "", "Select All"])
        #expect(rows.map(\.isEnabled) == [true, true, false, false, true], "nothing to paste yet")
        #expect(rows[1].shortcut == "Ctrl+C")
        #expect(field.text(in: field.selectedTextRange!) == "right", "the right click kept the selection")
        rows[1].perform(sender: interaction)
        interaction.dismissMenu()
        #expect(UIPasteboard.general.string == "right")
    }

    @Test func editingGoesOnWhileTheMenuIsOpen() throws {
        let (window, input) = EventTestEnvironment.makeWindow()
        let field = UITextField(frame: CGRect(x: 20, y: 20, width: 300, height: 34))
        field.text = "keep me"
        field.clearsOnBeginEditing = true
        window.addSubview(field)
        window.makeKeyAndVisible()
        defer { field.resignFirstResponder() }
        var events: [String] = []
        for (name, event) in [("begin", UIControl.Event.editingDidBegin), ("end", .editingDidEnd)] {
            field.addAction(UIAction { _ in events.append(name) }, for: event)
        }
        input.advance(by: 1)
        input.click(at: CGPoint(x: 100, y: 37), buttons: .secondary)
        let (interaction, _) = try #require(menuRows(field))
        #expect(field.text == "", "a right click on a field that is not editing begins editing (and clears it)")
        field.text = "keep me"
        input.key(.keyboardEscape, characters: UIKeyCommand.inputEscape)
        #expect(interaction.presentedMenu == nil && field.isFirstResponder && field.isEditing)
        input.advance(by: 1)
        input.click(at: CGPoint(x: 100, y: 37), buttons: .secondary)
        input.key(.keyboardEscape, characters: UIKeyCommand.inputEscape)
        #expect(field.text == "keep me" && field.isFirstResponder, "the menu of a field being edited neither ends nor restarts it")
        #expect(events == ["begin"])
        #expect(field.resignFirstResponder() && events == ["begin", "end"], "and editing ends as usual afterwards")
    }

    @Test func aRightClickFocusesATextViewAndItsMenuPastes() throws {
        let (window, input) = EventTestEnvironment.makeWindow()
        let textView = UITextView(frame: CGRect(x: 20, y: 20, width: 300, height: 200))
        window.addSubview(textView)
        window.makeKeyAndVisible()
        defer { textView.resignFirstResponder() }
        let saved = UIPasteboard.general.strings
        defer { UIPasteboard.general.strings = saved }
        UIPasteboard.general.string = "pasted"
        input.advance(by: 1)
        input.click(at: CGPoint(x: 100, y: 100), buttons: .secondary)
        let (interaction, rows) = try #require(menuRows(textView))
        #expect(rows.map(\.isEnabled) == [false, false, true, false, false], "only Paste in an empty text")
        interaction.dismissMenu()
        #expect(textView.isFirstResponder, "the right click focused the text view (the open menu holds the keys)")
        rows[2].perform(sender: interaction)
        #expect(textView.text == "pasted")
        textView.isEditable = false
        #expect(textView.becomeFirstResponder())
        input.advance(by: 1)
        input.click(at: CGPoint(x: 100, y: 100), buttons: .secondary)
        let (readOnly, readOnlyRows) = try #require(menuRows(textView))
        #expect(readOnlyRows.map(\.isEnabled) == [false, false, false, false, true], "read-only: no Cut or Paste")
        readOnly.dismissMenu()
    }
}
