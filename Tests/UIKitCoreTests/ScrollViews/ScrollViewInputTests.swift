import Testing
import Foundation
@testable import UIKitCore

/// Wheels, touchpads, nested scroll views and the content's own touches: a wheel notch scrolls a line step, a
/// touchpad follows the fingers without passing the edges, input goes to the innermost scroll view that can move
/// that way, and a drag that starts on a button scrolls while a tap still presses it.
@MainActor @Suite(.serialized) struct ScrollViewInputTests {
    @Test func aWheelNotchScrollsALineStepAndStopsAtTheEdges() {
        let rig = ScrollViewTestRig()
        defer { rig.tearDown() }
        let step = pow(200, 2.0 / 3.0)
        rig.input.scroll(at: CGPoint(x: 100, y: 100), by: CGVector(dx: 0, dy: -10), kind: .discrete)
        #expect(abs(rig.scrollView.contentOffset.y - step) < 1e-9, "200^(2/3) = \(step) points")
        rig.input.scroll(at: CGPoint(x: 100, y: 100), by: CGVector(dx: 0, dy: -10), kind: .discrete)
        #expect(abs(rig.scrollView.contentOffset.y - 2 * step) < 1e-9)
        for _ in 0..<40 { rig.input.scroll(at: CGPoint(x: 100, y: 100), by: CGVector(dx: 0, dy: -10), kind: .discrete) }
        #expect(rig.scrollView.contentOffset.y == 800, "never past the end")
        #expect(!rig.log.calls.contains("willBeginDragging"), "a wheel does not drag")
        #expect(!rig.ticks.isRunning)
    }

    @Test func aTouchpadFollowsTheFingersClampsAtTheEdgesAndDeceleratesWhenItEnds() {
        let rig = ScrollViewTestRig()
        defer { rig.tearDown() }
        let at = CGPoint(x: 100, y: 100)
        rig.input.scroll(at: at, by: CGVector(dx: 0, dy: -7), phase: .began)
        #expect(rig.scrollView.contentOffset == CGPoint(x: 0, y: 7), "the first movement comes with the began")
        for _ in 0..<2 {
            rig.input.advance(by: 0.01)
            rig.input.scroll(at: at, by: CGVector(dx: 0, dy: -7))
        }
        #expect(rig.scrollView.contentOffset == CGPoint(x: 0, y: 21) && rig.scrollView.isDragging)
        for _ in 0..<5 {
            rig.input.advance(by: 0.01)
            rig.input.scroll(at: at, by: CGVector(dx: 0, dy: 10))
        }
        #expect(rig.scrollView.contentOffset == .zero, "no rubber band for scroll input")
        rig.input.advance(by: 0.01)
        rig.input.scroll(at: at, by: CGVector(dx: 0, dy: -5))
        #expect(rig.scrollView.contentOffset == CGPoint(x: 0, y: 5), "back from the edge at once")
        for _ in 0..<6 {
            rig.input.advance(by: 0.01)
            rig.input.scroll(at: at, by: CGVector(dx: 0, dy: -10))
        }
        rig.input.scroll(at: at, by: .zero, phase: .ended)
        #expect(rig.scrollView.isDecelerating)
        #expect(rig.log.endVelocity.map { abs($0.y - 1) < 1e-6 } == true, "10 points per 10 ms")
        rig.framesUntilRest()
        #expect(abs(rig.scrollView.contentOffset.y - (65 + 1 / -log(0.998))) <= 0.5)
        #expect(rig.log.calls.suffix(3) == ["willBeginDecelerating", "scroll", "didEndDecelerating"])
    }

    @Test func aSecondaryButtonDragDoesNotScroll() {
        let rig = ScrollViewTestRig()
        defer { rig.tearDown() }
        var point = CGPoint(x: 100, y: 150)
        for phase in [UITouch.Phase.began, .moved, .moved, .moved, .ended] {
            if phase == .moved { point.y -= 20 }
            rig.input.advance(by: 0.02)
            rig.input.send([TouchSample(id: 77, phase: phase, location: point, timestamp: EventTestEnvironment.clock.now,
                                        type: .indirectPointer, buttonMask: .secondary)])
        }
        #expect(rig.scrollView.contentOffset == .zero && rig.log.calls.isEmpty)
    }

