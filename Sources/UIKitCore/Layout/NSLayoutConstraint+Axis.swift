extension NSLayoutConstraint {
    /// The direction content hugging and compression resistance act in.
    public enum Axis: Int, Sendable {
        case horizontal = 0
        case vertical = 1
    }
}
