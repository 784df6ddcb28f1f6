import Foundation

/// Edit mode (TV-27 to TV-34): each row shows its editing control (minus, plus or none per
/// `editingStyleForRowAt`), indents, shows its grip where `canMoveRowAt`; minus reveals a Delete button that
/// commits the deletion; plus commits an insertion; dragging the grip moves the row, the delegate may redirect the
/// drop, and the data source hears `moveRowAt`.
extension UITableView {
    func changeEditing(_ editing: Bool, animated: Bool) {
        guard editing != self.editing else { return }
        cancelSwipe(animated: false)
        self.editing = editing
        if !currentlyAllowsSelection { for row in selectedRows { setSelected(false, row, animated: false) } }
        for (indexPath, cell) in visibleRows {
            decorate(cell, at: indexPath)
            cell.setEditing(editing, animated: animated && window != nil)
        }
        setNeedsLayout()
    }

    /// Minus tapped: a Delete button (titled by `titleForDeleteConfirmationButtonForRowAt`) slides in; tapping it
    /// commits the deletion (TV-29, TV-31).
    func showDeleteConfirmation(at indexPath: IndexPath) {
        guard let cell = visibleRows[indexPath] else { return }
        let title = tableDelegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: indexPath) ?? "Delete"
        let delete = UIContextualAction(style: .destructive, title: title) { [weak self] _, _, done in
            guard let self else { return done(false) }
            self.dataSource?.tableView(self, commit: .delete, forRowAt: indexPath)
            done(true)
        }
        let configuration = UISwipeActionsConfiguration(actions: [delete])
        configuration.performsFirstActionWithFullSwipe = false
        cell.willTransition(to: [.showingEditControl, .showingDeleteConfirmation])
        guard openSwipe(at: CGPoint(x: cell.frame.midX, y: cell.frame.midY), leading: false, configuration: configuration) else { return }
        cell.showingDeleteConfirmation = true
        cell.didTransition(to: [.showingEditControl, .showingDeleteConfirmation])
        let width = swipe?.actionsView.restingWidth ?? 0
        moveSwipe(to: 0)
        UIView.animate(withDuration: window == nil ? 0 : 0.25, delay: 0, options: Self.rowAnimationOptions,
                       animations: { self.moveSwipe(to: -width) })
    }

    // MARK: Reordering

    /// The row whose grip is under a point (table coordinates), in edit mode.
    func gripRow(at point: CGPoint) -> IndexPath? {
        guard editing, let indexPath = indexPathForRow(at: point), let cell = visibleRows[indexPath],
              let grip = cell.reorderControl else { return nil }
        // The whole grip column counts, not only the drawn lines.
        let column = CGRect(x: cell.frame.maxX - UITableViewCell.reorderControlWidth, y: cell.frame.minY,
                            width: UITableViewCell.reorderControlWidth, height: cell.frame.height)
        return column.contains(point) && !grip.isHidden ? indexPath : nil
    }

    func reorderPanChanged(_ pan: UIPanGestureRecognizer, start: CGPoint) {
        let point = pan.location(in: self)
        switch pan.state {
        case .began:
            guard let indexPath = gripRow(at: start), let cell = visibleRows[indexPath] else { return }
            reorder = TableReorderState(source: indexPath, cell: cell, destination: indexPath,
                                        grabOffset: start.y - cell.frame.minY)
            bringSubviewToFront(cell)
            cell.layer.shadowOpacity = 0.25
            cell.layer.shadowRadius = 6
            cell.alpha = 0.95
            moveReorder(to: point)
        case .changed:
            moveReorder(to: point)
        case .ended, .cancelled, .failed:
            endReorder()
        default:
            break
        }
    }

    /// The lifted row follows the pointer; the row it is over becomes the proposed place (redirected by the
    /// delegate), and the rows between make room.
    private func moveReorder(to point: CGPoint) {
        guard var state = reorder else { return }
        let height = state.cell.frame.height
        state.cell.frame.origin.y = min(max(point.y - state.grabOffset, model.top), model.top + model.heights.total - height)
        let probe = CGPoint(x: state.cell.frame.midX, y: state.cell.frame.midY)
        var proposed = indexPathForRow(at: probe) ?? state.destination
        if proposed.section != state.source.section, proposed.row >= model.rowCounts[proposed.section] {
            proposed.row = model.rowCounts[proposed.section] - 1
        }
        let target = tableDelegate?.tableView(self, targetIndexPathForMoveFromRowAt: state.source,
                                              toProposedIndexPath: proposed) ?? proposed
        state.destination = validDestination(target, from: state.source)
        reorder = state
        makeRoom(for: state)
    }

    /// A destination inside the table after the row leaves its place (a new section may take one more row).
    private func validDestination(_ target: IndexPath, from source: IndexPath) -> IndexPath {
        guard model.rowCounts.indices.contains(target.section) else { return source }
        let limit = model.rowCounts[target.section] - (target.section == source.section ? 1 : 0)
        return IndexPath(row: min(max(target.row, 0), max(limit, 0)), section: target.section)
    }

    /// Rows between the source and the destination shift by the dragged row's height: each row's place in the
    /// order after the move, against its place now.
    private func makeRoom(for state: TableReorderState) {
        let height = state.cell.frame.height
        let source = model.flatRow(state.source)
        var countsAfterRemoval = model.rowCounts
        countsAfterRemoval[state.source.section] -= 1
        let destination = countsAfterRemoval.prefix(state.destination.section).reduce(0, +) + state.destination.row
        for (indexPath, cell) in visibleRows where cell !== state.cell {
            let row = model.flatRow(indexPath)
            let withoutSource = row - (row > source ? 1 : 0)
            let shift = (withoutSource >= destination ? 1 : 0) - (row > source ? 1 : 0)
            cell.frame.origin.y = model.span(of: model.rowIndex(indexPath)).minY + CGFloat(shift) * height
        }
    }

    /// Drop: the data source moves its model (`moveRowAt`), and the table moves the row to match.
    private func endReorder() {
        guard let state = reorder else { return }
        reorder = nil
        state.cell.layer.shadowOpacity = 0
        state.cell.alpha = 1
        if state.destination != state.source {
            dataSource?.tableView(self, moveRowAt: state.source, to: state.destination)
            moveRow(at: state.source, to: state.destination)
        } else {
            setNeedsLayout()
            UIView.animate(withDuration: window == nil ? 0 : 0.2, delay: 0, options: Self.rowAnimationOptions,
                           animations: { self.layoutIfNeeded() })
        }
    }
}
