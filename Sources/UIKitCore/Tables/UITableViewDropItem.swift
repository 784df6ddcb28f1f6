/// One dropped item, as a table's drop coordinator gives it.
@preconcurrency @MainActor public protocol UITableViewDropItem: AnyObject {
    var dragItem: UIDragItem { get }
    /// The row it was dragged from, when it comes from this table.
    var sourceIndexPath: IndexPath? { get }
    var previewSize: CGSize { get }
}
