/// The alert's keyboard: focus moves over the text fields and enabled buttons with Tab and Shift+Tab (a field
/// takes the caret, a button the focus ring); Return presses the focused button, or from a field the return action;
/// Space presses the focused button; Escape performs the cancel action (in a popover, dismisses).
extension UIAlertController {
    /// What Tab moves over, in order: the text fields, then the enabled buttons.
    private var focusOrder: [UIView] {
        fields + shownButtons.filter(\.action.isEnabled)
    }

    private var fields: [UITextField] { textFields ?? [] }

    /// The buttons once the view is made (none while it is being made).
    private var shownButtons: [AlertActionButton] { (viewIfLoaded as? AlertView)?.buttons ?? [] }

    /// The focused text field or button: the one Tab chose, else the first responder field, else the return
    /// action's button.
    var focusedItem: UIView? {
        let order = focusOrder
        if let focusedIndex, order.indices.contains(focusedIndex) { return order[focusedIndex] }
        if let field = fields.first(where: \.isFirstResponder) { return field }
        guard let action = returnAction else { return nil }
        return shownButtons.first { $0.action === action && action.isEnabled }
    }

    /// Handles a key pressed while this alert is the top-most presentation; false leaves it alone.
    func handleKey(_ key: UIKey) -> Bool {
        let flags = key.modifierFlags.intersection([.shift, .control, .alternate, .command])
        switch key.keyCode {
        case .keyboardEscape where flags.isEmpty:
            if let cancel = actions.first(where: { $0.style == .cancel }), cancel.isEnabled {
                perform(cancel)
                return true
            }
            if isInPopover {
                activePresentationController?.userAttemptedDismissal()
                return true
            }
            return false
        case .keyboardReturnOrEnter, .keypadEnter:
            guard flags.isEmpty else { return false }
            if let button = focusedItem as? AlertActionButton {
                perform(button.action)
            } else if let action = returnAction {
                perform(action)
            }
            return true
        case .keyboardSpacebar:
            guard flags.isEmpty, let button = focusedItem as? AlertActionButton else { return false }
            perform(button.action)
            return true
        case .keyboardTab:
            guard flags.isEmpty || flags == .shift else { return false }
            moveFocus(by: flags == .shift ? -1 : 1)
            return true
        default:
            return false
        }
    }

    /// Moves the focus `step` places round the focus order.
    func moveFocus(by step: Int) {
        let order = focusOrder
        guard !order.isEmpty else { return }
        let current = focusedItem.flatMap { item in order.firstIndex { $0 === item } }
        let next = current.map { (($0 + step) % order.count + order.count) % order.count } ?? (step > 0 ? 0 : order.count - 1)
        focusedIndex = next
        if let field = order[next] as? UITextField {
            _ = field.becomeFirstResponder()
        } else {
            for field in fields where field.isFirstResponder { _ = field.resignFirstResponder() }
        }
        alertView.refreshButtons()
    }
}
