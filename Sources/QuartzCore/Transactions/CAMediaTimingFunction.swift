/// A cubic Bézier timing curve from (0, 0) to (1, 1).
public final class CAMediaTimingFunction: Sendable, Hashable {
    public struct Name: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let linear = Name(rawValue: "linear")
        public static let easeIn = Name(rawValue: "easeIn")
        public static let easeOut = Name(rawValue: "easeOut")
        public static let easeInEaseOut = Name(rawValue: "easeInEaseOut")
        public static let `default` = Name(rawValue: "default")
    }

    public let controlPoints: [Float]

    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        controlPoints = [c1x, c1y, c2x, c2y]
    }

    public convenience init(name: Name) {
        switch name {
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        case .default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        default: self.init(controlPoints: 0, 0, 1, 1)
        }
    }

    public func getControlPoint(at index: Int, values: UnsafeMutablePointer<Float>) {
        switch index {
        case 0: values[0] = 0; values[1] = 0
        case 1: values[0] = controlPoints[0]; values[1] = controlPoints[1]
        case 2: values[0] = controlPoints[2]; values[1] = controlPoints[3]
        default: values[0] = 1; values[1] = 1
        }
    }

    public static func == (l: CAMediaTimingFunction, r: CAMediaTimingFunction) -> Bool { l.controlPoints == r.controlPoints }
    public func hash(into hasher: inout Hasher) { hasher.combine(controlPoints) }
}
