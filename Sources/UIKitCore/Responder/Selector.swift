/// An Objective-C method name as Interface Builder writes it (`unwindToMain:`). Foundation on Linux has no
/// `Selector`, and there is no runtime to send one to: UIKit API that takes a selector gets this name, which is
/// looked up among the actions registered with `UINibConnections`.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let name: String

    /// `Selector("unwindToMain:")`, as Swift on Apple platforms spells it.
    public init(_ name: String) { self.name = name }
    public init(stringLiteral name: String) { self.name = name }

    public var description: String { name }
}
