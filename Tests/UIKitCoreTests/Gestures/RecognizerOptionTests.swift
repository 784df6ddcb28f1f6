import Testing
import UIKit

/// Recognizer options the delivery tests do not reach: a long press after taps, a pan's finger-count limits,
/// and failure requirements decided at run time (subclass overrides and delegate answers).
@MainActor @Suite(.serialized) struct RecognizerOptionTests {
    private func setUp() -> (EventSynthesizer, UIView) {
        let (window, input) = EventTestEnvironment.makeWindow()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        window.addSubview(v)
        return (input, v)
    }

    @Test func longPressWithARequiredTapWaitsForTheTapThenTheHold() {
        let (input, v) = setUp()
        var states: [UIGestureRecognizer.State] = []
        let press = UILongPressGestureRecognizer { states.append($0.state) }
        press.numberOfTapsRequired = 1
        v.addGestureRecognizer(press)
        // Holding without the tap first is not the gesture.
        let early = input.touchDown(at: CGPoint(x: 50, y: 50))
        input.advance(by: 1)
        input.touchUp(early, at: CGPoint(x: 50, y: 50))
        #expect(states.isEmpty)
        input.advance(by: 1)
        // A tap, then a hold on the same spot: recognized after the minimum duration.
        input.tap(at: CGPoint(x: 50, y: 50))
        let hold = input.touchDown(at: CGPoint(x: 50, y: 50))
        input.advance(by: press.minimumPressDuration / 2)
        #expect(states.isEmpty, "not before the minimum press duration")
        input.advance(by: press.minimumPressDuration)
        #expect(states == [.began])
        input.touchUp(hold, at: CGPoint(x: 50, y: 50))
        #expect(states == [.began, .ended])
    }

    @Test func longPressFailsWhenTheFingerMovesTooFar() {
        let (input, v) = setUp()
        var states: [UIGestureRecognizer.State] = []
        let press = UILongPressGestureRecognizer { states.append($0.state) }
        v.addGestureRecognizer(press)
        let id = input.touchDown(at: CGPoint(x: 50, y: 50))
        input.touchMove(id, to: CGPoint(x: 50 + press.allowableMovement + 5, y: 50))
        input.advance(by: 1)
        input.touchUp(id, at: CGPoint(x: 70, y: 50))
        #expect(states.isEmpty)
    }

    @Test func panNeedsItsMinimumNumberOfFingers() {
        let (input, v) = setUp()
        var states: [UIGestureRecognizer.State] = []
        let pan = UIPanGestureRecognizer { states.append($0.state) }
        pan.minimumNumberOfTouches = 2
        v.addGestureRecognizer(pan)
        input.drag(from: CGPoint(x: 20, y: 20), to: CGPoint(x: 120, y: 20))
        #expect(states.isEmpty, "one finger is not enough")
        input.advance(by: 1)
        let ids = input.touchesDown(at: [CGPoint(x: 20, y: 20), CGPoint(x: 60, y: 20)])
        for step in 1...4 {
            let dx = CGFloat(step) * 20
            input.touchesMove(ids, to: [CGPoint(x: 20 + dx, y: 20), CGPoint(x: 60 + dx, y: 20)])
        }
        input.touchesUp(ids, at: [CGPoint(x: 100, y: 20), CGPoint(x: 140, y: 20)])
        #expect(states.first == .began && states.last == .ended)
    }

    @Test func panWithTooManyFingersDoesNotBegin() {
        let (input, v) = setUp()
        var states: [UIGestureRecognizer.State] = []
        let pan = UIPanGestureRecognizer { states.append($0.state) }
        pan.maximumNumberOfTouches = 1
        v.addGestureRecognizer(pan)
        let ids = input.touchesDown(at: [CGPoint(x: 20, y: 20), CGPoint(x: 60, y: 20)])
        for step in 1...4 {
            let dx = CGFloat(step) * 20
            input.touchesMove(ids, to: [CGPoint(x: 20 + dx, y: 20), CGPoint(x: 60 + dx, y: 20)])
        }
        input.touchesUp(ids, at: [CGPoint(x: 100, y: 20), CGPoint(x: 140, y: 20)])
        #expect(states.isEmpty)
    }

    /// A single tap that asks at run time to wait for the double tap, as `require(toFail:)` would.
    final class PatientTap: UITapGestureRecognizer {
        override func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool {
            (otherGestureRecognizer as? UITapGestureRecognizer)?.numberOfTapsRequired == 2
        }
    }

    /// E-GR-9: failure requirements declared by a subclass.
    @Test func aSubclassCanRequireAnotherRecognizerToFail() {
        let (input, v) = setUp()
        var log: [String] = []
        let double = UITapGestureRecognizer { _ in log.append("double") }
        double.numberOfTapsRequired = 2
        let single = PatientTap { _ in log.append("single") }
        v.addGestureRecognizer(double)
        v.addGestureRecognizer(single)
        input.tap(at: CGPoint(x: 50, y: 50), count: 2)
        #expect(log == ["double"], "the single tap waited and failed with the double")
        input.advance(by: 1)
        input.tap(at: CGPoint(x: 50, y: 50))
        #expect(log == ["double"], "a lone tap waits for the double tap to fail")
        input.advance(by: 1)
        #expect(log == ["double", "single"])
    }

    final class FailureDelegate: UIGestureRecognizerDelegate {
        weak var waitFor: UIGestureRecognizer?
        func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                               shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool {
            otherGestureRecognizer === waitFor
        }
    }

    /// E-GR-9: failure requirements declared by a delegate.
    @Test func aDelegateCanRequireAnotherRecognizerToFail() {
        let (input, v) = setUp()
        var log: [String] = []
        let double = UITapGestureRecognizer { _ in log.append("double") }
        double.numberOfTapsRequired = 2
        let single = UITapGestureRecognizer { _ in log.append("single") }
        let delegate = FailureDelegate()
        delegate.waitFor = double
        single.delegate = delegate
        v.addGestureRecognizer(double)
        v.addGestureRecognizer(single)
        input.tap(at: CGPoint(x: 50, y: 50), count: 2)
        #expect(log == ["double"])
        withExtendedLifetime(delegate) {}
    }

    @Test func withoutAnyRequirementBothFire() {
        let (input, v) = setUp()
        var log: [String] = []
        let double = UITapGestureRecognizer { _ in log.append("double") }
        double.numberOfTapsRequired = 2
        let single = UITapGestureRecognizer { _ in log.append("single") }
        v.addGestureRecognizer(double)
        v.addGestureRecognizer(single)
        input.tap(at: CGPoint(x: 50, y: 50), count: 2)
        #expect(log.contains("single") && log.contains("double"), "the control case: \(log)")
    }
}
