import Testing
import UIKit

/// Gesture-recognizer rules of the reference digest (B.2.5) that the gesture scenario tests do not prove on their
/// own: cancellation of a continuous gesture, class-wide prevention, the touch/recognizer queries, per-touch
/// locations and a recognizer's place outside the responder chain.
@MainActor @Suite(.serialized) struct GestureRuleTests {
    private func setUp() -> (UIWindow, EventSynthesizer, LoggingView) { EventTestEnvironment.makeWindowWithLoggingView() }

    /// E-GR-5, E-GR-6: a continuous gesture whose touches the system takes away goes Began → Changed → Cancelled,
    /// sending an action for each transition, and is then reset to Possible.
    @Test func eGR5AContinuousGestureCancelledMidwaySendsCancelledThenResets() {
        let (_, input, v) = setUp()
        var states: [UIGestureRecognizer.State] = []
        let pan = UIPanGestureRecognizer { states.append($0.state) }
        v.addGestureRecognizer(pan)
        let id = input.touchDown(at: CGPoint(x: 10, y: 10))
        input.touchMove(id, to: CGPoint(x: 40, y: 10))
        input.touchMove(id, to: CGPoint(x: 60, y: 10))
        input.cancelAllTouches()
        #expect(states == [.began, .changed, .cancelled])
        #expect(pan.state == .possible)
    }

    /// E-GR-5: every recognizer can go Possible → Failed; a failed one sends no action and is reset for the next
    /// sequence.
    @Test func eGR5APossibleGestureThatStopsMatchingFailsWithoutAnAction() {
        let (_, input, v) = setUp()
        var fired = 0
        let tap = UITapGestureRecognizer { _ in fired += 1 }
        v.addGestureRecognizer(tap)
        // A tap that wanders far is not a tap.
        input.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 200, y: 10), steps: 4)
        #expect(fired == 0)
        #expect(tap.state == .possible)
        input.advance(by: 1)
        input.tap(at: CGPoint(x: 10, y: 10))
        #expect(fired == 1)
    }

    /// E-GR-11 (class-wide form), E-GR-8: a long press recognized first normally makes a pan on the same touch fail;
    /// a pan whose `canBePrevented(by:)` says false, or a long press whose `canPrevent(_:)` says false, lets the pan
    /// recognize too.
    @Test func eGR11CanPreventAndCanBePreventedDecideWhetherTheFirstWinnerBlocksTheOther() {
        final class Unstoppable: UIPanGestureRecognizer {
            override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { false }
        }
        final class Unpreventing: UILongPressGestureRecognizer {
            override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }
        }
        let (_, input, v) = setUp()
        /// Holds until the long press begins, then drags far enough for a pan; returns who sent actions.
        func holdThenDrag(press: UILongPressGestureRecognizer, pan: UIPanGestureRecognizer) -> Set<String> {
            var log: Set<String> = []
            press.addHandler { _ in log.insert("press") }
            pan.addHandler { _ in log.insert("pan") }
            press.minimumPressDuration = 0.1
            v.addGestureRecognizer(press)
            v.addGestureRecognizer(pan)
            let id = input.touchDown(at: CGPoint(x: 10, y: 10))
            input.advance(by: 0.2)
            input.touchMove(id, to: CGPoint(x: 60, y: 10))
            input.touchMove(id, to: CGPoint(x: 90, y: 10))
            input.touchUp(id, at: CGPoint(x: 90, y: 10))
            v.removeGestureRecognizer(press)
            v.removeGestureRecognizer(pan)
            input.advance(by: 1)
            return log
        }
        #expect(holdThenDrag(press: UILongPressGestureRecognizer(), pan: UIPanGestureRecognizer()) == ["press"])
        #expect(holdThenDrag(press: UILongPressGestureRecognizer(), pan: Unstoppable()) == ["press", "pan"])
        #expect(holdThenDrag(press: Unpreventing(), pan: UIPanGestureRecognizer()) == ["press", "pan"])
    }

    /// E-GR-16, E-GR-17: a touch lists the recognizers analysing it (its view's and its ancestors'), the event gives
    /// a recognizer's touches, and a recognizer gives each touch's location and the centroid in any view.
    @Test func eGR16TouchesAndRecognizersKnowEachOtherAndLocationsAreInTheGivenView() {
        let (window, input, v) = setUp()
        var seen: (recognizers: Int, touchesForGesture: Int, first: CGPoint, second: CGPoint, centroid: CGPoint)?
        let windowTap = UITapGestureRecognizer()
        windowTap.numberOfTouchesRequired = 2
        window.addGestureRecognizer(windowTap)
        let inner = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        v.addSubview(inner)
        let pinch = UIPinchGestureRecognizer { recognizer in
            guard seen == nil, let touch = v.seenTouches.last, let event = v.lastEvent else { return }
            let points = [recognizer.location(ofTouch: 0, in: inner), recognizer.location(ofTouch: 1, in: inner)]
                .sorted { $0.x < $1.x }
            seen = (touch.gestureRecognizers?.count ?? 0, event.touches(for: recognizer)?.count ?? 0,
                    points[0], points[1], recognizer.location(in: inner))
        }
        v.addGestureRecognizer(pinch)
        v.isMultipleTouchEnabled = true
        let ids = input.touchesDown(at: [CGPoint(x: 100, y: 150), CGPoint(x: 200, y: 150)])
        // Both the view's recognizer and the window's (an ancestor's) analyse the new touches.
        #expect(v.seenTouches.last?.gestureRecognizers?.count == 2)
        input.touchesMove(ids, to: [CGPoint(x: 50, y: 150), CGPoint(x: 250, y: 150)])
        input.touchesUp(ids, at: [CGPoint(x: 50, y: 150), CGPoint(x: 250, y: 150)])
        window.removeGestureRecognizer(windowTap)
        guard let result = seen else {
            Issue.record("the pinch never sent an action")
            return
        }
        #expect(result.recognizers >= 1)
        #expect(result.touchesForGesture == 2)
        #expect(result.first == CGPoint(x: -50, y: 50))
        #expect(result.second == CGPoint(x: 150, y: 50))
        #expect(result.centroid == CGPoint(x: 50, y: 50))
    }

    /// E-GR-17: asking for a touch the recognizer does not have is logged and answers zero, never a crash.
    @Test func eGR17AnOutOfRangeTouchIndexIsLoggedNotFatal() {
        let (_, lines) = capturingUIKitLog {
            #expect(UITapGestureRecognizer().location(ofTouch: 3, in: nil) == .zero)
        }
        #expect(lines.count == 1 && lines.first?.contains("out of range") == true)
    }

    /// E-GR-2: recognizers are not responders: a view's `next` skips them, and touches on a view still walk the
    /// view/superview chain whether or not recognizers are attached.
    @Test func eGR2RecognizersAreOutsideTheResponderChain() {
        let (window, input, v) = setUp()
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        v.addSubview(child)
        let tap = UITapGestureRecognizer { _ in }
        tap.cancelsTouchesInView = false
        child.addGestureRecognizer(tap)
        #expect(!((tap as AnyObject) is UIResponder))
        #expect(child.next === v && v.next === window)
        input.tap(at: CGPoint(x: 10, y: 10))
        // The child does not handle touches, so they reach the logging superview through the chain.
        #expect(v.phases == ["began", "ended"])
    }
}
