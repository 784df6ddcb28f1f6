@testable import UIKitCore
import Foundation
import Testing

/// Counts a text view delegate's editing calls.
@MainActor final class EditingCounter: NSObject, UITextViewDelegate {
    var began = 0, ended = 0, changed = 0

    func textViewDidBeginEditing(_ textView: UITextView) { began += 1 }
    func textViewDidEndEditing(_ textView: UITextView) { ended += 1 }
    func textViewDidChange(_ textView: UITextView) { changed += 1 }
}

/// Text views of one layout manager edit one text: the insertion point, the selection and the first responder
/// follow the text from one view's container into the next as typing overflows it, arrow keys and line moves cross
/// between the views, and deleting back pulls text and caret back. Each view measures only its own container's
/// text (`sizeThatFits`, `intrinsicContentSize`, `contentSize`).
@MainActor @Suite(.serialized) struct LinkedTextViewFocusTests {
    let columns = TextViewContainerTests()
    /// Six lines of 14-point text: the first container (104 points high) is full.
    static let sixLines = (1...6).map { "Line \($0)" }.joined(separator: "\n")

    func makeEditingColumns(_ text: String) -> (NSTextStorage, NSLayoutManager, UITextView, UITextView, EventSynthesizer) {
        let (window, input) = EventTestEnvironment.makeWindow(size: CGSize(width: 480, height: 200))
        let (storage, manager, first, second) = columns.makeColumns(text)
        window.addSubview(first)
        second.frame.origin.x = 240
        window.addSubview(second)
        window.makeKeyAndVisible()
        return (storage, manager, first, second, input)
    }

    func containerOfCaret(_ manager: NSLayoutManager, _ offset: Int) -> Int? { manager.containerIndex(ofInsertionPoint: offset) }

    func returnKey(_ input: EventSynthesizer) { input.key(.keyboardReturnOrEnter, characters: "\r") }
    func backspace(_ input: EventSynthesizer) { input.key(.keyboardDeleteOrBackspace, characters: "\u{8}") }

    @Test func aNewLineThatOverflowsTheFirstContainerTakesTheCaretIntoTheSecondViewAndBackspaceBringsItBack() throws {
        let (storage, manager, first, second, input) = makeEditingColumns(Self.sixLines)
        #expect(manager.glyphRange(for: second.textContainer).length == 0, "six lines fill the first container")
        let delegate = EditingCounter()
        first.delegate = delegate
        second.delegate = delegate
        #expect(first.becomeFirstResponder())
        first.selectedRange = NSRange(location: storage.length, length: 0)
        #expect(delegate.began == 1)
        returnKey(input)
        #expect(containerOfCaret(manager, storage.length) == 1, "the new line went into the second container")
        #expect(second.isFirstResponder && !first.isFirstResponder, "the first responder followed the caret")
        #expect(second.isEditing && !first.isEditing)
        #expect(second.selectedRange == NSRange(location: storage.length, length: 0))
        #expect(!second.caretLayer.isHidden && first.caretLayer.isHidden, "the caret shows in the second view only")
        #expect(second.caretLayer.frame.minY == 8, "on the second view's first line: \(second.caretLayer.frame)")
        #expect(delegate.ended == 0 && delegate.began == 1, "editing went on: no end and no new beginning")
        // Typing goes on in the second view.
        input.type("Seven")
        #expect(storage.string.hasSuffix("Line 6\nSeven"))
        #expect(second.selectedRange.location == storage.length && second.isFirstResponder)
        #expect(delegate.changed == 6)
        // Deleting back pulls the caret back with the text.
        for _ in 0..<5 { backspace(input) }
        #expect(second.isFirstResponder, "the empty last line is still in the second container")
        backspace(input)
        #expect(storage.string == Self.sixLines)
        #expect(first.isFirstResponder && !second.isFirstResponder, "the caret came back into the first view")
        #expect(first.selectedRange == NSRange(location: storage.length, length: 0))
        #expect(!first.caretLayer.isHidden && second.caretLayer.isHidden)
        #expect(delegate.ended == 0 && delegate.began == 1)
        first.resignFirstResponder()
        #expect(delegate.ended == 1, "resigning for good ends editing")
    }

