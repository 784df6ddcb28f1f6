import Testing
import UIKit
import Foundation

/// Records what a text view asks and tells its delegate, and can refuse.
final class TextViewLog: UITextViewDelegate {
    var calls: [String] = []
    var refusedText: String?
    var allowsBegin = true, allowsEnd = true
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { calls.append("shouldBegin"); return allowsBegin }
    func textViewDidBeginEditing(_ textView: UITextView) { calls.append("didBegin") }
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool { calls.append("shouldEnd"); return allowsEnd }
    func textViewDidEndEditing(_ textView: UITextView) { calls.append("didEnd") }
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        calls.append("change \(range.location),\(range.length) '\(text)'")
        return text != refusedText
    }
    func textViewDidChange(_ textView: UITextView) { calls.append("didChange") }
    func textViewDidChangeSelection(_ textView: UITextView) { calls.append("selection \(textView.selectedRange.location)") }
}

/// UITextView: multi-line editing with the keys, touches, delegate, notifications and scrolling of UIKit's.
@MainActor @Suite(.serialized) struct TextViewTests {
    /// `backgroundColor = .clear`, as iOS code often writes, shows what is behind the text view (iOS draws a text
    /// view's text in a content view of its own, so its clear background is never the black of an opaque view).
    @Test func aClearTextViewShowsWhatIsBehindIt() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 80))
        container.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        let text = UITextView(frame: CGRect(x: 10, y: 10, width: 180, height: 60))
        text.text = "over red"
        text.backgroundColor = .clear
        container.addSubview(text)
        let image = snapshot(of: container)
        expectPixel(image, 185, 65, RGBA8(r: 255, g: 0, b: 0, a: 255), name: "clear-text-view")
        text.backgroundColor = .white
        expectPixel(snapshot(of: container), 185, 65, RGBA8(r: 255, g: 255, b: 255, a: 255), name: "white-text-view")
    }

    func makeTextView(text: String = "", frame: CGRect = CGRect(x: 20, y: 20, width: 300, height: 200)) -> (UITextView, EventSynthesizer) {
        let (window, input) = EventTestEnvironment.makeWindow()
        let textView = UITextView(frame: frame)
        textView.font = UIFont.systemFont(ofSize: 17)
        textView.text = text
        window.addSubview(textView)
        window.makeKeyAndVisible()
        return (textView, input)
    }

    func key(_ input: EventSynthesizer, _ code: UIKeyboardHIDUsage, _ characters: String, _ modifiers: UIKeyModifierFlags = []) {
        input.key(code, characters: characters, modifiers: modifiers)
    }

    func line(_ textView: UITextView, _ offset: Int) -> CGFloat {
        textView.caretRect(for: textView.position(from: textView.beginningOfDocument, offset: offset)!).minY
    }

    @Test func defaultsAreUIKits() {
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(textView.textContainerInset == UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
        #expect(textView.textContainer.lineFragmentPadding == 5)
        #expect(textView.isEditable && textView.isSelectable && textView.text == "")
        #expect(textView.selectedRange == NSRange(location: 0, length: 0))
        #expect((textView as UIScrollView).contentSize.height > 16, "an empty text still has one line between the insets")
    }

    @Test func returnTypesANewLineAndTabATab() {
        let (textView, input) = makeTextView()
        defer { textView.resignFirstResponder() }
        #expect(textView.becomeFirstResponder() && textView.isEditing)
        input.type("ab")
        key(input, .keyboardReturnOrEnter, "\r")
        input.type("c")
        key(input, .keyboardTab, "\t")
        input.type("d")
        #expect(textView.text == "ab\nc\td")
        #expect(line(textView, 4) > line(textView, 1), "the text after Return is on the next line")
    }

    @Test func textWrapsAtTheWidthAndTheContentFollowsItsHeight() {
        let words = Array(repeating: "wrapping", count: 30).joined(separator: " ")
        let (textView, _) = makeTextView(text: "x")
        let oneLine = textView.contentSize.height
        textView.text = words
        let caretAtEnd = textView.caretRect(for: textView.endOfDocument)
        #expect(caretAtEnd.minY > line(textView, 0) + 100, "many lines")
        #expect(textView.contentSize.height > oneLine + 100 && textView.contentSize.width == 300)
        // Every line starts at the padding and stays inside the width: no word is split.
        var offset = 0
        for word in words.components(separatedBy: " ") {
            let start = textView.caretRect(for: textView.position(from: textView.beginningOfDocument, offset: offset)!)
            let end = textView.caretRect(for: textView.position(from: textView.beginningOfDocument, offset: offset + word.count)!)
            #expect(start.minY == end.minY, "'\(word)' at \(offset) on one line")
            #expect(end.maxX <= 300 - 5 + 1)
            offset += word.count + 1
        }
        #expect(textView.caretRect(for: textView.beginningOfDocument).midX == 5, "the line fragment padding")
        let narrower = textView.contentSize.height
        textView.frame.size.width = 150
        textView.layoutIfNeeded()
        #expect(textView.contentSize.height > narrower, "a narrower view wraps into more lines")
    }

    @Test func upAndDownKeepTheCaretsXAcrossAShortLine() {
        let (textView, input) = makeTextView(text: "abcdefghij\nab\nabcdefghij")
        defer { textView.resignFirstResponder() }
        #expect(textView.becomeFirstResponder())
        textView.selectedRange = NSRange(location: 8, length: 0)
        key(input, .keyboardDownArrow, UIKeyCommand.inputDownArrow)
        #expect(textView.selectedRange.location == 13, "the short line's end")
        key(input, .keyboardDownArrow, UIKeyCommand.inputDownArrow)
        #expect(textView.selectedRange.location == 22, "back at the remembered x on the long line")
        key(input, .keyboardUpArrow, UIKeyCommand.inputUpArrow)
        key(input, .keyboardUpArrow, UIKeyCommand.inputUpArrow)
        #expect(textView.selectedRange.location == 8)
        key(input, .keyboardUpArrow, UIKeyCommand.inputUpArrow)
        #expect(textView.selectedRange.location == 0, "Up on the first line: the text's start")
        textView.selectedRange = NSRange(location: 3, length: 0)
        key(input, .keyboardDownArrow, UIKeyCommand.inputDownArrow, .shift)
        #expect(textView.selectedRange == NSRange(location: 3, length: 10), "Shift+Down extends")
        key(input, .keyboardLeftArrow, UIKeyCommand.inputLeftArrow)
        key(input, .keyboardDownArrow, UIKeyCommand.inputDownArrow)
        #expect(textView.selectedRange.location == 13, "a sideways move forgets the x")
    }

    @Test func homeAndEndGoToTheLinesEndsAndWithControlToTheTexts() {
        let (textView, input) = makeTextView(text: "first line\nsecond line\nthird")
        defer { textView.resignFirstResponder() }
        #expect(textView.becomeFirstResponder())
        textView.selectedRange = NSRange(location: 14, length: 0)
        key(input, .keyboardHome, UIKeyCommand.inputHome)
        #expect(textView.selectedRange.location == 11)
        key(input, .keyboardEnd, UIKeyCommand.inputEnd, .shift)
        #expect(textView.selectedRange == NSRange(location: 11, length: 11), "Shift+End selects to the line's end, not its break")
        key(input, .keyboardEnd, UIKeyCommand.inputEnd, .control)
        #expect(textView.selectedRange.location == 28)
        key(input, .keyboardHome, UIKeyCommand.inputHome, .control)
        #expect(textView.selectedRange.location == 0)
        key(input, .keyboardDownArrow, UIKeyCommand.inputDownArrow, .command)
        #expect(textView.selectedRange.location == 28, "Command+Down: the text's end")
        key(input, .keyboardLeftArrow, UIKeyCommand.inputLeftArrow, .command)
        #expect(textView.selectedRange.location == 23, "Command+Left: the line's start")
    }

    @Test func endOnAWrappedLineStaysOnThatLine() {
        let text = Array(repeating: "word", count: 40).joined(separator: " ")
        let (textView, input) = makeTextView(text: text)
        defer { textView.resignFirstResponder() }
        #expect(textView.becomeFirstResponder())
        textView.selectedRange = NSRange(location: 2, length: 0)
        key(input, .keyboardEnd, UIKeyCommand.inputEnd)
        let end = textView.selectedRange.location
        #expect(end > 10 && end < text.utf16.count && line(textView, end) == line(textView, 0))
        key(input, .keyboardRightArrow, UIKeyCommand.inputRightArrow)
        key(input, .keyboardHome, UIKeyCommand.inputHome)
        #expect(textView.selectedRange.location == end + 1, "the next line starts after the space it broke at")
    }

    @Test func pageDownMovesAndScrollsByAboutTheVisibleHeight() {
        let text = (1...100).map { "line \($0)" }.joined(separator: "\n")
        let (textView, input) = makeTextView(text: text)
        defer { textView.resignFirstResponder() }
        #expect(textView.becomeFirstResponder())
        textView.selectedRange = NSRange(location: 0, length: 0)
        textView.scrollRangeToVisible(NSRange(location: 0, length: 0))
        #expect(textView.contentOffset.y == 0)
        key(input, .keyboardPageDown, UIKeyCommand.inputPageDown)
        let lineHeight = line(textView, 7) - line(textView, 0)
        let lines = Int(((line(textView, textView.selectedRange.location) - line(textView, 0)) / lineHeight).rounded())
        #expect((6...9).contains(lines), "a page of a 200-point view is about 8 lines of 17-point text, not \(lines)")
        key(input, .keyboardPageDown, UIKeyCommand.inputPageDown)
        let caret = textView.caretRect(for: textView.selectedTextRange!.start)
        #expect(textView.contentOffset.y > 0 && textView.bounds.contains(caret), "the view scrolled to keep the caret in sight")
        key(input, .keyboardPageUp, UIKeyCommand.inputPageUp)
        key(input, .keyboardPageUp, UIKeyCommand.inputPageUp)
        key(input, .keyboardPageUp, UIKeyCommand.inputPageUp)
        #expect(textView.selectedRange.location == 0 && textView.contentOffset.y == 0)
    }

    @Test func typingScrollsToTheCaretAndScrollRangeToVisibleGoesBack() {
        let (textView, input) = makeTextView(frame: CGRect(x: 20, y: 20, width: 300, height: 100))
        defer { textView.resignFirstResponder() }
        #expect(textView.becomeFirstResponder())
        for _ in 0..<8 {
            input.type("x")
            key(input, .keyboardReturnOrEnter, "\r")
        }
        let caret = textView.caretRect(for: textView.endOfDocument)
        #expect(textView.contentOffset.y > 0, "scrolled down with the caret")
        #expect(textView.bounds.contains(caret), "the caret is in view")
        #expect(textView.contentSize.height >= caret.maxY + 8)
        textView.scrollRangeToVisible(NSRange(location: 0, length: 1))
        #expect(textView.contentOffset.y == 0)
    }

    @Test func wordMovesAndWordDeletionCrossLines() {
        let (textView, input) = makeTextView(text: "alpha, beta\ngamma")
        defer { textView.resignFirstResponder() }
        #expect(textView.becomeFirstResponder())
        textView.selectedRange = NSRange(location: 11, length: 0)
        key(input, .keyboardRightArrow, UIKeyCommand.inputRightArrow, .control)
        #expect(textView.selectedRange.location == 17, "over the line break to the end of gamma")
        key(input, .keyboardLeftArrow, UIKeyCommand.inputLeftArrow, .alternate)
        key(input, .keyboardLeftArrow, UIKeyCommand.inputLeftArrow, .alternate)
        #expect(textView.selectedRange.location == 7)
        key(input, .keyboardDeleteOrBackspace, "\u{8}", .control)
        #expect(textView.text == "beta\ngamma")
        key(input, .keyboardDeleteForward, UIKeyCommand.inputDelete, .alternate)
        #expect(textView.text == "\ngamma")
    }

    @Test func tapsPlaceTheCaretDoubleTapsSelectAWordTripleTapsAParagraph() {
        let (textView, input) = makeTextView(text: "one two three\nfour five")
        defer { textView.resignFirstResponder() }
        let two = textView.caretRect(for: textView.position(from: textView.beginningOfDocument, offset: 5)!)
        let point = CGPoint(x: 20 + two.midX, y: 20 + two.midY)
        input.advance(by: 1)
        input.tap(at: point)
        #expect(textView.isFirstResponder && textView.selectedRange == NSRange(location: 5, length: 0))
        input.advance(by: 1)
        input.tap(at: point, count: 2)
        #expect(textView.text(in: textView.selectedTextRange!) == "two")
        input.advance(by: 1)
        input.tap(at: point, count: 3)
        #expect(textView.text(in: textView.selectedTextRange!) == "one two three\n")
        input.advance(by: 1)
        let five = textView.caretRect(for: textView.position(from: textView.beginningOfDocument, offset: 21)!)
        let end = CGPoint(x: 20 + five.midX, y: 20 + five.midY)
        let mouse = input.touchDown(at: point, type: .indirectPointer)
        for step in 1...4 {
            input.advance(by: 0.05)
            input.touchMove(mouse, to: CGPoint(x: point.x + (end.x - point.x) * CGFloat(step) / 4, y: point.y + (end.y - point.y) * CGFloat(step) / 4))
        }
        input.touchUp(mouse, at: end)
        #expect(textView.text(in: textView.selectedTextRange!) == "wo three\nfour fi", "a mouse drag selects across lines")
        input.advance(by: 1)
        input.drag(from: end, to: point)
        #expect(textView.text(in: textView.selectedTextRange!) == "wo three\nfour fi", "a finger drag does not select (it scrolls)")
    }

    @Test func inALongTextAMouseDragSelectsAndAFingerDragScrolls() {
        let text = (1...60).map { "line \($0)" }.joined(separator: "\n")
        let (textView, input) = makeTextView(text: text)
        defer { textView.resignFirstResponder() }
        #expect(textView.becomeFirstResponder())
        textView.selectedRange = NSRange(location: 0, length: 0)
        textView.scrollRangeToVisible(NSRange(location: 0, length: 0))
        input.advance(by: 1)
        let mouse = input.touchDown(at: CGPoint(x: 60, y: 40), type: .indirectPointer)
        for step in 1...5 {
            input.advance(by: 0.03)
            input.touchMove(mouse, to: CGPoint(x: 60, y: 40 + CGFloat(step) * 20))
        }
        input.touchUp(mouse, at: CGPoint(x: 60, y: 140))
        #expect(textView.selectedRange.length > 20, "the mouse selected lines")
        #expect(textView.contentOffset.y == 0, "and did not scroll the text")
        let selection = textView.selectedRange
        input.advance(by: 1)
        input.drag(from: CGPoint(x: 100, y: 200), to: CGPoint(x: 100, y: 60), steps: 8, duration: 0.2)
        input.advance(by: 2)
        #expect(textView.contentOffset.y > 50, "a finger drag scrolled the text")
        #expect(textView.selectedRange == selection, "without touching the selection")
    }

    @Test func theDelegateHearsInUIKitsOrderAndCanRefuse() {
        let (textView, input) = makeTextView()
        let log = TextViewLog()
        textView.delegate = log
        log.allowsBegin = false
        #expect(!textView.becomeFirstResponder() && log.calls == ["shouldBegin"])
        log.allowsBegin = true
        log.calls = []
        #expect(textView.becomeFirstResponder())
        log.refusedText = "z"
        input.type("az")
        key(input, .keyboardDeleteOrBackspace, "\u{8}")
        #expect(textView.text == "")
        log.allowsEnd = false
        #expect(!textView.resignFirstResponder() && textView.isFirstResponder)
        log.allowsEnd = true
        #expect(textView.resignFirstResponder())
        #expect(log.calls == ["shouldBegin", "didBegin",
                              "change 0,0 'a'", "selection 1", "didChange",
                              "change 1,0 'z'",
                              "change 0,1 ''", "selection 0", "didChange",
                              "shouldEnd", "shouldEnd", "didEnd"])
        log.calls = []
        textView.text = "set by code"
        #expect(!log.calls.contains("didChange"), "text set by code is no edit")
    }

    @Test func theThreeNotificationsArePosted() {
        let (textView, input) = makeTextView()
        var names: [String] = []
        let center = NotificationCenter.default
        let observers = [UITextView.textDidBeginEditingNotification, UITextView.textDidChangeNotification,
                         UITextView.textDidEndEditingNotification].map { name in
            center.addObserver(forName: name, object: textView, queue: nil) { note in
                let label = note.name.rawValue
                MainActor.assumeIsolated { names.append(label) }
            }
        }
        defer { observers.forEach(center.removeObserver) }
        #expect(textView.becomeFirstResponder())
        input.type("hi")
        #expect(textView.resignFirstResponder())
        #expect(names == ["UITextViewTextDidBeginEditingNotification", "UITextViewTextDidChangeNotification",
                          "UITextViewTextDidChangeNotification", "UITextViewTextDidEndEditingNotification"])
    }

    @Test func aReadOnlyTextViewSelectsAndCopiesButDoesNotChange() {
        let (textView, input) = makeTextView(text: "read only")
        defer { textView.resignFirstResponder() }
        let saved = UIPasteboard.general.strings
        defer { UIPasteboard.general.strings = saved }
        let log = TextViewLog()
        textView.delegate = log
        textView.isEditable = false
        #expect(textView.becomeFirstResponder() && !textView.isEditing)
        input.type("x")
        key(input, .keyboardDeleteOrBackspace, "\u{8}")
        key(input, .keyboardLeftArrow, UIKeyCommand.inputLeftArrow, [.control, .shift])
        #expect(textView.text(in: textView.selectedTextRange!) == "only")
        key(input, UIKeyboardHIDUsage(rawValue: 0x06), "c", .control)
        #expect(UIPasteboard.general.string == "only")
        key(input, UIKeyboardHIDUsage(rawValue: 0x1B), "x", .control)
        key(input, UIKeyboardHIDUsage(rawValue: 0x19), "v", .control)
        #expect(textView.text == "read only")
        #expect(!log.calls.contains { $0.hasPrefix("should") || $0.hasPrefix("change") || $0 == "didBegin" })
    }

    @Test func attributedTextKeepsItsRunsAndTypingContinuesTheLastOne() {
        let (textView, input) = makeTextView()
        defer { textView.resignFirstResponder() }
        let text = NSMutableAttributedString(string: "red", attributes: [.foregroundColor: UIColor.red, .font: UIFont.systemFont(ofSize: 17)])
        text.append(NSAttributedString(string: "big", attributes: [.font: UIFont.boldSystemFont(ofSize: 30)]))
        textView.attributedText = text
        #expect(textView.text == "redbig")
        #expect(textView.caretRect(for: textView.endOfDocument).height > textView.caretRect(for: textView.beginningOfDocument).height - 1)
        #expect(textView.becomeFirstResponder())
        input.type("ger")
        let typed = textView.attributedText.attributes(at: 7, effectiveRange: nil)
        #expect((typed[.font] as? UIFont)?.pointSize == 30, "typed text takes the run before the caret")
        textView.font = UIFont.systemFont(ofSize: 12)
        #expect((textView.attributedText.attributes(at: 0, effectiveRange: nil)[.font] as? UIFont)?.pointSize == 12,
                "setting the font restyles the whole text")
        textView.typingAttributes = [.font: UIFont.systemFont(ofSize: 12), .foregroundColor: UIColor.blue]
        input.type("!")
        #expect(textView.attributedText.attributes(at: 9, effectiveRange: nil)[.foregroundColor] as? UIColor == .blue,
                "typing attributes set by code style the next text typed")
        textView.typingAttributes = [.foregroundColor: UIColor.green]
        textView.selectedRange = NSRange(location: 1, length: 0)
        #expect(textView.typingAttributes[.foregroundColor] as? UIColor == .red, "a selection move forgets them")
        textView.isEditable = false
        #expect(!textView.isEditing && !textView.isFirstResponder, "turning editing off ends editing")
    }

    @Test func fieldAndViewEditAlikeWithTheSharedEngine() {
        let (textView, input) = makeTextView(text: "Hello, wonderful \u{1F600} world")
        let field = UITextField(frame: CGRect(x: 20, y: 250, width: 300, height: 30))
        field.text = textView.text
        textView.superview!.addSubview(field)
        defer { textView.resignFirstResponder(); field.resignFirstResponder() }
        var results: [String] = []
        for responder in [textView as UIResponder, field] {
            #expect(responder.becomeFirstResponder())
            key(input, .keyboardLeftArrow, UIKeyCommand.inputLeftArrow, .control)
            key(input, .keyboardLeftArrow, UIKeyCommand.inputLeftArrow, [.alternate, .shift])
            key(input, .keyboardDeleteOrBackspace, "\u{8}")
            key(input, .keyboardLeftArrow, UIKeyCommand.inputLeftArrow, .control)
            key(input, .keyboardDeleteOrBackspace, "\u{8}", .control)
            input.type("X")
            results.append((responder as? UITextView)?.text ?? (responder as? UITextField)?.text ?? "")
        }
        #expect(results[0] == "Xwonderful world" && results[0] == results[1])
    }

    @Test func badFramesAndHugeTextsDoNotCrash() {
        let (textView, input) = makeTextView()
        defer { textView.resignFirstResponder() }
        textView.frame = CGRect(x: CGFloat.nan, y: 0, width: CGFloat.nan, height: .infinity)
        textView.text = "still fine"
        textView.layoutIfNeeded()
        CATransaction.flush()
        textView.frame = CGRect(x: 0, y: 0, width: 0, height: 0)
        textView.layoutIfNeeded()
        _ = textView.caretRect(for: textView.endOfDocument)
        textView.frame = CGRect(x: 20, y: 20, width: 300, height: 200)
        textView.text = String(repeating: "lorem ipsum dolor sit amet\n", count: 4000)
        #expect(textView.becomeFirstResponder())
        key(input, .keyboardEnd, UIKeyCommand.inputEnd, .control)
        input.type("!")
        key(input, UIKeyboardHIDUsage(rawValue: 0x04), "a", .control)
        CATransaction.flush()
        #expect(textView.text.hasSuffix("\n!") && textView.contentOffset.y > 50_000)
        textView.textContainerInset = UIEdgeInsets(top: .nan, left: 0, bottom: 0, right: 0)
        textView.textContainer.lineFragmentPadding = -.infinity
        textView.layoutIfNeeded()
        CATransaction.flush()
    }
}

