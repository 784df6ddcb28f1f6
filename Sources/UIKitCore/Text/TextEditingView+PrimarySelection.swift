import Foundation

/// The desktop's primary selection (X11 PRIMARY), as every X11 toolkit keeps it: text selected in a text field or
/// text view is offered to a middle click in any application, and a middle click on an editable view pastes what
/// is selected elsewhere, where the click lands. Hidden text (secure entry) is never offered.
extension TextEditingView {
    /// Offers the selected text once the selection settles: after a key, a tap, or the end of a selecting drag, not
    /// at each of its steps (taking the selection costs round trips to the X server).
    func offerPrimarySelection() {
        guard isFirstResponder, allowsCopying, editor.selection.length > 0, editor.dragAnchor == nil,
              editor.dragWord == nil else { return }
        PrimarySelectionOffer.offer(editor.selectedText)
    }

    /// A middle click: the caret goes where it landed (the view begins editing if it was not) and the primary
    /// selection's text goes in there. Views whose text may not change ignore it.
    func pastePrimarySelection(at point: CGPoint) {
        guard allowsEditing, isFirstResponder || becomeFirstResponder() else { return }
        editor.select(NSRange(location: closestOffset(to: point), length: 0))
        guard let text = UIPasteboard.primarySelection.string, !text.isEmpty else { return }
        insertText(text)
    }
}

/// What this application last put in the primary selection, so that a selection settling again on the same text
/// (a Shift key released, a second tap) takes nothing anew while the application still holds it.
@MainActor enum PrimarySelectionOffer {
    private static var last: (text: String, changeCount: Int)?

    static func offer(_ text: String) {
        let pasteboard = UIPasteboard.primarySelection
        if let last, last.text == text, last.changeCount == pasteboard.changeCount { return }
        pasteboard.string = text
        last = (text, pasteboard.changeCount)
    }
}
