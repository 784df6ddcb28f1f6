import Foundation

/// Gives the items a drag starts from. Only `itemsForBeginning` is required; no items and there is no drag.
@preconcurrency @MainActor public protocol UICollectionViewDragDelegate: AnyObject {
    func collectionView(_ collectionView: UICollectionView, itemsForBeginning session: any UIDragSession,
                        at indexPath: IndexPath) -> [UIDragItem]
    /// Items to add to a drag under way when the item is tapped. Declared as UIKit does; never asked here: this
    /// port's drag interaction adds no items to a session under way (a mouse has no second finger to tap with).
    func collectionView(_ collectionView: UICollectionView, itemsForAddingTo session: any UIDragSession,
                        at indexPath: IndexPath, point: CGPoint) -> [UIDragItem]
    func collectionView(_ collectionView: UICollectionView,
                        dragPreviewParametersForItemAt indexPath: IndexPath) -> UIDragPreviewParameters?
    func collectionView(_ collectionView: UICollectionView, dragSessionWillBegin session: any UIDragSession)
    func collectionView(_ collectionView: UICollectionView, dragSessionDidEnd session: any UIDragSession)
    func collectionView(_ collectionView: UICollectionView,
                        dragSessionAllowsMoveOperation session: any UIDragSession) -> Bool
    func collectionView(_ collectionView: UICollectionView,
                        dragSessionIsRestrictedToDraggingApplication session: any UIDragSession) -> Bool
}

extension UICollectionViewDragDelegate {
    public func collectionView(_ collectionView: UICollectionView, itemsForAddingTo session: any UIDragSession,
                               at indexPath: IndexPath, point: CGPoint) -> [UIDragItem] { [] }
    public func collectionView(_ collectionView: UICollectionView,
                               dragPreviewParametersForItemAt indexPath: IndexPath) -> UIDragPreviewParameters? { nil }
    public func collectionView(_ collectionView: UICollectionView, dragSessionWillBegin session: any UIDragSession) {}
    public func collectionView(_ collectionView: UICollectionView, dragSessionDidEnd session: any UIDragSession) {}
    public func collectionView(_ collectionView: UICollectionView,
                               dragSessionAllowsMoveOperation session: any UIDragSession) -> Bool { true }
    public func collectionView(_ collectionView: UICollectionView,
                               dragSessionIsRestrictedToDraggingApplication session: any UIDragSession) -> Bool {
        false
    }
}
