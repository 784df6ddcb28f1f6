/// Insets named by reading direction: leading and trailing are left and right in a left-to-right layout.
public struct NSDirectionalEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat

    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }

    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

    public static let zero = NSDirectionalEdgeInsets()

    public var description: String {
        "NSDirectionalEdgeInsets(top: \(top), leading: \(leading), bottom: \(bottom), trailing: \(trailing))"
    }
}
