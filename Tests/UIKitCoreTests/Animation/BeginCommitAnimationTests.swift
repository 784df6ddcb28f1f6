import Testing
@testable import UIKitCore
import QuartzCore

/// The begin/commit animation API (V-ANIM-6, V-ANIM-7, T-37) and cancelling (book §1.6 "Cancel").
@MainActor @Suite(.serialized) struct BeginCommitAnimationTests {
    let clock = AnimationTestClock.shared


    func frame(after seconds: Double) { advanceAnimationFrame(by: seconds) }

    @Test func nothingAnimatesUntilEveryBlockCommitsAndSettingsApplyToTheInnermost() throws {
        let (view, _, host) = hostedAnimatedView()
        defer { host.invalidate() }
        UIView.beginAnimations("outer")
        UIView.beginAnimations("inner")
        view.alpha = 0
        UIView.setAnimationDuration(2)
        UIView.setAnimationCurve(.linear)
        UIView.commitAnimations()
        #expect(view.layer.animationKeys() == nil, "V-ANIM-6: the outer block is still open")
        UIView.commitAnimations()
        let fade = try #require(view.layer.animation(forKey: "opacity"))
        #expect(fade.duration == 2, "settings made after the change still apply to its block")
        frame(after: 1)
        #expect(abs((view.layer.presentation()?.opacity ?? 0) - 0.5) < 1e-3)
    }

    /// V-ANIM-7: a begin/commit block without setAnimationDuration lasts 0.2 s.
    @Test func theDefaultDurationIsTwoTenths() throws {
        let (view, _, host) = hostedAnimatedView()
        defer { host.invalidate() }
        UIView.beginAnimations(nil)
        view.alpha = 0.5
        UIView.commitAnimations()
        #expect(try #require(view.layer.animation(forKey: "opacity")).duration == 0.2)
    }

    @Test func T37_beginningFromTheCurrentStateStopsTheFirstAnimationUnfinished() {
        let (view, _, host) = hostedAnimatedView()
        defer { host.invalidate() }
        var first: [Bool] = []
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 0 },
                       completion: { first.append($0) })
        frame(after: 0.5)
        UIView.beginAnimations("second")
        UIView.setAnimationBeginsFromCurrentState(true)
        UIView.setAnimationCurve(.linear)
        UIView.setAnimationDuration(1)
        view.alpha = 1
        UIView.commitAnimations()
        #expect(first == [false], "the first animation's stop reports finished = NO")
        #expect(abs((view.layer.presentation()?.opacity ?? 0) - 0.5) < 1e-3, "it starts from where the first stopped")
    }

    /// V-ANIM-7: setAnimationRepeatCount and setAnimationRepeatAutoreverses configure the begin/commit block.
    @Test func repeatCountAndAutoreverseConfigureTheBlock() throws {
        let (view, _, host) = hostedAnimatedView()
        defer { host.invalidate() }
        UIView.beginAnimations(nil)
        UIView.setAnimationRepeatCount(2.5)
        UIView.setAnimationRepeatAutoreverses(true)
        view.alpha = 0
        UIView.commitAnimations()
        let fade = try #require(view.layer.animation(forKey: "opacity"))
        #expect(fade.repeatCount == 2.5 && fade.autoreverses)
    }

    @Test func settingsOutsideABlockAreIgnored() {
        UIView.setAnimationDuration(5)
        UIView.commitAnimations()
        #expect(UIView.inheritedAnimationDuration == 0)
    }

    @Test func removingAllAnimationsJumpsToTheModelValue() {
        let (view, _, host) = hostedAnimatedView()
        defer { host.invalidate() }
        var finished: [Bool] = []
        UIView.animate(withDuration: 1, animations: { view.center.x = 300 }, completion: { finished.append($0) })
        frame(after: 0.5)
        view.layer.removeAllAnimations()
        #expect(view.layer.presentation()?.position.x == 300)
        CATransaction.flush()
        #expect(finished == [false])
    }
}
