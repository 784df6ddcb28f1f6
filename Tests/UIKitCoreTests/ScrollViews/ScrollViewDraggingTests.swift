import Testing
import Foundation
@testable import UIKitCore

/// Dragging a scroll view with a finger: the content follows once the pan begins, stretches past the edges on a
/// rubber band, springs back, decelerates after a flick along the rate's closed form, bounces at the edges, and
/// tells its delegate each step in UIKit's order. Time is the manual media clock, frames the screen's ticks.
@MainActor @Suite(.serialized) struct ScrollViewDraggingTests {
    @Test func theContentFollowsTheFingerOnceTheDragBeginsWithoutJumpingByTheHysteresis() {
        let rig = ScrollViewTestRig()
        defer { rig.tearDown() }
        let scrollView = rig.scrollView
        let id = rig.fingerDown(at: CGPoint(x: 100, y: 150))
        #expect(scrollView.isTracking && !scrollView.isDragging)
        var point = rig.move(id, from: CGPoint(x: 100, y: 150), by: CGVector(dx: 0, dy: -5), times: 2)
        #expect(scrollView.isDragging)
        #expect(scrollView.contentOffset == .zero)
        point = rig.move(id, from: point, by: CGVector(dx: 0, dy: -10), times: 4)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 40))
        point = rig.move(id, from: point, by: CGVector(dx: 3, dy: -1), times: 2)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 42), "no room across: only the vertical axis moves")
        rig.input.advance(by: 0.3)
        rig.input.touchUp(id, at: point)
        #expect(!scrollView.isDragging && !scrollView.isTracking && !scrollView.isDecelerating)
        #expect(rig.log.calls == ["willBeginDragging", "scroll", "willEndDragging", "didEndDragging(false)"])
        #expect(rig.log.stateDuringWillBegin.map { $0.dragging && $0.tracking } == true)
        #expect(rig.log.endVelocity == .zero, "a finger held still before lifting does not fling")
        #expect(!rig.ticks.isRunning, "nothing moves, so no display link runs")
    }

    @Test func pastAnEdgeTheContentFollowsARubberBandAndSpringsBack() throws {
        #expect(abs(RubberBand.stretch(100, dimension: 200) - 43.137254901960785) < 1e-9)
        #expect(abs(RubberBand.stretch(-400, dimension: 200) + 104.7619047619) < 1e-9)
        #expect(RubberBand.stretch(1e12, dimension: 200) < 200, "the stretch never reaches the view's size")
        #expect(abs(RubberBand.travel(forStretch: 43.137254901960785, dimension: 200) - 100) < 1e-9)

        let rig = ScrollViewTestRig()
        defer { rig.tearDown() }
        let id = rig.fingerDown(at: CGPoint(x: 100, y: 50))
        var point = rig.move(id, from: CGPoint(x: 100, y: 50), by: CGVector(dx: 0, dy: 5), times: 2)
        point = rig.move(id, from: point, by: CGVector(dx: 0, dy: 10), times: 10)
        #expect(abs(rig.scrollView.contentOffset.y + 43.137254901960785) < 1e-9)
        rig.input.advance(by: 0.3)
        rig.input.touchUp(id, at: point)
        #expect(rig.scrollView.isDecelerating)
        let shown = rig.framesUntilRest()
        #expect(rig.scrollView.contentOffset == .zero)
        #expect(zip(shown, shown.dropFirst()).allSatisfy { $0.y <= $1.y }, "a spring from rest does not overshoot")
        #expect(shown.count < 60, "back within a second (\(shown.count) frames)")
        #expect(!rig.scrollView.isDecelerating)
        #expect(rig.log.calls == ["willBeginDragging", "scroll", "willEndDragging", "didEndDragging(true)",
                                  "willBeginDecelerating", "scroll", "didEndDecelerating"])
    }

    /// A flick at 1,200 points per second: the content comes to rest 1.2 / -ln(rate) points further on, following
    /// target - (target - start) * rate^t (t in milliseconds) on the way.
    @Test(arguments: [UIScrollView.DecelerationRate.normal, .fast])
    func aFlickDeceleratesAlongTheRatesClosedForm(rate: UIScrollView.DecelerationRate) throws {
        let rig = ScrollViewTestRig(contentSize: CGSize(width: 200, height: 5000))
        defer { rig.tearDown() }
        rig.scrollView.decelerationRate = rate
        let (id, point) = rig.flickUp(lift: false)
        #expect(rig.scrollView.contentOffset.y == 100)
        rig.input.touchUp(id, at: point)
        let velocity = try #require(rig.log.endVelocity)
        #expect(abs(velocity.y - 1.2) < 1e-6 && velocity.x == 0, "points per millisecond, as UIKit reports")
        let natural = 100 + 1.2 / -log(rate.rawValue)
        let target = try #require(rig.log.proposedTarget)
        #expect(abs(target.y - natural) <= 0.5, "the natural end on a whole pixel: \(target.y) for \(natural)")
        rig.frames(12)
        let expected = target.y - (target.y - 100) * pow(rate.rawValue, 200)
        #expect(abs(rig.scrollView.contentOffset.y - expected) < 1e-6)
        rig.framesUntilRest(limit: 20)
        #expect(rig.scrollView.contentOffset == target)
        #expect(rig.log.calls.last == "didEndDecelerating")
    }

    /// Pointer events come at uneven intervals (X times are whole milliseconds): one quick step at the end of a
    /// steady flick must not set the flick's speed.
    @Test func theReleaseVelocityIsTheMovementOverTheLastFiftyMilliseconds() throws {
        let rig = ScrollViewTestRig(contentSize: CGSize(width: 200, height: 5000))
        defer { rig.tearDown() }
        let id = rig.fingerDown(at: CGPoint(x: 100, y: 190))
        var point = rig.move(id, from: CGPoint(x: 100, y: 190), by: CGVector(dx: 0, dy: -5), times: 2)
        point = rig.move(id, from: point, by: CGVector(dx: 0, dy: -10), times: 6, interval: 0.01)
        point = rig.move(id, from: point, by: CGVector(dx: 0, dy: -3), times: 1, interval: 0.001)
        rig.input.touchUp(id, at: point)
        let velocity = try #require(rig.log.endVelocity)
        #expect(abs(velocity.y - 53.0 / 51) < 1e-6, "53 points in 51 ms, not the last step's 3 points per ms")
        rig.framesUntilRest()
    }

    @Test func aFlickPastTheEndBouncesBackOntoTheEdgeUnlessBouncesIsOff() throws {
        for bounces in [true, false] {
            let rig = ScrollViewTestRig(contentSize: CGSize(width: 200, height: 600))
            defer { rig.tearDown() }
            rig.scrollView.bounces = bounces
            rig.scrollView.contentOffset = CGPoint(x: 0, y: 200)
            rig.flickUp()
            #expect(rig.log.proposedTarget == CGPoint(x: 0, y: 400), "the target is inside the content")
            let shown = rig.framesUntilRest()
            let furthest = try #require(shown.map(\.y).max())
            if bounces {
                #expect(furthest > 410, "it coasts past the edge (to \(furthest)) and comes back")
            } else {
                #expect(furthest <= 400)
            }
            #expect(rig.scrollView.contentOffset == CGPoint(x: 0, y: 400))
        }
    }

    @Test func theDelegateCanMoveTheTargetAndTheContentRestsThere() {
        let rig = ScrollViewTestRig(contentSize: CGSize(width: 200, height: 5000))
        defer { rig.tearDown() }
        rig.log.replacementTarget = CGPoint(x: 0, y: 250)
        rig.flickUp()
        rig.framesUntilRest()
        #expect(rig.scrollView.contentOffset == CGPoint(x: 0, y: 250))
        #expect(rig.log.calls == ["willBeginDragging", "scroll", "willEndDragging", "didEndDragging(true)",
                                  "willBeginDecelerating", "scroll", "didEndDecelerating"])
        #expect(rig.log.offsets.allSatisfy { $0.y <= 250 }, "it eases onto the new target without passing it")
    }

    @Test func pagingSettlesOnAPageAtMostOneFromWhereTheDragStarted() {
        func drag(by step: CGFloat, times: Int, hold: Bool) -> CGPoint {
            let rig = ScrollViewTestRig(contentSize: CGSize(width: 1000, height: 200))
            defer { rig.tearDown() }
            rig.scrollView.isPagingEnabled = true
            let id = rig.fingerDown(at: CGPoint(x: 190, y: 100))
            var point = rig.move(id, from: CGPoint(x: 190, y: 100), by: CGVector(dx: -5, dy: 0), times: 2)
            point = rig.move(id, from: point, by: CGVector(dx: step, dy: 0), times: times)
            if hold { rig.input.advance(by: 0.3) }
            rig.input.touchUp(id, at: point)
            rig.framesUntilRest()
            #expect(rig.log.calls.last == "didEndDecelerating")
            return rig.scrollView.contentOffset
        }
        #expect(drag(by: -10, times: 5, hold: true) == .zero, "50 points, let go: back to the first page")
        #expect(drag(by: -10, times: 12, hold: true) == CGPoint(x: 200, y: 0), "past half a page: the next")
        #expect(drag(by: -20, times: 3, hold: false) == CGPoint(x: 200, y: 0), "a flick of 60 points turns the page")
        #expect(drag(by: -40, times: 3, hold: false) == CGPoint(x: 200, y: 0), "one page at most")
    }

    @Test func directionalLockKeepsADragThatStartsVerticalToTheVerticalAxis() {
        for locked in [true, false] {
            let rig = ScrollViewTestRig(contentSize: CGSize(width: 1000, height: 1000))
            defer { rig.tearDown() }
            rig.scrollView.isDirectionalLockEnabled = locked
            let id = rig.fingerDown(at: CGPoint(x: 100, y: 150))
            var point = rig.move(id, from: CGPoint(x: 100, y: 150), by: CGVector(dx: -1, dy: -5), times: 2)
            point = rig.move(id, from: point, by: CGVector(dx: -8, dy: -10), times: 4)
            #expect(rig.scrollView.contentOffset == CGPoint(x: locked ? 0 : 32, y: 40))
            rig.input.advance(by: 0.3)
            rig.input.touchUp(id, at: point)
        }
    }

    @Test func contentThatFitsDragsOnlyWhenItAlwaysBounces() {
        for always in [false, true] {
            let rig = ScrollViewTestRig(contentSize: CGSize(width: 200, height: 100))
            defer { rig.tearDown() }
            rig.scrollView.alwaysBounceVertical = always
            let id = rig.fingerDown(at: CGPoint(x: 100, y: 50))
            let point = rig.move(id, from: CGPoint(x: 100, y: 50), by: CGVector(dx: 0, dy: 10), times: 6)
            #expect((rig.scrollView.contentOffset.y < 0) == always)
            #expect(rig.log.calls.contains("willBeginDragging") == always)
            rig.input.touchUp(id, at: point)
            rig.framesUntilRest()
            #expect(rig.scrollView.contentOffset == .zero)
        }
    }

    @Test func aDragDismissesTheKeyboardWhenAskedAndInsetChangesReachTheDelegate() {
        final class Field: UIView { override var canBecomeFirstResponder: Bool { true } }
        for mode in [UIScrollView.KeyboardDismissMode.none, .onDrag] {
            let rig = ScrollViewTestRig()
            defer { rig.tearDown() }
            let field = Field(frame: CGRect(x: 300, y: 0, width: 50, height: 20))
            rig.window.addSubview(field)
            #expect(field.becomeFirstResponder())
            rig.scrollView.keyboardDismissMode = mode
            rig.flickUp()
            #expect(field.isFirstResponder == (mode == .none))
            field.resignFirstResponder()
        }
        let rig = ScrollViewTestRig()
        defer { rig.tearDown() }
        final class InsetLog: UIScrollViewDelegate {
            var changes = 0
            func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) { changes += 1 }
        }
        let log = InsetLog()
        rig.scrollView.delegate = log
        rig.scrollView.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        rig.scrollView.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        #expect(log.changes == 1 && rig.scrollView.adjustedContentInset.top == 10)
    }

    @Test func scrollingDisabledIgnoresDrags() {
        let rig = ScrollViewTestRig()
        defer { rig.tearDown() }
        rig.scrollView.isScrollEnabled = false
        rig.input.drag(from: CGPoint(x: 100, y: 190), to: CGPoint(x: 100, y: 20))
        #expect(rig.scrollView.contentOffset == .zero && rig.log.calls.isEmpty)
        rig.scrollView.setContentOffset(CGPoint(x: 0, y: 30), animated: false)
        #expect(rig.scrollView.contentOffset == CGPoint(x: 0, y: 30), "code still scrolls")
    }

    @Test func aFingerLandingOnMovingContentStopsIt() {
        let rig = ScrollViewTestRig(contentSize: CGSize(width: 200, height: 5000))
        defer { rig.tearDown() }
        rig.flickUp()
        rig.frames(6)
        #expect(rig.scrollView.isDecelerating)
        let caught = rig.fingerDown(at: CGPoint(x: 100, y: 100))
        let stopped = rig.scrollView.contentOffset
        #expect(!rig.scrollView.isDecelerating && rig.scrollView.isTracking && !rig.ticks.isRunning)
        rig.frames(10)
        #expect(rig.scrollView.contentOffset == stopped)
        rig.input.touchUp(caught, at: CGPoint(x: 100, y: 100))
        #expect(!rig.scrollView.isTracking)
    }

    @Test func aScrollViewReleasedMidMotionStopsItsDisplayLink() {
        let rig = ScrollViewTestRig()
        defer { rig.tearDown() }
        weak var released: UIScrollView?
        do {
            let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            scrollView.contentSize = CGSize(width: 100, height: 1000)
            scrollView.setContentOffset(CGPoint(x: 0, y: 500), animated: true)
            released = scrollView
        }
        #expect(released == nil && rig.ticks.isRunning)
        rig.frames(1)
        #expect(!rig.ticks.isRunning, "the orphaned link invalidated itself at its next tick")
    }

    @Test func animatedOffsetChangesEaseOverFramesAndReportTheirEnd() {
        let rig = ScrollViewTestRig()
        defer { rig.tearDown() }
        rig.scrollView.setContentOffset(CGPoint(x: 0, y: 400), animated: true)
        #expect(rig.scrollView.contentOffset == .zero && !rig.scrollView.isDecelerating)
        rig.frames(9)
        #expect(abs(rig.scrollView.contentOffset.y - 200) < 1e-6, "half way at half time (ease in-out)")
        rig.framesUntilRest()
        #expect(rig.scrollView.contentOffset == CGPoint(x: 0, y: 400))
        #expect(rig.log.calls == ["scroll", "didEndScrollingAnimation"])
        #expect(rig.log.offsets.count > 10, "one scroll per frame")

        rig.log.calls = []
        rig.scrollView.scrollRectToVisible(CGRect(x: 0, y: 900, width: 10, height: 20), animated: true)
        rig.framesUntilRest()
        #expect(rig.scrollView.contentOffset == CGPoint(x: 0, y: 720))
        #expect(rig.log.calls == ["scroll", "didEndScrollingAnimation"])

        rig.log.calls = []
        rig.scrollView.scrollRectToVisible(CGRect(x: 0, y: 800, width: 10, height: 20), animated: true)
        #expect(rig.log.calls.isEmpty && !rig.ticks.isRunning, "already in view: no animation to end")
    }

    @Test func badSizesAndRatesAreRefusedWithALogLineAndHugeContentStaysFinite() {
        let rig = ScrollViewTestRig()
        defer { rig.tearDown() }
        let (_, lines) = capturingUIKitLog {
            rig.scrollView.contentSize = CGSize(width: CGFloat.nan, height: 10)
            rig.scrollView.contentSize = CGSize(width: 10, height: -5)
            rig.scrollView.decelerationRate = UIScrollView.DecelerationRate(rawValue: 1.5)
            rig.scrollView.setContentOffset(CGPoint(x: 0, y: CGFloat.infinity), animated: true)
        }
        #expect(lines.count == 4)
        #expect(rig.scrollView.contentSize == CGSize(width: 200, height: 1000))
        #expect(rig.scrollView.decelerationRate == .normal)

        rig.scrollView.contentSize = CGSize(width: 200, height: 1e12)
        rig.scrollView.contentOffset = CGPoint(x: 0, y: 1e12 - 300)
        rig.flickUp(step: 40, times: 4)
        rig.framesUntilRest()
        #expect(rig.scrollView.contentOffset == CGPoint(x: 0, y: 1e12 - 200))
    }
}