    @Test func scrollInputGoesToTheInnermostScrollViewThatCanStillMoveThatWay() {
        let rig = ScrollViewTestRig()
        defer { rig.tearDown() }
        let inner = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        inner.contentSize = CGSize(width: 200, height: 300)
        rig.scrollView.addSubview(inner)
        let over = CGPoint(x: 100, y: 50)
        rig.input.scroll(at: over, by: CGVector(dx: 0, dy: -10), kind: .discrete)
        #expect(inner.contentOffset.y > 0 && rig.scrollView.contentOffset == .zero)
        inner.contentOffset = CGPoint(x: 0, y: 200)
        rig.input.scroll(at: over, by: CGVector(dx: 0, dy: -10), kind: .discrete)
        #expect(inner.contentOffset.y == 200 && rig.scrollView.contentOffset.y > 0, "at its end, the outer one scrolls")
        inner.contentOffset = CGPoint(x: 0, y: 100)
        rig.scrollView.contentOffset = .zero
        rig.input.scroll(at: over, by: .zero, phase: .began)
        rig.input.scroll(at: over, by: CGVector(dx: 0, dy: -150))
        rig.input.scroll(at: over, by: .zero, phase: .ended)
        #expect(inner.contentOffset.y == 200 && rig.scrollView.contentOffset == .zero,
                "a touchpad gesture stays with the view it started on")
    }

    @Test func aDragAcrossANestedScrollViewGoesToTheOneThatScrollsThatWay() {
        let rig = ScrollViewTestRig(contentSize: CGSize(width: 600, height: 200))
        defer { rig.tearDown() }
        let inner = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        inner.contentSize = CGSize(width: 200, height: 1000)
        rig.scrollView.addSubview(inner)
        rig.input.drag(from: CGPoint(x: 100, y: 150), to: CGPoint(x: 100, y: 50), steps: 10, duration: 0.5)
        #expect(inner.contentOffset.y > 0 && rig.scrollView.contentOffset == .zero)
        rig.framesUntilRest()
        inner.contentOffset = .zero
        rig.input.drag(from: CGPoint(x: 150, y: 100), to: CGPoint(x: 50, y: 100), steps: 10, duration: 0.5)
        #expect(rig.scrollView.contentOffset.x > 0 && inner.contentOffset == .zero)
        rig.framesUntilRest()
    }

    // MARK: The content's touches

    @MainActor final class ButtonRig {
        let rig: ScrollViewTestRig
        let button = UIButton(type: .system)
        var fired = 0
        var downs = 0
        init(_ scrollView: UIScrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))) {
            rig = ScrollViewTestRig(scrollView: scrollView)
            button.frame = CGRect(x: 20, y: 50, width: 160, height: 60)
            button.setTitle("Press", for: .normal)
            button.addAction(UIAction { [unowned self] _ in fired += 1 }, for: .touchUpInside)
            button.addAction(UIAction { [unowned self] _ in downs += 1 }, for: .touchDown)
            rig.scrollView.addSubview(button)
        }
    }

    final class CancellingScrollView: UIScrollView {
        override func touchesShouldCancel(in view: UIView) -> Bool { true }
    }

    final class RefusingScrollView: UIScrollView {
        override func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { false }
    }

    @Test func aTapOnAButtonInAScrollViewPressesItAfterTheDelay() {
        let b = ButtonRig()
        defer { b.rig.tearDown() }
        let id = b.rig.fingerDown(at: CGPoint(x: 100, y: 80))
        #expect(b.downs == 0, "the button hears nothing for the first 150 ms")
        b.rig.input.advance(by: 0.05)
        b.rig.input.touchUp(id, at: CGPoint(x: 100, y: 80))
        #expect(b.downs == 1 && b.fired == 1, "a tap delivers the held began, then the end")
        #expect(b.rig.scrollView.contentOffset == .zero)
    }

    final class TouchLoggingScrollView: UIScrollView {
        var began = 0
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { began += touches.count }
    }

    @Test func touchesOnTheScrollViewItselfAreNotDelayed() {
        let scrollView = TouchLoggingScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let b = ButtonRig(scrollView)
        defer { b.rig.tearDown() }
        let id = b.rig.fingerDown(at: CGPoint(x: 100, y: 150))
        #expect(scrollView.began == 1, "only the content waits (a text view hears its own touches at once)")
        b.rig.input.touchUp(id, at: CGPoint(x: 100, y: 150))
    }

    @Test func aQuickDragThatStartsOnAButtonScrollsAndTheButtonNeverHearsIt() {
        let b = ButtonRig()
        defer { b.rig.tearDown() }
        let id = b.rig.fingerDown(at: CGPoint(x: 100, y: 100))
        let point = b.rig.move(id, from: CGPoint(x: 100, y: 100), by: CGVector(dx: 0, dy: -10), times: 5)
        b.rig.input.advance(by: 0.3)
        b.rig.input.touchUp(id, at: point)
        #expect(b.rig.scrollView.contentOffset.y == 40)
        #expect(b.downs == 0 && b.fired == 0 && !b.button.isHighlighted)
    }

    @Test func aHeldButtonKeepsItsTouchUnlessTheScrollViewMayCancelControls() {
        for scrollView in [UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 200)),
                           CancellingScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))] {
            let cancels = scrollView is CancellingScrollView
            let b = ButtonRig(scrollView)
            defer { b.rig.tearDown() }
            let id = b.rig.fingerDown(at: CGPoint(x: 100, y: 100))
            b.rig.input.advance(by: 0.2)
            #expect(b.downs == 1 && b.button.isHighlighted, "after 150 ms the button has the touch")
            let point = b.rig.move(id, from: CGPoint(x: 100, y: 100), by: CGVector(dx: 0, dy: -3), times: 10)
            #expect(b.rig.scrollView.contentOffset.y == (cancels ? 18 : 0), "30 points less the 12 before the pan began")
            #expect(b.button.isHighlighted == !cancels && b.button.isTracking == !cancels)
            b.rig.input.touchUp(id, at: point)
            #expect(b.fired == (cancels ? 0 : 1), "a cancelled press does not fire")
        }
    }

    @Test func withoutTheDelayTheButtonHearsTheTouchAtOnce() {
        let b = ButtonRig(CancellingScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 200)))
        defer { b.rig.tearDown() }
        b.rig.scrollView.delaysContentTouches = false
        let id = b.rig.fingerDown(at: CGPoint(x: 100, y: 100))
        #expect(b.downs == 1 && b.button.isHighlighted)
        let point = b.rig.move(id, from: CGPoint(x: 100, y: 100), by: CGVector(dx: 0, dy: -10), times: 3)
        #expect(b.rig.scrollView.isDragging && !b.button.isHighlighted)
        b.rig.input.touchUp(id, at: point)
        #expect(b.fired == 0)

        b.rig.scrollView.canCancelContentTouches = false
        let second = b.rig.fingerDown(at: CGPoint(x: 100, y: 60))
        #expect(b.button.isTracking)
        let end = b.rig.move(second, from: CGPoint(x: 100, y: 60), by: CGVector(dx: 0, dy: -10), times: 3)
        #expect(!b.rig.scrollView.isDragging && b.button.isTracking, "the content keeps touches it tracks")
        b.rig.input.touchUp(second, at: end)
    }

    @Test func touchesTheScrollViewRefusesNeverReachTheContentButStillScroll() {
        let b = ButtonRig(RefusingScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 200)))
        defer { b.rig.tearDown() }
        b.rig.input.tap(at: CGPoint(x: 100, y: 80))
        b.rig.input.advance(by: 0.5)
        #expect(b.downs == 0 && b.fired == 0)
        b.rig.input.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 50), steps: 5, duration: 0.5)
        #expect(b.rig.scrollView.contentOffset.y > 0)
        b.rig.framesUntilRest()
    }
}
