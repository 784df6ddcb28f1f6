import Foundation

/// A view whose items are rows of one column, as a screen reader's table commands see them (AT-SPI's `Table`): a
/// table view's rows, a list-layout collection view's items. Rows are counted across sections, in order; only rows
/// on screen have cells (elements), as only they do in the view.
@MainActor protocol AccessibilityRowTable: UIView {
    /// Whether the view is laid out as rows now (a collection view only with a list layout).
    var accessibilityIsRowTable: Bool { get }
    var accessibilitySectionCount: Int { get }
    func accessibilityRowCount(inSection section: Int) -> Int
    func accessibilityVisibleCell(at indexPath: IndexPath) -> UIView?
    func accessibilityIndexPath(ofCell cell: UIView) -> IndexPath?
    var accessibilitySelectedIndexPaths: [IndexPath] { get }
    /// Selects or deselects a row as the user's click with Control would, asking the delegate.
    func accessibilitySetRow(at indexPath: IndexPath, selected: Bool) -> Bool
}

extension AccessibilityRowTable {
    var accessibilityTotalRowCount: Int {
        (0..<accessibilitySectionCount).reduce(0) { $0 + accessibilityRowCount(inSection: $1) }
    }

    /// The index path of the row-th row across sections; nil past the end.
    func accessibilityIndexPath(forRow row: Int) -> IndexPath? {
        guard row >= 0 else { return nil }
        var remaining = row
        for section in 0..<accessibilitySectionCount {
            let count = accessibilityRowCount(inSection: section)
            if remaining < count { return IndexPath(row: remaining, section: section) }
            remaining -= count
        }
        return nil
    }

    func accessibilityRow(of indexPath: IndexPath) -> Int {
        (0..<min(indexPath.section, accessibilitySectionCount)).reduce(0) { $0 + accessibilityRowCount(inSection: $1) }
            + indexPath.row
    }
}

extension UITableView: AccessibilityRowTable {
    var accessibilityIsRowTable: Bool { true }
    var accessibilitySectionCount: Int { numberOfSections }
    func accessibilityRowCount(inSection section: Int) -> Int { numberOfRows(inSection: section) }
    func accessibilityVisibleCell(at indexPath: IndexPath) -> UIView? { cellForRow(at: indexPath) }
    func accessibilityIndexPath(ofCell cell: UIView) -> IndexPath? { (cell as? UITableViewCell).flatMap { indexPath(for: $0) } }
    var accessibilitySelectedIndexPaths: [IndexPath] { indexPathsForSelectedRows ?? [] }
    func accessibilitySetRow(at indexPath: IndexPath, selected: Bool) -> Bool {
        guard selectedRows.contains(indexPath) != selected else { return true }
        if selected { userSelect(indexPath, modifiers: [.control]) } else { userDeselect(indexPath) }
        return selectedRows.contains(indexPath) == selected
    }
}

extension UICollectionView: AccessibilityRowTable {
    /// A list layout puts one item in each row: every cell on screen spans the collection's content width (less the
    /// section insets of inset lists, hence half of it).
    var accessibilityIsRowTable: Bool {
        let cells = visibleCells
        return !cells.isEmpty && cells.allSatisfy { $0.frame.width > bounds.width / 2 }
    }
    var accessibilitySectionCount: Int { numberOfSections }
    func accessibilityRowCount(inSection section: Int) -> Int { numberOfItems(inSection: section) }
    func accessibilityVisibleCell(at indexPath: IndexPath) -> UIView? { cellForItem(at: indexPath) }
    func accessibilityIndexPath(ofCell cell: UIView) -> IndexPath? { (cell as? UICollectionViewCell).flatMap { indexPath(for: $0) } }
    var accessibilitySelectedIndexPaths: [IndexPath] { (indexPathsForSelectedItems ?? []).sorted() }
    func accessibilitySetRow(at indexPath: IndexPath, selected: Bool) -> Bool {
        let isSelected = { (self.indexPathsForSelectedItems ?? []).contains(indexPath) }
        guard isSelected() != selected else { return true }
        if selected { userSelect(indexPath, modifiers: [.control]) } else { userDeselect(indexPath) }
        return isSelected() == selected
    }
}
