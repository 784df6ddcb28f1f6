import Foundation

/// Takes drops on a collection view. Only `performDropWith` is required.
///
/// A drag of the collection view's own item with a move proposal that inserts at the destination reorders the
/// items as the pointer moves (the gap opens at the destination, at the pace of `reorderingCadence`); released, the
/// data source hears `moveItemAt` once, when it `canMoveItemAt` the item. Anything else reaches `performDropWith`.
@preconcurrency @MainActor public protocol UICollectionViewDropDelegate: AnyObject {
    func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: any UICollectionViewDropCoordinator)
    func collectionView(_ collectionView: UICollectionView, canHandle session: any UIDropSession) -> Bool
    func collectionView(_ collectionView: UICollectionView, dropSessionDidEnter session: any UIDropSession)
    /// What a drop would do at `destinationIndexPath` (nil: over no item and no place past the last).
    func collectionView(_ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
                        withDestinationIndexPath destinationIndexPath: IndexPath?) -> UICollectionViewDropProposal
    func collectionView(_ collectionView: UICollectionView, dropSessionDidExit session: any UIDropSession)
    func collectionView(_ collectionView: UICollectionView, dropSessionDidEnd session: any UIDropSession)
    func collectionView(_ collectionView: UICollectionView,
                        dropPreviewParametersForItemAt indexPath: IndexPath) -> UIDragPreviewParameters?
}

extension UICollectionViewDropDelegate {
    public func collectionView(_ collectionView: UICollectionView, canHandle session: any UIDropSession) -> Bool { true }
    public func collectionView(_ collectionView: UICollectionView, dropSessionDidEnter session: any UIDropSession) {}
    /// By default the collection view's own items move, and nothing else drops.
    public func collectionView(_ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
                               withDestinationIndexPath destinationIndexPath: IndexPath?) -> UICollectionViewDropProposal {
        collectionView.isOwnItemDrag(session)
            ? UICollectionViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
            : UICollectionViewDropProposal(operation: .cancel)
    }
    public func collectionView(_ collectionView: UICollectionView, dropSessionDidExit session: any UIDropSession) {}
    public func collectionView(_ collectionView: UICollectionView, dropSessionDidEnd session: any UIDropSession) {}
    public func collectionView(_ collectionView: UICollectionView,
                               dropPreviewParametersForItemAt indexPath: IndexPath) -> UIDragPreviewParameters? { nil }
}
