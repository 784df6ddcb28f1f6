import Testing
import UIKit
import Foundation

/// Records what a text field asks and tells its delegate, and can refuse changes.
final class TextFieldLog: UITextFieldDelegate {
    var calls: [String] = []
    var refusedText: String?
    var returns = true
    func textFieldDidBeginEditing(_ textField: UITextField) { calls.append("didBegin") }
    func textFieldDidEndEditing(_ textField: UITextField) { calls.append("didEnd") }
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        calls.append("change \(range.location),\(range.length) '\(string)'")
        return string != refusedText
    }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        calls.append("shouldReturn")
        return returns
    }
}

/// UITextField: editing through keys and touches, selection, pasteboard, editing events and the delegate.
@MainActor @Suite(.serialized) struct TextFieldTests {
    func makeField(text: String = "") -> (UITextField, EventSynthesizer) {
        let (window, input) = EventTestEnvironment.makeWindow()
        let field = UITextField(frame: CGRect(x: 20, y: 20, width: 300, height: 34))
        field.borderStyle = .roundedRect
        field.text = text
        window.addSubview(field)
        window.makeKeyAndVisible()
        return (field, input)
    }

    @Test func aTapBeginsEditingAndTypedKeysInsertAtTheCaret() {
        let (field, input) = makeField()
        defer { field.resignFirstResponder() }
        var events: [String] = []
        for (name, event) in [("begin", UIControl.Event.editingDidBegin), ("changed", .editingChanged), ("end", .editingDidEnd)] {
            field.addAction(UIAction { _ in events.append(name) }, for: event)
        }
        #expect(!field.isEditing)
        input.tap(at: CGPoint(x: 100, y: 37))
        #expect(field.isFirstResponder && field.isEditing)
        input.type("Hello")
        #expect(field.text == "Hello")
        input.key(.keyboardLeftArrow, characters: UIKeyCommand.inputLeftArrow, repeats: 1)
        input.type("y")
        #expect(field.text == "Helylo")
        input.key(.keyboardDeleteOrBackspace, characters: "\u{8}")
        input.key(.keyboardDeleteForward, characters: UIKeyCommand.inputDelete)
        #expect(field.text == "Helo")
        input.key(.keyboardHome, characters: UIKeyCommand.inputHome)
        input.type("O")
        input.key(.keyboardEnd, characters: UIKeyCommand.inputEnd)
        input.type("!")
        #expect(field.text == "OHelo!")
        #expect(field.resignFirstResponder() && !field.isEditing)
        #expect(events.first == "begin" && events.last == "end")
        #expect(events.filter { $0 == "changed" }.count == 10)
    }

