import Foundation

/// A text responder whose text, selection and geometry the text system can read and change: positions, ranges,
/// replacing text, marked text (being composed: shown underlined until typed text replaces it, `unmarkText()`
/// commits it, or the selection moves), the caret's rectangle and the position nearest a point.
@preconcurrency @MainActor public protocol UITextInput: UIKeyInput {
    var selectedTextRange: UITextRange? { get set }
    var markedTextRange: UITextRange? { get }
    func setMarkedText(_ markedText: String?, selectedRange: NSRange)
    func unmarkText()
    var beginningOfDocument: UITextPosition { get }
    var endOfDocument: UITextPosition { get }
    func text(in range: UITextRange) -> String?
    func replace(_ range: UITextRange, withText text: String)
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?
    func position(from position: UITextPosition, offset: Int) -> UITextPosition?
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int
    func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult
    func caretRect(for position: UITextPosition) -> CGRect
    func closestPosition(to point: CGPoint) -> UITextPosition?
}
