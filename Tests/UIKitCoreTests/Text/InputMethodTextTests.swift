import Testing
import UIKit
@testable import UIKitCore

/// UIKit's half of input methods: their text reaches the first responder as UITextInput calls, the platform window
/// hears where the caret of the text input with the keys is, and a composition UIKit settles itself is cancelled
/// on the input method's side.
@MainActor @Suite(.serialized) struct InputMethodTextTests {
    func makeField() -> (UITextField, EventSynthesizer, HeadlessWindowHost) {
        let (window, input) = EventTestEnvironment.makeWindow()
        let field = UITextField(frame: CGRect(x: 20, y: 30, width: 300, height: 34))
        window.addSubview(field)
        window.makeKeyAndVisible()
        return (field, input, window.host as! HeadlessWindowHost)
    }

    func caret(_ field: UITextField) -> Int? {
        field.selectedTextRange.map { field.offset(from: field.beginningOfDocument, to: $0.start) }
    }

    @Test func composedTextIsMarkedAndCommittedTextReplacesIt() {
        let (field, input, _) = makeField()
        defer { field.resignFirstResponder() }
        #expect(field.becomeFirstResponder())
        input.type("x")
        input.textInput(.marked("にほ", caret: 2))
        #expect(field.text == "xにほ" && field.markedTextRange.map { field.text(in: $0) } == "にほ")
        #expect(caret(field) == 3, "the caret where the input method put it")
        input.textInput(.marked("に", caret: 0))
        #expect(field.text == "xに" && caret(field) == 1)
        input.textInput(.commit("日本"))
        #expect(field.text == "x日本" && field.markedTextRange == nil)
        input.textInput(.marked("ご", caret: 1))
        input.textInput(.marked("", caret: 0))
        #expect(field.text == "x日本" && field.markedTextRange == nil, "an empty composition removes the marked text")
    }

    @Test func textWithNoTextInputToTakeItIsDropped() {
        let (field, input, _) = makeField()
        field.text = "kept"
        input.textInput(.commit("lost"))
        #expect(field.text == "kept")
    }

    @Test func theWindowHearsTheCaretOfTheTextInputWithTheKeys() throws {
        let (field, input, host) = makeField()
        defer { field.resignFirstResponder() }
        #expect(host.textInputState?.caret == nil)
        #expect(field.becomeFirstResponder())
        let first = try #require(host.textInputState?.caret)
        #expect(first.minX >= 18 && first.minY >= 30 && first.maxY <= 64, "in window points, the field at (20, 30): \(first)")
        input.type("wide")
        #expect(try #require(host.textInputState?.caret).minX > first.minX, "the caret moved right")
        #expect(field.resignFirstResponder())
        #expect(host.textInputState?.caret == nil, "no text input has the keys")
        let textView = UITextView(frame: CGRect(x: 0, y: 100, width: 200, height: 100))
        textView.isEditable = false
        field.superview?.addSubview(textView)
        #expect(textView.becomeFirstResponder())
        #expect(host.textInputState?.caret == nil, "a read-only text view takes no text")
        textView.resignFirstResponder()
    }

    @Test func aKeyboardSequenceIsCancelledOnlyWhenUIKitSettlesIt() {
        let (field, input, host) = makeField()
        defer { field.resignFirstResponder() }
        #expect(field.becomeFirstResponder())
        let before = host.cancelledCompositions
        input.key(.keyboardApplication, characters: "", markedText: "\u{B7}")
        input.key(.keyboardO, characters: "", markedText: "\u{B7}o")
        #expect(field.text == "\u{B7}o" && host.cancelledCompositions == before, "a sequence growing is not cancelled")
        input.advance(by: 1)
        input.tap(at: CGPoint(x: 22, y: 47))
        #expect(field.markedTextRange == nil && field.text == "\u{B7}o")
        #expect(host.cancelledCompositions == before + 1, "a tap committed it: the keyboard drops its sequence")
    }

