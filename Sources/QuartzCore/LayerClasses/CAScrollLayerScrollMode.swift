/// The axes along which a `CAScrollLayer` may scroll.
public struct CAScrollLayerScrollMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let none = Self(rawValue: "none")
    public static let vertically = Self(rawValue: "vertically")
    public static let horizontally = Self(rawValue: "horizontally")
    public static let both = Self(rawValue: "both")

    var scrollsHorizontally: Bool { self == .both || self == .horizontally }
    var scrollsVertically: Bool { self == .both || self == .vertically }
}
