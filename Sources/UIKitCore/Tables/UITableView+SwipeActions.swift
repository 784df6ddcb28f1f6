import Foundation

/// Swipe actions: dragging a row sideways (touch or mouse drag, or a touchpad's two-finger horizontal scroll)
/// reveals the delegate's leading or trailing `UISwipeActionsConfiguration`. Let go past half the buttons and
/// they stay open; past 60% of the row with `performsFirstActionWithFullSwipe`, the first action runs. A tap on a
/// button runs its action; a tap elsewhere, Escape or scrolling closes them.
extension UITableView {
    static let fullSwipeFraction: CGFloat = 0.6

    /// The configuration the delegate gives for a row and direction (nil or no actions: no swipe); in edit mode
    /// rows do not swipe.
    func swipeConfiguration(at indexPath: IndexPath, leading: Bool) -> UISwipeActionsConfiguration? {
        guard !editing, model.contains(indexPath), dataSource?.tableView(self, canEditRowAt: indexPath) ?? false else { return nil }
        let configuration = leading ? tableDelegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
                                    : tableDelegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
        guard let configuration, !configuration.actions.isEmpty else { return nil }
        return configuration
    }

    func hasSwipeActions(at point: CGPoint, towards dx: CGFloat) -> Bool {
        if let swipe { return indexPathForRow(at: point) == swipe.indexPath }
        guard let indexPath = indexPathForRow(at: point) else { return false }
        return swipeConfiguration(at: indexPath, leading: dx > 0) != nil
    }

    func swipeShouldBegin(_ pan: UIPanGestureRecognizer) -> Bool {
        let t = pan.translation(in: self)
        guard abs(t.x) > abs(t.y) else { return false }
        if let swipe {
            // Dragging the open row again moves it; anything else first closes it.
            let point = pan.location(in: self)
            return indexPathForRow(at: point) == swipe.indexPath
        }
        return hasSwipeActions(at: pan.location(in: self), towards: t.x)
    }

    func swipePanChanged(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            if swipe == nil, !openSwipe(at: pan.location(in: self), leading: pan.translation(in: self).x > 0) {
                return
            }
            swipeStartOffset = swipe?.offset ?? 0
            moveSwipe(to: swipeStartOffset + pan.translation(in: self).x)
        case .changed:
            moveSwipe(to: swipeStartOffset + pan.translation(in: self).x)
        case .ended:
            settleSwipe()
        case .cancelled, .failed:
            cancelSwipe(animated: true)
        default:
            break
        }
    }

    /// Puts the buttons behind the row; false when the row has no actions that way.
    @discardableResult
    func openSwipe(at point: CGPoint, leading: Bool, configuration given: UISwipeActionsConfiguration? = nil) -> Bool {
        guard let indexPath = indexPathForRow(at: point), let cell = visibleRows[indexPath],
              let configuration = given ?? swipeConfiguration(at: indexPath, leading: leading) else { return false }
        let actionsView = TableSwipeActionsView(actions: configuration.actions, isLeading: leading) { [weak self] action, view in
            self?.perform(action, from: view)
        }
        actionsView.frame = cell.frame
        insertSubview(actionsView, belowSubview: cell)
        swipe = TableSwipeState(indexPath: indexPath, cell: cell, configuration: configuration, actionsView: actionsView,
                                offset: 0, restingFrame: cell.frame)
        cell.isSwiped = true
        tableDelegate?.tableView(self, willBeginEditingRowAt: indexPath)
        return true
    }

    /// The row follows the finger on the side whose actions are open, with resistance past the full width.
    func moveSwipe(to offset: CGFloat) {
        guard var state = swipe else { return }
        let leading = state.actionsView.isLeading
        var clamped = leading ? max(offset, 0) : min(offset, 0)
        let limit = state.restingFrame.width
        if abs(clamped) > limit { clamped = (leading ? 1 : -1) * limit }
        state.offset = clamped
        swipe = state
        layoutSwipe(state)
    }

    private func layoutSwipe(_ state: TableSwipeState) {
        var frame = state.restingFrame
        frame.origin.x += state.offset
        state.cell.frame = frame
        let width = abs(state.offset)
        let rest = state.restingFrame
        state.actionsView.frame = state.actionsView.isLeading
            ? CGRect(x: rest.minX, y: rest.minY, width: width, height: rest.height)
            : CGRect(x: rest.maxX - width, y: rest.minY, width: width, height: rest.height)
        state.actionsView.layoutIfNeeded()
    }

    /// Where the row comes to rest after the drag: the first action performed (full swipe), the buttons open, or
    /// closed.
    func settleSwipe() {
        guard let state = swipe else { return }
        let width = abs(state.offset)
        let resting = state.actionsView.restingWidth
        if state.configuration.performsFirstActionWithFullSwipe, width > state.restingFrame.width * Self.fullSwipeFraction,
           let first = state.configuration.actions.first {
            let button = state.actionsView.buttons.first { $0.action === first } ?? state.actionsView
            return perform(first, from: button)
        }
        if width > resting / 2 {
            animateSwipe(to: (state.actionsView.isLeading ? 1 : -1) * resting)
        } else {
            cancelSwipe(animated: true)
        }
    }

    private func animateSwipe(to offset: CGFloat) {
        guard var state = swipe else { return }
        state.offset = offset
        swipe = state
        UIView.animate(withDuration: 0.25, delay: 0, options: Self.rowAnimationOptions, animations: { self.layoutSwipe(state) })
    }

    /// Runs an action's handler; when it reports done (or not), the row closes.
    func perform(_ action: UIContextualAction, from view: UIView) {
        action.handler(action, view) { [weak self] _ in self?.cancelSwipe(animated: true) }
    }

    /// Closes the open swipe actions, if any.
    func cancelSwipe(animated: Bool) {
        guard let state = swipe else { return }
        swipe = nil
        let rest = state.restingFrame
        let close = {
            state.cell.frame = CGRect(x: rest.minX, y: state.cell.frame.minY, width: rest.width, height: state.cell.frame.height)
            state.actionsView.frame.size.width = 0
            if !state.actionsView.isLeading { state.actionsView.frame.origin.x = rest.maxX }
        }
        let finish = { [weak self] in
            state.actionsView.removeFromSuperview()
            state.cell.isSwiped = false
            state.cell.showingDeleteConfirmation = false
            guard let self else { return }
            self.tableDelegate?.tableView(self, didEndEditingRowAt: state.indexPath)
            self.setNeedsLayout()
        }
        if animated, window != nil {
            UIView.animate(withDuration: 0.25, delay: 0, options: Self.rowAnimationOptions, animations: close) { _ in finish() }
        } else {
            close()
            finish()
        }
    }
}
