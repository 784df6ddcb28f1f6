import Testing
import UIKit
@testable import UIKitCore

@MainActor @Suite(.serialized) struct GestureDeliveryTests {
    private func setUp() -> (UIWindow, EventSynthesizer, LoggingView) { EventTestEnvironment.makeWindowWithLoggingView() }

    /// E-GR-15, E-GR-14, E-GR-4, E-GR-6, T-31: the exact sequence with `delaysTouchesEnded` (default); one
    /// action, then back to Possible.
    @Test func t31DoubleTapWithDelaysTouchesEndedGivesBeganBeganCancelledCancelled() {
        let (_, input, v) = setUp()
        var actions: [UIGestureRecognizer.State] = []
        let doubleTap = UITapGestureRecognizer { actions.append($0.state) }
        doubleTap.numberOfTapsRequired = 2
        v.addGestureRecognizer(doubleTap)
        input.tap(at: CGPoint(x: 50, y: 50), count: 2)
        #expect(v.phases == ["began", "began", "cancelled", "cancelled"])
        #expect(actions == [.recognized])
        #expect(doubleTap.state == .possible)
    }

    /// E-GR-15, E-GR-14, T-31: the exact sequence without `delaysTouchesEnded`.
    @Test func t31WithoutDelaysTouchesEndedTheFirstEndArrives() {
        let (_, input, v) = setUp()
        var fired = 0
        let doubleTap = UITapGestureRecognizer { _ in fired += 1 }
        doubleTap.numberOfTapsRequired = 2
        doubleTap.delaysTouchesEnded = false
        v.addGestureRecognizer(doubleTap)
        input.tap(at: CGPoint(x: 50, y: 50), count: 2)
        #expect(v.phases == ["began", "ended", "began", "cancelled"])
        #expect(fired == 1)
    }

    /// E-GR-13, E-GR-14, E-GR-2, E-GR-4, E-GR-5, E-GR-6, T-32: recognizers see touches first; the view's
    /// touches are cancelled just before the first action; Began, Changed, Ended each send an action.
    /// Book #28 (A16): the view gets touchesCancelled once the pan recognizes.
    @Test func t32PanCancelsTheViewsTouchesBeforeItsFirstActionThenKeepsThem() {
        let (_, input, v) = setUp()
        var log: [String] = []
        let pan = UIPanGestureRecognizer { pan in log.append("action \(pan.state) viewLog=\(v.log.count)") }
        v.addGestureRecognizer(pan)
        let id = input.touchDown(at: CGPoint(x: 10, y: 10))
        input.touchMove(id, to: CGPoint(x: 14, y: 10))
        input.touchMove(id, to: CGPoint(x: 30, y: 10))
        input.touchMove(id, to: CGPoint(x: 40, y: 10))
        input.touchUp(id, at: CGPoint(x: 40, y: 10))
        #expect(v.phases == ["began", "moved", "cancelled"])
        #expect(log == ["action began viewLog=3", "action changed viewLog=3", "action ended viewLog=3"])
    }