    @Test func theWindowIsShownTheCaretsParagraphAndTheSelectionInIt() throws {
        let (field, input, host) = makeField()
        defer { field.resignFirstResponder() }
        let textView = UITextView(frame: CGRect(x: 0, y: 100, width: 300, height: 100))
        textView.text = "first line\nsecond line\nthird"
        field.superview?.addSubview(textView)
        defer { textView.resignFirstResponder() }
        #expect(textView.becomeFirstResponder())
        textView.selectedRange = NSRange(location: 14, length: 4)   // "ond " in the second line, from its left
        var state = try #require(host.textInputState)
        #expect(state.surroundingText == "second line\n" && state.anchorOffset == 3 && state.caretOffset == 7,
                "the caret's paragraph: \(state)")
        input.key(.keyboardLeftArrow, characters: UIKeyCommand.inputLeftArrow, modifiers: .shift)
        state = try #require(host.textInputState)
        #expect(state.caretOffset == 6 && state.anchorOffset == 3, "the moving end is the caret: \(state)")
        #expect(field.becomeFirstResponder())
        field.isSecureTextEntry = true
        field.text = "secret"
        #expect(host.textInputState?.surroundingText == "", "hidden text is never shown to an input method")
    }

    @Test func anInputMethodDeletesAroundTheCaret() {
        let (field, input, _) = makeField()
        defer { field.resignFirstResponder() }
        #expect(field.becomeFirstResponder())
        field.text = "abcdef"
        field.selectedTextRange = field.textRange(from: field.position(from: field.beginningOfDocument, offset: 4)!,
                                                  to: field.position(from: field.beginningOfDocument, offset: 4)!)
        input.textInput(.deleteSurrounding(offset: -2, length: 3))
        #expect(field.text == "abf", "three units from two before the caret: \(field.text ?? "")")
        input.textInput(.deleteSurrounding(offset: -10, length: 100))
        #expect(field.text == "", "clamped to the text")
    }

    @Test func theCaretAreaFollowsATextViewsScrolling() throws {
        let (field, input, host) = makeField()
        defer { withExtendedLifetime(input) {} }
        let textView = UITextView(frame: CGRect(x: 0, y: 100, width: 200, height: 100))
        textView.text = (1...40).map { "line \($0)" }.joined(separator: "\n")
        field.superview?.addSubview(textView)
        defer { textView.resignFirstResponder() }
        #expect(textView.becomeFirstResponder())
        textView.selectedRange = NSRange(location: 0, length: 0)
        textView.contentOffset = .zero
        CATransaction.flush()
        let top = try #require(host.textInputState?.caret)
        textView.contentOffset = CGPoint(x: 0, y: 30)
        CATransaction.flush()
        let scrolled = try #require(host.textInputState?.caret)
        #expect(abs(scrolled.minY - (top.minY - 30)) < 0.5, "\(top) then \(scrolled)")
        // A field in a scrolling parent, and a field that layout moves: the next commit tells the window.
        textView.resignFirstResponder()
        let scroller = UIScrollView(frame: CGRect(x: 0, y: 250, width: 300, height: 100))
        scroller.contentSize = CGSize(width: 300, height: 400)
        let inner = UITextField(frame: CGRect(x: 10, y: 50, width: 200, height: 30))
        scroller.addSubview(inner)
        field.superview?.addSubview(scroller)
        defer { inner.resignFirstResponder() }
        #expect(inner.becomeFirstResponder())
        let before = try #require(host.textInputState?.caret)
        scroller.contentOffset = CGPoint(x: 0, y: 40)
        CATransaction.flush()
        #expect(abs(try #require(host.textInputState?.caret).minY - (before.minY - 40)) < 0.5)
        inner.frame.origin.x += 25
        CATransaction.flush()
        #expect(abs(try #require(host.textInputState?.caret).minX - (before.minX + 25)) < 0.5)
    }

    @Test func aFieldLeavingItsWindowWhileEditingResignsAndTheWindowHearsIt() {
        let (field, input, host) = makeField()
        defer { withExtendedLifetime(input) {} }   // it holds the window
        var ended = 0
        field.addAction(UIAction { _ in ended += 1 }, for: .editingDidEnd)
        #expect(field.becomeFirstResponder() && host.textInputState?.caret != nil)
        field.removeFromSuperview()
        #expect(!field.isFirstResponder && !field.isEditing && ended == 1)
        #expect(host.textInputState?.caret == nil, "no text input has the keys any more")
    }

    @Test func aCompositionUIKitSettlesIsCancelledOnTheInputMethodsSide() {
        let (field, input, host) = makeField()
        defer { field.resignFirstResponder() }
        #expect(field.becomeFirstResponder())
        let before = host.cancelledCompositions
        input.textInput(.marked("a", caret: 1))
        input.textInput(.commit("あ"))
        #expect(host.cancelledCompositions == before, "the input method's own commit")
        input.textInput(.marked("k", caret: 1))
        input.key(.keyboardLeftArrow, characters: UIKeyCommand.inputLeftArrow)
        #expect(field.markedTextRange == nil && field.text == "あk")
        #expect(host.cancelledCompositions == before + 1, "a move committed it: the input method drops its own")
    }
}
