import Foundation

/// Selection: by code (no delegate messages, as in UIKit), and by the user, who touches or clicks an item (it
/// highlights while held, and selects on release unless the touch became a scroll), Ctrl-clicks to toggle one
/// item and Shift-clicks to select the range from the last selected item, when multiple selection is on.
extension UICollectionView {
    var indexPathsForSelectedItemsInCode: [IndexPath]? {
        selection.isEmpty ? nil : selection.sorted()
    }

    func selectItemInCode(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard allowsSelectionNow else { return }
        guard let indexPath else { return deselectAllItems() }
        guard isValidItem(indexPath) else { return logOutOfRange(indexPath, "selectItem") }
        if !allowsMultipleSelectionNow { for other in selection where other != indexPath { setSelected(false, other) } }
        setSelected(true, indexPath)
        selectionAnchor = indexPath
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    func deselectItemInCode(at indexPath: IndexPath, animated: Bool) {
        setSelected(false, indexPath)
    }

    /// Cells on screen follow the editing state (a cell coming on screen takes it as it is placed).
    func editingDidChange() {
        for view in visibleViews.values { (view as? UICollectionViewCell)?.isEditingInCollection = isEditing }
    }

    var allowsSelectionNow: Bool { isEditing ? allowsSelectionDuringEditing : allowsSelection }
    var allowsMultipleSelectionNow: Bool { isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection }

    func setSelected(_ selected: Bool, _ indexPath: IndexPath) {
        if selected { selection.insert(indexPath) } else { selection.remove(indexPath) }
        cellForItem(at: indexPath)?.isSelected = selected
    }

    func deselectAllItems() {
        for indexPath in selection { setSelected(false, indexPath) }
    }

    func keepOnlyFirstSelection() {
        let first = selection.min()
        for indexPath in selection where indexPath != first { setSelected(false, indexPath) }
    }

    // MARK: The user's selection

    /// The user picked `indexPath` (a tap, a click or a key), with the modifiers held. Asks and tells the delegate as
    /// UIKit does: single selection replaces the old one; multiple selection toggles; Shift selects a range.
    func userSelect(_ indexPath: IndexPath, modifiers: UIKeyModifierFlags = [], toggles: Bool = true) {
        guard allowsSelectionNow, isValidItem(indexPath) else { return }
        let delegate = collectionDelegate
        if allowsMultipleSelectionNow, modifiers.contains(.shift), let anchor = selectionAnchor {
            return userSelectRange(from: anchor, to: indexPath, replacing: !modifiers.contains(.control))
        }
        if allowsMultipleSelectionNow, toggles || modifiers.contains(.control) {
            if selection.contains(indexPath) {
                userDeselect(indexPath)
            } else if delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true {
                setSelected(true, indexPath)
                delegate?.collectionView(self, didSelectItemAt: indexPath)
                performSelectionSegue(ofItemAt: indexPath)
            }
            selectionAnchor = indexPath
            return
        }
        guard delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
        for other in selection.sorted() where other != indexPath {
            setSelected(false, other)
            delegate?.collectionView(self, didDeselectItemAt: other)
        }
        setSelected(true, indexPath)
        selectionAnchor = indexPath
        delegate?.collectionView(self, didSelectItemAt: indexPath)
        performSelectionSegue(ofItemAt: indexPath)
    }

    /// A storyboard prototype cell's segue runs after `didSelectItemAt`, as on iOS, with the cell as sender.
    private func performSelectionSegue(ofItemAt indexPath: IndexPath) {
        guard let cell = cellForItem(at: indexPath), let segue = cell.storyboardSelectionSegue else { return }
        segue(cell)
    }

    func userDeselect(_ indexPath: IndexPath) {
        let delegate = collectionDelegate
        guard delegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true else { return }
        setSelected(false, indexPath)
        delegate?.collectionView(self, didDeselectItemAt: indexPath)
    }

    /// Selects every item from `anchor` to `end` in index order (across sections); `replacing` first deselects
    /// what lies outside the range. The anchor stays, so the next Shift-click measures from it again.
    func userSelectRange(from anchor: IndexPath, to end: IndexPath, replacing: Bool) {
        let range = itemRange(from: min(anchor, end), to: max(anchor, end))
        let inRange = Set(range)
        if replacing {
            for other in selection.sorted() where !inRange.contains(other) { userDeselect(other) }
        }
        let delegate = collectionDelegate
        for indexPath in range where !selection.contains(indexPath) {
            guard delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { continue }
            setSelected(true, indexPath)
            delegate?.collectionView(self, didSelectItemAt: indexPath)
        }
    }

    /// Every item from `start` through `end`, in index order.
    func itemRange(from start: IndexPath, to end: IndexPath) -> [IndexPath] {
        let counts = counts
        var result: [IndexPath] = []
        var section = start.section
        while section <= end.section, section < counts.count {
            let first = section == start.section ? start.item : 0
            let last = section == end.section ? end.item : counts[section] - 1
            if first <= last { result += (first...last).map { IndexPath(item: $0, section: section) } }
            section += 1
        }
        return result
    }

    // MARK: Highlight

    func highlight(_ indexPath: IndexPath) {
        guard allowsSelectionNow, highlightedIndexPath != indexPath,
              collectionDelegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true else { return }
        unhighlight()
        highlightedIndexPath = indexPath
        cellForItem(at: indexPath)?.isHighlighted = true
        collectionDelegate?.collectionView(self, didHighlightItemAt: indexPath)
    }

    func unhighlight() {
        guard let indexPath = highlightedIndexPath else { return }
        highlightedIndexPath = nil
        cellForItem(at: indexPath)?.isHighlighted = false
        collectionDelegate?.collectionView(self, didUnhighlightItemAt: indexPath)
    }
}
