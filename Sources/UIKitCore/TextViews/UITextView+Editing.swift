import Foundation

/// Editing a text view: multi-line `TextEditingView` editing, text changes asked of the delegate and announced
/// (delegate, then notification), and the text storage that keeps the attributes of each run.
extension UITextView {
    var textViewDelegate: (any UITextViewDelegate)? { delegate as? any UITextViewDelegate }

    var isMultiline: Bool { true }
    var allowsEditing: Bool { isEditable }
    var allowsCopying: Bool { true }

    /// A text view has no Return action: Return types a new line.
    func returnPressed() {}

    /// Replaces `range` with `string` if the delegate agrees; the new text takes the typing attributes and the
    /// caret goes after it. The delegate hears of the selection, then of the change.
    @discardableResult
    func replaceCharacters(in range: NSRange, with string: String) -> Bool {
        guard isEditable else { return false }
        let range = editor.clamped(range)
        guard textViewDelegate?.textView(self, shouldChangeTextIn: range, replacementText: string) ?? true else { return false }
        registerUndoOfReplacing(range, with: string)
        let attributes = typingAttributesOverride ?? typingAttributes
        typingAttributesOverride = nil
        changeStorage { $0.replaceCharacters(in: range, with: NSAttributedString(string: string, attributes: attributes)) }
        setNeedsDisplay()
        updateContentSize()
        editor.replace(range, with: string)
        textViewDelegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
        return true
    }

    func selectionDidChange() {
        editorSelectionDidChange()
        typingAttributesOverride = nil
        showCaret()
        scrollToCaret()
        setNeedsDisplay()
        textViewDelegate?.textViewDidChangeSelection(self)
    }

    // MARK: The text storage

    static let defaultFont = UIFont.systemFont(ofSize: 12)

    /// The view's font and colour, for text without its own.
    var defaultAttributes: [NSAttributedString.Key: Any] {
        [.font: font ?? Self.defaultFont, .foregroundColor: textColor ?? UIColor.label]
    }

    /// New text from code: no delegate calls; the caret goes to the end, as UIKit's does.
    func setStorage(_ text: NSAttributedString) {
        changeStorage { $0.setAttributedString(text) }
        typingAttributesOverride = nil
        editor.setText(text.string)
        textLayoutDidChange()
        showCaret()
    }

    /// One attribute for the whole text (setting `font` or `textColor`), and for text added without it.
    func restyle(_ key: NSAttributedString.Key, _ value: Any) {
        if textStorage.length > 0 {
            changeStorage { $0.addAttribute(key, value: value, range: NSRange(location: 0, length: $0.length)) }
        }
        updateFallbackAttributes()
        textLayoutDidChange()
    }

    /// The view's own change to its storage: the layout manager hears of it, the view updates itself.
    func changeStorage(_ change: (NSTextStorage) -> Void) {
        textKitLayoutManager.viewIsChangingItsText = true
        change(storage)
        textKitLayoutManager.viewIsChangingItsText = false
    }

    /// Takes in edits code made to `textStorage` and changes to the container since the view last looked.
    func takeExternalChanges() {
        let manager = textKitLayoutManager
        if manager.hasExternalEdit {
            manager.hasExternalEdit = false
            textStorageWasEditedElsewhere()
        } else if manager.hasContainerChange {
            manager.hasContainerChange = false
            textContainerDidChange()
        }
    }

    /// Code edited `textStorage` directly: the view takes the new text, keeping the selection where it still fits.
    private func textStorageWasEditedElsewhere() {
        textKitLayoutManager.hasContainerChange = false
        let selection = editor.selection
        editor.setText(storage.string)
        if NSMaxRange(selection) <= storage.length { editor.select(selection) }
        textLayoutDidChange()
    }
}
