import Foundation

/// The context menu of a text view or field, on a right click or a long press (over a link or tag of a read-only
/// text view: that item's menu): Cut, Copy, Paste and Select All,
/// each enabled when it can act, with their keys shown as Linux menus show them. A right click focuses the view
/// first, as GTK's entries do, and leaves its selection alone so that the menu acts on it.
@MainActor final class TextEditingMenu: UIContextMenuInteractionDelegate {
    private weak var owner: (any TextEditingView)?

    init(owner: any TextEditingView) {
        self.owner = owner
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        // A link or tag of a read-only text view has its own menu (UITextView+TextItemMenus.swift).
        if let textView = owner as? UITextView, let item = textView.menuTextItem(at: location) {
            return textView.contextMenuConfiguration(for: item)
        }
        guard let owner, owner.isFirstResponder || owner.becomeFirstResponder() else { return nil }
        let copies = owner.editor.selection.length > 0 && owner.allowsCopying
        let pastes = owner.allowsEditing && UIPasteboard.general.hasStrings
        let selectsAll = owner.editor.length > 0 && owner.editor.selection.length < owner.editor.length
        func item(_ title: String, _ key: String, _ enabled: Bool, _ command: TextEditingCommand) -> UIKeyCommand {
            UIKeyCommand(title: title, input: key, modifierFlags: .control, attributes: enabled ? [] : .disabled) { [weak owner] _ in
                owner?.perform(command)
            }
        }
        let edits = UIMenu(options: .displayInline, children: [
            item("Cut", "x", copies && owner.allowsEditing, .cut),
            item("Copy", "c", copies, .copy),
            item("Paste", "v", pastes, .paste),
        ])
        return UIContextMenuConfiguration(actionProvider: { _ in
            UIMenu(children: [edits, item("Select All", "a", selectsAll, .selectAll)])
        })
    }

    /// The menu takes the keys while it is open and gives them back when it closes: the view goes on editing.
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?) {
        if let owner, owner.isFirstResponder { owner.editor.focusIsWithEditingMenu = true }
    }
}
