import Foundation

/// Editing a text field: the keys it uses, replacing text through the delegate, and the selection with its
/// anchor (the end that stays put while Shift-arrows move the other).
extension UITextField {
    public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")

    /// Edits with the presses the field uses while first responder; returns the others.
    func editText(with presses: Set<UIPress>) -> Set<UIPress> {
        var rest: Set<UIPress> = []
        for press in presses.sorted(by: { $0.timestamp < $1.timestamp }) {
            guard isFirstResponder, let key = press.key, performEditing(key) else {
                rest.insert(press)
                continue
            }
            press.typedBy = self
        }
        return rest
    }

    func handlesAsEditing(_ key: UIKey) -> Bool { editingKind(of: key) != nil }

    private enum EditingKey {
        case selectAll, copy, cut, paste, left, right, home, end, deleteBackward, deleteForward, enter, type(String)
    }

    private func editingKind(of key: UIKey) -> EditingKey? {
        if !key.modifierFlags.isDisjoint(with: [.control, .command]) {
            switch key.charactersIgnoringModifiers.lowercased() {
            case "a": return .selectAll
            case "c": return .copy
            case "x": return .cut
            case "v": return .paste
            default: return nil
            }
        }
        switch key.keyCode {
        case .keyboardLeftArrow: return .left
        case .keyboardRightArrow: return .right
        case .keyboardUpArrow, .keyboardHome: return .home
        case .keyboardDownArrow, .keyboardEnd: return .end
        case .keyboardDeleteForward: return .deleteForward
        case .keyboardReturnOrEnter, .keypadEnter: return .enter
        case .keyboardTab, .keyboardEscape: return nil
        default: break
        }
        switch TypedKey(key) {
        case .text(let text): return .type(text)
        case .deleteBackward: return .deleteBackward
        case nil: return nil
        }
    }

    /// Performs one key; false when the field has no use for it.
    private func performEditing(_ key: UIKey) -> Bool {
        guard let kind = editingKind(of: key) else { return false }
        let extending = key.modifierFlags.contains(.shift)
        let length = content.utf16.count
        switch kind {
        case .selectAll:
            selectionAnchor = nil
            setSelection(NSRange(location: 0, length: length))
        case .copy:
            if selection.length > 0, !isSecureTextEntry { UIPasteboard.general.string = selectedText }
        case .cut:
            if selection.length > 0, !isSecureTextEntry {
                UIPasteboard.general.string = selectedText
                replaceCharacters(in: selection, with: "")
            }
        case .paste:
            if let pasted = UIPasteboard.general.string { insertText(pasted) }
        case .left:
            let collapse = selection.length > 0 && !extending
            moveHead(to: collapse ? selection.location : characterBoundary(before: selectionHead), extending: extending)
        case .right:
            let collapse = selection.length > 0 && !extending
            moveHead(to: collapse ? NSMaxRange(selection) : characterBoundary(after: selectionHead), extending: extending)
        case .home:
            moveHead(to: 0, extending: extending)
        case .end:
            moveHead(to: length, extending: extending)
        case .deleteBackward:
            deleteBackward()
        case .deleteForward:
            if selection.length > 0 {
                replaceCharacters(in: selection, with: "")
            } else if selection.location < length {
                let end = characterBoundary(after: selection.location)
                replaceCharacters(in: NSRange(location: selection.location, length: end - selection.location), with: "")
            }
        case .enter:
            returnPressed()
        case .type(let text):
            insertText(text)
        }
        return true
    }

    /// Return: the delegate may refuse; otherwise `.editingDidEndOnExit` is sent, and a field with an action for
    /// it stops editing, as UIKit's does.
    private func returnPressed() {
        guard delegate?.textFieldShouldReturn(self) ?? true else { return }
        let endsEditing = allControlEvents.contains(.editingDidEndOnExit)
        sendActions(for: .editingDidEndOnExit)
        if endsEditing { resignFirstResponder() }
    }

    var selectedText: String { (content as NSString).substring(with: selection) }

    /// The moving end of the selection.
    var selectionHead: Int {
        guard let anchor = selectionAnchor else { return NSMaxRange(selection) }
        return anchor == selection.location ? NSMaxRange(selection) : selection.location
    }

    private func moveHead(to head: Int, extending: Bool) {
        guard extending else {
            selectionAnchor = nil
            return setSelection(NSRange(location: head, length: 0))
        }
        let anchor = selectionAnchor ?? selection.location
        selectionAnchor = anchor
        setSelection(NSRange(location: min(anchor, head), length: abs(head - anchor)))
    }

    /// Replaces `range` with `string` if the delegate agrees; the caret goes after the new text.
    func replaceCharacters(in range: NSRange, with string: String) {
        guard delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: string) ?? true else { return }
        content = (content as NSString).replacingCharacters(in: range, with: string)
        selectionAnchor = nil
        selection = NSRange(location: range.location + string.utf16.count, length: 0)
        textDidChangeAppearance()
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
    }

    func setSelection(_ range: NSRange) { selection = clampedRange(range) }

    func selectionDidChange() {
        showCaret()
        setNeedsDisplay()
        delegate?.textFieldDidChangeSelection(self)
    }

    /// `range` inside the text, its ends on character boundaries.
    func clampedRange(_ range: NSRange) -> NSRange {
        let length = content.utf16.count
        let start = min(max(range.location, 0), length)
        let end = min(max(range.location + max(range.length, 0), start), length)
        let alignedStart = aligned(start), alignedEnd = aligned(end)
        return NSRange(location: alignedStart, length: max(alignedEnd - alignedStart, 0))
    }

    /// The character boundary at or before a UTF-16 offset.
    private func aligned(_ offset: Int) -> Int {
        guard offset < content.utf16.count else { return offset }
        let index = String.Index(utf16Offset: offset, in: content)
        return content.rangeOfComposedCharacterSequence(at: index).lowerBound.utf16Offset(in: content)
    }

    func characterBoundary(before offset: Int) -> Int {
        let index = String.Index(utf16Offset: offset, in: content)
        guard index > content.startIndex else { return 0 }
        return content.index(before: index).utf16Offset(in: content)
    }

    func characterBoundary(after offset: Int) -> Int {
        let index = String.Index(utf16Offset: offset, in: content)
        guard index < content.endIndex else { return content.utf16.count }
        return content.index(after: index).utf16Offset(in: content)
    }
}
