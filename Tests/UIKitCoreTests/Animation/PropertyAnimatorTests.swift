import Testing
@testable import UIKitCore
import QuartzCore

/// UIViewPropertyAnimator on the manual clock: start, pause, scrubbing, reversing, stopping and finishing.
@MainActor @Suite(.serialized) struct PropertyAnimatorTests {
    let clock = AnimationTestClock.shared


    func frame(after seconds: Double) { advanceAnimationFrame(by: seconds) }

    func shownX(_ view: UIView) -> CGFloat { view.layer.presentation()?.position.x ?? .nan }

    @Test func runsToTheEndAndReportsTheEndPosition() {
        let (view, _, host) = hostedAnimatedView()
        defer { host.invalidate() }
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 250 }
        animator.addCompletion { positions.append($0) }
        #expect(animator.state == .inactive)
        animator.startAnimation()
        #expect(animator.state == .active && animator.isRunning)
        frame(after: 0.5)
        #expect(abs(shownX(view) - 150) < 1e-3)
        #expect(abs(animator.fractionComplete - 0.5) < 1e-3)
        frame(after: 0.6)
        #expect(positions == [.end])
        #expect(view.center.x == 250 && animator.state == .inactive)
    }

    @Test func pausingFreezesAndFractionCompleteScrubs() {
        let (view, _, host) = hostedAnimatedView()
        defer { host.invalidate() }
        let animator = UIViewPropertyAnimator(duration: 2, curve: .linear) { view.center.x = 250 }
        animator.pauseAnimation()
        animator.fractionComplete = 0.25
        frame(after: 5)
        #expect(abs(shownX(view) - 100) < 1e-3, "frozen at a quarter")
        animator.fractionComplete = 0.75
        frame(after: 1)
        #expect(abs(shownX(view) - 200) < 1e-3)
        animator.startAnimation()
        frame(after: 0.25)
        #expect(abs(shownX(view) - 225) < 1e-3, "resumes from where it was")
    }

    @Test func reversingRunsBackToTheStartAndPutsTheModelThere() {
        let (view, _, host) = hostedAnimatedView()
        defer { host.invalidate() }
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 250 }
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        frame(after: 0.5)
        animator.isReversed = true
        frame(after: 0.25)
        #expect(abs(shownX(view) - 100) < 1e-3)
        frame(after: 0.3)
        #expect(positions == [.start])
        #expect(view.center.x == 50)
    }

    @Test func stoppingKeepsWhatIsShownAndFinishingRunsTheCompletion() {
        let (view, _, host) = hostedAnimatedView()
        defer { host.invalidate() }
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 250 }
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        frame(after: 0.5)
        animator.stopAnimation(false)
        #expect(animator.state == .stopped)
        #expect(abs(view.center.x - 150) < 1e-3, "the model takes the value on screen")
        #expect(view.layer.animationKeys() == nil)
        animator.finishAnimation(at: .current)
        #expect(positions == [.current])
        #expect(animator.state == .inactive)
    }

    @Test func aSpringAnimatorOvershoots() {
        let (view, _, host) = hostedAnimatedView()
        defer { host.invalidate() }
        let animator = UIViewPropertyAnimator(duration: 1, dampingRatio: 0.3) { view.center.x = 150 }
        animator.startAnimation()
        var maximum: CGFloat = 0
        for _ in 0..<60 {
            frame(after: 1.0 / 60)
            maximum = max(maximum, shownX(view))
        }
        #expect(maximum > 160)
    }
}
