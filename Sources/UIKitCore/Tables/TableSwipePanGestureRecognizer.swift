import Foundation

/// The table's horizontal pan for swipe actions: a touch or mouse drag that starts sideways, or a touchpad's
/// two-finger sideways scroll, over a row that has actions that way. Mostly vertical movement fails it at once,
/// so the scroll view's own pan (which waits for it to fail) scrolls instead.
@MainActor final class TableSwipePanGestureRecognizer: GatedPanGestureRecognizer {
    private weak var tableView: UITableView?

    convenience init(tableView: UITableView) {
        self.init()
        self.tableView = tableView
        allowedScrollTypesMask = .continuous
        maximumNumberOfTouches = 1
        addClosure { [weak tableView] recognizer in
            guard let pan = recognizer as? TableSwipePanGestureRecognizer else { return }
            tableView?.swipePanChanged(pan)
        }
    }

    override func mayBegin() -> Bool { tableView?.swipeShouldBegin(self) ?? true }

    override func shouldHandleScroll(_ sample: ScrollSample) -> Bool {
        guard let tableView, abs(sample.delta.dx) > abs(sample.delta.dy) else { return false }
        return tableView.hasSwipeActions(at: tableView.convert(sample.location, from: nil), towards: sample.delta.dx)
    }
}