/// Marked text (being composed: dead keys, Compose, input methods) in both editable views, through UITextInput.
@MainActor @Suite(.serialized) struct MarkedTextTests {
    /// A text view and a text field in one window, to run the same checks on both.
    func makeTextViewAndField() -> ([UIView & UITextInput], EventSynthesizer) {
        let (window, input) = EventTestEnvironment.makeWindow()
        let textView = UITextView(frame: CGRect(x: 20, y: 20, width: 300, height: 100))
        let field = UITextField(frame: CGRect(x: 20, y: 150, width: 300, height: 30))
        window.addSubview(textView)
        window.addSubview(field)
        window.makeKeyAndVisible()
        return ([textView, field], input)
    }

    @Test func markedTextIsReplacedByWhatIsTypedAndCommittedByUnmarkOrAMove() {
        let (views, input) = makeTextViewAndField()
        defer { views.forEach { $0.resignFirstResponder() } }
        for view in views {
            #expect(view.becomeFirstResponder())
            view.insertText("caf")
            view.setMarkedText("\u{B4}", selectedRange: NSRange(location: 1, length: 0))
            let marked = view.markedTextRange.map { view.text(in: $0) }
            #expect(marked == "\u{B4}", "the dead key's accent, marked")
            CATransaction.flush()
            input.type("e")
            #expect(view.text(in: view.textRange(from: view.beginningOfDocument, to: view.endOfDocument)!) == "cafe",
                    "typed text takes the marked text's place")
            #expect(view.markedTextRange == nil)
            view.setMarkedText("\u{B7}", selectedRange: NSRange(location: 1, length: 0))
            view.setMarkedText("\u{B7}o", selectedRange: NSRange(location: 2, length: 0))
            view.unmarkText()
            #expect(view.markedTextRange == nil && view.text(in: view.textRange(from: view.beginningOfDocument, to: view.endOfDocument)!) == "cafe\u{B7}o",
                    "unmarking commits the text as it is")
            view.setMarkedText("x", selectedRange: NSRange(location: 1, length: 0))
            input.key(.keyboardLeftArrow, characters: UIKeyCommand.inputLeftArrow)
            #expect(view.markedTextRange == nil, "a move commits it")
            view.setMarkedText("y", selectedRange: NSRange(location: 0, length: 0))
            view.setMarkedText(nil, selectedRange: NSRange(location: 0, length: 0))
            #expect(view.markedTextRange == nil && view.text(in: view.textRange(from: view.beginningOfDocument, to: view.endOfDocument)!) == "cafe\u{B7}ox",
                    "no marked text removes it")
        }
    }

    /// Key presses carrying a dead-key or Compose sequence (as the X11 translator sends them) show it marked until
    /// it ends: composed, abandoned by a key that then does nothing else, or abandoned by a shortcut that still runs.
    @Test func aKeySequenceUnderWayIsShownMarkedUntilItEnds() {
        let (views, input) = makeTextViewAndField()
        defer { views.forEach { $0.resignFirstResponder() } }
        for view in views {
            func all() -> String { view.text(in: view.textRange(from: view.beginningOfDocument, to: view.endOfDocument)!) ?? "" }
            func marked() -> String? { view.markedTextRange.map { view.text(in: $0) ?? "" } }
            #expect(view.becomeFirstResponder())
            input.type("caf")
            input.key(.keyboardOpenBracket, characters: "", markedText: "\u{B4}")
            #expect(all() == "caf\u{B4}" && marked() == "\u{B4}", "a dead key shows its accent, marked")
            input.key(.keyboardLeftShift, characters: "", markedText: "\u{B4}")
            #expect(marked() == "\u{B4}", "a modifier mid-sequence leaves it")
            input.key(.keyboardE, characters: "é")
            #expect(all() == "café" && marked() == nil, "the composed letter takes the accent's place")
            input.key(.keyboardApplication, characters: "", markedText: "\u{B7}")
            input.key(.keyboardO, characters: "", markedText: "\u{B7}o")
            #expect(all() == "café\u{B7}o" && marked() == "\u{B7}o", "a Compose sequence grows key by key")
            input.key(.keyboardDeleteOrBackspace, characters: "")  // as the translator sends a key that cancels a sequence
            #expect(all() == "café" && marked() == nil, "a key abandoning the sequence takes it away and does nothing else")
            input.key(.keyboardOpenBracket, characters: "", markedText: "\u{B4}")
            input.key(.keyboardA, characters: "a", modifiers: .control)
            #expect(all() == "café" && marked() == nil, "a shortcut abandons it too")
            #expect(view.selectedTextRange.map { view.text(in: $0) } == "café", "and still runs (Select All)")
            view.selectedTextRange = view.textRange(from: view.endOfDocument, to: view.endOfDocument)
            input.type("s")
            #expect(all() == "cafés", "keys type themselves again afterwards")
            view.insertText("")
            view.selectedTextRange = view.textRange(from: view.beginningOfDocument, to: view.endOfDocument)
            view.insertText("")
        }
    }

    @Test func aRefusedChangeMarksNothing() {
        let (window, _) = EventTestEnvironment.makeWindow()
        let textView = UITextView(frame: CGRect(x: 20, y: 20, width: 300, height: 100))
        window.addSubview(textView)
        window.makeKeyAndVisible()
        defer { textView.resignFirstResponder() }
        let log = TextViewLog()
        log.refusedText = "\u{B4}"
        textView.delegate = log
        #expect(textView.becomeFirstResponder())
        textView.setMarkedText("\u{B4}", selectedRange: NSRange(location: 1, length: 0))
        #expect(textView.markedTextRange == nil && textView.text == "")
    }
}
