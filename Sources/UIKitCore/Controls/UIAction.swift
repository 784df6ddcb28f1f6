import Foundation

/// A closure-based action for controls (`addAction(_:for:)`, `UIButton(primaryAction:)`) and menus: the
/// Swift-native target-action. `sender` is the control or menu performing it, during the handler.
@preconcurrency @MainActor open class UIAction: UIMenuElement {
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    public let identifier: Identifier
    open var attributes: UIMenuElement.Attributes = []
    open var state: UIMenuElement.State = .off
    /// The title shown by discoverability interfaces when it differs from `title`.
    open var discoverabilityTitle: String?
    private let handler: @MainActor (UIAction) -> Void
    public private(set) weak var sender: AnyObject?

    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
                discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
                state: UIMenuElement.State = .off, handler: @escaping @MainActor (UIAction) -> Void) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.handler = handler
        self.attributes = attributes
        self.state = state
        self.discoverabilityTitle = discoverabilityTitle
        super.init(title: title, image: image)
    }

    func perform(from sender: AnyObject?) {
        self.sender = sender
        handler(self)
        self.sender = nil
    }
}
