import Testing
import UIKit
@testable import UIKitCore
import QuartzCore
import Foundation

/// Spring loading as Apple documents it: an interaction made with a behavior and an effect asks the behavior at the
/// start of a stay and at every move (a refusal ends it, `interactionDidFinish`), tells the effect each state
/// (possible, activating just before the delay ends, activated, or inactive when the stay ends first), and runs the
/// handler once per stay. A tab bar's items and an alert's actions spring-load too.
@MainActor @Suite(.serialized) struct SpringLoadingTests {
    final class Behavior: NSObject, UISpringLoadedInteractionBehavior {
        var allows = true
        var asked = 0
        var finished = 0
        var lastLocation: CGPoint?
        func shouldAllow(_ interaction: UISpringLoadedInteraction, with context: any UISpringLoadedInteractionContext) -> Bool {
            asked += 1
            lastLocation = context.location(in: interaction.view)
            return allows
        }
        func interactionDidFinish(_ interaction: UISpringLoadedInteraction) { finished += 1 }
    }

    final class Effect: NSObject, UISpringLoadedInteractionEffect {
        var states: [UISpringLoadedInteractionEffectState] = []
        var targets: [UIView?] = []
        func interaction(_ interaction: UISpringLoadedInteraction, didChangeWith context: any UISpringLoadedInteractionContext) {
            states.append(context.state)
            targets.append(context.targetView)
        }
    }

