import Testing
@testable import UIKitCore
import QuartzCore

/// Block-based view animation on a manual media clock (V-ANIM-1..9, V-LAYER-5, V-CUST-6, T-37; book §1.6 "View
/// animation").
@MainActor @Suite(.serialized) struct ViewAnimationTests {
    let clock = AnimationTestClock.shared


    func presented(_ view: UIView) throws -> CALayer { try #require(view.layer.presentation()) }

    func frame(after seconds: Double) { advanceAnimationFrame(by: seconds) }

    /// Book #20: a view's own layer does not animate implicitly.
    @Test func aViewsLayerDoesNotAnimateOutsideABlock() {
        let (view, _, host) = hostedAnimatedView()
        defer { host.invalidate() }
        view.alpha = 0.5
        view.center = CGPoint(x: 200, y: 200)
        view.layer.cornerRadius = 3
        #expect(view.layer.animationKeys() == nil, "V-ANIM-1: applied at once")
        #expect(view.layer.action(forKey: "opacity") is NSNull)
    }

    /// A view that fades its layer's opacity changes by itself, as a UIView subclass may on iOS.
    final class SelfFadingView: UIView {
        override func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
            event == "opacity" ? CABasicAnimation(keyPath: event) : super.action(for: layer, forKey: event)
        }
    }

    @Test func aSubclassCanSupplyItsLayersActions() {
        let (_, root, host) = hostedAnimatedView()
        defer { host.invalidate() }
        let view = SelfFadingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        root.addSubview(view)
        CATransaction.flush()
        view.alpha = 0.5
        view.center = CGPoint(x: 100, y: 100)
        #expect(view.layer.animationKeys() == ["opacity"], "the override animates opacity; position stays immediate")
    }

    /// V-ANIM-1, V-ANIM-3, Book #21 (A12a): alpha is animatable (model final at once, presentation in between), once, with the ease-in-ease-out default; hidden is not animatable.
    @Test func T37_alphaAnimatesBetweenTheValuesAndHiddenChangesAtOnce() throws {
        let (view, root, host) = hostedAnimatedView()
        defer { host.invalidate() }
        let other = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.addSubview(other)
        CATransaction.flush()
        var completions: [Bool] = []
        UIView.animate(withDuration: 0.3, animations: { view.alpha = 0 }, completion: { completions.append($0) })
        other.isHidden = true
        #expect(view.alpha == 0, "the model changes at once and the call returns")
        #expect(completions.isEmpty)
        #expect(other.layer.animationKeys() == nil, "hidden is not animated")
        CATransaction.flush()
        clock.advance(by: 0.15)
        let alpha = try presented(view).opacity
        #expect(alpha > 0 && alpha < 1)
        // The default curve is ease-in-ease-out (V-ANIM-3): exactly half way at half time.
        let expected = 1 - CAMediaTimingFunction(name: .easeInEaseOut).evaluate(at: 0.5)
        #expect(abs(Double(alpha) - expected) < 1e-3)
        frame(after: 0.1)
        #expect(completions.isEmpty)
        frame(after: 0.1)
        #expect(completions == [true])
        frame(after: 1)
        #expect(completions == [true], "exactly once")
    }

    /// Book #21: the completion handler runs once, with finished true.
    @Test func completionRunsOnceWhenNothingAnimated() {
        let (_, _, host) = hostedAnimatedView()
        defer { host.invalidate() }
        var completions: [Bool] = []
        UIView.animate(withDuration: 0.3, animations: {}, completion: { completions.append($0) })
        #expect(completions.isEmpty, "not during the call")
        CATransaction.flush()
        #expect(completions == [true])
        CATransaction.flush()
        #expect(completions == [true])
    }

