import Foundation

/// What a key does in an editable text view, as Linux desktops and iOS hardware keyboards have it: arrows move by
/// character, Control or Option (Alt) + Left/Right by word, Command (Super) + Left/Right to the line's ends,
/// Home/End to the line's ends and Control + Home/End (or Command + Up/Down) to the text's ends; Shift extends the
/// selection. Backspace/Delete delete a character, with Control or Option a word; Control/Command + A, C, X, V select
/// all and use the pasteboard.
enum TextEditingCommand: Equatable {
    enum Direction: Equatable { case backward, forward }
    enum Unit: Equatable { case character, word, line, page, document }

    case selectAll, copy, cut, paste
    /// Along the text (left/right, home/end) by a unit.
    case move(Direction, Unit, extending: Bool)
    /// Up or down by lines or pages, keeping the caret's x.
    case moveVertically(Direction, Unit, extending: Bool)
    case delete(Direction, Unit)
    /// Return: a new line in a multi-line view, the end of editing in a field.
    case enter
    case type(String)

    /// The command `key` stands for; `multiline` views take Return and Tab as text and move between lines.
    init?(_ key: UIKey, multiline: Bool) {
        let flags = key.modifierFlags
        let extending = flags.contains(.shift)
        let command = flags.contains(.command), control = flags.contains(.control)
        let byWord = control || flags.contains(.alternate)
        if (control || command) && !key.charactersIgnoringModifiers.isEmpty {
            switch key.charactersIgnoringModifiers.lowercased() {
            case "a": self = .selectAll; return
            case "c": self = .copy; return
            case "x": self = .cut; return
            case "v": self = .paste; return
            default: break
            }
        }
        switch key.keyCode {
        case .keyboardLeftArrow, .keyboardRightArrow:
            let direction: Direction = key.keyCode == .keyboardLeftArrow ? .backward : .forward
            self = .move(direction, command ? .line : byWord ? .word : .character, extending: extending)
        case .keyboardUpArrow, .keyboardDownArrow:
            let direction: Direction = key.keyCode == .keyboardUpArrow ? .backward : .forward
            // One line: Up and Down go to its ends, as in UIKit's text field.
            if command || !multiline { self = .move(direction, .document, extending: extending); return }
            self = .moveVertically(direction, .line, extending: extending)
        case .keyboardHome, .keyboardEnd:
            let direction: Direction = key.keyCode == .keyboardHome ? .backward : .forward
            self = .move(direction, control || command || !multiline ? .document : .line, extending: extending)
        case .keyboardPageUp, .keyboardPageDown:
            let direction: Direction = key.keyCode == .keyboardPageUp ? .backward : .forward
            self = multiline ? .moveVertically(direction, .page, extending: extending) : .move(direction, .document, extending: extending)
        case .keyboardDeleteOrBackspace:
            self = .delete(.backward, command ? .line : byWord ? .word : .character)
        case .keyboardDeleteForward:
            self = .delete(.forward, command ? .line : byWord ? .word : .character)
        case .keyboardReturnOrEnter, .keypadEnter:
            if control || command { return nil }
            self = multiline ? .type("\n") : .enter
        case .keyboardTab:
            // Tab types a tab in a text view (as UIKit's does); Shift+Tab and a field's Tab move focus instead.
            guard multiline, flags.isDisjoint(with: [.shift, .control, .command, .alternate]) else { return nil }
            self = .type("\t")
        case .keyboardEscape:
            return nil
        default:
            guard case .text(let text) = TypedKey(key) else { return nil }
            self = .type(text)
        }
    }
}