    @Test func wordsThatWrapPastTheFirstContainerTakeTheCaretAlong() throws {
        let (storage, manager, first, second, input) = makeEditingColumns((1...5).map { "Line \($0)" }.joined(separator: "\n") + "\nWrap")
        #expect(first.becomeFirstResponder())
        first.selectedRange = NSRange(location: storage.length, length: 0)
        var typed = 0
        while first.isFirstResponder, typed < 40 {
            input.type(" word")
            typed += 1
        }
        #expect(second.isFirstResponder, "after \(typed) words the caret's line wrapped into the second container")
        #expect(containerOfCaret(manager, storage.length) == 1)
        #expect(second.selectedRange.location == storage.length)
        #expect(second.caretLayer.frame.minY == 8 && second.caretLayer.frame.minX > 10,
                "after the wrapped word on the second view's first line: \(second.caretLayer.frame)")
        #expect(manager.glyphRange(for: second.textContainer).location <= storage.length - 4, "the word flowed with it")
        // Typing in the middle of the first view's text: the caret stays there while its line does.
        #expect(first.becomeFirstResponder())
        first.selectedRange = NSRange(location: 2, length: 0)
        input.type("xx")
        #expect(first.isFirstResponder && first.selectedRange.location == 4)
        first.resignFirstResponder()
    }

    @Test func arrowKeysAndLineMovesCrossBetweenTheViews() throws {
        let (_, manager, first, second, input) = makeEditingColumns(loremText)
        let start = manager.glyphRange(for: second.textContainer).location
        #expect(second.becomeFirstResponder())
        second.selectedRange = NSRange(location: start, length: 0)
        input.key(.keyboardLeftArrow, characters: UIKeyCommand.inputLeftArrow)
        #expect(first.isFirstResponder && first.selectedRange.location == start - 1, "left from the second view's start")
        input.key(.keyboardRightArrow, characters: UIKeyCommand.inputRightArrow)
        #expect(second.isFirstResponder && second.selectedRange.location == start, "right from the first view's end")

        // Up from the second view's first line: onto the first view's last line, keeping the x.
        second.selectedRange = NSRange(location: start + 4, length: 0)
        let x = second.caretLayer.frame.minX
        input.key(.keyboardUpArrow, characters: UIKeyCommand.inputUpArrow)
        #expect(first.isFirstResponder)
        let lastLine = manager.lineFragmentUsedRect(forGlyphAt: start - 1, effectiveRange: nil)
        #expect(abs(first.caretLayer.frame.midY - (lastLine.midY + 8)) <= 2, "on the first view's last line: \(first.caretLayer.frame)")
        #expect(abs(first.caretLayer.frame.minX - x) <= 8, "at the same x: \(first.caretLayer.frame.minX) vs \(x)")
        // Down again: back on the second view's first line, at the same place.
        input.key(.keyboardDownArrow, characters: UIKeyCommand.inputDownArrow)
        #expect(second.isFirstResponder && second.selectedRange.location == start + 4)
        #expect(second.caretLayer.frame.minY == 8)
        // Up from the first view's first line stays at the text's start (no container before it).
        #expect(first.becomeFirstResponder())
        first.selectedRange = NSRange(location: 3, length: 0)
        input.key(.keyboardUpArrow, characters: UIKeyCommand.inputUpArrow)
        #expect(first.isFirstResponder && first.selectedRange.location == 0)
        first.resignFirstResponder()
    }

    @Test func aSelectionAcrossTheViewsIsDrawnInBoth() throws {
        let (_, manager, first, second, input) = makeEditingColumns(loremText)
        let start = manager.glyphRange(for: second.textContainer).location
        #expect(first.becomeFirstResponder())
        first.selectedRange = NSRange(location: start - 3, length: 0)
        for _ in 0..<6 { input.key(.keyboardRightArrow, characters: UIKeyCommand.inputRightArrow, modifiers: .shift) }
        #expect(second.isFirstResponder, "the selection's moving end went into the second view")
        #expect(second.selectedRange == NSRange(location: start - 3, length: 6), "the anchor stayed: \(second.selectedRange)")
        func tinted(_ view: UITextView) throws -> Int {
            let image = try #require(snapshot(of: view))
            var count = 0
            for y in 0..<image.height {
                for x in 0..<image.width {
                    let pixel = image.pixel(x, y)
                    if Int(pixel.b) - Int(pixel.r) > 40 { count += 1 }
                }
            }
            return count
        }
        #expect(try tinted(first) > 20, "the first view draws its part of the selection")
        #expect(try tinted(second) > 20, "the second view draws its part")
        second.resignFirstResponder()
        #expect(try tinted(first) == 0, "no selection drawn once editing ends")
    }

    @Test func eachViewMeasuresOnlyItsContainersText() throws {
        let text = String(loremText.prefix(280))
        let (_, manager, first, second) = columns.makeColumns(text)
        let whole = UITextView(frame: TextViewContainerTests.frame)
        whole.font = columns.font
        whole.textContainer.lineFragmentPadding = first.textContainer.lineFragmentPadding
        whole.text = text
        let width = TextViewContainerTests.frame.width
        let wholeHeight = whole.sizeThatFits(CGSize(width: width, height: 0)).height
        for view in [first, second] {
            let used = manager.usedRect(for: view.textContainer)
            let own = ceil(used.maxY + 16)
            let fits = view.sizeThatFits(CGSize(width: width, height: 0))
            #expect(abs(fits.height - own) <= 1, "sizeThatFits \(fits) measures the container's text (\(own))")
            #expect(fits.height < wholeHeight, "not the whole text's \(wholeHeight)")
            #expect(view.contentSize.height == own)
            // Scrolling: no intrinsic size; without: the height of its own text.
            view.isScrollEnabled = true
            #expect(view.intrinsicContentSize.height == UIView.noIntrinsicMetric)
            view.isScrollEnabled = false
            #expect(view.intrinsicContentSize.height == fits.height && view.intrinsicContentSize.width == UIView.noIntrinsicMetric)
        }
        #expect(second.sizeThatFits(CGSize(width: width, height: 0)).height
                < first.sizeThatFits(CGSize(width: width, height: 0)).height, "the second holds the shorter rest")
    }

    @Test func aNonScrollingTextViewsIntrinsicHeightFollowsItsText() {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        view.isScrollEnabled = false
        view.font = UIFont.systemFont(ofSize: 14)
        view.text = "One line"
        view.layoutIfNeeded()
        let one = view.intrinsicContentSize.height
        view.text = "One line\nand another\nand a third"
        view.layoutIfNeeded()
        #expect(view.intrinsicContentSize.height > one + 20, "\(one) -> \(view.intrinsicContentSize.height)")
    }

    /// A mouse drag that starts in the first view and ends in the second selects across both, as the keys do, and
    /// leaves the selection (and the keys) with the view it ended in.
    @Test func aMouseDragSelectsFromOneViewIntoTheNext() throws {
        let text = (1...10).map { "Line \($0)" }.joined(separator: "\n")
        let (storage, manager, first, second, input) = makeEditingColumns(text)
        #expect(manager.glyphRange(for: second.textContainer).length > 0, "the text flows into the second view")
        let from = 9, to = 51  // "Li|ne 2" in the first view, "Li|ne 8" in the second
        #expect(containerOfCaret(manager, from) == 0 && containerOfCaret(manager, to) == 1)
        func point(_ view: UITextView, _ offset: Int) throws -> CGPoint {
            let caret = view.caretRect(for: try #require(view.position(from: view.beginningOfDocument, offset: offset)))
            return view.convert(CGPoint(x: caret.midX, y: caret.midY), to: nil)
        }
        let start = try point(first, from), end = try point(second, to)
        input.advance(by: 1)
        let mouse = input.touchDown(at: start, type: .indirectPointer)
        for step in 1...4 {
            input.advance(by: 0.05)
            input.touchMove(mouse, to: CGPoint(x: start.x + (end.x - start.x) * CGFloat(step) / 4,
                                               y: start.y + (end.y - start.y) * CGFloat(step) / 4))
            if step == 4 {
                #expect(first.isFirstResponder && first.selectedRange == NSRange(location: from, length: to - from),
                        "while dragging, the selection runs into the second view: \(first.selectedRange)")
            }
        }
        input.touchUp(mouse, at: end)
        #expect(second.isFirstResponder && !first.isFirstResponder, "the view the drag ended in holds the selection")
        #expect(second.selectedRange == NSRange(location: from, length: to - from), "\(second.selectedRange)")
        #expect((storage.string as NSString).substring(with: second.selectedRange).hasPrefix("ne 2\nLine 3"))
        // A drag inside one view still selects there only.
        input.advance(by: 1)
        let inside = try point(second, 58)
        let again = input.touchDown(at: end, type: .indirectPointer)
        input.advance(by: 0.05)
        input.touchMove(again, to: inside)
        input.touchUp(again, at: inside)
        #expect(second.isFirstResponder && second.selectedRange == NSRange(location: to, length: 58 - to))
    }
}
