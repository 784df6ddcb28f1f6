import Foundation

/// The scroll view's own pan: it tells the scroll view when a finger lands (a moving content stops, `isTracking`),
/// asks it whether a drag may begin (the axes it can scroll, the content's touches), and which scroll input it can
/// take (the innermost scroll view that can still move that way gets the wheel; a touchpad at the top of a
/// scroll view with a refresh control pulls it).
@MainActor final class ScrollViewPanGestureRecognizer: GatedPanGestureRecognizer {
    var scrollView: UIScrollView? { view as? UIScrollView }

    override func mayBegin() -> Bool { scrollView?.panShouldBegin(self) ?? true }

    override func acceptedTouchesBegan() { scrollView?.touchDidLand() }

    override func reset() {
        super.reset()
        scrollView?.touchesDidLift()
    }

    override func shouldHandleScroll(_ sample: ScrollSample) -> Bool {
        guard let scrollView else { return false }
        return scrollView.canScroll(by: sample.delta) || scrollView.scrollPullsToRefresh(sample)
    }
}
