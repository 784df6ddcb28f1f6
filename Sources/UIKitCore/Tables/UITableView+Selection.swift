import Foundation

/// Selection: single (a new row replaces the old; tapping the selected row keeps it) or multiple (a tap toggles,
/// TV-22), by touch, click (Shift extends a range from the anchor, Ctrl or Command toggles) and code. The user's
/// selections ask the delegate's will/did methods; the programmatic ones do not (as UIKit).
extension UITableView {
    var indexPathForSelectedRowInCode: IndexPath? { selectedRows.min() }

    var indexPathsForSelectedRowsInCode: [IndexPath]? { selectedRows.isEmpty ? nil : selectedRows.sorted() }

    /// Selects without asking the delegate; nil deselects everything (TV-23). Scrolls the row to the position
    /// (`.none`: not at all).
    func selectRowInCode(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        ensureModel()
        guard let indexPath else {
            for row in selectedRows { setSelected(false, row, animated: animated) }
            return
        }
        guard model.contains(indexPath) else {
            return UIKitLog.error("UITableView: attempt to select invalid index path \(describe(indexPath))")
        }
        guard currentlyAllowsSelection else { return }
        if !currentlyAllowsMultipleSelection {
            for row in selectedRows where row != indexPath { setSelected(false, row, animated: animated) }
        }
        setSelected(true, indexPath, animated: animated)
        selectionAnchor = indexPath
        keyboardCursor = indexPath
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects without asking the delegate; never scrolls (TV-23).
    func deselectRowInCode(at indexPath: IndexPath, animated: Bool) {
        setSelected(false, indexPath, animated: animated)
    }

    var currentlyAllowsSelection: Bool { editing ? allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing : allowsSelection }
    var currentlyAllowsMultipleSelection: Bool { editing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection }

    func setSelected(_ selected: Bool, _ indexPath: IndexPath, animated: Bool) {
        guard selectedRows.contains(indexPath) != selected else { return }
        if selected { selectedRows.insert(indexPath) } else { selectedRows.remove(indexPath) }
        visibleRows[indexPath]?.setSelected(selected, animated: animated)
    }

    func selectionModeDidChange() {
        if !currentlyAllowsMultipleSelection, selectedRows.count > 1, let keep = selectedRows.min() {
            for row in selectedRows where row != keep { setSelected(false, row, animated: false) }
        }
        for cell in visibleRows.values { cell.tableAllowsMultipleSelection = currentlyAllowsMultipleSelection }
    }

    // MARK: The user's selection

    /// A tap or click on a row, with the modifiers held: asks `willSelect` (which may forbid or redirect, TV-24)
    /// and `willDeselect`, in UIKit's order (TV-25), then selects and tells `didSelect`.
    func userSelect(_ indexPath: IndexPath, modifiers: UIKeyModifierFlags = []) {
        guard currentlyAllowsSelection, model.contains(indexPath) else { return }
        let multiple = currentlyAllowsMultipleSelection
        if multiple, modifiers.contains(.shift), let anchor = selectionAnchor, model.contains(anchor) {
            return userSelectRange(from: anchor, to: indexPath)
        }
        let toggles = multiple || (!modifiers.isDisjoint(with: [.control, .command]) && selectedRows.contains(indexPath))
        if toggles, selectedRows.contains(indexPath) {
            userDeselect(indexPath)
            selectionAnchor = indexPath
            keyboardCursor = indexPath
            return postSelectionChange()
        }
        guard let target = tableDelegate.map({ $0.tableView(self, willSelectRowAt: indexPath) }) ?? indexPath else { return }
        guard model.contains(target) else {
            return UIKitLog.error("UITableView: willSelectRowAt returned invalid index path \(describe(target)); ignored")
        }
        if !multiple {
            for row in selectedRows.sorted() where row != target { userDeselect(row) }
        }
        setSelected(true, target, animated: false)
        selectionAnchor = target
        keyboardCursor = target
        tableDelegate?.tableView(self, didSelectRowAt: target)
        postSelectionChange()
        performSelectionSegue(ofRowAt: target)
    }

    /// A storyboard prototype cell's segue runs after `didSelectRowAt`, as on iOS, with the cell as sender.
    func performSelectionSegue(ofRowAt indexPath: IndexPath) {
        guard let cell = cellForRow(at: indexPath), let segue = cell.storyboardSelectionSegue else { return }
        segue(cell)
    }

    /// Deselects with `willDeselect` (nil forbids) and `didDeselect`.
    func userDeselect(_ indexPath: IndexPath) {
        guard let target = tableDelegate.map({ $0.tableView(self, willDeselectRowAt: indexPath) }) ?? indexPath,
              selectedRows.contains(target) else { return }
        setSelected(false, target, animated: false)
        tableDelegate?.tableView(self, didDeselectRowAt: target)
    }

    /// Shift: the rows from the anchor to `end` become the selection (the anchor stays where it was).
    func userSelectRange(from anchor: IndexPath, to end: IndexPath) {
        let range = rows(from: min(anchor, end), to: max(anchor, end))
        let wanted = Set(range)
        for row in selectedRows.sorted() where !wanted.contains(row) { userDeselect(row) }
        for row in range where !selectedRows.contains(row) {
            guard let target = tableDelegate.map({ $0.tableView(self, willSelectRowAt: row) }) ?? row, model.contains(target) else { continue }
            setSelected(true, target, animated: false)
            tableDelegate?.tableView(self, didSelectRowAt: target)
        }
        keyboardCursor = end
        postSelectionChange()
    }

    /// Every row from `start` to `end` inclusive, across sections.
    func rows(from start: IndexPath, to end: IndexPath) -> [IndexPath] {
        var result: [IndexPath] = []
        for section in start.section...end.section where model.rowCounts.indices.contains(section) {
            let first = section == start.section ? start.row : 0
            let last = section == end.section ? end.row : model.rowCounts[section] - 1
            if first <= last { result.append(contentsOf: (first...last).map { IndexPath(row: $0, section: section) }) }
        }
        return result
    }

    func postSelectionChange() {
        NotificationCenter.default.post(name: UITableView.selectionDidChangeNotification, object: self)
    }
}
