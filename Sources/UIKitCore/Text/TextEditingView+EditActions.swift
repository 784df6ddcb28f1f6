import Foundation

/// The standard edit actions of editable text, as the Edit menu and the context menu send them: Cut, Copy, Paste,
/// Delete and Select All, each performable when it can act (UITextField and UITextView override the
/// `UIResponderStandardEditActions` methods with these).
extension TextEditingView {
    /// Whether the view can perform `action` now; nil for actions that are not its edit actions.
    func canPerformEditAction(_ action: Selector) -> Bool? {
        let selected = editor.selection.length > 0
        switch action.name {
        case "cut:": return selected && allowsCopying && allowsEditing
        case "copy:": return selected && allowsCopying
        case "paste:": return allowsEditing && UIPasteboard.general.hasStrings
        case "delete:": return selected && allowsEditing
        case "selectAll:": return editor.length > 0 && editor.selection.length < editor.length
        default: return nil
        }
    }

    /// Names the undo step of the change just made (the Edit menu shows "Undo Cut").
    func nameUndoStep(_ name: String) {
        guard let manager = undoManager, manager.groupingLevel > 0 else { return }
        manager.setActionName(name)
        editor.typingUndo = nil
    }
}
