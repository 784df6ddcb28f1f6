import Foundation

/// A table view (or list-layout collection view) as a table of one column: its rows across sections, the cell of a
/// row on screen, the row of a cell, the selected rows. Requests for rows out of range answer nothing and log.
extension AccessibilityTree {
    private func rowTable(_ id: AccessibilityElementID) -> (any AccessibilityRowTable)? {
        guard let table = object(for: id) as? any AccessibilityRowTable, table.accessibilityIsRowTable else { return nil }
        return table
    }

    package func isTable(_ id: AccessibilityElementID) -> Bool { rowTable(id) != nil }

    /// Rows across all sections, and one column.
    package func tableSize(of id: AccessibilityElementID) -> (rows: Int, columns: Int)? {
        rowTable(id).map { ($0.accessibilityTotalRowCount, 1) }
    }

    private func indexPath(row: Int, column: Int, in table: any AccessibilityRowTable) -> IndexPath? {
        guard column == 0, let indexPath = table.accessibilityIndexPath(forRow: row) else {
            UIKitLog.error("accessibility table cell (\(row), \(column)) is out of range for a table of \(table.accessibilityTotalRowCount) rows and 1 column")
            return nil
        }
        return indexPath
    }

    /// The cell at a row, when it is on screen (only rows on screen have cells).
    package func tableCell(row: Int, column: Int, of id: AccessibilityElementID) -> AccessibilityElementID? {
        guard let table = rowTable(id), let indexPath = indexPath(row: row, column: column, in: table),
              let cell = table.accessibilityVisibleCell(at: indexPath) else { return nil }
        return self.id(for: cell)
    }

    /// The index among the table's children of the cell at a row; -1 when it is not on screen.
    package func tableChildIndex(row: Int, column: Int, of id: AccessibilityElementID) -> Int {
        guard let cell = tableCell(row: row, column: column, of: id) else { return -1 }
        return children(of: id).firstIndex(of: cell) ?? -1
    }

    /// The row and column of the table's child at `index`; nil for a child that is no row (a header view).
    package func tablePosition(ofChildAt index: Int, of id: AccessibilityElementID) -> (row: Int, column: Int)? {
        let children = children(of: id)
        guard children.indices.contains(index) else { return nil }
        return tablePosition(of: children[index])?.position
    }

    /// The table a cell is a row of, and its row and column there.
    package func tablePosition(of cell: AccessibilityElementID) -> (table: AccessibilityElementID, position: (row: Int, column: Int))? {
        guard let view = object(for: cell) as? UIView, let parent = parent(of: cell), let table = rowTable(parent),
              let indexPath = table.accessibilityIndexPath(ofCell: view) else { return nil }
        return (parent, (table.accessibilityRow(of: indexPath), 0))
    }

    package func selectedTableRows(of id: AccessibilityElementID) -> [Int] {
        guard let table = rowTable(id) else { return [] }
        return table.accessibilitySelectedIndexPaths.map { table.accessibilityRow(of: $0) }
    }

    /// Selects or deselects a row as the user would (the delegate is asked and told).
    @discardableResult
    package func setTableRow(_ row: Int, selected: Bool, of id: AccessibilityElementID) -> Bool {
        guard let table = rowTable(id), let indexPath = indexPath(row: row, column: 0, in: table) else { return false }
        let done = table.accessibilitySetRow(at: indexPath, selected: selected)
        emptyCache()
        return done
    }
}
