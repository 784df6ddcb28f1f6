import Foundation

/// A closure-based action for controls (`addAction(_:for:)`, `UIButton(primaryAction:)`): the Swift-native
/// target-action. `sender` is the control performing it, during the handler.
@MainActor open class UIAction: NSObject {
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    public let title: String
    public let image: UIImage?
    public let identifier: Identifier
    private let handler: @MainActor (UIAction) -> Void
    public private(set) weak var sender: AnyObject?

    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
                handler: @escaping @MainActor (UIAction) -> Void) {
        self.title = title
        self.image = image
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.handler = handler
        super.init()
    }

    func perform(from sender: AnyObject?) {
        self.sender = sender
        handler(self)
        self.sender = nil
    }
}
