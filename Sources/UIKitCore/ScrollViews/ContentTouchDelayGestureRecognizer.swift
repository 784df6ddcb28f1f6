import Foundation

/// Holds touches on a scroll view's content back for `delay` (`delaysContentTouches`), so that a drag can claim
/// them before the content hears anything, as UIKit does: it never takes part in recognition. When the time is up
/// or the touch lifts (a tap), it asks `touchesShouldBegin(_:with:in:)`: yes lets the touches through (it fails);
/// no keeps them from the content (it "recognizes", which cancels their delivery, and cannot prevent the pan).
@MainActor final class ContentTouchDelayGestureRecognizer: UIGestureRecognizer {
    /// UIKit's delay before the content of a scroll view hears a touch begin.
    static let delay: TimeInterval = 0.15

    private var timer: EventTimer?
    private var pendingEvent: UIEvent?

    var scrollView: UIScrollView? { view as? UIScrollView }

    init() {
        super.init(target: nil, action: nil)
        delaysTouchesBegan = true
        delaysTouchesEnded = false
        cancelsTouchesInView = true
    }

    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        // Only the content's touches wait: the scroll view's own (a text view's) reach it at once.
        for touch in touches where touch.view === scrollView { ignore(touch, for: event) }
        guard !trackedTouches.isEmpty else { return state = .failed }
        pendingEvent = event
        guard delaysTouchesBegan else { return decide() }
        guard timer == nil else { return }
        timer = scheduleTimer(after: Self.delay) { [weak self] in self?.decide() }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        pendingEvent = event
        if numberOfTouches == 0 { decide() }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .failed
    }

    override func reset() {
        timer?.invalidate()
        timer = nil
        pendingEvent = nil
    }

    /// Lets the content have its touches, or keeps them from it.
    private func decide() {
        timer?.invalidate()
        timer = nil
        guard state == .possible else { return }
        guard let scrollView else { return state = .failed }
        var byView: [ObjectIdentifier: (view: UIView, touches: Set<UITouch>)] = [:]
        for touch in trackedTouches {
            guard let view = touch.view, view !== scrollView else { continue }
            byView[ObjectIdentifier(view), default: (view, [])].touches.insert(touch)
        }
        let refused = byView.values.contains { !scrollView.touchesShouldBegin($0.touches, with: pendingEvent, in: $0.view) }
        state = refused ? .ended : .failed
    }
}
