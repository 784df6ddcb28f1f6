/// What a table's drop delegate gets to perform a drop: the items, where they go, and how to animate them there.
@preconcurrency @MainActor public protocol UITableViewDropCoordinator: AnyObject {
    var items: [any UITableViewDropItem] { get }
    var destinationIndexPath: IndexPath? { get }
    var proposal: UITableViewDropProposal { get }
    var session: any UIDropSession { get }
    /// Animates `dragItem` to the row at `indexPath` (which the delegate has inserted or moved there).
    @discardableResult
    func drop(_ dragItem: UIDragItem, toRowAt indexPath: IndexPath) -> any UIDragAnimating
    /// Puts a placeholder row in for `dragItem` (its data may still be loading) and lands the item on its cell; the
    /// returned context exchanges it for the real row or removes it later. The data source is not told of the
    /// placeholder: the table counts it beside the data source's rows.
    func drop(_ dragItem: UIDragItem, to placeholder: UITableViewDropPlaceholder) -> any UITableViewDropPlaceholderContext
    /// Animates `dragItem` into `rect` of the row at `indexPath`.
    @discardableResult
    func drop(_ dragItem: UIDragItem, intoRowAt indexPath: IndexPath, rect: CGRect) -> any UIDragAnimating
    /// Animates `dragItem` to `target`.
    @discardableResult
    func drop(_ dragItem: UIDragItem, to target: UIDragPreviewTarget) -> any UIDragAnimating
}
