/// How much a constraint matters, on UIKit's scale: 1...1000, where 1000 is required.
///
/// Required constraints hold exactly. The rest are optimised lexicographically: the solver first minimises the
/// total error of the highest-priority constraints, and only among the solutions that achieve that minimum does it
/// look at the next priority down. So a 751 constraint wins against any number of conflicting 750 ones, and
/// priorities that differ by a fraction still order strictly. Within one priority, errors add up (an L1 norm), so
/// two 750 constraints outweigh one 750 constraint.
public struct Priority: RawRepresentable, Sendable, Hashable, Comparable, CustomStringConvertible,
    ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral
{
    public let rawValue: Float

    public init(rawValue: Float) {
        self.rawValue = rawValue
    }

    public init(_ rawValue: Float) {
        self.rawValue = rawValue
    }

    public init(floatLiteral value: Float) {
        self.rawValue = value
    }

    public init(integerLiteral value: Int) {
        self.rawValue = Float(value)
    }

    /// 1000: the constraint must hold.
    public static let required = Priority(1000)
    /// 750: UIKit's default compression resistance.
    public static let defaultHigh = Priority(750)
    /// 510: a window may be resized by a drag at this level.
    public static let dragThatCanResizeScene = Priority(510)
    /// 500: a resizing drag holds the window size at this level.
    public static let sceneSizeStayPut = Priority(500)
    /// 250: UIKit's default content hugging.
    public static let defaultLow = Priority(250)
    /// 50: the level `systemLayoutSizeFitting` uses for its size target.
    public static let fittingSizeLevel = Priority(50)

    /// Whether the priority lies in 1...1000 (priorities outside are rejected by the solver).
    public var isValid: Bool { rawValue >= 1 && rawValue <= 1000 }

    /// Whether this is the required level.
    public var isRequired: Bool { rawValue == 1000 }

    public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String {
        rawValue == rawValue.rounded() ? "\(Int(rawValue))" : "\(rawValue)"
    }
}