    /// Book #22 (A12d): two successive blocks on x and y move along a diagonal.
    @Test func positionalAnimationsAreAdditiveSoSuccessiveBlocksBlend() throws {
        let (view, _, host) = hostedAnimatedView()
        defer { host.invalidate() }
        view.center = CGPoint(x: 100, y: 100)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            view.center.x = 300
        })
        frame(after: 0.5)
        #expect(abs(try presented(view).position.x - 200) < 1e-3)
        // A second block on y: x keeps going, y starts: a diagonal (book: "two successive blocks give a diagonal").
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            view.center.y = 300
        })
        #expect(Set(view.layer.animationKeys() ?? []) == ["position", "position-2"])
        frame(after: 0.25)
        let p = try presented(view).position
        #expect(abs(p.x - 250) < 1e-3 && abs(p.y - 150) < 1e-3, "\(p)")
        frame(after: 1)
        #expect(try presented(view).position == CGPoint(x: 300, y: 300))
    }

    @Test func twoSettingsInOneBlockAnimateFromTheOriginalToTheFinalValue() throws {
        let (view, _, host) = hostedAnimatedView()
        defer { host.invalidate() }
        view.center = CGPoint(x: 100, y: 100)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            view.center = CGPoint(x: 200, y: 100)
            view.center = CGPoint(x: 300, y: 100)
        })
        frame(after: 0.5)
        #expect(abs(try presented(view).position.x - 200) < 1e-3)
    }

    /// V-ANIM-5, V-ANIM-4: setting the property again mid-flight keeps animating, to the new value; the replaced block completes unfinished.
    @Test func T37_reassigningMidFlightAnimatesToTheNewValue() throws {
        let (view, _, host) = hostedAnimatedView()
        defer { host.invalidate() }
        var first: [Bool] = []
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 0 },
                       completion: { first.append($0) })
        frame(after: 0.5)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .beginFromCurrentState],
                       animations: { view.alpha = 1 })
        #expect(first == [false], "the replaced animation stops unfinished (V-ANIM-4)")
        frame(after: 0.5)
        #expect(abs(try presented(view).opacity - 0.75) < 1e-3, "from the shown 0.5 toward 1")
        frame(after: 0.6)
        #expect(try presented(view).opacity == 1)
    }

    @Test func T37_autoreverseWithAHalfRepeatEndsOnTheNewValue() throws {
        let (view, _, host) = hostedAnimatedView()
        defer { host.invalidate() }
        var done = false
        UIView.animate(withDuration: 0.2, delay: 0, options: [.autoreverse, .curveLinear], animations: {
            UIView.modifyAnimations(withRepeatCount: 2.5, autoreverses: true) { view.alpha = 0 }
        }, completion: { _ in done = true })
        frame(after: 0.1)
        #expect(abs(try presented(view).opacity - 0.5) < 1e-3)
        frame(after: 0.2)
        #expect(abs(try presented(view).opacity - 0.5) < 1e-3, "on the way back")
        frame(after: 0.7)
        #expect(done)
        #expect(try presented(view).opacity == 0, "2.5 cycles end at the new value (V-ANIM-9)")
    }

    /// V-ANIM-9, Book #22 (A12c): without the extra half repeat the autoreversed animation returns to the original and then snaps to the new value.
    @Test func autoreverseWithoutAHalfRepeatSnapsToTheModelValue() throws {
        let (view, _, host) = hostedAnimatedView()
        defer { host.invalidate() }
        view.center = CGPoint(x: 100, y: 100)
        UIView.animate(withDuration: 0.5, delay: 0, options: [.autoreverse, .curveLinear], animations: {
            view.center.x = 200
        })
        frame(after: 0.75)
        #expect(abs(try presented(view).position.x - 150) < 1e-3, "reversing")
        frame(after: 0.5)
        #expect(try presented(view).position.x == 200, "the model value shows once it ends")
    }

    /// V-ANIM-8: a nested block starts with its parent and inherits its duration unless it overrides it.
    @Test func T37_aNestedBlockUsesTheOuterDurationUnlessItOverrides() throws {
        let (view, root, host) = hostedAnimatedView()
        defer { host.invalidate() }
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            UIView.animate(withDuration: 0.2, animations: { view.alpha = 0 })
            UIView.animate(withDuration: 0.2, delay: 0, options: [.overrideInheritedDuration, .curveLinear],
                           animations: { root.alpha = 0.5 })
        })
        #expect(view.layer.animation(forKey: "opacity")?.duration == 1)
        #expect(root.layer.animation(forKey: "opacity")?.duration == 0.2)
        frame(after: 0.5)
        #expect(abs(try presented(view).opacity - 0.5) < 1e-3, "the outer curve too")
    }

    @Test func delayShowsTheOldValueUntilTheStart() throws {
        let (view, _, host) = hostedAnimatedView()
        defer { host.invalidate() }
        UIView.animate(withDuration: 1, delay: 1, options: .curveLinear, animations: { view.center.x = 250 })
        frame(after: 0.5)
        #expect(try presented(view).position.x == 50)
        frame(after: 1)
        #expect(abs(try presented(view).position.x - 150) < 1e-3)
    }

    @Test func performWithoutAnimationInsideABlockChangesAtOnce() {
        let (view, _, host) = hostedAnimatedView()
        defer { host.invalidate() }
        UIView.animate(withDuration: 1) {
            UIView.performWithoutAnimation { view.alpha = 0.2 }
            view.center.x = 120
        }
        #expect(view.layer.animationKeys() == ["position"])
        UIView.setAnimationsEnabled(false)
        UIView.animate(withDuration: 1) { view.alpha = 0.7 }
        UIView.setAnimationsEnabled(true)
        #expect(view.layer.animation(forKey: "opacity") == nil)
    }

    /// V-CUST-6: view animations turn touch delivery off unless .allowUserInteraction.
    @Test func T37_touchesAreBlockedDuringAnimationUnlessAllowed() {
        let (view, root, host) = hostedAnimatedView()
        defer { host.invalidate() }
        #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === view)
        UIView.animate(withDuration: 1) { view.alpha = 0.5 }
        #expect(view.isInTouchBlockingAnimation)
        #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === root, "the animating view gets no touches")
        frame(after: 1.1)
        #expect(!view.isInTouchBlockingAnimation)
        UIView.animate(withDuration: 1, delay: 0, options: .allowUserInteraction, animations: { view.alpha = 1 })
        #expect(!view.isInTouchBlockingAnimation)
        #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === view)
    }

    /// Book #22 (A12e): a spring with damping 0.3 overshoots.
    @Test func aSpringOvershootsThenSettlesWithinItsDuration() throws {
        let (view, _, host) = hostedAnimatedView()
        defer { host.invalidate() }
        view.center = CGPoint(x: 100, y: 100)
        var done = false
        UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.3, initialSpringVelocity: 0,
                       animations: { view.center.x = 200 }, completion: { _ in done = true })
        var maximum = 0.0
        for _ in 0..<60 {
            frame(after: 1.0 / 60)
            maximum = max(maximum, try presented(view).position.x)
        }
        #expect(maximum > 210, "a damping ratio of 0.3 overshoots: \(maximum)")
        frame(after: 0.05)
        #expect(done)
        #expect(try presented(view).position.x == 200)
    }

    @Test func aCriticallyDampedSpringDoesNotOvershoot() throws {
        let (view, _, host) = hostedAnimatedView()
        defer { host.invalidate() }
        view.center = CGPoint(x: 100, y: 100)
        UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
                       animations: { view.center.x = 200 })
        for _ in 0..<60 {
            frame(after: 1.0 / 60)
            #expect(try presented(view).position.x <= 200.001)
        }
    }

    /// Book #22 (A12f): keyframes at their relative start times, linear.
    @Test func keyframeTimesAreFractionsOfTheTotal() throws {
        let (view, _, host) = hostedAnimatedView()
        defer { host.invalidate() }
        view.center = CGPoint(x: 0, y: 0)
        UIView.animateKeyframes(withDuration: 2, delay: 0, options: [], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) { view.center.x = 100 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.center.x = 300 }
        })
        #expect(view.center.x == 300)
        frame(after: 0.25)
        #expect(abs(try presented(view).position.x - 50) < 1e-3, "half of the first keyframe (0..0.5 s)")
        frame(after: 0.5)
        #expect(abs(try presented(view).position.x - 100) < 1e-3, "held until 1 s")
        frame(after: 0.75)
        #expect(abs(try presented(view).position.x - 200) < 1e-3, "half of the second keyframe (1..2 s)")
    }
}
