import Foundation

/// What a dynamic animator can move: anything with a centre, bounds and a transform. Dynamics writes `center` and
/// the rotation of `transform`, reads `bounds` for the item's size. `UIView` and `UICollectionViewLayoutAttributes`
/// adopt it; any `NSObject` can. `collisionBoundsType` and `collisionBoundingPath` are optional in Apple's SDK;
/// without Objective-C optional requirements they are requirements with default answers here (a rectangle, and
/// the rectangle's path).
@preconcurrency @MainActor public protocol UIDynamicItem: NSObjectProtocol {
    var center: CGPoint { get set }
    var bounds: CGRect { get }
    var transform: CGAffineTransform { get set }
    /// The outline collisions use; `.path` uses `collisionBoundingPath`.
    var collisionBoundsType: UIDynamicItemCollisionBoundsType { get }
    /// A convex, counter-clockwise path centred on the item's centre (0, 0 is the centre), used when
    /// `collisionBoundsType` is `.path`.
    var collisionBoundingPath: UIBezierPath { get }
}

extension UIDynamicItem {
    public var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }
    public var collisionBoundingPath: UIBezierPath { UIDynamicItemDefaults.boundingPath(of: bounds.size) }
}
