import Foundation

/// The main menu's keys: its commands' shortcuts (after the responder chain's own key commands), and the keys
/// that open the menu bar: F10 and Alt pressed alone (the first menu), Alt with a menu title's first letter (that
/// menu), as GTK and Qt apps have them. The left Alt only: the right one is AltGr on many layouts.
@MainActor enum MenuBarKeyboard {
    /// The left Alt went down and nothing else has since: its release opens the bar.
    private static var altAlone = false

    /// Follows the left Alt: released with no other key pressed since it went down, it opens the bar's first menu
    /// (the release itself goes on to whoever saw the key go down).
    static func followAlt(_ press: UIPress, from start: UIResponder) {
        guard let key = press.key, !(start is ContextMenuView) else { return }
        let isAlt = key.keyCode == .keyboardLeftAlt
        switch press.phase {
        case .began:
            altAlone = isAlt
        case .ended where isAlt && altAlone:
            altAlone = false
            open(from: start, menu: 0)
        default:
            break
        }
    }

    /// Opens the bar for a key going down that asks for it (F10, Alt+letter); true when the key is used up.
    static func openBar(for key: UIKey, from start: UIResponder) -> Bool {
        guard !(start is ContextMenuView) else { return false }
        let modifiers = key.modifierFlags.intersection([.shift, .control, .alternate, .command])
        if key.keyCode == .keyboardF10, modifiers.isEmpty { return open(from: start, menu: 0) }
        // Alt+letter, not a character AltGr makes (that types).
        let letter = key.charactersIgnoringModifiers
        guard modifiers == .alternate, letter.count == 1, letter.first?.isLetter == true,
              key.characters.lowercased() == letter.lowercased(), let window = window(of: start) else { return false }
        let bar = MenuBarView.reveal(in: window)
        guard let index = bar.menuIndex(forMnemonic: letter) else {
            if bar.openIndex == nil { bar.close() }
            return false
        }
        bar.open(index, highlightingFirst: true)
        return true
    }

    @discardableResult
    private static func open(from start: UIResponder, menu index: Int) -> Bool {
        guard let window = window(of: start) else { return false }
        let bar = MenuBarView.reveal(in: window)
        guard !bar.menus.isEmpty else {
            bar.close()
            return false
        }
        bar.open(index, highlightingFirst: true)
        return true
    }

    /// Performs the main menu's key command for `key`, validated from `start`; nil when it has none that can run.
    static func performCommand(for key: UIKey, from start: UIResponder) -> UIKeyCommand? {
        guard !(start is ContextMenuView) else { return nil }
        let start = (start as? UIWindow).map(MenuBarView.commandStart) ?? start
        for command in keyCommands(in: UIMenuSystem.main.root) where command.matchesKeys(of: key) {
            guard command.validate(from: start) != nil, command.matches(key) else { continue }
            if command.perform(from: start) { return command }
        }
        return nil
    }

    private static func keyCommands(in menu: UIMenu) -> [UIKeyCommand] {
        menu.children.flatMap { child -> [UIKeyCommand] in
            if let command = child as? UIKeyCommand { return [command] }
            return (child as? UIMenu).map(keyCommands) ?? []
        }
    }

    private static func window(of responder: UIResponder) -> UIWindow? {
        for link in responder.responderChain {
            if let window = link as? UIWindow { return window }
            if let view = link as? UIView, let window = view.window { return window }
        }
        return UIApplication.shared.keyWindow
    }
}
