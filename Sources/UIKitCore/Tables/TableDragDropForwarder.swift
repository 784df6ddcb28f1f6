import Foundation

/// The table's drag and drop interaction delegate: turns points into rows for the table's drag and drop
/// delegates, remembers which row a drag of its own came from, and reorders rows dropped back on the table.
@MainActor final class TableDragDropForwarder: UIDragInteractionDelegate, UIDropInteractionDelegate {
    private weak var tableView: UITableView?
    /// The drag that started from one of the table's rows, and that row.
    private(set) weak var ownDrag: LocalDragSession?
    private(set) var ownDragIndexPath: IndexPath?
    private(set) var activeDrop: (any UIDropSession)?
    private var destination: IndexPath?
    private var proposal = UITableViewDropProposal(operation: .cancel)

    init(tableView: UITableView) { self.tableView = tableView }

    // MARK: Drag

    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: any UIDragSession) -> [UIDragItem] {
        guard let tableView, let delegate = tableView.dragDelegate, !tableView.isEditing,
              let indexPath = tableView.indexPathForRow(at: session.location(in: tableView)) else { return [] }
        let items = delegate.tableView(tableView, itemsForBeginning: session, at: indexPath)
        ownDragIndexPath = items.isEmpty ? nil : indexPath
        return items
    }

    func dragInteraction(_ interaction: UIDragInteraction, previewForLifting item: UIDragItem,
                         session: any UIDragSession) -> UITargetedDragPreview? {
        guard let tableView, let indexPath = ownDragIndexPath, let cell = tableView.cellForRow(at: indexPath) else {
            return nil
        }
        let parameters = tableView.dragDelegate?.tableView(tableView, dragPreviewParametersForRowAt: indexPath)
        return UITargetedDragPreview(view: cell, parameters: parameters ?? UIDragPreviewParameters())
    }

    func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: any UIDragSession) {
        ownDrag = session as? LocalDragSession
        guard let tableView else { return }
        tableView.dragDelegate?.tableView(tableView, dragSessionWillBegin: session)
    }

    func dragInteraction(_ interaction: UIDragInteraction, sessionAllowsMoveOperation session: any UIDragSession) -> Bool {
        guard let tableView else { return true }
        return tableView.dragDelegate?.tableView(tableView, dragSessionAllowsMoveOperation: session) ?? true
    }

    func dragInteraction(_ interaction: UIDragInteraction,
                         sessionIsRestrictedToDraggingApplication session: any UIDragSession) -> Bool {
        guard let tableView else { return false }
        return tableView.dragDelegate?.tableView(tableView, dragSessionIsRestrictedToDraggingApplication: session) ?? false
    }

    func dragInteraction(_ interaction: UIDragInteraction, session: any UIDragSession,
                         didEndWith operation: UIDropOperation) {
        ownDrag = nil
        ownDragIndexPath = nil
        guard let tableView else { return }
        tableView.dragDelegate?.tableView(tableView, dragSessionDidEnd: session)
    }

    func isOwnRowDrag(_ session: any UIDropSession) -> Bool {
        ownDrag != nil && session.localDragSession === ownDrag
    }

    // MARK: Drop

    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: any UIDropSession) -> Bool {
        guard let tableView, let delegate = tableView.dropDelegate else { return false }
        return delegate.tableView(tableView, canHandle: session)
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: any UIDropSession) {
        activeDrop = session
        guard let tableView else { return }
        tableView.dropDelegate?.tableView(tableView, dropSessionDidEnter: session)
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession) -> UIDropProposal {
        guard let tableView, let delegate = tableView.dropDelegate else { return UIDropProposal(operation: .cancel) }
        destination = destinationIndexPath(at: session.location(in: tableView), in: tableView)
        proposal = delegate.tableView(tableView, dropSessionDidUpdate: session, withDestinationIndexPath: destination)
        return proposal
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: any UIDropSession) {
        activeDrop = nil
        guard let tableView else { return }
        tableView.dropDelegate?.tableView(tableView, dropSessionDidExit: session)
    }

    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: any UIDropSession) {
        guard let tableView, let delegate = tableView.dropDelegate else { return }
        if let source = ownDragIndexPath, let destination, isOwnRowDrag(session), proposal.operation == .move,
           proposal.intent == .insertAtDestinationIndexPath,
           tableView.dataSource?.tableView(tableView, canMoveRowAt: source) == true {
            if destination != source {
                tableView.dataSource?.tableView(tableView, moveRowAt: source, to: destination)
                tableView.moveRow(at: source, to: destination)
            }
            return
        }
        let items = session.items.map { item in
            TableDropItem(dragItem: item, sourceIndexPath: isOwnRowDrag(session) ? ownDragIndexPath : nil,
                          previewSize: ownDragIndexPath.flatMap { tableView.rectForRow(at: $0).size } ?? .zero)
        }
        delegate.tableView(tableView, performDropWith: TableDropCoordinator(
            items: items, destinationIndexPath: destination, proposal: proposal, session: session))
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: any UIDropSession) {
        activeDrop = nil
        destination = nil
        guard let tableView else { return }
        tableView.dropDelegate?.tableView(tableView, dropSessionDidEnd: session)
    }

    /// The row under `point`, or past the last row when the point is below the rows (for a move of the table's own
    /// row: the last row, where it can still go).
    private func destinationIndexPath(at point: CGPoint, in tableView: UITableView) -> IndexPath? {
        if let indexPath = tableView.indexPathForRow(at: point) { return indexPath }
        let sections = tableView.numberOfSections
        guard sections > 0 else { return nil }
        let rows = tableView.numberOfRows(inSection: sections - 1)
        return IndexPath(row: ownDrag != nil && rows > 0 ? rows - 1 : rows, section: sections - 1)
    }
}
