import Foundation

/// The coordinator a collection view's drop delegate performs a drop with. The drag's preview is gone once the drop
/// is performed, so dropping an item onto an item only runs the delegate's added animations.
@MainActor final class CollectionDropCoordinator: UICollectionViewDropCoordinator {
    let items: [any UICollectionViewDropItem]
    let destinationIndexPath: IndexPath?
    let proposal: UICollectionViewDropProposal
    let session: any UIDropSession
    private let collectionView: UICollectionView

    init(items: [any UICollectionViewDropItem], destinationIndexPath: IndexPath?,
         proposal: UICollectionViewDropProposal, session: any UIDropSession, collectionView: UICollectionView) {
        self.collectionView = collectionView
        self.items = items
        self.destinationIndexPath = destinationIndexPath
        self.proposal = proposal
        self.session = session
    }

    func drop(_ dragItem: UIDragItem, toItemAt indexPath: IndexPath) -> any UIDragAnimating { DropSettleAnimator() }

    func drop(_ dragItem: UIDragItem, to placeholder: UICollectionViewDropPlaceholder)
        -> any UICollectionViewDropPlaceholderContext {
        collectionView.insertDropPlaceholder(placeholder, for: dragItem)
    }

    func drop(_ dragItem: UIDragItem, intoItemAt indexPath: IndexPath, rect: CGRect) -> any UIDragAnimating {
        DropSettleAnimator()
    }
}
