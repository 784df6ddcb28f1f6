import Foundation

/// Tells the platform window where text is being typed, so that an input method composes only for a text input and
/// puts its candidate window by the caret: the first responder's caret while it takes text (an editable text field
/// or view, or any view adopting `UIKeyInput`), nothing otherwise. Told again only when it changes.
@MainActor enum TextInputFocus {
    private static weak var lastHost: (any WindowHost)?
    private static var lastState: TextInputState?

    /// The first responder changed, or its caret or text did; also after each commit's layout, as long as a text
    /// input has the keys, since scrolling, layout and window changes move the caret on screen.
    static func update() {
        if CALayerHost.afterLayout == nil { CALayerHost.afterLayout = { if lastHost != nil { update() } } }
        let view = UIResponder.currentFirstResponder as? UIView
        let window = view?.window ?? view as? UIWindow
        let state = view.flatMap(textInputState)
        let host = window?.host
        if let lastHost, lastHost !== host || state == nil { lastHost.setTextInput(nil) }
        guard let host, let state else {
            lastHost = nil
            lastState = nil
            return
        }
        if lastHost === host, lastState == state { return }
        host.setTextInput(state)
        lastHost = host
        lastState = state
    }

    /// Set while an input method's own text is applied: the composition it ends is the input method's doing.
    static var isApplyingInputMethodText = false

    /// A view's marked text was committed or removed. Unless the input method did it, the input method is told to
    /// drop its composition, which UIKit has already settled.
    static func compositionEnded(in view: UIView) {
        guard !isApplyingInputMethodText, view.isFirstResponder, let host = view.window?.host else { return }
        host.cancelTextComposition()
    }

    /// The caret (the selection's moving end) of a text input, as a UTF-16 offset into its text.
    static func caretOffset(of input: UITextInput) -> Int {
        if let editing = input as? any TextEditingView { return editing.editor.head }
        return input.selectedTextRange.map { input.offset(from: input.beginningOfDocument, to: $0.end) } ?? 0
    }

    /// What an input method may know of a view that takes text now; nil for views that do not.
    private static func textInputState(of view: UIView) -> TextInputState? {
        guard view is UIKeyInput, let window = view.window else { return nil }
        if let editing = view as? any TextEditingView {
            guard editing.allowsEditing else { return nil }
        }
        guard let input = view as? UITextInput else { return TextInputState(caret: view.convert(view.bounds, to: window)) }
        let rect = input.caretRect(for: input.selectedTextRange?.end ?? input.endOfDocument)
        guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite, rect.height.isFinite else {
            return TextInputState(caret: view.convert(view.bounds, to: window))
        }
        var state = TextInputState(caret: view.convert(rect, to: window))
        if let editing = view as? any TextEditingView, editing.allowsCopying { surround(&state, with: editing.editor) }
        return state
    }

    /// The caret's paragraph, at most `surroundingLimit` units of it about the caret, and the selection in it.
    private static func surround(_ state: inout TextInputState, with editor: TextEditingState) {
        let head = editor.head
        let selection = editor.selection
        let anchor = head == NSMaxRange(selection) ? selection.location : NSMaxRange(selection)
        let paragraph = editor.paragraphRange(at: head)
        let half = TextInputState.surroundingLimit / 2
        let start = max(paragraph.location, head - half), end = min(NSMaxRange(paragraph), head + half)
        let range = editor.clamped(NSRange(location: start, length: max(end - start, 0)))
        state.surroundingText = (editor.text as NSString).substring(with: range)
        state.caretOffset = head - range.location
        state.anchorOffset = min(max(anchor - range.location, 0), range.length)
    }
}
