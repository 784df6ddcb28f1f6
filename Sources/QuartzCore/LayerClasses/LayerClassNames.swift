// The string-valued names the layer classes take, as Core Animation spells them.

public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let nonZero = Self(rawValue: "non-zero")
    public static let evenOdd = Self(rawValue: "even-odd")
}

public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let butt = Self(rawValue: "butt")
    public static let round = Self(rawValue: "round")
    public static let square = Self(rawValue: "square")

    var cgLineCap: CGLineCap { self == .round ? .round : self == .square ? .square : .butt }
}

public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let miter = Self(rawValue: "miter")
    public static let round = Self(rawValue: "round")
    public static let bevel = Self(rawValue: "bevel")

    var cgLineJoin: CGLineJoin { self == .round ? .round : self == .bevel ? .bevel : .miter }
}

public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let axial = Self(rawValue: "axial")
    public static let radial = Self(rawValue: "radial")
    public static let conic = Self(rawValue: "conic")
}

public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let natural = Self(rawValue: "natural")
    public static let left = Self(rawValue: "left")
    public static let right = Self(rawValue: "right")
    public static let center = Self(rawValue: "center")
    public static let justified = Self(rawValue: "justified")
}

public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let none = Self(rawValue: "none")
    public static let start = Self(rawValue: "start")
    public static let middle = Self(rawValue: "middle")
    public static let end = Self(rawValue: "end")
}
