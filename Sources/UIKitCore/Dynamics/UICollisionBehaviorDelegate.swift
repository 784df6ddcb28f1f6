import Foundation

/// Hears when collision contacts begin and end, between two items or between an item and a boundary (whose
/// identifier is nil for the reference-bounds boundary). All four are optional in Apple's SDK; here they have
/// empty default implementations.
@preconcurrency @MainActor public protocol UICollisionBehaviorDelegate: NSObjectProtocol {
    func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item1: any UIDynamicItem,
                           with item2: any UIDynamicItem, at p: CGPoint)
    func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item1: any UIDynamicItem,
                           with item2: any UIDynamicItem)
    func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: any UIDynamicItem,
                           withBoundaryIdentifier identifier: (any NSCopying)?, at p: CGPoint)
    func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item: any UIDynamicItem,
                           withBoundaryIdentifier identifier: (any NSCopying)?)
}

extension UICollisionBehaviorDelegate {
    public func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item1: any UIDynamicItem,
                                  with item2: any UIDynamicItem, at p: CGPoint) {}
    public func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item1: any UIDynamicItem,
                                  with item2: any UIDynamicItem) {}
    public func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: any UIDynamicItem,
                                  withBoundaryIdentifier identifier: (any NSCopying)?, at p: CGPoint) {}
    public func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item: any UIDynamicItem,
                                  withBoundaryIdentifier identifier: (any NSCopying)?) {}
}
