/// The outline a dynamic item collides with.
public enum UIDynamicItemCollisionBoundsType: UInt, Sendable {
    case rectangle = 0
    case ellipse = 1
    /// The item's `collisionBoundingPath`.
    case path = 2
}