    @Test func shiftArrowsSelectAndTypingReplacesTheSelection() {
        let (field, input) = makeField(text: "abcdef")
        defer { field.resignFirstResponder() }
        #expect(field.becomeFirstResponder())
        #expect(field.selectedTextRange?.start == nil || field.offset(from: field.beginningOfDocument, to: field.selectedTextRange!.start) == 6)
        input.key(.keyboardLeftArrow, characters: UIKeyCommand.inputLeftArrow, modifiers: .shift, repeats: 2)
        #expect(field.text(in: field.selectedTextRange!) == "def")
        input.key(.keyboardRightArrow, characters: UIKeyCommand.inputRightArrow, modifiers: .shift)
        #expect(field.text(in: field.selectedTextRange!) == "ef", "the anchor stays at the end")
        input.type("X")
        #expect(field.text == "abcdX")
        input.key(.keyboardHome, characters: UIKeyCommand.inputHome, modifiers: .shift)
        #expect(field.text(in: field.selectedTextRange!) == "abcdX")
        input.key(.keyboardRightArrow, characters: UIKeyCommand.inputRightArrow)
        #expect(field.selectedTextRange!.isEmpty && field.offset(from: field.beginningOfDocument, to: field.selectedTextRange!.start) == 5,
                "a plain arrow collapses the selection to its end")
    }

    @Test func controlACXVUseThePasteboard() {
        let (field, input) = makeField(text: "copy me")
        defer { field.resignFirstResponder() }
        let saved = UIPasteboard.general.strings
        defer { UIPasteboard.general.strings = saved }
        #expect(field.becomeFirstResponder())
        let a = UIKeyboardHIDUsage(rawValue: 0x04), c = UIKeyboardHIDUsage(rawValue: 0x06)
        let x = UIKeyboardHIDUsage(rawValue: 0x1B), v = UIKeyboardHIDUsage(rawValue: 0x19)
        input.key(a, characters: "a", modifiers: .control)
        input.key(c, characters: "c", modifiers: .control)
        #expect(UIPasteboard.general.string == "copy me" && field.text == "copy me")
        input.key(x, characters: "x", modifiers: .control)
        #expect(field.text == "" && UIPasteboard.general.string == "copy me")
        input.key(v, characters: "v", modifiers: .control)
        input.key(v, characters: "v", modifiers: .control)
        #expect(field.text == "copy mecopy me")
    }

    @Test func theDelegateCanRefuseChangesAndReturnEndsEditingOnExit() {
        let (field, input) = makeField()
        let log = TextFieldLog()
        field.delegate = log
        log.refusedText = "z"
        var exits = 0
        field.addAction(UIAction { _ in exits += 1 }, for: .editingDidEndOnExit)
        #expect(field.becomeFirstResponder())
        input.type("az")
        #expect(field.text == "a")
        input.key(.keyboardReturnOrEnter, characters: "\r")
        #expect(exits == 1 && !field.isFirstResponder, "an action for editingDidEndOnExit makes Return end editing")
        #expect(log.calls == ["didBegin", "change 0,0 'a'", "change 1,0 'z'", "shouldReturn", "didEnd"])
        log.returns = false
        #expect(field.becomeFirstResponder())
        input.key(.keyboardReturnOrEnter, characters: "\r")
        #expect(exits == 1 && field.isFirstResponder, "the delegate refused the return")
        field.resignFirstResponder()
    }

    @Test func aTapPlacesTheCaretAndADragSelects() {
        let (field, input) = makeField(text: "iiiiiiiiii")
        defer { field.resignFirstResponder() }
        field.borderStyle = .none
        field.font = UIFont.systemFont(ofSize: 20)
        #expect(field.becomeFirstResponder())
        let fifth = field.caretRect(for: field.position(from: field.beginningOfDocument, offset: 5)!)
        input.advance(by: 1)
        input.tap(at: CGPoint(x: 20 + fifth.midX + 1, y: 37))
        #expect(field.offset(from: field.beginningOfDocument, to: field.selectedTextRange!.start) == 5)
        #expect(field.closestPosition(to: CGPoint(x: -50, y: 10)).map { field.offset(from: field.beginningOfDocument, to: $0) } == 0)
        input.advance(by: 1)
        input.drag(from: CGPoint(x: 20 + fifth.midX, y: 37), to: CGPoint(x: 400, y: 37))
        #expect(field.text(in: field.selectedTextRange!) == "iiiii")
    }

    @Test func hiddenTextHitTestsByCharacterToo() {
        let (field, input) = makeField(text: "a\u{1F600}e\u{301}b")
        defer { field.resignFirstResponder(); withExtendedLifetime(input) {} }
        field.isSecureTextEntry = true
        #expect(field.becomeFirstResponder())
        // Four bullets for four characters; every caret position between them is a character boundary of the text.
        var offsets: [Int] = []
        for x in stride(from: CGFloat(-10), through: 200, by: 2) {
            if let position = field.closestPosition(to: CGPoint(x: x, y: 17)) {
                let offset = field.offset(from: field.beginningOfDocument, to: position)
                if offsets.last != offset { offsets.append(offset) }
            }
        }
        #expect(offsets == [0, 1, 3, 5, 6], "left to right over the bullets: \(offsets)")
        let third = field.caretRect(for: field.position(from: field.beginningOfDocument, offset: 5)!)
        let fourth = field.caretRect(for: field.position(from: field.beginningOfDocument, offset: 6)!)
        #expect(fourth.minX > third.minX && third.minX > 0, "carets advance bullet by bullet")
    }

    @Test func editingIsByCharacterNotByCodeUnit() {
        let (field, input) = makeField(text: "a\u{1F600}e\u{301}")
        defer { field.resignFirstResponder() }
        #expect(field.becomeFirstResponder())
        input.key(.keyboardDeleteOrBackspace, characters: "\u{8}")
        #expect(field.text == "a\u{1F600}", "é as e + combining accent goes at once")
        input.key(.keyboardLeftArrow, characters: UIKeyCommand.inputLeftArrow)
        input.key(.keyboardDeleteForward, characters: UIKeyCommand.inputDelete)
        #expect(field.text == "a")
        // A range ending inside a surrogate pair is widened to whole characters.
        field.text = "\u{1F600}"
        field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: field.position(from: field.beginningOfDocument, offset: 1)!)
        #expect(field.text(in: field.selectedTextRange!) == "")
    }

    @Test func aPlainUIKeyInputResponderGetsTextBackspaceAndReturn() {
        let (window, input) = EventTestEnvironment.makeWindow()
        let view = TypingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        window.addSubview(view)
        window.makeKeyAndVisible()
        #expect(view.becomeFirstResponder())
        defer { view.resignFirstResponder() }
        input.type("ab")
        input.key(.keyboardDeleteOrBackspace, characters: "\u{8}")
        input.key(.keyboardReturnOrEnter, characters: "\r")
        input.key(.keyboardLeftArrow, characters: UIKeyCommand.inputLeftArrow)
        input.key(UIKeyboardHIDUsage(rawValue: 0x04), characters: "a", modifiers: .control)
        #expect(view.typed == "a\n", "arrows and control keys type nothing")
    }
}
