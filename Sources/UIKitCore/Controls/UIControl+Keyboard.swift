import Foundation

/// What a key means to a focused control. Space activates (a button, a switch); Return confirms (a button);
/// Left/Down decrease and Right/Up increase (sliders, steppers, segments, pages, pickers); Page Up/Down move by a
/// page and Home/End to the ends. Keys held with Command, Control or Option are left for shortcuts.
enum KeyboardOperation: Equatable {
    case activate, confirm, decrease, increase, pageDecrease, pageIncrease, toStart, toEnd

    @MainActor init?(_ key: UIKey) {
        guard key.modifierFlags.isDisjoint(with: [.command, .control, .alternate]) else { return nil }
        switch key.keyCode {
        case .keyboardSpacebar: self = .activate
        case .keyboardReturnOrEnter, .keypadEnter: self = .confirm
        case .keyboardLeftArrow, .keyboardDownArrow: self = .decrease
        case .keyboardRightArrow, .keyboardUpArrow: self = .increase
        case .keyboardPageUp: self = .pageIncrease
        case .keyboardPageDown: self = .pageDecrease
        case .keyboardHome: self = .toStart
        case .keyboardEnd: self = .toEnd
        default: return nil
        }
    }
}

extension UIButton {
    /// A press from the keyboard: the events a completed click sends.
    func performPrimaryActionFromKeyboard() {
        sendActions(for: .touchUpInside)
        sendActions(for: .primaryActionTriggered)
    }
}
