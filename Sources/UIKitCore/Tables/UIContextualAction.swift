import Foundation

/// A button revealed by swiping a row: a title and/or image on a coloured background; the handler runs when it
/// is tapped (or on a full swipe) and calls its completion with whether the action was performed.
@preconcurrency @MainActor open class UIContextualAction: NSObject {
    public enum Style: Int, Sendable { case normal, destructive }
    public typealias Handler = @MainActor (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    open private(set) var style: Style
    open private(set) var handler: Handler
    open var title: String?
    /// Defaults by style: grey for `.normal`, red for `.destructive` (TV-32).
    open var backgroundColor: UIColor!
    open var image: UIImage?

    public convenience init(style: Style, title: String?, handler: @escaping Handler) {
        self.init(style: style, handler: handler)
        self.title = title
    }

    private init(style: Style, handler: @escaping Handler) {
        self.style = style
        self.handler = handler
        backgroundColor = style == .destructive ? .systemRed : .systemGray
        super.init()
    }
}
