import Testing
@testable import UIKitCore
import QuartzCore

/// The interactive pop from the left edge (VC-38): the finger drags the top view, letting go past half (or with a
/// flick) completes the pop, short of it cancels, each with UIKit's appearance callbacks. Alt+Left and the mouse
/// back button (which arrives as Alt+Left) pop; Escape does not.
@MainActor @Suite(.serialized) struct NavigationInteractivePopTests {
    let log = CallLog()

    func pushed(_ navigation: UINavigationController) -> StackLoggingController {
        let a = StackLoggingController("a", log: log)
        navigation.pushViewController(a, animated: false)
        _ = log.take()
        return a
    }

    /// Drags from the left edge to `x`, a step at a time, `interval` apart.
    func drag(_ input: EventSynthesizer, to x: CGFloat, steps: Int = 6, interval: TimeInterval = 0.05) -> Int {
        input.advance(by: 1)
        let id = input.touchDown(at: CGPoint(x: 4, y: 300))
        for step in 1...steps {
            input.advance(by: interval)
            input.touchMove(id, to: CGPoint(x: 4 + (x - 4) * CGFloat(step) / CGFloat(steps), y: 300))
        }
        return id
    }

    @Test func aDragPastHalfwayCompletesThePop() throws {
        let (navigation, _, input) = NavigationTestHost.make(log)
        let root = navigation.viewControllers[0]
        let a = pushed(navigation)
        let id = drag(input, to: 300)
        #expect(log.take() == ["a willDisappear moving", "root willAppear"])
        CATransaction.flush()
        let shown = try #require(a.view.layer.presentation())
        #expect(abs(shown.transform.m41 - 296) < 40, "the top view follows the finger")
        input.advance(by: 0.3)
        input.touchUp(id, at: CGPoint(x: 300, y: 300))
        NavigationTestHost.run(0.5)
        #expect(log.take() == ["a didDisappear moving", "root didAppear", "a didMove(nil)"])
        #expect(navigation.viewControllers == [root])
    }

    @Test func aShortDragCancelsAndTheTopControllerStays() {
        let (navigation, _, input) = NavigationTestHost.make(log)
        let root = navigation.viewControllers[0]
        let a = pushed(navigation)
        let id = drag(input, to: 100)
        input.advance(by: 0.3)
        input.touchUp(id, at: CGPoint(x: 100, y: 300))
        NavigationTestHost.run(0.5)
        #expect(log.take() == ["a willDisappear moving", "root willAppear", "root willDisappear", "a willAppear",
                               "root didDisappear", "a didAppear", "a didMove(parent)"])
        #expect(navigation.viewControllers == [root, a])
        #expect(a.navigationController === navigation && a.view.superview === navigation.view)
        #expect(root.viewIfLoaded?.superview == nil)
        #expect(a.view.transform == .identity)
        #expect(navigation.navigationBar.topItem === a.navigationItem)
    }

    @Test func aQuickFlickCompletesAShortDrag() {
        let (navigation, _, input) = NavigationTestHost.make(log)
        _ = pushed(navigation)
        let id = drag(input, to: 120, steps: 3, interval: 0.016)
        input.touchUp(id, at: CGPoint(x: 130, y: 300))
        NavigationTestHost.run(0.5)
        #expect(navigation.viewControllers.count == 1)
    }

    @Test func aDragAwayFromTheEdgeDoesNotPop() {
        let (navigation, _, input) = NavigationTestHost.make(log)
        _ = pushed(navigation)
        input.advance(by: 1)
        let id = input.touchDown(at: CGPoint(x: 150, y: 300))
        input.advance(by: 0.05)
        input.touchMove(id, to: CGPoint(x: 350, y: 300))
        input.touchUp(id, at: CGPoint(x: 350, y: 300))
        NavigationTestHost.run(0.5)
        #expect(navigation.viewControllers.count == 2)
        #expect(log.take().isEmpty)
    }

    @Test func altLeftPopsAndEscapeDoesNot() {
        let (navigation, window, input) = NavigationTestHost.make(log)
        window.makeKeyAndVisible()
        _ = pushed(navigation)
        input.key(.keyboardEscape, characters: UIKeyCommand.inputEscape)
        NavigationTestHost.run(0.5)
        #expect(navigation.viewControllers.count == 2, "Escape is not Back")
        input.key(.keyboardLeftArrow, characters: UIKeyCommand.inputLeftArrow, modifiers: .alternate)
        NavigationTestHost.run(0.5)
        #expect(navigation.viewControllers.count == 1)
        input.key(.keyboardLeftArrow, characters: UIKeyCommand.inputLeftArrow, modifiers: .alternate)
        NavigationTestHost.run(0.5)
        #expect(navigation.viewControllers.count == 1, "nothing to pop at the root")
    }
}