    /// A window with a drag source at (20, 20, 100, 60); the drag is begun (button 4) and rests at (60, 60).
    func beginDrag() -> (UIWindow, EventSynthesizer, DragSourceLog) {
        let (window, input) = EventTestEnvironment.makeWindow()
        window.makeKeyAndVisible()
        let source = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 60))
        window.addSubview(source)
        let log = DragSourceLog()
        source.addInteraction(UIDragInteraction(delegate: log))
        input.advance(by: 1)
        input.mouseDown(4, at: CGPoint(x: 50, y: 50))
        input.mouseMove(4, to: CGPoint(x: 60, y: 60))
        return (window, input, log)
    }

    @Test func theBehaviorIsAskedAndTheEffectHearsEachStateOnTheWayToActivation() throws {
        let (window, input, _) = beginDrag()
        let behavior = Behavior(), effect = Effect()
        var activations: [UISpringLoadedInteractionEffectState] = []
        let interaction = UISpringLoadedInteraction(interactionBehavior: behavior, interactionEffect: effect) { _, context in
            activations.append(context.state)
        }
        #expect(interaction.interactionBehavior === behavior && interaction.interactionEffect === effect)
        let folder = UIView(frame: CGRect(x: 200, y: 200, width: 100, height: 100))
        folder.addInteraction(interaction)
        window.addSubview(folder)

        input.mouseMove(4, to: CGPoint(x: 230, y: 240))
        #expect(behavior.asked == 1 && behavior.lastLocation == CGPoint(x: 30, y: 40))
        #expect(effect.states == [.possible] && effect.targets.first.flatMap { $0 } === folder)
        input.mouseMove(4, to: CGPoint(x: 232, y: 240))
        #expect(behavior.asked == 2, "asked again at every move of the stay")
        input.advance(by: 0.4)
        #expect(effect.states == [.possible, .activating], "it flashes just before it opens")
        #expect(activations.isEmpty)
        input.advance(by: 0.2)
        #expect(effect.states == [.possible, .activating, .activated])
        #expect(activations == [.activated] && behavior.finished == 1)
        input.mouseMove(4, to: CGPoint(x: 234, y: 240))
        input.advance(by: 1)
        #expect(activations.count == 1 && behavior.asked == 2, "once per stay; an activated stay is not asked again")
        input.mouseUp(4, at: CGPoint(x: 234, y: 240))
        #expect(behavior.finished == 1)
    }

    @Test func aRefusalOrLeavingEndsTheStayAndALaterAllowedMoveStartsTheDelayAnew() {
        let (window, input, _) = beginDrag()
        let behavior = Behavior(), effect = Effect()
        var activations = 0
        let folder = UIView(frame: CGRect(x: 200, y: 200, width: 100, height: 100))
        folder.addInteraction(UISpringLoadedInteraction(interactionBehavior: behavior, interactionEffect: effect) { _, _ in
            activations += 1
        })
        window.addSubview(folder)

        behavior.allows = false
        input.mouseMove(4, to: CGPoint(x: 230, y: 240))
        input.advance(by: 1)
        #expect(effect.states.isEmpty && activations == 0, "refused from the start: nothing happens")

        behavior.allows = true
        input.mouseMove(4, to: CGPoint(x: 231, y: 240))
        #expect(effect.states == [.possible])
        input.advance(by: 0.3)
        behavior.allows = false
        input.mouseMove(4, to: CGPoint(x: 232, y: 240))
        #expect(effect.states == [.possible, .inactive] && behavior.finished == 1, "refused while it waited")
        input.advance(by: 1)
        #expect(activations == 0)

        behavior.allows = true
        input.mouseMove(4, to: CGPoint(x: 233, y: 240))
        input.advance(by: 0.3)
        input.mouseMove(4, to: CGPoint(x: 150, y: 150))
        #expect(effect.states == [.possible, .inactive, .possible, .inactive] && behavior.finished == 2, "left first")
        input.advance(by: 1)
        #expect(activations == 0)

        input.mouseMove(4, to: CGPoint(x: 250, y: 250))
        input.advance(by: 0.6)
        #expect(activations == 1, "back over the view and allowed: the whole delay, then it opens")
        input.mouseUp(4, at: CGPoint(x: 250, y: 250))
    }

    @Test func theDefaultEffectHighlightsTheViewThenFlashesAndGivesItsLookBack() throws {
        let (window, input, _) = beginDrag()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 200, y: 200, width: 100, height: 40)
        button.isSpringLoaded = true
        window.addSubview(button)
        let sublayers = button.layer.sublayers?.count ?? 0
        input.mouseMove(4, to: CGPoint(x: 230, y: 220))
        let plate = try #require(button.layer.sublayers?.last)
        #expect(button.layer.sublayers?.count == sublayers + 1 && plate.frame == button.layer.bounds)
        #expect(plate.opacity == SpringLoadedHighlightEffect.possibleOpacity)
        input.advance(by: 0.4)
        #expect(plate.opacity == SpringLoadedHighlightEffect.activatingOpacity, "brighter just before it opens")
        input.advance(by: 0.2)
        #expect(plate.superlayer == nil && (button.layer.sublayers?.count ?? 0) == sublayers, "opened: its own look")
        input.mouseMove(4, to: CGPoint(x: 231, y: 220))
        input.mouseMove(4, to: CGPoint(x: 150, y: 150))
        input.mouseMove(4, to: CGPoint(x: 230, y: 220))
        #expect((button.layer.sublayers?.count ?? 0) == sublayers + 1)
        input.mouseUp(4, at: CGPoint(x: 230, y: 220))
        #expect((button.layer.sublayers?.count ?? 0) == sublayers, "the drag ended: the highlight goes")
    }

    final class Tabs: NSObject, UITabBarControllerDelegate {
        var refused: Int?
        var selected: [Int] = []
        func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
            tabBarController.viewControllers?.firstIndex(of: viewController) != refused
        }
        func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
            selected.append(tabBarController.viewControllers?.firstIndex(of: viewController) ?? -1)
        }
    }

    @Test func aDragRestingOnAnItemOfASpringLoadedTabBarSelectsIt() throws {
        let (window, input) = EventTestEnvironment.makeWindow()
        let tabs = UITabBarController()
        let controllers = ["One", "Two", "Three"].map { title in
            let controller = UIViewController()
            controller.tabBarItem = UITabBarItem(title: title, image: nil, tag: 0)
            return controller
        }
        tabs.viewControllers = controllers
        let delegate = Tabs()
        tabs.delegate = delegate
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        tabs.view.layoutIfNeeded()
        #expect(!tabs.tabBar.isSpringLoaded)
        tabs.tabBar.isSpringLoaded = true
        #expect(tabs.tabBar.isSpringLoaded)
        let source = UIView(frame: CGRect(x: 20, y: 100, width: 100, height: 60))
        let sourceLog = DragSourceLog()
        source.addInteraction(UIDragInteraction(delegate: sourceLog))
        controllers[0].view.addSubview(source)
        input.advance(by: 1)
        func centre(_ index: Int) throws -> CGPoint {
            let button = try #require(tabs.tabBar.button(for: controllers[index].tabBarItem))
            return button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: window)
        }
        input.mouseDown(4, at: CGPoint(x: 50, y: 130))
        input.mouseMove(4, to: CGPoint(x: 60, y: 140))
        input.mouseMove(4, to: try centre(2))
        input.advance(by: 0.3)
        #expect(tabs.selectedIndex == 0)
        input.advance(by: 0.3)
        #expect(tabs.selectedIndex == 2 && delegate.selected == [2], "the drag rested on the third item")
        delegate.refused = 1
        input.mouseMove(4, to: try centre(1))
        input.advance(by: 0.6)
        #expect(tabs.selectedIndex == 2, "the controller's delegate refused the second")
        input.mouseUp(4, at: try centre(1))
        #expect(sourceLog.calls.first == "itemsForBeginning")
        tabs.tabBar.isSpringLoaded = false
        #expect(!tabs.tabBar.isSpringLoaded)
    }

    @Test func aDragRestingOnAnActionOfASpringLoadedAlertPerformsIt() throws {
        let f = PresentationFixture()
        defer { f.tearDown() }
        let source = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 60))
        let sourceLog = DragSourceLog()
        source.addInteraction(UIDragInteraction(delegate: sourceLog))
        f.root.view.addSubview(source)
        f.input.advance(by: 1)
        f.input.mouseDown(4, at: CGPoint(x: 50, y: 50))
        f.input.mouseMove(4, to: CGPoint(x: 60, y: 60))

        var performed: [String] = []
        let alert = UIAlertController(title: "Move here?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { performed.append($0.title ?? "") })
        alert.addAction(UIAlertAction(title: "Move", style: .default) { performed.append($0.title ?? "") })
        #expect(!alert.isSpringLoaded)
        alert.isSpringLoaded = true
        #expect(alert.isSpringLoaded)
        f.root.present(alert, animated: false)
        f.advance(0.1)
        let move = try #require((alert.view as? AlertView)?.buttons.first { $0.action.title == "Move" })
        let point = move.convert(CGPoint(x: move.bounds.midX, y: move.bounds.midY), to: f.window)
        f.input.mouseMove(4, to: point)
        f.input.advance(by: 0.3)
        #expect(performed.isEmpty && f.root.presentedViewController === alert)
        f.input.advance(by: 0.3)
        f.advance(0.5)
        #expect(performed == ["Move"] && f.root.presentedViewController == nil, "the alert went, then the handler ran")
        f.input.mouseUp(4, at: point)
        #expect(sourceLog.calls.first == "itemsForBeginning")
    }
}
