/// The sides a popover's arrow may point from (the arrow on the top edge points up, at a source above).
public struct UIPopoverArrowDirection: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
    /// Reported by a popover not yet placed.
    public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)
}
