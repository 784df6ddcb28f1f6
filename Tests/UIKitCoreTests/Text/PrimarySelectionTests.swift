import Testing
import UIKit
@testable import UIKitCore

/// The primary selection (X11 PRIMARY) in text fields and text views: selected text is offered once the selection
/// settles, a middle click pastes it where it lands, hidden and read-only text keep out of it.
@MainActor @Suite(.serialized) struct PrimarySelectionTests {
    var primary: UIPasteboard { UIPasteboard.primarySelection }

    func makeViews() -> (UITextField, UITextView, EventSynthesizer) {
        let (window, input) = EventTestEnvironment.makeWindow()
        let field = UITextField(frame: CGRect(x: 20, y: 20, width: 300, height: 34))
        let textView = UITextView(frame: CGRect(x: 20, y: 80, width: 300, height: 150))
        textView.font = UIFont.systemFont(ofSize: 17)
        window.addSubview(field)
        window.addSubview(textView)
        window.makeKeyAndVisible()
        input.advance(by: 1)
        return (field, textView, input)
    }

    @Test func keyboardSelectionsAreOfferedAndTheClipboardIsLeftAlone() {
        let (field, _, input) = makeViews()
        defer { field.resignFirstResponder() }
        UIPasteboard.general.string = "clipboard"
        field.text = "hello world"
        #expect(field.becomeFirstResponder())
        let before = primary.changeCount
        for _ in 0..<5 { input.key(.keyboardLeftArrow, characters: UIKeyCommand.inputLeftArrow, modifiers: .shift) }
        #expect(primary.string == "world" && UIPasteboard.general.string == "clipboard")
        #expect(primary.changeCount == before + 5, "each settled selection is offered")
        field.selectedTextRange = field.textRange(from: field.endOfDocument, to: field.endOfDocument)
        #expect(primary.string == "world", "a caret offers nothing and takes nothing back")
        field.selectedTextRange = field.textRange(from: field.position(from: field.endOfDocument, offset: -5)!, to: field.endOfDocument)
        #expect(primary.changeCount == before + 5, "the same text while still held is not taken again")
    }

    @Test func aMouseDragOffersItsSelectionWhenTheButtonComesUp() {
        let (field, textView, input) = makeViews()
        defer { textView.resignFirstResponder(); field.resignFirstResponder() }
        textView.text = "one two three four"
        primary.string = "earlier"
        let before = primary.changeCount
        let mouse = input.touchDown(at: CGPoint(x: 24, y: 92), type: .indirectPointer)
        for step in 1...4 {
            input.advance(by: 0.03)
            input.touchMove(mouse, to: CGPoint(x: 24 + CGFloat(step) * 25, y: 92))
        }
        #expect(textView.selectedRange.length > 0 && primary.string == "earlier" && primary.changeCount == before,
                "nothing is taken mid-drag")
        input.touchUp(mouse, at: CGPoint(x: 124, y: 92))
        let selected = (textView.text as NSString).substring(with: textView.selectedRange)
        #expect(!selected.isEmpty && primary.string == selected && primary.changeCount == before + 1)
    }

    @Test func aMiddleClickPastesThePrimarySelectionWhereItLands() {
        let (field, textView, input) = makeViews()
        defer { textView.resignFirstResponder(); field.resignFirstResponder() }
        textView.text = "ab"
        field.text = "xy"
        primary.string = "PASTED"
        UIPasteboard.general.string = "clipboard"
        let end = textView.caretRect(for: textView.endOfDocument)
        input.click(at: CGPoint(x: 20 + end.maxX + 30, y: 80 + end.midY), buttons: .button(3))
        #expect(textView.isFirstResponder && textView.text == "abPASTED", "the text view takes focus and the text at the end")
        #expect(textView.selectedRange == NSRange(location: 8, length: 0))
        input.advance(by: 1)
        input.click(at: CGPoint(x: 23, y: 37), buttons: .button(3))
        #expect(field.isFirstResponder && field.text == "PASTEDxy", "a field takes it at its start")
    }

    @Test func hiddenTextIsNeverOfferedAndReadOnlyTextTakesNoPaste() {
        let (field, textView, input) = makeViews()
        defer { textView.resignFirstResponder(); field.resignFirstResponder() }
        primary.string = "mine"
        field.isSecureTextEntry = true
        field.text = "secret"
        #expect(field.becomeFirstResponder())
        input.key(.keyboardA, characters: "a", modifiers: .control)
        #expect(field.selectedTextRange.map { field.text(in: $0) } == "secret" && primary.string == "mine")
        textView.text = "read only"
        textView.isEditable = false
        input.advance(by: 1)
        input.click(at: CGPoint(x: 40, y: 92), buttons: .button(3))
        #expect(textView.text == "read only")
    }
}
