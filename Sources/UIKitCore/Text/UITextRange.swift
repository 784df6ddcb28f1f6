import Foundation

/// A stretch of a text responder's text; empty when it is a caret.
@preconcurrency @MainActor open class UITextRange: NSObject {
    public let start: UITextPosition
    public let end: UITextPosition
    open var isEmpty: Bool { start.offset == end.offset }

    init(start: UITextPosition, end: UITextPosition) {
        self.start = start
        self.end = end
        super.init()
    }

    /// The UTF-16 range.
    var range: NSRange { NSRange(location: start.offset, length: max(end.offset - start.offset, 0)) }
}
