import Foundation

/// The table's pan for reordering: it takes a touch that lands on a row's grip (and fails at once for any other
/// touch), so the scroll view's pan, which waits for it to fail, scrolls for every touch but those.
@MainActor final class TableReorderGestureRecognizer: UIPanGestureRecognizer {
    private weak var tableView: UITableView?
    /// Where the touch landed, in the table: the pan begins only after moving, and the row is the one grabbed.
    private(set) var startLocation: CGPoint = .zero

    convenience init(tableView: UITableView) {
        self.init()
        self.tableView = tableView
        hysteresis = 0
        maximumNumberOfTouches = 1
        addClosure { [weak tableView] recognizer in
            guard let pan = recognizer as? TableReorderGestureRecognizer else { return }
            tableView?.reorderPanChanged(pan, start: pan.startLocation)
        }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let tableView, tableView.isEditing, let touch = touches.first,
              tableView.gripRow(at: touch.location(in: tableView)) != nil else {
            for touch in touches { ignore(touch, for: event) }
            state = .failed
            return
        }
        startLocation = touch.location(in: tableView)
        super.touchesBegan(touches, with: event)
    }
}
