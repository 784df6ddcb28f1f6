/// Names the two controllers of a transition in `viewController(forKey:)`.
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The controller on screen when the transition starts.
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
    /// The controller on screen when it ends.
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}
