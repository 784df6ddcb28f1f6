import Foundation
@testable import QuartzCore
@testable import UIKitCore

/// A launched headless window holding a 200 x 200 scroll view at the origin, the media clock and the screen's
/// refreshes under the test's control (`frames(_:)`), and a delegate that logs what it hears.
@MainActor final class ScrollViewTestRig {
    let window: UIWindow
    let input: EventSynthesizer
    let scrollView: UIScrollView
    let log = ScrollDelegateLog()
    let ticks = ManualDisplayTicks()
    /// The process's one manual media clock (never swapped: other suites step it between this rig's tests).
    let clock = AnimationTestClock.shared
    private let savedTicks: any CADisplayTickSource

    init(scrollView: UIScrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 200)),
         contentSize: CGSize = CGSize(width: 200, height: 1000)) {
        (window, input) = EventTestEnvironment.makeWindow()
        self.scrollView = scrollView
        scrollView.contentSize = contentSize
        scrollView.delegate = log
        window.addSubview(scrollView)
        savedTicks = window.screen.displayTickSource
        window.screen.displayTickSource = ticks
    }

    /// Puts the screen's own tick source back (it is shared with other suites).
    func tearDown() {
        scrollView.animator.stop()
        // Lets the indicators' fades finish on this clock: left running, they would ask other suites for frames.
        clock.advance(by: 5)
        CATransaction.flush()
        window.screen.displayTickSource = savedTicks
        window.isHidden = true
    }

    /// `count` refreshes, 1/60 s apart on the media clock and the event clock alike.
    func frames(_ count: Int) {
        for _ in 0..<count {
            clock.advance(by: ticks.refreshInterval)
            input.advance(by: ticks.refreshInterval)
            ticks.fire(at: clock.now)
        }
    }

    /// Refreshes until the content rests (at most `limit` seconds' worth); the offsets shown on the way.
    @discardableResult
    func framesUntilRest(limit: TimeInterval = 10) -> [CGPoint] {
        var shown: [CGPoint] = []
        var remaining = Int(limit * 60)
        while ticks.isRunning, remaining > 0 {
            frames(1)
            shown.append(scrollView.contentOffset)
            remaining -= 1
        }
        return shown
    }

    /// A finger down at `start`, moved by `steps` equal moves of `step` each `interval` apart; returns its id.
    @discardableResult
    func fingerDown(at start: CGPoint) -> Int { input.touchDown(at: start) }

    /// A finger at (100, 190) moved up 10 points to begin the drag, then `times` moves up of `step` points 1/60 s
    /// apart (a flick at 60 * step points per second), lifted at once unless `lift` is false.
    @discardableResult
    func flickUp(step: CGFloat = 20, times: Int = 5, lift: Bool = true) -> (id: Int, point: CGPoint) {
        let id = fingerDown(at: CGPoint(x: 100, y: 190))
        var point = move(id, from: CGPoint(x: 100, y: 190), by: CGVector(dx: 0, dy: -5), times: 2)
        point = move(id, from: point, by: CGVector(dx: 0, dy: -step), times: times)
        if lift { input.touchUp(id, at: point) }
        return (id, point)
    }

    func move(_ id: Int, from start: CGPoint, by step: CGVector, times: Int, interval: TimeInterval = 1.0 / 60) -> CGPoint {
        var point = start
        for _ in 0..<times {
            input.advance(by: interval)
            point = CGPoint(x: point.x + step.dx, y: point.y + step.dy)
            input.touchMove(id, to: point)
        }
        return point
    }
}

/// Records the delegate calls in order (scrolls collapsed into one "scroll" per run).
@MainActor final class ScrollDelegateLog: UIScrollViewDelegate {
    var calls: [String] = []
    var offsets: [CGPoint] = []
    var endVelocity: CGPoint?
    var proposedTarget: CGPoint?
    /// When set, the delegate moves the target here.
    var replacementTarget: CGPoint?
    var stateDuringWillBegin: (dragging: Bool, tracking: Bool)?

    private func note(_ call: String) { if !(call == "scroll" && calls.last == "scroll") { calls.append(call) } }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        offsets.append(scrollView.contentOffset)
        note("scroll")
    }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        stateDuringWillBegin = (scrollView.isDragging, scrollView.isTracking)
        note("willBeginDragging")
    }
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        endVelocity = velocity
        proposedTarget = targetContentOffset.pointee
        if let replacementTarget { targetContentOffset.pointee = replacementTarget }
        note("willEndDragging")
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        note("didEndDragging(\(decelerate))")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { note("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { note("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { note("didEndScrollingAnimation") }
}
