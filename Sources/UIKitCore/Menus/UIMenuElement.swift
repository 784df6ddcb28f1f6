import Foundation

/// Something a menu shows: an action, a command (key commands included) or a submenu. Titles and images are what
/// the menu draws.
@preconcurrency @MainActor open class UIMenuElement: NSObject {
    /// How an element is drawn and whether it can be chosen.
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let disabled = Attributes(rawValue: 1 << 0)
        public static let destructive = Attributes(rawValue: 1 << 1)
        public static let hidden = Attributes(rawValue: 1 << 2)
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// A check mark next to the title.
    public enum State: Int, Sendable { case off, on, mixed }

    /// Whether holding the element's keyboard shortcut performs it again with every key repeat.
    public enum RepeatBehavior: Int, Sendable { case automatic, repeatable, nonRepeatable }

    open var title: String
    open var subtitle: String?
    open var image: UIImage?

    init(title: String, image: UIImage?) {
        self.title = title
        self.image = image
        super.init()
    }
}
