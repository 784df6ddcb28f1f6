import Foundation

/// Drag and drop of rows: the table carries one drag interaction and one drop interaction, working while
/// `dragInteractionEnabled` is on and a drag (or drop) delegate is set; `ListDragDropForwarder` asks the table
/// (below) what its delegates say.
extension UITableView: ListDragDropHost {
    var hasActiveDragInCode: Bool { dragDropForwarder.ownDrag != nil }
    var hasActiveDropInCode: Bool { dragDropForwarder.activeDrop != nil }

    /// Whether `session` is a drag of one of this table's rows.
    func isOwnRowDrag(_ session: any UIDropSession) -> Bool { dragDropForwarder.isOwnDrag(session) }

    // MARK: ListDragDropHost

    var wantsItemDrags: Bool { dragInteractionEnabled && dragDelegate != nil }

    func dragSourceIndexPath(at point: CGPoint) -> IndexPath? {
        dragDelegate == nil || isEditing ? nil : indexPathForRow(at: point)
    }

    func dragItems(for session: any UIDragSession, at indexPath: IndexPath) -> [UIDragItem] {
        dragDelegate?.tableView(self, itemsForBeginning: session, at: indexPath) ?? []
    }

    func dragLiftPreview(at indexPath: IndexPath) -> UITargetedDragPreview? {
        guard let cell = cellForRow(at: indexPath) else { return nil }
        let parameters = dragDelegate?.tableView(self, dragPreviewParametersForRowAt: indexPath)
        return UITargetedDragPreview(view: cell, parameters: parameters ?? UIDragPreviewParameters())
    }

    func dragSessionWillBegin(_ session: any UIDragSession) { dragDelegate?.tableView(self, dragSessionWillBegin: session) }
    func dragSessionDidEnd(_ session: any UIDragSession) { dragDelegate?.tableView(self, dragSessionDidEnd: session) }
    func dragSessionAllowsMove(_ session: any UIDragSession) -> Bool {
        dragDelegate?.tableView(self, dragSessionAllowsMoveOperation: session) ?? true
    }
    func dragSessionIsRestricted(_ session: any UIDragSession) -> Bool {
        dragDelegate?.tableView(self, dragSessionIsRestrictedToDraggingApplication: session) ?? false
    }

    var hasDropDelegate: Bool { dropDelegate != nil }
    func dropCanHandle(_ session: any UIDropSession) -> Bool { dropDelegate?.tableView(self, canHandle: session) ?? false }
    func dropSessionDidEnter(_ session: any UIDropSession) { dropDelegate?.tableView(self, dropSessionDidEnter: session) }
    func dropSessionDidExit(_ session: any UIDropSession) {
        closeDropGap()
        dropDelegate?.tableView(self, dropSessionDidExit: session)
    }
    func dropSessionDidEnd(_ session: any UIDropSession) {
        // A drop whose rows did not come (yet) closes its gap once its animation is over.
        closeDropGap()
        dropDelegate?.tableView(self, dropSessionDidEnd: session)
    }

    /// The delegate's proposal, which the rows show (a gap, a highlighted row: UITableView+DropGap.swift).
    func dropProposal(for session: any UIDropSession, at destination: IndexPath?,
                      ownSource: IndexPath?) -> UITableViewDropProposal {
        let proposal = dropDelegate?.tableView(self, dropSessionDidUpdate: session, withDestinationIndexPath: destination)
            ?? UITableViewDropProposal(operation: .cancel)
        followDropProposal(proposal, at: destination, ownSource: ownSource, point: session.location(in: self))
        return proposal
    }

    /// The table's own row released with a move that inserts at the destination reorders through the data source
    /// (when it can move the row), as UIKit does: the data source hears the move once, and the rows, already in
    /// their places around the gap, stay put while the row lands in it. Anything else reaches `performDropWith`,
    /// the gap staying open until the delegate's rows (or placeholders) fill it.
    func performDrop(_ session: any UIDropSession, at destination: IndexPath?, proposal: UITableViewDropProposal,
                     ownSource: IndexPath?) {
        if let source = ownSource, let destination, isDropReorder(proposal, of: source) {
            if destination != source {
                dataSource?.tableView(self, moveRowAt: source, to: destination)
                moveRow(at: source, to: destination)
            } else {
                discardDropGap()
                setNeedsLayout()
                layoutIfNeeded()
            }
            for item in session.items { landDroppedItem(item, of: session, onRowAt: destination) }
            return
        }
        let previewSize = ownSource.map { rectForRow(at: $0).size } ?? .zero
        let items = session.items.map { ListDropItem(dragItem: $0, sourceIndexPath: ownSource, previewSize: previewSize) }
        dropDelegate?.tableView(self, performDropWith: TableDropCoordinator(
            items: items, destinationIndexPath: destination, proposal: proposal, session: session, tableView: self))
    }

    /// Lands a dropped item on the row at `indexPath` (its cell, masked as the drop delegate's
    /// `dropPreviewParametersForRowAt` says).
    @discardableResult
    func landDroppedItem(_ item: UIDragItem, of session: any UIDropSession,
                         onRowAt indexPath: IndexPath) -> any UIDragAnimating {
        land(item, of: session, in: rectForRow(at: indexPath), as: cellForRow(at: indexPath),
             parameters: dropDelegate?.tableView(self, dropPreviewParametersForRowAt: indexPath))
    }

    /// The row under `point`, or past the last row when the point is below the rows (for a move of the table's own
    /// row: the last row, where it can still go).
    func dropDestination(at point: CGPoint, ownDrag: Bool) -> IndexPath? {
        if let indexPath = indexPathForRow(at: point) { return indexPath }
        let sections = numberOfSections
        guard sections > 0 else { return nil }
        let rows = numberOfRows(inSection: sections - 1)
        return IndexPath(row: ownDrag && rows > 0 ? rows - 1 : rows, section: sections - 1)
    }
}
