internal import AutoLayout

/// How much a constraint matters: 1...1000, where 1000 (`.required`) must hold and the rest give way in order.
///
/// Not expressible by a literal, as in UIKit: iOS code writes `UILayoutPriority(999)` or `.defaultHigh + 1`.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    public var rawValue: Float

    public init(rawValue: Float) {
        self.rawValue = rawValue
    }

    public init(_ rawValue: Float) {
        self.rawValue = rawValue
    }

    public static let required = UILayoutPriority(1000)
    public static let defaultHigh = UILayoutPriority(750)
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    public static let sceneSizeStayPut = UILayoutPriority(500)
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    public static let defaultLow = UILayoutPriority(250)
    public static let fittingSizeLevel = UILayoutPriority(50)
    /// The pull that keeps a scroll view's content guide at the `contentSize` code set, when no constraint sizes it.
    static let scrollContentSizeLevel = UILayoutPriority(1)

    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }

    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue + rhs) }

    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue - rhs) }

    var isRequired: Bool { rawValue >= 1000 }

    /// The solver's priority; values outside 1...1000 are clamped, as UIKit treats them.
    var solverPriority: Priority { Priority(min(max(rawValue.isNaN ? 1 : rawValue, 1), 1000)) }
}
