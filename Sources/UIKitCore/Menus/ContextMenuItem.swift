import Foundation

/// One row of a context menu as drawn: an action or command, a submenu that cascades to the side, or a separator
/// between groups. Inline submenus (`.displayInline`, or without a title) are shown in place, between separators.
@MainActor struct ContextMenuItem {
    /// nil for a separator.
    let element: UIMenuElement?

    var isSeparator: Bool { element == nil }
    /// A command without a title shows its discoverability title.
    var title: String {
        guard let element else { return "" }
        if element.title.isEmpty, let command = element as? UICommand { return command.discoverabilityTitle ?? "" }
        return element.title
    }

    var isEnabled: Bool {
        switch element {
        case let action as UIAction: !action.attributes.contains(.disabled)
        case let command as UICommand: !command.attributes.contains(.disabled)
        case is UIMenu: submenu?.contains { $0.isEnabled } ?? false
        default: false
        }
    }

    /// A key command's keys as Linux menus show them ("Ctrl+Shift+S", ⌘ as the Ctrl that presses it); nil for other
    /// rows.
    var shortcut: String? {
        guard let command = element as? UIKeyCommand, let input = command.input, !input.isEmpty else { return nil }
        var flags = command.modifierFlags
        if command.commandIsControl { flags = flags.subtracting(.command).union(.control) }
        let names: [(UIKeyModifierFlags, String)] = [(.control, "Ctrl"), (.alternate, "Alt"), (.shift, "Shift"),
                                                      (.command, "Super")]
        return (names.filter { flags.contains($0.0) }.map(\.1) + [Self.keyName(input)]).joined(separator: "+")
    }

    private static func keyName(_ input: String) -> String {
        let special: [String: String] = [
            UIKeyCommand.inputUpArrow: "Up", UIKeyCommand.inputDownArrow: "Down", UIKeyCommand.inputLeftArrow: "Left",
            UIKeyCommand.inputRightArrow: "Right", UIKeyCommand.inputEscape: "Esc", UIKeyCommand.inputPageUp: "PgUp",
            UIKeyCommand.inputPageDown: "PgDown", UIKeyCommand.inputHome: "Home", UIKeyCommand.inputEnd: "End",
            UIKeyCommand.inputDelete: "Del", " ": "Space", "\r": "Return", "\t": "Tab", "\u{8}": "Backspace",
        ]
        if let name = special[input] { return name }
        if input.hasPrefix("UIKeyInputF") { return String(input.dropFirst("UIKeyInput".count)) }
        return input.uppercased()
    }

    /// The rows of the submenu this row opens; nil for actions and commands.
    var submenu: [ContextMenuItem]? { (element as? UIMenu).map(Self.flatten) }

    var isDestructive: Bool { (element as? UIAction)?.attributes.contains(.destructive) ?? false }

    var isChecked: Bool {
        switch element {
        case let action as UIAction: action.state == .on
        case let command as UICommand: command.state == .on
        default: false
        }
    }

    /// Runs the element: an action with the interaction as sender, a command from the first responder (or the
    /// interaction's view).
    func perform(sender interaction: UIContextMenuInteraction) {
        switch element {
        case let action as UIAction:
            action.perform(from: interaction)
        case let command as UICommand:
            guard let responder = UIResponder.currentFirstResponder ?? interaction.view else { return }
            if !command.perform(from: responder) {
                UIKitLog.error("context menu: nothing on the responder chain performs the command \"\(command.title)\"")
            }
        default:
            break
        }
    }

    /// The rows of a menu: hidden elements left out, submenus set apart by single separators.
    static func flatten(_ menu: UIMenu) -> [ContextMenuItem] {
        var rows: [ContextMenuItem] = []
        func separate() { if let last = rows.last, !last.isSeparator { rows.append(ContextMenuItem(element: nil)) } }
        for child in menu.children {
            switch child {
            case let submenu as UIMenu where submenu.options.contains(.displayInline) || submenu.title.isEmpty:
                separate()
                rows += flatten(submenu)
                separate()
            case let submenu as UIMenu:
                rows.append(ContextMenuItem(element: submenu))
            case let action as UIAction where !action.attributes.contains(.hidden):
                rows.append(ContextMenuItem(element: action))
            case let command as UICommand where !command.attributes.contains(.hidden):
                rows.append(ContextMenuItem(element: command))
            default:
                break
            }
        }
        if rows.last?.isSeparator == true { rows.removeLast() }
        return rows
    }
}