    /// E-GR-14, T-32: with `cancelsTouchesInView` off the view keeps its whole stream.
    @Test func t32WithoutCancelsTouchesInViewTheViewKeepsItsTouches() {
        let (_, input, v) = setUp()
        let pan = UIPanGestureRecognizer { _ in }
        pan.cancelsTouchesInView = false
        v.addGestureRecognizer(pan)
        input.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 60, y: 10), steps: 3)
        #expect(v.phases == ["began", "moved", "moved", "moved", "ended"])
    }

    /// E-GR-5, E-GR-13, E-GR-14, T-33: a failed recognizer sends no action and the withheld touch end reaches the view.
    @Test func t33AFailedRecognizerReleasesTheWithheldEnd() {
        let (_, input, v) = setUp()
        var fired = 0
        let doubleTap = UITapGestureRecognizer { _ in fired += 1 }
        doubleTap.numberOfTapsRequired = 2
        v.addGestureRecognizer(doubleTap)
        input.tap(at: CGPoint(x: 50, y: 50))
        #expect(v.phases == ["began"])
        input.advance(by: 0.5)
        #expect(v.phases == ["began", "ended"])
        #expect(fired == 0 && doubleTap.state == .possible)
    }

    /// E-GR-10, E-GR-1, T-34: several recognizers on one view; without a failure requirement the single tap
    /// fires before the double tap.
    @Test func t34WithoutAFailureRequirementADoubleTapFiresSingleThenDouble() {
        let (_, input, v) = setUp()
        var log: [String] = []
        let double = UITapGestureRecognizer { _ in log.append("double") }
        double.numberOfTapsRequired = 2
        let single = UITapGestureRecognizer { _ in log.append("single") }
        v.addGestureRecognizer(double)
        v.addGestureRecognizer(single)
        input.tap(at: CGPoint(x: 50, y: 50), count: 2)
        #expect(log == ["single", "double"])
    }

    /// E-GR-9, E-GR-10, T-34: A waits in Possible until B fails, and fails if B recognizes.
    /// Book #28 (A16): a single tap requiring the double tap to fail fires only after the timeout, never on a double tap.
    @Test func t34SingleRequiringDoubleToFailWaitsAndNeverFiresOnADoubleTap() {
        let (_, input, v) = setUp()
        var log: [String] = []
        let double = UITapGestureRecognizer { _ in log.append("double") }
        double.numberOfTapsRequired = 2
        let single = UITapGestureRecognizer { _ in log.append("single") }
        single.require(toFail: double)
        v.addGestureRecognizer(double)
        v.addGestureRecognizer(single)
        input.tap(at: CGPoint(x: 50, y: 50), count: 2)
        #expect(log == ["double"])
        input.advance(by: 1)
        input.tap(at: CGPoint(x: 50, y: 50))
        #expect(log == ["double"])
        #expect(single.state == .possible)
        input.advance(by: 0.2)
        #expect(log == ["double"])
        input.advance(by: 0.2)
        #expect(log == ["double", "single"])
    }

    /// E-GR-8, E-GR-11, E-GR-12, T-35: by default one recognizer wins; the delegate can stop beginning or
    /// receiving, or allow simultaneity.
    @Test func t35DelegateCanStopBeginningAndReceivingAndAllowSimultaneity() {
        final class Delegate: UIGestureRecognizerDelegate {
            var shouldBegin = true, shouldReceive = true, simultaneous = false
            func gestureRecognizerShouldBegin(_ g: UIGestureRecognizer) -> Bool { shouldBegin }
            func gestureRecognizer(_ g: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { shouldReceive }
            func gestureRecognizer(_ g: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith o: UIGestureRecognizer) -> Bool {
                simultaneous
            }
        }
        final class Counting: UIPanGestureRecognizer {
            var began = 0
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
                began += 1
                super.touchesBegan(touches, with: event)
            }
        }
        let (_, input, v) = setUp()
        let delegate = Delegate()
        var log: [String] = []
        let p = Counting { _ in log.append("p") }
        let r = UIPanGestureRecognizer { _ in log.append("r") }
        p.delegate = delegate
        v.addGestureRecognizer(p)
        v.addGestureRecognizer(r)
        delegate.shouldBegin = false
        input.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 80, y: 10), steps: 2)
        #expect(!log.contains("p") && log.contains("r"))
        delegate.shouldBegin = true
        delegate.shouldReceive = false
        let before = p.began
        input.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 80, y: 10), steps: 2)
        #expect(p.began == before)
        delegate.shouldReceive = true
        log.removeAll()
        input.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 80, y: 10), steps: 2)
        #expect(Set(log).count == 1)
        delegate.simultaneous = true
        log.removeAll()
        input.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 80, y: 10), steps: 2)
        #expect(Set(log) == ["p", "r"])
    }

    /// E-GR-7, E-GR-1, T-36: continuous values are totals since recognition, not deltas;
    /// `removeGestureRecognizer` detaches.
    @Test func t36PanTranslationAndPinchScaleAreTotalsNotDeltas() {
        let (window, input, v) = setUp()
        var translations: [CGPoint] = []
        let pan = UIPanGestureRecognizer { translations.append($0.translation(in: v)) }
        v.addGestureRecognizer(pan)
        let id = input.touchDown(at: CGPoint(x: 10, y: 10))
        input.touchMove(id, to: CGPoint(x: 20, y: 10))
        input.touchMove(id, to: CGPoint(x: 30, y: 10))
        input.touchUp(id, at: CGPoint(x: 30, y: 10))
        #expect(translations == [CGPoint(x: 10, y: 0), CGPoint(x: 20, y: 0), CGPoint(x: 20, y: 0)])
        v.removeGestureRecognizer(pan)

        var scales: [CGFloat] = []
        let pinch = UIPinchGestureRecognizer { scales.append($0.scale) }
        window.addGestureRecognizer(pinch)
        input.pinch(center: CGPoint(x: 150, y: 150), from: 100, to: 200, steps: 2)
        #expect(abs((scales.first ?? 0) - 1.5) < 0.001)
        #expect(abs((scales.last ?? 0) - 2) < 0.001)
        #expect(pinch.state == .possible && pinch.scale == 1)
    }

    @Test func panSetTranslationRebasesAndVelocityFollowsTheClock() {
        let (_, input, v) = setUp()
        var seen: [CGPoint] = []
        var velocity = CGPoint.zero
        let pan = UIPanGestureRecognizer { pan in
            seen.append(pan.translation(in: v))
            velocity = pan.velocity(in: v)
            if pan.state == .began { pan.setTranslation(.zero, in: v) }
        }
        v.addGestureRecognizer(pan)
        let id = input.touchDown(at: CGPoint(x: 0, y: 0))
        input.advance(by: 0.1)
        input.touchMove(id, to: CGPoint(x: 0, y: 20))
        input.advance(by: 0.1)
        input.touchMove(id, to: CGPoint(x: 0, y: 30))
        input.touchUp(id, at: CGPoint(x: 0, y: 30))
        #expect(seen.prefix(2) == [CGPoint(x: 0, y: 20), CGPoint(x: 0, y: 10)])
        #expect(abs(velocity.y - 100) < 0.5)
    }

    /// E-GR-14: with `delaysTouchesBegan` no touch of a recognized gesture reaches the view; on failure the
    /// held touches arrive.
    @Test func delaysTouchesBeganHoldsEverythingUntilTheRecognizerFails() {
        let (_, input, v) = setUp()
        let pan = UIPanGestureRecognizer { _ in }
        pan.delaysTouchesBegan = true
        v.addGestureRecognizer(pan)
        input.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 60, y: 10), steps: 3)
        #expect(v.log.isEmpty)
        let id = input.touchDown(at: CGPoint(x: 10, y: 10))
        input.touchMove(id, to: CGPoint(x: 12, y: 10))
        #expect(v.log.isEmpty)
        input.touchUp(id, at: CGPoint(x: 12, y: 10))
        #expect(v.phases == ["began", "moved", "ended"])
    }

    /// E-GR-13: the worked two-finger example: the recognizer sees both touches, the view sees them and then
    /// their cancellation.
    @Test func twoFingerTapOnOneViewWithAndWithoutMultipleTouch() {
        let (_, input, v) = setUp()
        var fired = 0
        let tap = UITapGestureRecognizer { _ in fired += 1 }
        tap.numberOfTouchesRequired = 2
        v.addGestureRecognizer(tap)
        let ids = input.touchesDown(at: [CGPoint(x: 10, y: 10), CGPoint(x: 60, y: 10)])
        input.touchesUp(ids, at: [CGPoint(x: 10, y: 10), CGPoint(x: 60, y: 10)])
        // The view (single touch) saw one finger; the recognizer saw both.
        #expect(fired == 1)
        #expect(v.log == ["v began 1", "v cancelled 1"])
        v.isMultipleTouchEnabled = true
        let ids2 = input.touchesDown(at: [CGPoint(x: 10, y: 10), CGPoint(x: 60, y: 10)])
        input.touchesUp(ids2, at: [CGPoint(x: 10, y: 10), CGPoint(x: 60, y: 10)])
        #expect(fired == 2)
        #expect(v.log.suffix(2) == ["v began 2", "v cancelled 2"])
    }

    /// E-GR-2, E-GR-1: recognizers on the hit-test view and its ancestors see its touches (the digest's
    /// decision: ancestors).
    @Test func recognizersOfAncestorsSeeTheTouchAndTheDeepestWins() {
        let (window, input, v) = setUp()
        var log: [String] = []
        let outer = UITapGestureRecognizer { _ in log.append("window") }
        window.addGestureRecognizer(outer)
        let inner = UITapGestureRecognizer { _ in log.append("view") }
        v.addGestureRecognizer(inner)
        input.tap(at: CGPoint(x: 20, y: 20))
        #expect(log == ["view"])
        inner.isEnabled = false
        input.tap(at: CGPoint(x: 20, y: 20))
        #expect(log == ["view", "window"])
        #expect(outer.state == .possible)
    }

    /// E-GR-5, E-GR-4: a continuous recognizer goes Began, Changed, Ended, or fails before recognizing.
    @Test func longPressWaitsForItsDurationOnTheInjectedClock() {
        let (_, input, v) = setUp()
        var states: [UIGestureRecognizer.State] = []
        let press = UILongPressGestureRecognizer { states.append($0.state) }
        v.addGestureRecognizer(press)
        let id = input.touchDown(at: CGPoint(x: 50, y: 50))
        input.advance(by: 0.4)
        #expect(states.isEmpty)
        input.advance(by: 0.2)
        #expect(states == [.began])
        #expect(v.phases == ["began", "cancelled"])
        input.touchMove(id, to: CGPoint(x: 90, y: 50))
        input.touchUp(id, at: CGPoint(x: 90, y: 50))
        #expect(states == [.began, .changed, .ended])
        // Moving too far before the duration fails it.
        let id2 = input.touchDown(at: CGPoint(x: 50, y: 50))
        input.touchMove(id2, to: CGPoint(x: 80, y: 50))
        input.advance(by: 1)
        input.touchUp(id2, at: CGPoint(x: 80, y: 50))
        #expect(states.count == 3)
    }

    @Test func swipeRotationEdgePanHoverAndScroll() {
        let (window, input, v) = setUp()
        var log: [String] = []
        let swipe = UISwipeGestureRecognizer { _ in log.append("swipe") }
        swipe.direction = .left
        v.addGestureRecognizer(swipe)
        input.drag(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 100, y: 100), steps: 4, duration: 0.2)
        input.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100), steps: 4, duration: 0.2)
        #expect(log == ["swipe"])
        v.removeGestureRecognizer(swipe)

        var rotation: CGFloat = 0
        let rotate = UIRotationGestureRecognizer { rotation = $0.rotation }
        v.addGestureRecognizer(rotate)
        let ids = input.touchesDown(at: [CGPoint(x: 100, y: 150), CGPoint(x: 200, y: 150)])
        input.touchesMove(ids, to: [CGPoint(x: 150, y: 100), CGPoint(x: 150, y: 200)])
        input.touchesUp(ids, at: [CGPoint(x: 150, y: 100), CGPoint(x: 150, y: 200)])
        #expect(abs(rotation - .pi / 2) < 0.001)
        v.removeGestureRecognizer(rotate)

        let edge = UIScreenEdgePanGestureRecognizer { _ in log.append("edge") }
        edge.edges = .left
        window.addGestureRecognizer(edge)
        input.drag(from: CGPoint(x: 150, y: 100), to: CGPoint(x: 250, y: 100))
        #expect(!log.contains("edge"))
        input.drag(from: CGPoint(x: 5, y: 100), to: CGPoint(x: 105, y: 100))
        #expect(log.filter { $0 == "edge" }.count >= 2)

        var hover: [UIGestureRecognizer.State] = []
        let hoverRecognizer = UIHoverGestureRecognizer { hover.append($0.state) }
        v.addGestureRecognizer(hoverRecognizer)
        input.hover(at: CGPoint(x: 10, y: 10))
        input.hover(at: CGPoint(x: 20, y: 10))
        #expect(hoverRecognizer.location(in: v) == CGPoint(x: 20, y: 10))
        input.hover(at: CGPoint(x: 350, y: 350))
        #expect(hover == [.began, .changed, .ended])

        var scrolled = CGPoint.zero
        let scrollPan = UIPanGestureRecognizer { scrolled = $0.translation(in: nil) }
        scrollPan.allowedScrollTypesMask = .all
        v.addGestureRecognizer(scrollPan)
        input.scroll(at: CGPoint(x: 10, y: 10), by: CGVector(dx: 0, dy: 15), phase: .began)
        input.scroll(at: CGPoint(x: 10, y: 10), by: CGVector(dx: 0, dy: 15), phase: .changed)
        input.scroll(at: CGPoint(x: 10, y: 10), by: CGVector(dx: 0, dy: 5), phase: .changed)
        input.scroll(at: CGPoint(x: 10, y: 10), by: CGVector(dx: 0, dy: 0), phase: .ended)
        #expect(scrolled == CGPoint(x: 0, y: 35), "the began's movement counts")
        #expect(scrollPan.state == .possible)
    }

    /// A hover recognizer never takes part in touches (it follows the pointer only, as in UIKit): the view's
    /// touches end at once, not held back by `delaysTouchesEnded`, and no recognizer is left busy.
    @Test func aHoverRecognizerTakesNoTouches() {
        let (_, input, v) = setUp()
        let hover = UIHoverGestureRecognizer { _ in }
        v.addGestureRecognizer(hover)
        input.hover(at: CGPoint(x: 20, y: 20))
        input.click(at: CGPoint(x: 20, y: 20))
        #expect(v.phases == ["began", "ended"])
        #expect(hover.trackedTouches.isEmpty)
        input.hover(at: CGPoint(x: 390, y: 390))
        #expect(hover.state == .possible && GestureArena.shared.busyRecognizerCount == 0)
    }

    /// A view that leaves its window mid-gesture has its recognizers cancelled (a pan under way) or failed (a tap
    /// still deciding), and a hover under way ends, so that nothing waits for input the view can no longer get.
    @Test func recognizersOfAViewThatLeavesItsWindowMidGestureAreCancelled() {
        let (window, input, v) = setUp()
        var pans: [UIGestureRecognizer.State] = [], hovers: [UIGestureRecognizer.State] = [], taps = 0
        let pan = UIPanGestureRecognizer { pans.append($0.state) }
        let tap = UITapGestureRecognizer { _ in taps += 1 }
        let hover = UIHoverGestureRecognizer { hovers.append($0.state) }
        for recognizer in [pan, tap, hover] { v.addGestureRecognizer(recognizer) }
        input.hover(at: CGPoint(x: 20, y: 20))
        let id = input.touchDown(at: CGPoint(x: 10, y: 10))
        input.touchMove(id, to: CGPoint(x: 40, y: 10))
        v.removeFromSuperview()
        #expect(pans == [.began, .cancelled] && hovers == [.began, .cancelled] && taps == 0)
        input.touchMove(id, to: CGPoint(x: 60, y: 10))
        input.touchUp(id, at: CGPoint(x: 60, y: 10))
        #expect(pans == [.began, .cancelled] && taps == 0, "the rest of the touch starts nothing")
        #expect(GestureArena.shared.busyRecognizerCount == 0, "reset once the touch is over (E-GR-6)")
        window.addSubview(v)
        input.advance(by: 1)
        input.hover(at: CGPoint(x: 25, y: 25))
        #expect(hovers == [.began, .cancelled, .began], "hovering the view again begins anew")
        input.hover(at: CGPoint(x: 390, y: 390))
    }

    /// E-GR-3, E-GR-1: target-action pairs are not additive; actions take the sender or nothing; the view keeps
    /// its recognizers.
    @Test func targetActionWithAMethodReferenceGoesOnlyToItsOwnTarget() {
        @MainActor final class Handler {
            var got: [String] = []
            func tapped(_ sender: UITapGestureRecognizer) { got.append("tapped \(sender.numberOfTapsRequired)") }
            func plain() { got.append("plain") }
        }
        let (_, input, v) = setUp()
        let a = Handler(), b = Handler()
        let tap = UITapGestureRecognizer(target: a, action: Handler.tapped)
        tap.addTarget(b, action: Handler.plain)
        v.addGestureRecognizer(tap)
        input.tap(at: CGPoint(x: 5, y: 5))
        #expect(a.got == ["tapped 1"] && b.got == ["plain"])
        tap.removeTarget(a)
        input.advance(by: 1)
        input.tap(at: CGPoint(x: 5, y: 5))
        #expect(a.got.count == 1 && b.got.count == 2)
        #expect(v.gestureRecognizers?.count == 1 && tap.view === v)
    }
}
