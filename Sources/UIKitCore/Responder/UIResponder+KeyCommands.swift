/// Key commands come before presses: a key going down looks for a matching `UIKeyCommand` along the responder
/// chain from the first responder (the nearest responder's command wins), and a command performed consumes the
/// press from beginning to end. A text responder's own editing (typing, caret keys, Backspace) comes first unless
/// the command `wantsPriorityOverSystemBehavior`. Then come the main menu's commands and the keys that open the
/// menu bar (Menus/MenuBarKeyboard.swift).
extension UIResponder {
    /// Performs the command a press stands for (again, for a key repeat, when the command repeats); true when the
    /// press belongs to a command and must not be delivered.
    static func performKeyCommand(for press: UIPress, startingAt start: UIResponder) -> Bool {
        if let (command, responder) = press.keyCommand {
            if press.phase == .changed && command.repeats { _ = command.perform(from: responder) }
            return true
        }
        MenuBarKeyboard.followAlt(press, from: start)
        guard press.phase == .began, let key = press.key else { return false }
        let textSystemFirst = (start as? UITextEditingKeys)?.handlesAsEditing(key) ?? (start is UIKeyInput && TypedKey(key) != nil)
        for responder in start.responderChain {
            for command in responder.keyCommands ?? [] where command.matches(key) {
                if textSystemFirst && !command.wantsPriorityOverSystemBehavior { continue }
                if command.perform(from: responder) {
                    press.keyCommand = (command, responder)
                    return true
                }
            }
        }
        if !textSystemFirst, let command = MenuBarKeyboard.performCommand(for: key, from: start) {
            press.keyCommand = (command, start)
            return true
        }
        if MenuBarKeyboard.openBar(for: key, from: start) { return true }
        // Then what is presented takes Escape (and an alert its keys): Presentation/PresentationKeyboard.swift.
        if let command = PresentationKeyboard.keyCommand(for: key, from: start), command.perform(from: start) {
            press.keyCommand = (command, start)
            return true
        }
        return false
    }
}

/// A text responder with editing keys of its own beyond typing (caret movement, selection, clipboard).
@MainActor protocol UITextEditingKeys: AnyObject {
    func handlesAsEditing(_ key: UIKey) -> Bool
}
