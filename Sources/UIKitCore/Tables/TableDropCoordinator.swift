/// The coordinator a table's drop delegate performs a drop with: its `drop` calls send the items' preview to
/// their place as the drop animates (`DropLanding`), and hand back the drop's animator.
@MainActor final class TableDropCoordinator: UITableViewDropCoordinator {
    let items: [any UITableViewDropItem]
    let destinationIndexPath: IndexPath?
    let proposal: UITableViewDropProposal
    let session: any UIDropSession
    private weak var tableView: UITableView?

    init(items: [any UITableViewDropItem], destinationIndexPath: IndexPath?, proposal: UITableViewDropProposal,
         session: any UIDropSession, tableView: UITableView) {
        self.tableView = tableView
        self.items = items
        self.destinationIndexPath = destinationIndexPath
        self.proposal = proposal
        self.session = session
    }

    /// The preview lands on the row, masked as `dropPreviewParametersForRowAt` says.
    func drop(_ dragItem: UIDragItem, toRowAt indexPath: IndexPath) -> any UIDragAnimating {
        tableView?.landDroppedItem(dragItem, of: session, onRowAt: indexPath) ?? DragAnimator.running()
    }

    func drop(_ dragItem: UIDragItem, to placeholder: UITableViewDropPlaceholder)
        -> any UITableViewDropPlaceholderContext {
        guard let tableView else {
            UIKitLog.error("UITableView: drop(_:to:) with a placeholder after the table view is gone; nothing shown")
            return TableDropPlaceholderContext(dragItem: dragItem, placeholder: placeholder, tableView: nil)
        }
        return tableView.insertDropPlaceholder(placeholder, for: dragItem, of: session)
    }

    /// The preview shrinks into `rect` of the row (the row's coordinates).
    func drop(_ dragItem: UIDragItem, intoRowAt indexPath: IndexPath, rect: CGRect) -> any UIDragAnimating {
        guard let tableView else { return DragAnimator.running() }
        let row = tableView.rectForRow(at: indexPath)
        return tableView.land(dragItem, of: session, in: rect.offsetBy(dx: row.minX, dy: row.minY), as: nil,
                              parameters: nil)
    }

    func drop(_ dragItem: UIDragItem, to target: UIDragPreviewTarget) -> any UIDragAnimating {
        (session as? DropSession)?.land(dragItem, at: target, as: nil, parameters: nil) ?? DragAnimator.running()
    }
}
