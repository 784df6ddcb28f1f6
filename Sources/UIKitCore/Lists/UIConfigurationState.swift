import Foundation

/// A key for a custom value in a configuration state (`state[key]`).
public struct UIConfigurationStateCustomKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// What a view's configurations are updated for: its traits and its state.
public protocol UIConfigurationState {
    init(traitCollection: UITraitCollection)
    var traitCollection: UITraitCollection { get set }
    subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
}
