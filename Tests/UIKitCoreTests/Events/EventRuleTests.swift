import QuartzCore
import Testing
import UIKit

/// Event Handling Guide rules (reference digest B.2) that the touch and hit-testing scenario tests do not prove on
/// their own: where non-touch events go with two windows, grouping of simultaneous touches, the defaults of
/// the delivery switches, fractional locations, system cancellation and unhandled motion going up the chain.
@MainActor @Suite(.serialized) struct EventRuleTests {
    /// Logs motion and presses; becomes first responder when asked.
    final class Responder: UIView {
        var log: [String] = []
        override var canBecomeFirstResponder: Bool { true }
        override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) { log.append("press") }
        override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {}
    }

    /// E-EV-3, E-EV-6, T-38: a touch goes to the window it lands in even when another window is key (the VPG's
    /// rule for touches); a key press goes to the key window's first responder, whichever window it came from.
    @Test func eEV3TouchesGoToTheirWindowAndOtherEventsToTheKeyWindowsFirstResponder() {
        let (first, firstInput) = EventTestEnvironment.makeWindow(size: CGSize(width: 100, height: 100))
        let second = UIWindow(frame: CGRect(x: 200, y: 0, width: 100, height: 100))
        second.makeKeyAndVisible()
        let responder = Responder(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        second.addSubview(responder)
        #expect(responder.becomeFirstResponder())
        let touched = LoggingView("touched", frame: first.bounds)
        first.addSubview(touched)
        #expect(UIApplication.shared.keyWindow === second)
        firstInput.tap(at: CGPoint(x: 5, y: 5))
        #expect(touched.phases == ["began", "ended"])
        firstInput.key(.keyboardA, characters: "a")
        #expect(responder.log == ["press"])
        responder.resignFirstResponder()
        second.isHidden = true
    }

    /// E-EV-2: UIKit may reuse one `UIEvent` (and each `UITouch`) for a whole sequence, which is why apps must copy
    /// the values they need instead of keeping the event: a kept event shows the latest state, copied values do not.
    @Test func eEV2AKeptEventChangesUnderTheAppSoValuesMustBeCopied() throws {
        let (window, input) = EventTestEnvironment.makeWindow()
        let v = LoggingView("v", frame: window.bounds)
        window.addSubview(v)
        let id = input.touchDown(at: CGPoint(x: 10, y: 10))
        let kept = try #require(v.lastEvent)
        let keptTouch = try #require(kept.allTouches?.first)
        let copiedLocation = keptTouch.location(in: v)
        input.touchUp(id, at: CGPoint(x: 30, y: 10))
        #expect(v.lastEvent === kept)
        // Once the sequence is over the kept event no longer holds the touch, and the kept touch has moved on.
        #expect((kept.allTouches ?? []).isEmpty)
        #expect(keptTouch.phase == .ended && keptTouch.location(in: v) == CGPoint(x: 30, y: 10))
        #expect(copiedLocation == CGPoint(x: 10, y: 10))
    }

    /// E-T-3, E-T-4: fingers that go down together on two views are split by view: each view's `touchesBegan`
    /// gets only its own touch, while the event holds both (`allTouches`, `touches(for: window)`).
    @Test func eT3TouchesArrivingTogetherAreGroupedOnlyPerView() {
        let (window, input, left, right) = EventTestEnvironment.makeWindowWithSideBySideViews("left", "right")
        left.isMultipleTouchEnabled = true
        right.isMultipleTouchEnabled = true
        let ids = input.touchesDown(at: [CGPoint(x: 10, y: 10), CGPoint(x: 210, y: 10)])
        #expect(left.log == ["left began 1"])
        #expect(right.log == ["right began 1"])
        #expect(left.lastEvent?.allTouches?.count == 2)
        #expect(left.lastEvent?.touches(for: window)?.count == 2)
        #expect(left.lastEvent?.touches(for: left)?.count == 1)
        input.touchesUp(ids, at: [CGPoint(x: 10, y: 10), CGPoint(x: 210, y: 10)])
        #expect(left.phases == ["began", "ended"] && right.phases == ["began", "ended"])
    }

    /// E-T-7: `isUserInteractionEnabled` is on, `isMultipleTouchEnabled` and `isExclusiveTouch` are off by default.
    @Test func eT7DeliverySwitchesHaveTheirDocumentedDefaults() {
        let view = UIView(frame: .zero)
        #expect(view.isUserInteractionEnabled)
        #expect(!view.isMultipleTouchEnabled)
        #expect(!view.isExclusiveTouch)
    }

    /// E-T-8: locations are floating point and not rounded (touches may land on half points).
    @Test func eT8FractionalLocationsArriveUnrounded() {
        let (window, input) = EventTestEnvironment.makeWindow()
        let v = LoggingView("v", frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        window.addSubview(v)
        input.tap(at: CGPoint(x: 20.5, y: 30.25))
        #expect(v.seenTouches.last?.location(in: v) == CGPoint(x: 10.5, y: 20.25))
        #expect(v.seenTouches.last?.location(in: nil) == CGPoint(x: 20.5, y: 30.25))
    }

    /// E-T-1, E-T-11, E-EV-5: the system can cancel a sequence at any time; every view tracking a finger gets
    /// `touchesCancelled` (and nothing more), so it can restore its state.
    @Test func eT1TheSystemCanCancelASequenceAndEveryTrackingViewHearsIt() {
        let (_, input, a, b) = EventTestEnvironment.makeWindowWithSideBySideViews("a", "b")
        let first = input.touchDown(at: CGPoint(x: 10, y: 10))
        let second = input.touchDown(at: CGPoint(x: 210, y: 10))
        input.cancelAllTouches()
        #expect(a.phases == ["began", "cancelled"] && b.phases == ["began", "cancelled"])
        #expect(a.open.isEmpty && b.open.isEmpty)
        #expect(a.seenTouches.last?.phase == .cancelled)
        // Later samples for the cancelled fingers reach nobody.
        input.touchesUp([first, second], at: [CGPoint(x: 10, y: 10), CGPoint(x: 210, y: 10)])
        #expect(a.log.count == 2 && b.log.count == 2)
    }

    /// E-HT-2, E-T-7, T-22: a superview whose `hitTest(_:with:)` returns itself gets every touch in its area,
    /// and its subviews get nothing.
    @Test func eHT2ASuperviewReturningItselfFromHitTestGetsEveryTouch() {
        final class Greedy: UIView {
            var phases: [String] = []
            override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
                self.point(inside: point, with: event) ? self : nil
            }
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { phases.append("began") }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { phases.append("ended") }
        }
        let (window, input) = EventTestEnvironment.makeWindow()
        let greedy = Greedy(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let a = LoggingView("a", frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let b = LoggingView("b", frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        greedy.addSubview(a)
        greedy.addSubview(b)
        window.addSubview(greedy)
        input.tap(at: CGPoint(x: 60, y: 60))
        input.advance(by: 1)
        input.tap(at: CGPoint(x: 10, y: 10))
        #expect(greedy.phases == ["began", "ended", "began", "ended"])
        #expect(a.log.isEmpty && b.log.isEmpty)
    }

    /// E-HT-5: `CALayer.hitTest(_:)` finds the sublayer under a point, but a view's own sublayers never become the
    /// hit-test view: the view that hosts them is returned.
    @Test func eHT5LayersAreHitTestedButNeverBecomeTheHitTestView() {
        let (window, _) = EventTestEnvironment.makeWindow()
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let custom = CALayer()
        custom.frame = CGRect(x: 20, y: 20, width: 30, height: 30)
        host.layer.addSublayer(custom)
        window.addSubview(host)
        #expect(host.layer.hitTest(CGPoint(x: 25, y: 25)) === custom)
        #expect(host.layer.hitTest(CGPoint(x: 80, y: 80)) === host.layer)
        #expect(window.hitTest(CGPoint(x: 25, y: 25), with: nil) === host)
    }

    /// E-MO-3, E-RC-4, E-MO-1: a shake the first responder does not handle goes up the same chain as touches; the
    /// default `UIResponder` handlers forward to `next`.
    @Test func eMO3UnhandledMotionGoesUpTheResponderChain() {
        final class Catcher: UIView {
            var motions: [UIEvent.EventSubtype] = []
            override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
                motions.append(motion)
                #expect(event?.type == .motion)
            }
        }
        let (window, input) = EventTestEnvironment.makeWindow()
        window.makeKey()
        let catcher = Catcher(frame: window.bounds)
        let responder = Responder(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        catcher.addSubview(responder)
        window.addSubview(catcher)
        #expect(responder.becomeFirstResponder())
        input.shake()
        #expect(catcher.motions == [.motionShake])
        responder.resignFirstResponder()
    }
}
