import Testing
import UIKit
@testable import UIKitCore

/// No sequence of injected events, however malformed, crashes or leaves a touch, a held delivery or a recognizer
/// stuck, and every view that heard a touch begin hears it end or cancel.
@MainActor @Suite(.serialized) struct EventRobustnessTests {
    /// A small deterministic generator, so a failure can be replayed from its seed.
    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(max(bound, 1)))
        }
    }

    /// E-T-10, E-T-11, E-T-1: whatever the input, every view gets a complete stream (each began is closed by
    /// ended or cancelled), so views can rely on the pairing.
    @Test func thousandsOfRandomMalformedSequencesLeaveNothingStuck() {
        var rng = Generator(state: 0x5EED)
        var views: [LoggingView] = []
        var windows: [(UIWindow, EventSynthesizer)] = []
        for _ in 0..<2 {
            let (window, input) = EventTestEnvironment.makeWindow()
            let a = LoggingView("a", frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            let b = LoggingView("b", frame: CGRect(x: 50, y: 50, width: 100, height: 100))
            let c = LoggingView("c", frame: CGRect(x: 220, y: 0, width: 150, height: 300))
            a.addSubview(b)
            window.addSubview(a)
            window.addSubview(c)
            b.isMultipleTouchEnabled = true
            c.isExclusiveTouch = true
            let double = UITapGestureRecognizer { _ in }
            double.numberOfTapsRequired = 2
            let single = UITapGestureRecognizer { _ in }
            single.require(toFail: double)
            b.addGestureRecognizer(double)
            b.addGestureRecognizer(single)
            let pan = UIPanGestureRecognizer { _ in }
            pan.delaysTouchesBegan = true
            a.addGestureRecognizer(pan)
            c.addGestureRecognizer(UILongPressGestureRecognizer { _ in })
            c.addGestureRecognizer(UIPinchGestureRecognizer { _ in })
            window.addGestureRecognizer(UISwipeGestureRecognizer { _ in })
            views += [a, b, c]
            windows.append((window, input))
        }
        let phases: [UITouch.Phase] = [.began, .moved, .stationary, .ended, .cancelled, .regionMoved]
        for sequence in 0..<3000 {
            let (window, input) = windows[rng.next(windows.count)]
            for _ in 0..<(1 + rng.next(8)) {
                let samples = (0..<(1 + rng.next(3))).map { _ in
                    TouchSample(id: rng.next(4), phase: phases[rng.next(phases.count)],
                                location: rng.next(20) == 0 ? CGPoint(x: CGFloat.nan, y: 0)
                                    : CGPoint(x: rng.next(420) - 10, y: rng.next(420) - 10),
                                timestamp: UIApplication.eventTimerSource.now + Double(rng.next(3)) - 1)
                }
                input.send(samples)
                switch rng.next(40) {
                case 0: input.advance(by: Double(rng.next(100)) / 100)
                case 1: if let view = views.randomElement(using: &SystemRandom.shared), view.superview != nil,
                           rng.next(2) == 0 { let parent = view.superview!; view.removeFromSuperview(); parent.addSubview(view) }
                case 2: window.isHidden = true; window.isHidden = false
                case 3: UIApplication.shared.beginIgnoringInteractionEvents(); input.tap(at: CGPoint(x: 60, y: 60))
                        UIApplication.shared.endIgnoringInteractionEvents()
                case 4: views[rng.next(views.count)].gestureRecognizers?.first?.isEnabled.toggle()
                default: break
                }
            }
            // The sequence ends: normally (every finger up) or by the platform cancelling.
            for (_, each) in windows {
                if sequence % 2 == 0 {
                    each.send((0..<4).map { TouchSample(id: $0, phase: .ended, location: CGPoint(x: 5, y: 5),
                                                          timestamp: UIApplication.eventTimerSource.now) })
                } else {
                    each.cancelAllTouches()
                }
            }
            input.advance(by: 2)
        }
        for (window, _) in windows {
            for recognizer in window.allRecognizersInTree() { #expect(recognizer.state == .possible, "\(recognizer)") }
        }
        for view in views { #expect(view.open.isEmpty, "\(view.name) has touches that never ended") }
        #expect(TouchDispatcher.shared.activeTouchCount == 0)
        #expect(TouchDispatcher.shared.heldTouchCount == 0)
        #expect(GestureArena.shared.busyRecognizerCount == 0)
        #expect(views.contains { $0.log.contains { $0.contains("cancelled") } })
        #expect(views.contains { $0.log.contains { $0.contains("ended") } })
    }
}

/// Random choices the generator does not need to replay (which view to re-insert).
struct SystemRandom: RandomNumberGenerator {
    nonisolated(unsafe) static var shared = SystemRandom()
    var state: UInt64 = 42
    mutating func next() -> UInt64 {
        state = state &* 6364136223846793005 &+ 1
        return state
    }
}

extension UIView {
    @MainActor func allRecognizersInTree() -> [UIGestureRecognizer] {
        (gestureRecognizers ?? []) + subviews.flatMap { $0.allRecognizersInTree() }
    }
}
