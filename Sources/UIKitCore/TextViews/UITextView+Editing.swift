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
        textViewLink.isReplacingText = true
        changeStorage { $0.replaceCharacters(in: range, with: NSAttributedString(string: string, attributes: attributes)) }
        setNeedsDisplay()
        updateContentSize()
        editor.replace(range, with: string)
        textViewLink.isReplacingText = false
        textViewDelegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
        // The edit may have moved the insertion point's line into another view's container, or back.
        followInsertionPointIntoItsView()
        return true
    }

    func selectionDidChange() {
        editorSelectionDidChange()
        typingAttributesOverride = nil
        showCaret()
        scrollToCaret()
        setNeedsDisplay()
        if isFirstResponder { redrawLinkedSelections() }
        textViewDelegate?.textViewDidChangeSelection(self)
        followInsertionPointIntoItsView()
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

    /// The view's own change to its storage: the layout manager hears of it, the view updates itself; the other
    /// views of the storage take the new text.
    func changeStorage(_ change: (NSTextStorage) -> Void) {
        textViewLink.viewIsChangingItsText = true
        change(storage)
        textViewLink.viewIsChangingItsText = false
    }

    /// The view's own change to its container (its size tracking the view's): the other views of the layout
    /// manager lay the text out again.
    func changeContainer(_ change: (NSTextContainer) -> Void) {
        textViewLink.viewIsChangingItsText = true
        change(textContainer)
        textViewLink.viewIsChangingItsText = false
    }

    /// Takes in edits made to `textStorage` elsewhere (code, another view of the same storage) and changes to the
    /// layout manager's containers since the view last looked.
    func takeExternalChanges() {
        let link = textViewLink
        if link.hasExternalEdit {
            link.hasExternalEdit = false
            textStorageWasEditedElsewhere()
        } else if link.hasContainerChange {
            link.hasContainerChange = false
            textContainerDidChange()
        }
    }

    /// The storage was edited elsewhere: the view takes the new text, keeping the selection where it still fits.
    private func textStorageWasEditedElsewhere() {
        textViewLink.hasContainerChange = false
        // The layout manager may have moved to another storage: the view keeps that one alive now.
        if let current = textKitLayoutManager.textStorage { keptStorage = current }
        let selection = editor.selection
        editor.setText(storage.string)
        if NSMaxRange(selection) <= storage.length { editor.select(selection) }
        textLayoutDidChange()
    }
}
