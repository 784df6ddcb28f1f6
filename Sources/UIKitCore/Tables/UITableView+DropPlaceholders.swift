import Foundation

/// Placeholder rows of drops: rows the table shows before the data source has them (an item whose dropped data
/// still loads). The counts are the data source's plus the placeholders, as in UIKit; cells and heights of other
/// rows are asked of the data source and delegate at the row's index path without the placeholders before it in
/// its section. Committing takes the placeholder out and the data source's new row in at once (a reload of that
/// row); deleting takes it out (a deletion); `reloadData()` forgets every placeholder.
extension UITableView {
    var hasDropPlaceholders: Bool { !dropPlaceholders.isEmpty }

    /// Puts `placeholder` in for `dragItem`; while `session`'s drop animates, its preview lands on the
    /// placeholder's cell (drawn as `previewParametersProvider` says) and the context's animations run with it.
    func insertDropPlaceholder(_ placeholder: UITableViewPlaceholder, for dragItem: UIDragItem,
                               of session: any UIDropSession) -> TableDropPlaceholderContext {
        let context = TableDropPlaceholderContext(dragItem: dragItem, placeholder: placeholder, tableView: self)
        let counts = (0..<numberOfSections).map { numberOfRows(inSection: $0) }
        guard let path = [TableDropPlaceholderContext].insertionIndexPath(
            for: placeholder.insertionIndexPath, counts: counts, list: "UITableView", noun: "table", things: "rows")
        else { return context }
        context.indexPath = path
        dropPlaceholders.insertPlaceholder(context)
        // While the drop lands on it the row is hidden, and the preview takes on its picture: it must not fade in
        // (a snapshot of a row fading in is blank). Without a landing it fades in as inserted rows do.
        let landing = (session as? DropSession)?.landing?.isOpen == true
        insertRowsInCode(at: [context.indexPath], with: landing ? .none : .automatic)
        layoutIfNeeded()
        if let cell = cellForRow(at: context.indexPath) {
            let parameters = (placeholder as? UITableViewDropPlaceholder)?.previewParametersProvider?(cell)
            context.lifecycle.animator = land(dragItem, of: session, in: rectForRow(at: context.indexPath), as: cell,
                                              parameters: parameters)
        }
        return context
    }

    func commitDropPlaceholder(_ context: TableDropPlaceholderContext, dataSourceUpdates: (IndexPath) -> Void) -> Bool {
        guard dropPlaceholders.removePlaceholder(context) else { return false }
        dataSourceUpdates(context.indexPath)
        reloadRowsInCode(at: [context.indexPath], with: .fade)
        return true
    }

    func deleteDropPlaceholder(_ context: TableDropPlaceholderContext) -> Bool {
        guard dropPlaceholders.removePlaceholder(context) else { return false }
        deleteRowsInCode(at: [context.indexPath], with: .automatic)
        return true
    }

    /// The data source's counts with the placeholders added.
    func countsWithPlaceholders(_ counts: [Int]) -> [Int] { dropPlaceholders.countsWithPlaceholders(counts) }

    /// A row of the table in the data source's terms: the placeholders before it in its section taken away.
    func dataSourceIndexPath(_ indexPath: IndexPath) -> IndexPath { dropPlaceholders.dataSourceIndexPath(indexPath) }

    /// The cell for a row: a placeholder's own (dequeued with its reuse identifier, configured by its handler), or
    /// the data source's.
    func cellFromDataSource(_ dataSource: any UITableViewDataSource, at indexPath: IndexPath) -> UITableViewCell {
        guard let context = dropPlaceholders.placeholder(at: indexPath) else {
            return dataSource.tableView(self, cellForRowAt: dataSourceIndexPath(indexPath))
        }
        let cell = dequeueReusableCell(withIdentifier: context.placeholder.reuseIdentifier, for: indexPath)
        context.placeholder.cellUpdateHandler?(cell)
        return cell
    }
}
