import Foundation

/// The coordinator a collection view's drop delegate performs a drop with: its `drop` calls send the items' preview
/// to their place as the drop animates (`DropLanding`), and hand back the drop's animator.
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

    /// The preview lands on the item, masked as `dropPreviewParametersForItemAt` says.
    func drop(_ dragItem: UIDragItem, toItemAt indexPath: IndexPath) -> any UIDragAnimating {
        collectionView.landDroppedItem(dragItem, of: session, onItemAt: indexPath)
    }

    func drop(_ dragItem: UIDragItem, to placeholder: UICollectionViewDropPlaceholder)
        -> any UICollectionViewDropPlaceholderContext {
        collectionView.insertDropPlaceholder(placeholder, for: dragItem, of: session)
    }

    /// The preview shrinks into `rect` of the item (the item's coordinates).
    func drop(_ dragItem: UIDragItem, intoItemAt indexPath: IndexPath, rect: CGRect) -> any UIDragAnimating {
        let frame = collectionView.layoutAttributesForItem(at: indexPath)?.frame ?? .zero
        return collectionView.land(dragItem, of: session, in: rect.offsetBy(dx: frame.minX, dy: frame.minY), as: nil,
                                   parameters: nil)
    }

    func drop(_ dragItem: UIDragItem, to target: UIDragPreviewTarget) -> any UIDragAnimating {
        (session as? DropSession)?.land(dragItem, at: target, as: nil, parameters: nil) ?? DragAnimator.running()
    }
}
