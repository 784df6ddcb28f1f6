import Foundation

/// One item of a drop on a table or a collection view: the dragged item, where in the list it came from (when it is
/// the list's own), and the size of its preview.
@MainActor final class ListDropItem: UITableViewDropItem, UICollectionViewDropItem {
    let dragItem: UIDragItem
    let sourceIndexPath: IndexPath?
    let previewSize: CGSize

    init(dragItem: UIDragItem, sourceIndexPath: IndexPath?, previewSize: CGSize) {
        self.dragItem = dragItem
        self.sourceIndexPath = sourceIndexPath
        self.previewSize = previewSize
    }
}
