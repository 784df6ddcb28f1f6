import Foundation

/// A text view's taps and selecting drags, as a recognizer so that it sees touches at once (a scroll view holds
/// its content's touches back for a moment, and a drag that began late would select from the wrong place). A
/// mouse (an indirect pointer) selects by dragging, as on a desktop; a finger that moves scrolls instead (the
/// recognizer fails and leaves it to the scroll view's pan), and lifted where it landed it taps: the view begins
/// editing and places the caret, or with two or three taps selects a word or a paragraph. A click or tap on a link
/// of a read-only view acts on the link instead (UITextView+Links.swift).
@MainActor final class TextSelectionGestureRecognizer: UIGestureRecognizer {
    /// How far a finger may move and still tap.
    static let tapSlop: CGFloat = 10

    private var start: CGPoint?
    private var selecting = false
    /// Whether the touch went further than a tap may.
    private var movedFar = false

    init() {
        super.init(target: nil, action: nil)
        cancelsTouchesInView = false
        delaysTouchesEnded = false
    }

    private var textView: UITextView? { view as? UITextView }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        // A right click is the context menu's: it keeps the selection for the menu to act on.
        guard let touch = touches.first, let textView, start == nil, touches.count == 1,
              !event.buttonMask.contains(.secondary) else { return state = .failed }
        if event.buttonMask == .button(3) {
            // A middle click pastes the primary selection there; it neither selects nor scrolls.
            textView.pastePrimarySelection(at: touch.location(in: textView))
            return state = .failed
        }
        start = touch.location(in: textView)
        guard touch.type == .indirectPointer, textView.canBecomeFirstResponder else { return }
        // A mouse button down: focus and select from here.
        if textView.isFirstResponder || textView.becomeFirstResponder() {
            selecting = true
            textView.beginSelecting(at: touch.location(in: textView), tapCount: touch.tapCount)
        }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first, let textView, let start else { return }
        let point = touch.location(in: textView)
        if hypot(point.x - start.x, point.y - start.y) > Self.tapSlop { movedFar = true }
        if selecting {
            state = state == .possible ? .began : .changed
            textView.continueSelecting(at: point)
            textView.scrollToCaret()
        } else if movedFar {
            state = .failed
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first, let textView else { return state = .failed }
        let point = touch.location(in: textView)
        let isClick = !movedFar && touch.tapCount == 1
        if selecting {
            textView.endSelecting()
            // A drag that ended in another view of the text leaves the selection (and the keys) with that view.
            textView.followInsertionPointIntoItsView()
            if isClick { _ = textView.activateTextItem(at: start ?? point) }
            state = .ended
            return
        }
        if isClick, textView.activateTextItem(at: point) { return state = .ended }
        // A finger's tap.
        if textView.isFirstResponder {
            textView.beginSelecting(at: point, tapCount: touch.tapCount)
            textView.endSelecting()
        } else if textView.becomeFirstResponder() {
            textView.editor.select(NSRange(location: textView.closestOffset(to: point), length: 0))
        }
        state = .ended
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        textView?.endSelecting()
        state = selecting ? .cancelled : .failed
    }

    override func reset() {
        start = nil
        selecting = false
        movedFar = false
    }
}
