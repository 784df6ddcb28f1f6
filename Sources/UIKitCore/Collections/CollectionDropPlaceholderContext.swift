import Foundation

/// One placeholder cell in a collection view (UICollectionView+DropPlaceholders.swift).
@MainActor final class CollectionDropPlaceholderContext: UICollectionViewDropPlaceholderContext {
    let dragItem: UIDragItem
    let placeholder: UICollectionViewPlaceholder
    /// Where the placeholder is now.
    var indexPath: IndexPath
    private weak var collectionView: UICollectionView?
    private let settle = DragAnimator.running()

    init(dragItem: UIDragItem, placeholder: UICollectionViewPlaceholder, collectionView: UICollectionView) {
        self.dragItem = dragItem
        self.placeholder = placeholder
        indexPath = placeholder.insertionIndexPath
        self.collectionView = collectionView
    }

    func commitInsertion(dataSourceUpdates: (IndexPath) -> Void) -> Bool {
        collectionView?.commitDropPlaceholder(self, dataSourceUpdates: dataSourceUpdates) ?? false
    }

    func deletePlaceholder() -> Bool { collectionView?.deleteDropPlaceholder(self) ?? false }

    func setNeedsCellUpdate() {
        guard let cell = collectionView?.cellForItem(at: indexPath) else { return }
        placeholder.cellUpdateHandler?(cell)
    }

    func addAnimations(_ animations: @escaping () -> Void) { settle.addAnimations(animations) }
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) { settle.addCompletion(completion) }
}
