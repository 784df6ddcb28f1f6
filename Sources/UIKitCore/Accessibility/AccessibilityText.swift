import Foundation

/// The text of a text field or view as assistive technologies read and edit it: the characters, the caret and
/// the selection, in UTF-16 offsets as the editor keeps them (the bridge converts to the characters AT-SPI counts).
/// Edits go through the view's own path, so the delegate is asked and editing-changed is sent as when typing.
@MainActor enum AccessibilityText {
    /// The text a screen reader speaks and reads: one bullet per character for secure entry.
    static func readableText(of view: any TextEditingView) -> String {
        view.isSecureTextEntry ? String(repeating: "•", count: view.editor.text.count) : view.editor.text
    }

    static func selection(of view: any TextEditingView) -> NSRange { view.editor.selection }

    static func caret(of view: any TextEditingView) -> Int { view.editor.head }

    /// Selects `range` (clamped to the text), as a drag would.
    static func select(_ range: NSRange, in view: any TextEditingView) {
        let length = view.editor.length
        let start = min(max(range.location, 0), length)
        let end = min(max(range.location + max(range.length, 0), start), length)
        guard let from = view.position(from: view.beginningOfDocument, offset: start),
              let to = view.position(from: view.beginningOfDocument, offset: end) else { return }
        view.selectedTextRange = view.textRange(from: from, to: to)
    }

    /// Replaces `range` with `string` if the view allows editing and its delegate agrees; false otherwise.
    static func replace(_ range: NSRange, with string: String, in view: any TextEditingView) -> Bool {
        guard view.allowsEditing, view.isUserInteractionEnabled else { return false }
        let length = view.editor.length
        guard range.location >= 0, range.length >= 0, range.location + range.length <= length else {
            UIKitLog.error("accessibility text edit \(range) is outside the text (length \(length)); nothing changed")
            return false
        }
        return view.replaceCharacters(in: range, with: string)
    }
}
