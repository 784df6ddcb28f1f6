/// A horizontal and vertical offset, as used for text shadows and title positions.
public struct UIOffset: Hashable, Sendable, CustomStringConvertible {
    public var horizontal: CGFloat, vertical: CGFloat

    public init(horizontal: CGFloat, vertical: CGFloat) { self.horizontal = horizontal; self.vertical = vertical }
    public init() { self.init(horizontal: 0, vertical: 0) }

    public static let zero = UIOffset()

    public var description: String { "UIOffset(horizontal: \(horizontal), vertical: \(vertical))" }
}
