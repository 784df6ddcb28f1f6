import Testing
@testable import UIKitCore
import QuartzCore

/// Without `beginFromCurrentState`, a view animation of a property that is already animating lets the animation in
/// flight finish first, then runs from its end value (book: "setAnimationBeginsFromCurrentState: YES stops the
/// in-flight animation and starts from the current state; default: finish the current block first"). Positional
/// animations blend additively instead (iOS 8), and endless ones are replaced.
@MainActor @Suite(.serialized) struct InFlightAnimationWaitTests {
    let clock = AnimationTestClock.shared

    func shownAlpha(_ view: UIView) throws -> Float { try #require(view.layer.presentation()).opacity }

    @Test func theSecondBlockWaitsForTheFirstToFinish() throws {
        let (view, _, host) = hostedAnimatedView()
        defer { host.invalidate() }
        var first: [Bool] = []
        var second: [Bool] = []
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 0 },
                       completion: { first.append($0) })
        advanceAnimationFrame(by: 0.5)
        UIView.animate(withDuration: 2, delay: 0, options: .curveLinear, animations: { view.alpha = 1 },
                       completion: { second.append($0) })
        #expect(view.alpha == 1, "the model changes at once")
        advanceAnimationFrame(by: 0.1)
        #expect(abs(try shownAlpha(view) - 0.4) < 1e-3, "the first animation goes on toward 0")
        #expect(first.isEmpty)
        advanceAnimationFrame(by: 0.4)
        #expect(first == [true], "allowed to finish")
        advanceAnimationFrame(by: 1)
        #expect(abs(try shownAlpha(view) - 0.5) < 1e-3, "the second runs from 0 to 1 after it")
        advanceAnimationFrame(by: 1.1)
        #expect(second == [true])
        #expect(try shownAlpha(view) == 1)
    }

    @Test func aDelayLongerThanTheFlightStartsAfterTheDelay() throws {
        let (view, _, host) = hostedAnimatedView()
        defer { host.invalidate() }
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 0 })
        advanceAnimationFrame(by: 0.5)
        UIView.animate(withDuration: 1, delay: 2, options: .curveLinear, animations: { view.alpha = 1 })
        advanceAnimationFrame(by: 1)
        #expect(abs(try shownAlpha(view) - 0) < 1e-3, "the delay shows the old model value (the first's end)")
        advanceAnimationFrame(by: 1.5)
        #expect(abs(try shownAlpha(view) - 0.5) < 1e-3, "started at 2.5 s, as the delay says")
        advanceAnimationFrame(by: 1)
    }

    @Test func anEndlessAnimationIsReplacedNotAwaited() throws {
        let (view, _, host) = hostedAnimatedView()
        defer { host.invalidate() }
        var first: [Bool] = []
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .repeat], animations: { view.alpha = 0 },
                       completion: { first.append($0) })
        advanceAnimationFrame(by: 0.5)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 0.5 })
        #expect(first == [false])
        advanceAnimationFrame(by: 0.5)
        #expect(abs(try shownAlpha(view) - 0.25) < 1e-3, "from the old model value 0 toward 0.5")
        advanceAnimationFrame(by: 0.6)
    }
}
