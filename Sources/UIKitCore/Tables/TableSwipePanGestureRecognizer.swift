import Foundation

/// The table's horizontal pan for swipe actions: a touch or mouse drag that starts sideways, or a touchpad's
/// two-finger sideways scroll, over a row that has actions that way. Mostly vertical movement fails it at once,
/// so the scroll view's own pan (which waits for it to fail) scrolls instead.
@MainActor final class TableSwipePanGestureRecognizer: UIPanGestureRecognizer {
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

    override var state: State {
        get { super.state }
        set {
            if newValue == .began, super.state == .possible, let tableView, !tableView.swipeShouldBegin(self) {
                super.state = .failed
                return
            }
            super.state = newValue
        }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        // Secondary and middle buttons belong to context menus.
        if !event.buttonMask.isEmpty, !event.buttonMask.contains(.primary) {
            for touch in touches { ignore(touch, for: event) }
            if trackedTouches.isEmpty { state = .failed }
            return
        }
        super.touchesBegan(touches, with: event)
    }

    override func shouldHandleScroll(_ sample: ScrollSample) -> Bool {
        guard let tableView, abs(sample.delta.dx) > abs(sample.delta.dy) else { return false }
        return tableView.hasSwipeActions(at: tableView.convert(sample.location, from: nil), towards: sample.delta.dx)
    }
}
