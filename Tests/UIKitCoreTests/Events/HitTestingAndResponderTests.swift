import Testing
import UIKit

@MainActor @Suite(.serialized) struct HitTestingAndResponderTests {
    /// E-HT-4, E-T-7, E-T-8, E-EV-4, T-21: hidden, transparent (alpha < 0.01) and non-interactive views are
    /// skipped with their subtrees.
    /// V-HIER-9, Book #26: hidden, alpha-0 and non-interactive views get no touches; the view behind does.
    @Test func hiddenTransparentAndNonInteractiveViewsLetTouchesFallThrough() {
        let (window, input) = EventTestEnvironment.makeWindow()
        let back = LoggingView("back", frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.addSubview(back)
        for configure in [{ (v: UIView) in v.isHidden = true }, { $0.alpha = 0.005 }, { $0.isUserInteractionEnabled = false }] {
            let front = LoggingView("front", frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let child = LoggingView("child", frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            front.addSubview(child)
            configure(front)
            back.addSubview(front)
            #expect(window.hitTest(CGPoint(x: 10, y: 10), with: nil) === back)
            input.tap(at: CGPoint(x: 10, y: 10))
            #expect(front.log.isEmpty && child.log.isEmpty)
            front.removeFromSuperview()
        }
        #expect(back.phases == ["began", "ended", "began", "ended", "began", "ended"])
        // Just above the threshold still takes touches.
        let faint = LoggingView("faint", frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        faint.alpha = 0.02
        back.addSubview(faint)
        #expect(window.hitTest(CGPoint(x: 10, y: 10), with: nil) === faint)
    }

    /// E-HT-1, E-T-7, T-20: a point outside a view's bounds is ignored, so its out-of-bounds subviews get no
    /// touches unless `hitTest(_:with:)` is overridden.
    /// V-GEO-14, V-CUST-7, Book #26: the part of a subview outside its superview's bounds gets no touches, unless the superview overrides hitTest(_:with:).
    @Test func subviewOutsideItsSuperviewIsNotHitUnlessTheSuperviewOverridesHitTest() {
        final class Munging: UIView {
            override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
                for sub in subviews.reversed() {
                    if let hit = sub.hitTest(sub.convert(point, from: self), with: event) { return hit }
                }
                return super.hitTest(point, with: event)
            }
        }
        let (window, _) = EventTestEnvironment.makeWindow()
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let outside = UIView(frame: CGRect(x: 120, y: 0, width: 50, height: 50))
        parent.addSubview(outside)
        window.addSubview(parent)
        #expect(window.hitTest(CGPoint(x: 130, y: 10), with: nil) === window)
        let munging = Munging(frame: CGRect(x: 0, y: 200, width: 100, height: 100))
        let outside2 = UIView(frame: CGRect(x: 120, y: 0, width: 50, height: 50))
        munging.addSubview(outside2)
        window.addSubview(munging)
        #expect(window.hitTest(CGPoint(x: 130, y: 210), with: nil) === outside2)
    }

    /// E-HT-3, E-EV-4, T-22: subviews are searched front to back (the last subview wins where siblings
    /// overlap), in each view's own coordinates.
    /// Book #26: a rotated view is hit where it appears, not at its unrotated corner; the front sibling wins.
    @Test func rotatedViewIsHitWhereItAppearsAndFrontSiblingWins() {
        let (window, _) = EventTestEnvironment.makeWindow()
        let rotated = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        rotated.transform = CGAffineTransform(rotationAngle: .pi / 4)
        window.addSubview(rotated)
        // The unrotated frame's corner is outside the diamond; the apparent tip (left, at the centre's height) is in.
        #expect(window.hitTest(CGPoint(x: 103, y: 103), with: nil) === window)
        #expect(window.hitTest(CGPoint(x: 82, y: 150), with: nil) === rotated)
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let b = UIView(frame: CGRect(x: 25, y: 25, width: 50, height: 50))
        window.addSubview(a)
        window.addSubview(b)
        #expect(window.hitTest(CGPoint(x: 30, y: 30), with: nil) === b)
        #expect(window.hitTest(CGPoint(x: 10, y: 10), with: nil) === a)
    }

    /// E-RC-1, E-RC-3, E-RC-4, E-RC-5, E-EV-4, T-29: view, its controller, superview, ..., window, application;
    /// default handlers forward to `next`.
    /// V-ARCH-6: unhandled events go up the responder chain (superview, view controller, window, application).
    @Test func t29UnhandledTouchesWalkViewControllerSuperviewWindowApplication() {
        final class Controller: UIViewController {
            var got: [String] = []
            var forward = false
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                got.append("vc")
                if forward { super.touchesBegan(touches, with: event) }
            }
        }
        let (window, input) = EventTestEnvironment.makeWindow()
        let outer = LoggingView("outer", frame: window.bounds)
        let controller = Controller()
        let s = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        controller.view = s
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        s.addSubview(v)
        outer.addSubview(s)
        window.addSubview(outer)
        let chain = Array(sequence(first: v as UIResponder, next: { $0.next }).prefix(6))
        #expect(chain == [v, s, controller, outer, window, UIApplication.shared])
        input.tap(at: CGPoint(x: 10, y: 10))
        #expect(controller.got == ["vc"])
        #expect(outer.log == ["outer ended 1"])
        controller.forward = true
        input.tap(at: CGPoint(x: 10, y: 10))
        #expect(outer.log == ["outer ended 1", "outer began 1", "outer ended 1"])
    }

    /// E-RC-2, E-EV-6, E-MO-1, E-MO-2: the first responder must say yes and be asked; it gets shakes, presses
    /// and (after `beginReceivingRemoteControlEvents`) remote-control events.
    @Test func firstResponderNeedsPermissionAndAWindowAndGetsNonTouchEvents() {
        final class Receiver: UIView {
            var log: [String] = []
            override var canBecomeFirstResponder: Bool { true }
            override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { log.append("motionBegan \(motion.rawValue)") }
            override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { log.append("motionEnded \(motion.rawValue)") }
            override func remoteControlReceived(with event: UIEvent?) { log.append("remote \(event?.subtype.rawValue ?? -1)") }
            override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
                log.append("pressesBegan \(presses.first?.key?.characters ?? "")")
            }
            override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) { log.append("pressesEnded") }
        }
        let (window, input) = EventTestEnvironment.makeWindow()
        window.makeKey()
        let loose = Receiver(frame: .zero)
        #expect(!loose.becomeFirstResponder())
        let plain = UIView(frame: .zero)
        window.addSubview(plain)
        #expect(!plain.becomeFirstResponder())
        let receiver = Receiver(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(receiver)
        #expect(receiver.becomeFirstResponder())
        #expect(receiver.isFirstResponder)
        input.shake()
        input.key(.keyboardA, characters: "a")
        input.remoteControl(.remoteControlPlay)
        #expect(receiver.log == ["motionBegan 1", "motionEnded 1", "pressesBegan a", "pressesEnded"])
        UIApplication.shared.beginReceivingRemoteControlEvents()
        input.remoteControl(.remoteControlPlay)
        UIApplication.shared.endReceivingRemoteControlEvents()
        #expect(receiver.log.last == "remote 100")
        // Hidden, it still gets them (V-HIER-10).
        receiver.isHidden = true
        input.shake()
        #expect(receiver.log.suffix(2) == ["motionBegan 1", "motionEnded 1"])
        #expect(receiver.resignFirstResponder())
        #expect(!receiver.isFirstResponder)
    }

    /// E-EV-1, E-MO-1, E-MO-2: the event types and subtypes (motion shake 1, remote control 100-109) have
    /// UIKit's values.
    @Test func eventSubtypesHaveUIKitValues() {
        #expect(UIEvent.EventSubtype.motionShake.rawValue == 1)
        #expect(UIEvent.EventSubtype.remoteControlPlay.rawValue == 100)
        #expect(UIEvent.EventSubtype.remoteControlEndSeekingForward.rawValue == 109)
        #expect(UIEvent.EventType.touches.rawValue == 0 && UIEvent.EventType.motion.rawValue == 1)
        #expect(UIEvent.EventType.remoteControl.rawValue == 2)
        #expect(UIGestureRecognizer.State.recognized == .ended)
    }

    /// E-RC-2, T-29: an action with no target goes to the first responder (or the sender's chain) that implements it.
    @Test func nilTargetedActionsGoToTheFirstResponderOfTheActionsType() {
        final class Editor: UIView {
            var saved = 0
            override var canBecomeFirstResponder: Bool { true }
            func save(_ sender: Any?) { saved += 1 }
        }
        let (window, _) = EventTestEnvironment.makeWindow()
        let editor = Editor(frame: .zero)
        let field = UIView(frame: .zero)
        editor.addSubview(field)
        window.addSubview(editor)
        #expect(editor.becomeFirstResponder())
        #expect(UIApplication.shared.sendAction(Editor.save, to: nil, from: nil, for: nil))
        #expect(editor.saved == 1)
        editor.resignFirstResponder()
        #expect(!UIApplication.shared.sendAction(Editor.save, to: nil, from: nil, for: nil))
        #expect(UIApplication.shared.sendAction(Editor.save, to: nil, from: field, for: nil))
        #expect(editor.saved == 2)
    }
}
