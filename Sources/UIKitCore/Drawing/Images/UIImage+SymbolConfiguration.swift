/// Symbol image configurations: how large and how heavy `UIImage(systemName:withConfiguration:)` draws a symbol.
extension UIImage {
    /// The base of image configurations, as in UIKit.
    public class Configuration: NSObject, @unchecked Sendable {
        // @unchecked: subclasses hold only immutable `let`s.
    }

    public enum SymbolWeight: Int, Sendable {
        case unspecified = 0, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    }

    public enum SymbolScale: Int, Sendable {
        case `default` = -1, unspecified = 0, small = 1, medium = 2, large = 3
    }

    /// A point size (the font size the symbol matches), a weight and a scale. Every part is accepted; the icon
    /// theme has one weight, so the weight does not change the drawing (see SymbolImages).
    public final class SymbolConfiguration: Configuration, @unchecked Sendable {
        // @unchecked: immutable.
        /// 0 means unspecified: the body text size, 17 points.
        public let pointSize: CGFloat
        public let weight: SymbolWeight
        public let scale: SymbolScale

        public init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            if !(pointSize.isFinite && pointSize >= 0) {
                UIKitLog.error("UIImage.SymbolConfiguration: point size \(pointSize) is not a size; using the default")
            }
            self.pointSize = pointSize.isFinite && pointSize >= 0 ? pointSize : 0
            self.weight = weight
            self.scale = scale
            super.init()
        }

        public convenience init(pointSize: CGFloat) { self.init(pointSize: pointSize, weight: .unspecified, scale: .unspecified) }
        public convenience init(pointSize: CGFloat, weight: SymbolWeight) {
            self.init(pointSize: pointSize, weight: weight, scale: .unspecified)
        }
        public convenience init(scale: SymbolScale) { self.init(pointSize: 0, weight: .unspecified, scale: scale) }
        public convenience init(weight: SymbolWeight) { self.init(pointSize: 0, weight: weight, scale: .unspecified) }
        public static let unspecified = SymbolConfiguration(pointSize: 0, weight: .unspecified, scale: .unspecified)

        /// This configuration with the specified parts of `other` taking precedence.
        public func applying(_ other: SymbolConfiguration?) -> SymbolConfiguration {
            guard let other else { return self }
            return SymbolConfiguration(pointSize: other.pointSize > 0 ? other.pointSize : pointSize,
                                       weight: other.weight != .unspecified ? other.weight : weight,
                                       scale: other.scale != .unspecified && other.scale != .default ? other.scale : scale)
        }

        /// The side of the drawn symbol, in points: the point size, made smaller or larger by the scale (SF
        /// Symbols' small and large are about 0.8 and 1.3 times medium).
        var side: CGFloat {
            let base = pointSize > 0 ? pointSize : 17
            switch scale {
            case .small: return base * 0.8
            case .large: return base * 1.3
            default: return base
            }
        }
    }
}
