import Foundation

/// A responder that takes typed text: while it is first responder, keys that type characters call
/// `insertText(_:)` (Return types "\n", Tab "\t") and Backspace calls `deleteBackward()`, through the default
/// `pressesBegan`/`pressesChanged` (a held key repeats).
@preconcurrency @MainActor public protocol UIKeyInput: UITextInputTraits {
    var hasText: Bool { get }
    func insertText(_ text: String)
    func deleteBackward()
}
