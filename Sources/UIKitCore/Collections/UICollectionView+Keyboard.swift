import Foundation

/// Keyboard selection once the collection view is first responder (a click on an item makes it so): in outlines
/// Right expands and Left collapses the current item when it is a parent; otherwise the arrows move to the
/// neighbouring item (left and right in index order, up and down to the nearest item above or below),
/// Home and End to the first and last item, Shift extends the selection from the anchor when multiple selection is
/// on, Space and Return select (or toggle) the current item, Ctrl+A selects everything. The item scrolls into view.
extension UICollectionView {
    /// Acts on a navigation key; false for keys it does not use.
    func handleKey(_ key: UIKey) -> Bool {
        let modifiers = key.modifierFlags
        let current = keyboardFocusIndexPath ?? selection.min()
        let target: IndexPath?
        if key.keyCode == .keyboardRightArrow || key.keyCode == .keyboardLeftArrow, let current,
           let outline = dataSource as? any OutlineExpanding,
           outline.setOutlineItem(at: current, expanded: key.keyCode == .keyboardRightArrow) {
            return true
        }
        switch key.keyCode {
        case .keyboardLeftArrow: target = current.map { neighbourInOrder($0, by: -1) } ?? firstItem
        case .keyboardRightArrow: target = current.map { neighbourInOrder($0, by: 1) } ?? firstItem
        case .keyboardUpArrow: target = current.map { neighbourVertically($0, up: true) } ?? firstItem
        case .keyboardDownArrow: target = current.map { neighbourVertically($0, up: false) } ?? firstItem
        case .keyboardHome: target = firstItem
        case .keyboardEnd: target = lastItem
        case .keyboardSpacebar, .keyboardReturnOrEnter:
            guard let current else { return false }
            userSelect(current, modifiers: modifiers, toggles: true)
            return true
        case .keyboardA where modifiers.contains(.control) && allowsMultipleSelectionNow:
            guard let first = firstItem, let last = lastItem else { return true }
            userSelectRange(from: first, to: last, replacing: false)
            return true
        default:
            return false
        }
        guard let target else { return true }
        keyboardFocusIndexPath = target
        if modifiers.contains(.shift), allowsMultipleSelectionNow {
            let anchor = selectionAnchor ?? current ?? target
            userSelectRange(from: anchor, to: target, replacing: true)
            selectionAnchor = anchor
        } else {
            userSelect(target, toggles: false)
        }
        scrollToItem(at: target, at: [], animated: false)
        return true
    }

    var firstItem: IndexPath? {
        counts.firstIndex { $0 > 0 }.map { IndexPath(item: 0, section: $0) }
    }

    var lastItem: IndexPath? {
        let counts = counts
        return counts.lastIndex { $0 > 0 }.map { IndexPath(item: counts[$0] - 1, section: $0) }
    }

    /// The item `step` places before or after `indexPath` in index order, across sections; the same at the ends.
    func neighbourInOrder(_ indexPath: IndexPath, by step: Int) -> IndexPath {
        let counts = counts
        var section = indexPath.section, item = indexPath.item + step
        while counts.indices.contains(section) {
            if item >= 0, item < counts[section] { return IndexPath(item: item, section: section) }
            section += step
            guard counts.indices.contains(section) else { break }
            item = step > 0 ? 0 : counts[section] - 1
        }
        return indexPath
    }

    /// The nearest item wholly above (or below) `indexPath`'s item: the closest row first, then the closest
    /// horizontally; the same item when there is none.
    func neighbourVertically(_ indexPath: IndexPath, up: Bool) -> IndexPath {
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame else { return indexPath }
        let reach = max(bounds.height, frame.height) * 2
        let search = CGRect(x: -CGFloat.greatestFiniteMagnitude / 4, y: up ? frame.minY - reach : frame.maxY,
                            width: CGFloat.greatestFiniteMagnitude / 2, height: reach)
        let candidates = (layout.layoutAttributesForElements(in: search) ?? []).filter {
            $0.representedElementCategory == .cell && isValidItem($0.indexPath)
                && (up ? $0.frame.maxY <= frame.minY + 0.5 : $0.frame.minY >= frame.maxY - 0.5)
        }
        let best = candidates.min { a, b in
            let da = abs(a.frame.midY - frame.midY), db = abs(b.frame.midY - frame.midY)
            if abs(da - db) > 0.5 { return da < db }
            return abs(a.frame.midX - frame.midX) < abs(b.frame.midX - frame.midX)
        }
        return best?.indexPath ?? indexPath
    }
}
