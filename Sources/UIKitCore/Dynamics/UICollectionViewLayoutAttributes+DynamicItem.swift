/// Layout attributes move under an animator made with `UIDynamicAnimator(collectionViewLayout:)`; the animator
/// invalidates the layout each frame so the collection view applies the new geometry.
extension UICollectionViewLayoutAttributes: UIDynamicItem {}
