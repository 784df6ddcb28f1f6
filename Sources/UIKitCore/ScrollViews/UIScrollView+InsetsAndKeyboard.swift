import Foundation

extension UIScrollView {
    /// Which safe-area insets a scroll view adds to `contentInset` (none here: windows have no safe area).
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        case automatic, scrollableAxes, never, always
    }

    /// When a scroll view dismisses the keyboard.
    public enum KeyboardDismissMode: Int, Sendable {
        case none, onDrag, interactive
    }

    /// A touch drag began: `.onDrag` and `.interactive` resign the first responder of this window.
    func dismissKeyboardForDrag() {
        guard keyboardDismissMode != .none, let responder = UIResponder.currentFirstResponder as? UIView,
              let window, responder.window === window else { return }
        _ = responder.resignFirstResponder()
    }
}
