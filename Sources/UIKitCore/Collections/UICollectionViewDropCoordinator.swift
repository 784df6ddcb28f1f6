import Foundation

/// What a collection view's drop delegate gets to perform a drop: the items, where they go, and how to animate them
/// there.
@preconcurrency @MainActor public protocol UICollectionViewDropCoordinator: AnyObject {
    var items: [any UICollectionViewDropItem] { get }
    var destinationIndexPath: IndexPath? { get }
    var proposal: UICollectionViewDropProposal { get }
    var session: any UIDropSession { get }
    /// Animates `dragItem` to the item at `indexPath` (which the delegate has inserted or moved there).
    @discardableResult
    func drop(_ dragItem: UIDragItem, toItemAt indexPath: IndexPath) -> any UIDragAnimating
    /// Puts a placeholder cell in for `dragItem` (its data may still be loading); the returned context exchanges it
    /// for the real item or removes it later. The data source is not told of the placeholder.
    func drop(_ dragItem: UIDragItem, to placeholder: UICollectionViewDropPlaceholder)
        -> any UICollectionViewDropPlaceholderContext
    /// Animates `dragItem` into `rect` of the item at `indexPath`.
    @discardableResult
    func drop(_ dragItem: UIDragItem, intoItemAt indexPath: IndexPath, rect: CGRect) -> any UIDragAnimating
    /// Animates `dragItem` to `target`.
    @discardableResult
    func drop(_ dragItem: UIDragItem, to target: UIDragPreviewTarget) -> any UIDragAnimating
}
