/// Takes drops on a table. Only `performDropWith` is required.
///
/// A drag of the table's own rows released with a move proposal that inserts at the destination reorders the
/// rows without it: the data source hears `moveRowAt` (as on iOS).
@preconcurrency @MainActor public protocol UITableViewDropDelegate: AnyObject {
    func tableView(_ tableView: UITableView, performDropWith coordinator: any UITableViewDropCoordinator)
    func tableView(_ tableView: UITableView, canHandle session: any UIDropSession) -> Bool
    func tableView(_ tableView: UITableView, dropSessionDidEnter session: any UIDropSession)
    /// What a drop would do at `destinationIndexPath` (nil: past the last row or over no row).
    func tableView(_ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
                   withDestinationIndexPath destinationIndexPath: IndexPath?) -> UITableViewDropProposal
    func tableView(_ tableView: UITableView, dropSessionDidExit session: any UIDropSession)
    func tableView(_ tableView: UITableView, dropSessionDidEnd session: any UIDropSession)
    /// How a dropped item's preview is drawn as it lands on the row at `indexPath`; nil for the row's whole cell.
    func tableView(_ tableView: UITableView, dropPreviewParametersForRowAt indexPath: IndexPath) -> UIDragPreviewParameters?
}

extension UITableViewDropDelegate {
    public func tableView(_ tableView: UITableView, canHandle session: any UIDropSession) -> Bool { true }
    public func tableView(_ tableView: UITableView, dropSessionDidEnter session: any UIDropSession) {}
    /// By default the table's own rows move, and nothing else drops.
    public func tableView(_ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
                          withDestinationIndexPath destinationIndexPath: IndexPath?) -> UITableViewDropProposal {
        tableView.isOwnRowDrag(session)
            ? UITableViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
            : UITableViewDropProposal(operation: .cancel)
    }
    public func tableView(_ tableView: UITableView, dropSessionDidExit session: any UIDropSession) {}
    public func tableView(_ tableView: UITableView, dropSessionDidEnd session: any UIDropSession) {}
    public func tableView(_ tableView: UITableView,
                          dropPreviewParametersForRowAt indexPath: IndexPath) -> UIDragPreviewParameters? { nil }
}
