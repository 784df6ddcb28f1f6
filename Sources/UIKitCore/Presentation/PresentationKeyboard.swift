/// Keys for what is presented, after the responder chain's own key commands: Escape dismisses the top-most
/// presentation of the window the key went to as a user expects (a popover; a sheet unless it is modal in
/// presentation, which tells the delegate of the attempt; an alert through its cancel action), and an alert
/// takes Return, Space and Tab (UIAlertController+Keyboard.swift). Full-screen presentations keep Escape for the
/// app.
enum PresentationKeyboard {
    /// The command a key stands for in the presentation in front of `start`'s window, if any.
    @MainActor static func keyCommand(for key: UIKey, from start: UIResponder) -> UIKeyCommand? {
        guard !PresentationContainerView.inWindows.isEmpty, let window = window(of: start),
              let container = frontContainer(in: window),
              let presentation = container.presentationController, presentation.activeTransition == nil,
              !presentation.isDismissing else { return nil }
        if let alert = presentation.presentedViewController as? UIAlertController {
            guard handles(key, alert: alert) else { return nil }
            return UIKeyCommand(input: UIKeyCommand.inputEscape) { _ in _ = alert.handleKey(key) }
        }
        guard key.keyCode == .keyboardEscape,
              key.modifierFlags.isDisjoint(with: [.shift, .control, .alternate, .command]),
              presentation.dismissesOnOutsideClick || presentation.presentationStyle.isSheet else { return nil }
        return UIKeyCommand(input: UIKeyCommand.inputEscape) { _ in presentation.userAttemptedDismissal() }
    }

    /// Whether the alert takes the key: Space only away from its text fields (where it types).
    @MainActor private static func handles(_ key: UIKey, alert: UIAlertController) -> Bool {
        switch key.keyCode {
        case .keyboardEscape, .keyboardReturnOrEnter, .keypadEnter, .keyboardTab: true
        case .keyboardSpacebar: alert.focusedItem is AlertActionButton
        default: false
        }
    }

    @MainActor private static func window(of responder: UIResponder) -> UIWindow? {
        if let window = responder as? UIWindow { return window }
        if let view = responder as? UIView { return view.window }
        if let controller = responder as? UIViewController { return controller.viewIfLoaded?.window }
        return UIApplication.shared.keyWindow
    }

    /// The front-most presentation container in `window` (the last one drawn).
    @MainActor static func frontContainer(in window: UIWindow) -> PresentationContainerView? {
        var found: PresentationContainerView?
        var stack: [UIView] = [window]
        while let view = stack.popLast() {
            if let container = view as? PresentationContainerView, container.presentationController != nil { found = container }
            stack += view.subviews.reversed()
        }
        return found
    }
}
