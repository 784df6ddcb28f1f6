import Foundation

/// One dropped item, as a collection view's drop coordinator gives it.
@preconcurrency @MainActor public protocol UICollectionViewDropItem: AnyObject {
    var dragItem: UIDragItem { get }
    /// The item it was dragged from, when it comes from this collection view.
    var sourceIndexPath: IndexPath? { get }
    var previewSize: CGSize { get }
}
