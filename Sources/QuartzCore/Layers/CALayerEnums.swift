/// Which corners `cornerRadius` rounds, in the layer's own (top-left origin) coordinates.
public struct CACornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
    public static let all: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner,
                                           .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
}

/// How contents are placed in the layer's bounds.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let center = Self(rawValue: "center")
    public static let top = Self(rawValue: "top")
    public static let bottom = Self(rawValue: "bottom")
    public static let left = Self(rawValue: "left")
    public static let right = Self(rawValue: "right")
    public static let topLeft = Self(rawValue: "topLeft")
    public static let topRight = Self(rawValue: "topRight")
    public static let bottomLeft = Self(rawValue: "bottomLeft")
    public static let bottomRight = Self(rawValue: "bottomRight")
    public static let resize = Self(rawValue: "resize")
    public static let resizeAspect = Self(rawValue: "resizeAspect")
    public static let resizeAspectFill = Self(rawValue: "resizeAspectFill")
}

public struct CALayerContentsFilter: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let nearest = Self(rawValue: "nearest")
    public static let linear = Self(rawValue: "linear")
    public static let trilinear = Self(rawValue: "trilinear")
}
