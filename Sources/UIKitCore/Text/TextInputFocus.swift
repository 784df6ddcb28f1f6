import Foundation

/// Tells the platform window where text is being typed, so that an input method composes only for a text input and
/// puts its candidate window by the caret: the first responder's caret while it takes text (an editable text field
/// or view, or any view adopting `UIKeyInput`), nothing otherwise. Told again only when it changes.
@MainActor enum TextInputFocus {
    private static weak var lastHost: (any WindowHost)?
    private static var lastArea: CGRect?

    /// The first responder changed, or its caret moved.
    static func update() {
        let view = UIResponder.currentFirstResponder as? UIView
        let window = view?.window ?? view as? UIWindow
        let area = view.flatMap(textInputArea)
        let host = window?.host
        if let lastHost, lastHost !== host || area == nil { lastHost.setTextInputArea(nil) }
        guard let host, let area else {
            lastHost = nil
            lastArea = nil
            return
        }
        if lastHost === host, lastArea == area { return }
        host.setTextInputArea(area)
        lastHost = host
        lastArea = area
    }

    /// Set while an input method's own text is applied: the composition it ends is the input method's doing.
    static var isApplyingInputMethodText = false

    /// A view's marked text was committed or removed. Unless the input method did it, the input method is told to
    /// drop its composition, which UIKit has already settled.
    static func compositionEnded(in view: UIView) {
        guard !isApplyingInputMethodText, view.isFirstResponder, let host = view.window?.host else { return }
        host.cancelTextComposition()
    }

    /// The caret of a view that takes text, in its window's points; nil for views that do not take text now.
    private static func textInputArea(of view: UIView) -> CGRect? {
        guard view is UIKeyInput, let window = view.window else { return nil }
        if let editing = view as? any TextEditingView {
            guard editing.allowsEditing else { return nil }
        }
        guard let input = view as? UITextInput else { return view.convert(view.bounds, to: window) }
        let caret = input.caretRect(for: input.selectedTextRange?.end ?? input.endOfDocument)
        guard caret.origin.x.isFinite, caret.origin.y.isFinite, caret.width.isFinite, caret.height.isFinite else {
            return view.convert(view.bounds, to: window)
        }
        return view.convert(caret, to: window)
    }
}
