import Testing
@testable import UIKitCore
import QuartzCore

/// UIViewPropertyAnimator's continuation and pause-on-completion: `continueAnimation(withTimingParameters:
/// durationFactor:)` stretches and re-times the rest of the run; `pausesOnCompletion` keeps the animator active and
/// paused at the end, without completions, so it can be reversed and run again. Also the timing-parameter
/// initializer.
@MainActor @Suite(.serialized) struct PropertyAnimatorContinuationTests {
    let clock = AnimationTestClock.shared

    func frame(after seconds: Double) { advanceAnimationFrame(by: seconds) }

    func shownX(_ view: UIView) -> CGFloat { view.layer.presentation()?.position.x ?? .nan }

    /// A linear animator moving the view's center from x 50 to 250 over a second, paused halfway.
    func pausedHalfway(_ view: UIView) -> UIViewPropertyAnimator {
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 250 }
        animator.startAnimation()
        frame(after: 0.5)
        animator.pauseAnimation()
        frame(after: 3)
        return animator
    }

    @Test func aDurationFactorStretchesTheRemainingTime() {
        let (view, _, host) = hostedAnimatedView()
        defer { host.invalidate() }
        let animator = pausedHalfway(view)
        var positions: [UIViewAnimatingPosition] = []
        animator.addCompletion { positions.append($0) }
        #expect(abs(shownX(view) - 150) < 1e-3)
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 2)
        frame(after: 0.5)
        #expect(abs(shownX(view) - 200) < 1e-3, "the remaining half second now takes a second")
        #expect(abs(animator.fractionComplete - 0.75) < 1e-3)
        frame(after: 0.6)
        #expect(positions == [.end])
    }

    @Test func newTimingParametersShapeTheRestOfTheRunWithoutAJump() {
        let (view, _, host) = hostedAnimatedView()
        defer { host.invalidate() }
        let animator = pausedHalfway(view)
        animator.continueAnimation(withTimingParameters: UICubicTimingParameters(animationCurve: .easeIn),
                                   durationFactor: 1)
        frame(after: 0)
        #expect(abs(shownX(view) - 150) < 1e-3, "it goes on from where it was")
        frame(after: 0.25)
        let eased = CAMediaTimingFunction(name: .easeIn).evaluate(at: 0.5)
        #expect(abs(shownX(view) - (150 + 100 * eased)) < 1e-3)
        #expect(abs(Double(animator.fractionComplete) - (0.5 + 0.5 * eased)) < 1e-3)
        frame(after: 0.3)
        #expect(animator.state == .inactive && view.center.x == 250)
    }

    /// A spring given to `continueAnimation` moves the rest of the way as a spring does: past the end value and
    /// back, settling there when the (stretched) remaining time is up, rather than stopping at its first arrival.
    @Test func aSpringContinuationOvershootsAndSettles() {
        let (view, _, host) = hostedAnimatedView()
        defer { host.invalidate() }
        let animator = pausedHalfway(view)
        var positions: [UIViewAnimatingPosition] = []
        animator.addCompletion { positions.append($0) }
        let spring = UISpringTimingParameters(dampingRatio: 0.3)
        animator.continueAnimation(withTimingParameters: spring, durationFactor: 1)
        frame(after: 0)
        #expect(abs(shownX(view) - 150) < 1e-3, "it goes on from where it was")
        let curve = spring.progressCurve
        var farthest: CGFloat = 0
        for step in 1...49 {
            frame(after: 0.01)
            let x = shownX(view)
            farthest = max(farthest, x)
            // The remaining 100 points over the remaining half second, along the spring.
            #expect(abs(x - (150 + 100 * curve(Double(step) * 0.01 / 0.5))) < 1e-3, "at step \(step)")
        }
        // Damping ratio 0.3 overshoots by exp(-π·0.3/√(1-0.09)) ≈ 37% of the distance left.
        #expect(farthest > 280 && farthest < 290, "overshoot peak \(farthest)")
        #expect(abs(shownX(view) - 250) < 1, "settled by the end")
        #expect(positions.isEmpty)
        frame(after: 0.02)
        #expect(positions == [.end] && animator.state == .inactive && view.center.x == 250)
    }

    @Test func aReversedSpringContinuationOvershootsTheStart() {
        let (view, _, host) = hostedAnimatedView()
        defer { host.invalidate() }
        let animator = pausedHalfway(view)
        var positions: [UIViewAnimatingPosition] = []
        animator.addCompletion { positions.append($0) }
        animator.isReversed = true
        animator.continueAnimation(withTimingParameters: UISpringTimingParameters(dampingRatio: 0.3), durationFactor: 1)
        var nearest: CGFloat = .infinity
        for _ in 1...49 {
            frame(after: 0.01)
            nearest = min(nearest, shownX(view))
        }
        #expect(nearest < 20 && nearest > 10, "back past the start x 50 by about 37 points: \(nearest)")
        frame(after: 0.02)
        #expect(positions == [.start] && view.center.x == 50)
    }

    @Test func pausingOnCompletionKeepsTheAnimatorActiveAndReversible() {
        let (view, _, host) = hostedAnimatedView()
        defer { host.invalidate() }
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 250 }
        animator.pausesOnCompletion = true
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        frame(after: 1.2)
        frame(after: 0.1)
        #expect(positions.isEmpty, "no completion while pausing on completion")
        #expect(animator.state == .active && !animator.isRunning)
        #expect(animator.fractionComplete == 1)
        #expect(abs(shownX(view) - 250) < 1e-3)
        animator.isReversed = true
        animator.startAnimation()
        frame(after: 0.5)
        #expect(abs(shownX(view) - 150) < 1e-3, "running back")
        frame(after: 0.7)
        frame(after: 0.1)
        #expect(animator.state == .active && !animator.isRunning && animator.fractionComplete == 0)
        #expect(abs(shownX(view) - 50) < 1e-3)
        animator.stopAnimation(false)
        animator.finishAnimation(at: .start)
        #expect(positions == [.start])
        #expect(view.center.x == 50)
    }

    @Test func springTimingParametersOvershoot() {
        let (view, _, host) = hostedAnimatedView()
        defer { host.invalidate() }
        let animator = UIViewPropertyAnimator(duration: 1, timingParameters: UISpringTimingParameters(dampingRatio: 0.3))
        animator.addAnimations { view.center.x = 250 }
        animator.startAnimation()
        var highest: CGFloat = 0
        for _ in 0..<60 {
            frame(after: 1.0 / 60)
            highest = max(highest, shownX(view))
        }
        #expect(highest > 260, "an under-damped spring goes past the end")
        frame(after: 2)
        #expect(animator.state == .inactive && view.center.x == 250)
    }

    @Test func cubicTimingParametersAreTheAnimatorsCurve() {
        let (view, _, host) = hostedAnimatedView()
        defer { host.invalidate() }
        let parameters = UICubicTimingParameters(controlPoint1: CGPoint(x: 0.42, y: 0), controlPoint2: CGPoint(x: 1, y: 1))
        #expect(parameters.timingCurveType == .cubic && parameters.springTimingParameters == nil)
        let animator = UIViewPropertyAnimator(duration: 1, timingParameters: parameters)
        animator.addAnimations { view.center.x = 250 }
        animator.startAnimation()
        frame(after: 0.5)
        let eased = CAMediaTimingFunction(name: .easeIn).evaluate(at: 0.5)
        #expect(abs(shownX(view) - (50 + 200 * eased)) < 1e-3)
        frame(after: 0.6)
    }
}
