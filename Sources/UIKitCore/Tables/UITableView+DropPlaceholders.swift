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
        let path = placeholder.insertionIndexPath
        if path.count != 2 || !counts.indices.contains(path.section) || !(0...counts[path.section]).contains(path.row) {
            guard let last = counts.indices.last else {
                UIKitLog.error("UITableView: a drop placeholder at \(path) in a table without sections; it is not shown")
                return context
            }
            UIKitLog.error("UITableView: a drop placeholder at \(path), outside the table's rows; it goes at the end")
            context.indexPath = IndexPath(row: counts[last], section: last)
        }
        for other in dropPlaceholders where other.indexPath.section == context.indexPath.section
            && other.indexPath.row >= context.indexPath.row {
            other.indexPath.row += 1
        }
        dropPlaceholders.append(context)
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
        guard removePlaceholder(context) else { return false }
        dataSourceUpdates(context.indexPath)
        reloadRowsInCode(at: [context.indexPath], with: .fade)
        return true
    }

    func deleteDropPlaceholder(_ context: TableDropPlaceholderContext) -> Bool {
        guard removePlaceholder(context) else { return false }
        deleteRowsInCode(at: [context.indexPath], with: .automatic)
        return true
    }

    private func removePlaceholder(_ context: TableDropPlaceholderContext) -> Bool {
        guard let index = dropPlaceholders.firstIndex(where: { $0 === context }) else { return false }
        dropPlaceholders.remove(at: index)
        for other in dropPlaceholders where other.indexPath.section == context.indexPath.section
            && other.indexPath.row > context.indexPath.row {
            other.indexPath.row -= 1
        }
        return true
    }

    /// The data source's counts with the placeholders added.
    func countsWithPlaceholders(_ counts: [Int]) -> [Int] {
        var counts = counts
        for context in dropPlaceholders where counts.indices.contains(context.indexPath.section) {
            counts[context.indexPath.section] += 1
        }
        return counts
    }

    /// The placeholder at a row of the table, if one is there.
    func dropPlaceholder(at indexPath: IndexPath) -> TableDropPlaceholderContext? {
        dropPlaceholders.isEmpty ? nil : dropPlaceholders.first { $0.indexPath == indexPath }
    }

    /// A row of the table in the data source's terms: the placeholders before it in its section taken away.
    func dataSourceIndexPath(_ indexPath: IndexPath) -> IndexPath {
        guard !dropPlaceholders.isEmpty else { return indexPath }
        let before = dropPlaceholders.filter { $0.indexPath.section == indexPath.section && $0.indexPath.row < indexPath.row }
        return IndexPath(row: indexPath.row - before.count, section: indexPath.section)
    }

    /// The cell for a row: a placeholder's own (dequeued with its reuse identifier, configured by its handler), or
    /// the data source's.
    func cellFromDataSource(_ dataSource: any UITableViewDataSource, at indexPath: IndexPath) -> UITableViewCell {
        guard let context = dropPlaceholder(at: indexPath) else {
            return dataSource.tableView(self, cellForRowAt: dataSourceIndexPath(indexPath))
        }
        let cell = dequeueReusableCell(withIdentifier: context.placeholder.reuseIdentifier, for: indexPath)
        context.placeholder.cellUpdateHandler?(cell)
        return cell
    }
}
