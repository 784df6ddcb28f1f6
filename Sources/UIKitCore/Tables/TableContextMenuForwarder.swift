import Foundation

/// The table's context menu interaction delegate: a secondary click or long press on a row asks the table's
/// delegate for `contextMenuConfigurationForRowAt` with the point in table coordinates.
@MainActor final class TableContextMenuForwarder: UIContextMenuInteractionDelegate {
    private weak var tableView: UITableView?

    init(tableView: UITableView) { self.tableView = tableView }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        guard let tableView, let indexPath = tableView.indexPathForRow(at: location) else { return nil }
        return tableView.tableDelegate?.tableView(tableView, contextMenuConfigurationForRowAt: indexPath, point: location)
    }
}
