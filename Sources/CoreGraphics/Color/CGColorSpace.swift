/// A colour space. Device RGB and sRGB are treated alike on X11, where the display is assumed to be sRGB.
public final class CGColorSpace: Hashable, Sendable, CustomStringConvertible {
    public enum Model: Sendable { case monochrome, rgb }

    public let name: String
    public let model: Model

    private init(name: String, model: Model) { self.name = name; self.model = model }

    /// The names Core Graphics exposes as `CGColorSpace.sRGB` and friends.
    public static let sRGB = "kCGColorSpaceSRGB"
    public static let genericRGBLinear = "kCGColorSpaceGenericRGBLinear"
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
    public static let linearGray = "kCGColorSpaceLinearGray"

    /// `nil` for a name this implementation does not know, as Core Graphics does.
    public convenience init?(name: String) {
        switch name {
        case Self.sRGB, Self.genericRGBLinear: self.init(name: name, model: .rgb)
        case Self.genericGrayGamma2_2, Self.linearGray: self.init(name: name, model: .monochrome)
        default: return nil
        }
    }

    public static let deviceRGB = CGColorSpace(name: "kCGColorSpaceDeviceRGB", model: .rgb)
    public static let deviceGray = CGColorSpace(name: "kCGColorSpaceDeviceGray", model: .monochrome)

    public var numberOfComponents: Int { model == .rgb ? 3 : 1 }

    public static func == (l: CGColorSpace, r: CGColorSpace) -> Bool { l.name == r.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
    public var description: String { name }
}

public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { .deviceRGB }
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { .deviceGray }
