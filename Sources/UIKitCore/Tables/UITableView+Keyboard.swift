import Foundation

/// The keyboard, once the table is first responder (a click makes it so): Up and Down move the selection a row
/// (Shift extends the range from the anchor when multiple selection is on), Home and End go to the first and last
/// row, Page Up and Page Down a screen, Return or Enter activates the row (`didSelectRowAt`, as Mac Catalyst),
/// Escape closes open swipe actions.
extension UITableView {
    func handleKey(_ press: UIPress) -> Bool {
        guard let key = press.key else { return false }
        let shift = key.modifierFlags.contains(.shift)
        switch key.keyCode {
        case .keyboardUpArrow: moveCursor(by: -1, extending: shift)
        case .keyboardDownArrow: moveCursor(by: 1, extending: shift)
        case .keyboardHome: moveCursor(toEnd: false, extending: shift)
        case .keyboardEnd: moveCursor(toEnd: true, extending: shift)
        case .keyboardPageUp: moveCursor(by: -max(visibleRows.count - 1, 1), extending: shift)
        case .keyboardPageDown: moveCursor(by: max(visibleRows.count - 1, 1), extending: shift)
        case .keyboardReturnOrEnter, .keypadEnter:
            guard let cursor = keyboardCursor ?? indexPathForSelectedRow, model.contains(cursor) else { return false }
            if selectedRows.contains(cursor) {
                tableDelegate?.tableView(self, didSelectRowAt: cursor)
                performSelectionSegue(ofRowAt: cursor)
            } else {
                userSelect(cursor)
            }
        case .keyboardEscape:
            guard swipe != nil else { return false }
            cancelSwipe(animated: true)
        default:
            return false
        }
        return true
    }

    private func moveCursor(by step: Int, extending: Bool) {
        ensureModel()
        let all = flatRowCount
        guard all > 0 else { return }
        let current = keyboardCursor.flatMap { model.contains($0) ? model.flatRow($0) : nil }
        let target = current.map { min(max($0 + step, 0), all - 1) } ?? (step > 0 ? 0 : all - 1)
        moveCursor(to: indexPath(forFlatRow: target), extending: extending)
    }

    private func moveCursor(toEnd end: Bool, extending: Bool) {
        ensureModel()
        let all = flatRowCount
        guard all > 0 else { return }
        moveCursor(to: indexPath(forFlatRow: end ? all - 1 : 0), extending: extending)
    }

    private func moveCursor(to indexPath: IndexPath, extending: Bool) {
        if extending, currentlyAllowsMultipleSelection, let anchor = selectionAnchor ?? keyboardCursor, model.contains(anchor) {
            selectionAnchor = anchor
            userSelectRange(from: anchor, to: indexPath)
        } else {
            if currentlyAllowsMultipleSelection {
                // A plain arrow in a multiple-selection table moves to a single selected row, as desktop lists do.
                for row in selectedRows.sorted() where row != indexPath { userDeselect(row) }
            }
            if !selectedRows.contains(indexPath) { userSelect(indexPath) }
            keyboardCursor = indexPath
            selectionAnchor = indexPath
        }
        scrollToRow(at: indexPath, at: .none, animated: false)
    }

    private var flatRowCount: Int { model.rowCounts.reduce(0, +) }

    private func indexPath(forFlatRow row: Int) -> IndexPath {
        var remaining = row
        for (section, count) in model.rowCounts.enumerated() {
            if remaining < count { return IndexPath(row: remaining, section: section) }
            remaining -= count
        }
        return IndexPath(row: 0, section: 0)
    }
}
