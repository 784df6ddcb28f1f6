import Foundation

/// Editing a text field: one line of `TextEditingView` editing, text changes asked of the delegate and announced
/// with editing events and notifications, and Return ending editing on exit.
extension UITextField {
    public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")

    var isMultiline: Bool { false }
    var allowsEditing: Bool { true }
    var allowsCopying: Bool { !isSecureTextEntry }

    /// Return: the delegate may refuse; otherwise `.editingDidEndOnExit` is sent, and a field with an action for
    /// it stops editing, as UIKit's does.
    func returnPressed() {
        guard delegate?.textFieldShouldReturn(self) ?? true else { return }
        let endsEditing = allControlEvents.contains(.editingDidEndOnExit)
        sendActions(for: .editingDidEndOnExit)
        if endsEditing { resignFirstResponder() }
    }

    /// Replaces `range` with `string` if the delegate agrees; the caret goes after the new text.
    @discardableResult
    func replaceCharacters(in range: NSRange, with string: String) -> Bool {
        guard delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: string) ?? true else { return false }
        registerUndoOfReplacing(range, with: string)
        editor.replace(range, with: string)
        textDidChangeAppearance()
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
        return true
    }

    func selectionDidChange() {
        editorSelectionDidChange()
        showCaret()
        setNeedsDisplay()
        delegate?.textFieldDidChangeSelection(self)
    }

    /// One line: its ends are the text's.
    func lineBoundary(from offset: Int, _ direction: TextEditingCommand.Direction) -> Int {
        direction == .forward ? editor.length : 0
    }

    func verticalOffset(from offset: Int, _ direction: TextEditingCommand.Direction, _ unit: TextEditingCommand.Unit,
                        goalX: inout CGFloat?) -> Int {
        lineBoundary(from: offset, direction)
    }
}
