import Foundation

/// A closed range of floating-point values (an attachment's allowed travel or rotation).
public struct UIFloatRange: Hashable, Sendable {
    public var minimum: CGFloat
    public var maximum: CGFloat

    public init() {
        minimum = 0
        maximum = 0
    }

    public init(minimum: CGFloat, maximum: CGFloat) {
        self.minimum = minimum
        self.maximum = maximum
    }

    public static let zero = UIFloatRange()
    public static let infinite = UIFloatRange(minimum: -.infinity, maximum: .infinity)

    public var isInfinite: Bool { minimum == -.infinity && maximum == .infinity }
}
