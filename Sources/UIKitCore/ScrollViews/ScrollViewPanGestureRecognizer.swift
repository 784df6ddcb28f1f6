import Foundation

/// The scroll view's own pan: it tells the scroll view when a finger lands (a moving content stops, `isTracking`),
/// asks it whether a drag may begin (the axes it can scroll, the content's touches), and which scroll input it can
/// take (the innermost scroll view that can still move that way gets the wheel).
@MainActor final class ScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
    var scrollView: UIScrollView? { view as? UIScrollView }

    override var state: State {
        get { super.state }
        set {
            if newValue == .began, super.state == .possible, let scrollView, !scrollView.panShouldBegin(self) {
                super.state = .failed
                return
            }
            super.state = newValue
        }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        // A drag with the secondary or middle button is not a scroll: it belongs to context menus and the like.
        if !event.buttonMask.isEmpty, !event.buttonMask.contains(.primary) {
            for touch in touches { ignore(touch, for: event) }
            if trackedTouches.isEmpty { state = .failed }
            return
        }
        super.touchesBegan(touches, with: event)
        scrollView?.touchDidLand()
    }

    override func reset() {
        super.reset()
        scrollView?.touchesDidLift()
    }

    override func shouldHandleScroll(_ sample: ScrollSample) -> Bool {
        scrollView?.canScroll(by: sample.delta) ?? false
    }
}
