/// The text system's part of key presses: a first responder that takes text types the keys that produce
/// characters, unless a command-style modifier (Control, Command) is held.
extension UIResponder {
    /// Types the presses that make text into a `UIKeyInput` receiver; returns the presses it did not use.
    func typeText(of presses: Set<UIPress>) -> Set<UIPress> {
        guard let input = self as? UIKeyInput else { return presses }
        var rest: Set<UIPress> = []
        for press in presses.sorted(by: { $0.timestamp < $1.timestamp }) {
            guard let key = press.key, let edit = TypedKey(key) else {
                rest.insert(press)
                continue
            }
            press.typedBy = self
            switch edit {
            case .text(let text): input.insertText(text)
            case .deleteBackward: input.deleteBackward()
            }
        }
        return rest
    }
}

/// What a key does to text in a plain `UIKeyInput` responder.
enum TypedKey: Equatable {
    case text(String)
    case deleteBackward

    init?(_ key: UIKey) {
        if !key.modifierFlags.intersection([.control, .command]).isEmpty { return nil }
        switch key.keyCode {
        case .keyboardDeleteOrBackspace: self = .deleteBackward; return
        case .keyboardReturnOrEnter, .keypadEnter: self = .text("\n"); return
        case .keyboardTab: self = .text("\t"); return
        default: break
        }
        let text = key.characters
        // Keys without text report their UIKeyInput... name; control characters type nothing.
        guard !text.isEmpty, !text.hasPrefix("UIKeyInput"),
              !text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else { return nil }
        self = .text(text)
    }
}
