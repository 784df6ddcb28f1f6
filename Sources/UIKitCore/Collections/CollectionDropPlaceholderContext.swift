import Foundation

/// One placeholder cell in a collection view (UICollectionView+DropPlaceholders.swift).
@MainActor final class CollectionDropPlaceholderContext: UICollectionViewDropPlaceholderContext, DropPlaceholderPosition {
    let dragItem: UIDragItem
    let placeholder: UICollectionViewPlaceholder
    /// Where the placeholder is now.
    var indexPath: IndexPath
    private weak var collectionView: UICollectionView?
    let lifecycle = DropPlaceholderLifecycle(list: "UICollectionView")

    init(dragItem: UIDragItem, placeholder: UICollectionViewPlaceholder, collectionView: UICollectionView) {
        self.dragItem = dragItem
        self.placeholder = placeholder
        indexPath = placeholder.insertionIndexPath
        self.collectionView = collectionView
    }

    func commitInsertion(dataSourceUpdates: (IndexPath) -> Void) -> Bool {
        guard let collectionView else { return lifecycle.refuse("commitInsertion(dataSourceUpdates:)", listGone: true) }
        guard collectionView.commitDropPlaceholder(self, dataSourceUpdates: dataSourceUpdates) else {
            return lifecycle.refuse("commitInsertion(dataSourceUpdates:)", listGone: false)
        }
        return true
    }

    func deletePlaceholder() -> Bool {
        guard let collectionView else { return lifecycle.refuse("deletePlaceholder()", listGone: true) }
        guard collectionView.deleteDropPlaceholder(self) else {
            return lifecycle.refuse("deletePlaceholder()", listGone: false)
        }
        return true
    }

    func setNeedsCellUpdate() {
        guard let cell = collectionView?.cellForItem(at: indexPath) else { return }
        placeholder.cellUpdateHandler?(cell)
    }

    func addAnimations(_ animations: @escaping () -> Void) { lifecycle.animator.addAnimations(animations) }
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        lifecycle.animator.addCompletion(completion)
    }
}
