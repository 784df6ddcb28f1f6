import Foundation

/// A finger or the primary button on a row: the row highlights on touch down (if `shouldHighlightRowAt`),
/// unhighlights when the touch ends or a scroll takes it over, and a touch that ends on the row selects it
/// (TV-25). A click also makes the table the first responder, for the arrow keys. Touches on the row's controls
/// (accessory buttons, editing controls) do what those controls do; the grip belongs to the reorder pan.
extension UITableView {
    func rowTouchBegan(_ touches: Set<UITouch>, with event: UIEvent?) -> Bool {
        guard touches.count == 1, let touch = touches.first else { return false }
        if swipe != nil {
            // A touch anywhere closes the open swipe actions, and does nothing else (as UIKit).
            if !(touch.view is TableSwipeActionButton) {
                cancelSwipe(animated: true)
                return true
            }
            return false
        }
        if touch.view is TableCellGlyphView { return true }
        let point = touch.location(in: self)
        guard let indexPath = indexPathForRow(at: point), visibleRows[indexPath] != nil else { return false }
        if !isFirstResponder, touch.type == .indirectPointer { _ = becomeFirstResponder() }
        let modifiers = InputDispatcher.shared.heldModifierFlags
        highlightTouch = (touch, indexPath, modifiers)
        guard currentlyAllowsSelection, tableDelegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true else { return true }
        visibleRows[indexPath]?.setHighlighted(true, animated: false)
        tableDelegate?.tableView(self, didHighlightRowAt: indexPath)
        return true
    }

    func rowTouchMoved(_ touches: Set<UITouch>) -> Bool {
        return highlightTouch.map { touches.contains($0.touch) } ?? false
    }

    func rowTouchEnded(_ touches: Set<UITouch>) -> Bool {
        if let touch = touches.first, let glyph = touch.view as? TableCellGlyphView,
           let cell = glyph.superview as? UITableViewCell, glyph.bounds.contains(touch.location(in: glyph)) {
            cellControlTapped(cell, glyph.glyph)
            return true
        }
        guard let (touch, indexPath, modifiers) = highlightTouch, touches.contains(touch) else { return false }
        highlightTouch = nil
        unhighlight(indexPath)
        let point = touch.location(in: self)
        guard indexPathForRow(at: point) == indexPath else { return true }
        userSelect(indexPath, modifiers: modifiers)
        return true
    }

    func rowTouchCancelled(_ touches: Set<UITouch>) -> Bool {
        guard let (touch, indexPath, _) = highlightTouch, touches.contains(touch) else { return false }
        highlightTouch = nil
        unhighlight(indexPath)
        return true
    }

    private func unhighlight(_ indexPath: IndexPath) {
        guard let cell = visibleRows[indexPath], cell.isHighlighted else { return }
        cell.setHighlighted(false, animated: false)
        tableDelegate?.tableView(self, didUnhighlightRowAt: indexPath)
    }

    /// An accessory button, an editing control: the delegate hears of the accessory (TV-4); minus shows the
    /// Delete confirmation, plus commits an insertion (TV-29).
    func cellControlTapped(_ cell: UITableViewCell, _ glyph: TableCellGlyphView.Glyph) {
        guard let indexPath = indexPath(for: cell) else { return }
        switch glyph {
        case .info, .infoAndChevron:
            tableDelegate?.tableView(self, accessoryButtonTappedForRowWith: indexPath)
        case .deleteControl:
            showDeleteConfirmation(at: indexPath)
        case .insertControl:
            dataSource?.tableView(self, commit: .insert, forRowAt: indexPath)
        case .chevron, .checkmark, .grip, .outlineChevron, .selectionCircle:
            break
        }
    }
}
