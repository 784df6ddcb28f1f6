import Foundation

/// Pull to refresh, the scroll view's side: where the control sits (above the content, in the top inset area,
/// behind the content), the room a refreshing control takes at the top of `adjustedContentInset`, and touchpad
/// scrolling that pulls past the top when there is a control to pull.
extension UIScrollView {
    func refreshControlDidChange(from old: UIRefreshControl?) {
        if let old, old !== refreshControl, old.scrollView === self {
            old.scrollView = nil
            if old.superview === self { old.removeFromSuperview() }
        }
        if let control = refreshControl {
            // One control, one scroll view: the one it showed in gives it up.
            if let previous = control.scrollView, previous !== self, previous.refreshControl === control {
                previous.refreshControl = nil
            }
            control.scrollView = self
            placeRefreshControlBehindContent(control)
            layoutRefreshControl()
            control.contentDidMove()
        }
        refreshControlStateDidChange()
    }

    /// Behind every content view, but in front of a table's background view.
    private func placeRefreshControlBehindContent(_ control: UIRefreshControl) {
        if let background = (self as? UITableView)?.backgroundView, background.superview === self {
            insertSubview(control, aboveSubview: background)
        } else {
            insertSubview(control, at: 0)
        }
    }

    /// The control spans the view's width right above the top inset, so the content pulled down reveals it.
    func layoutRefreshControl() {
        guard let control = refreshControl, control.superview === self else { return }
        let height = UIRefreshControl.height
        control.frame = CGRect(x: bounds.minX, y: -contentInset.top - height, width: bounds.width, height: height)
    }

    /// The control began or ended refreshing (or came or went): the room at the top follows, except during a drag,
    /// whose end applies it (changing the range under the finger would make the content jump).
    func refreshControlStateDidChange() {
        guard drag == nil else { return }
        applyRefreshControlInset(movingContent: true)
    }

    /// Sets the room at the top to the control's height while it refreshes, else none. With `movingContent`, the
    /// content follows: resting at the top, it moves down to show a control that began refreshing; showing a
    /// control that ended, it moves back up. After a drag the settling motion does that instead.
    func applyRefreshControlInset(movingContent: Bool) {
        let target = refreshControl?.isRefreshing == true ? UIRefreshControl.height : 0
        guard target != refreshControlInset else { return }
        let oldTop = adjustedContentInset.top
        let restingAtTop = contentOffset.y <= -oldTop + 0.5
        refreshControlInset = target
        adjustedContentInsetDidChange()
        guard movingContent else { return }
        let newTop = adjustedContentInset.top
        if target > 0 ? restingAtTop : contentOffset.y < -newTop {
            setContentOffset(CGPoint(x: contentOffset.x, y: -newTop), animated: window != nil)
        }
    }

    /// Whether touchpad scrolling down (`sample`) at the top may pull the content past it to refresh: with a
    /// control, bouncing, and input with phases (wheel notches never pull).
    func scrollPullsToRefresh(_ sample: ScrollSample) -> Bool {
        guard isScrollEnabled, bounces, refreshControl != nil, sample.kind == .continuous, sample.delta.dy > 0 else {
            return false
        }
        return contentOffset.y <= offsetRange.y.lowerBound + 0.5
    }

    /// Whether a touchpad drag stretches past the top like a finger (there is a control to pull).
    var scrollInputStretchesPastTop: Bool { bounces && refreshControl != nil }
}
