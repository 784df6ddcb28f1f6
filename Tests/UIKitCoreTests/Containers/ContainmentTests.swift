import Foundation
import Testing
@testable import UIKitCore
import QuartzCore

/// Containment: appearance forwarded to children whose views are in the parent's, in UIKit's order, with
/// viewIsAppearing between viewWillAppear and viewDidAppear; a cycle of children refused; show and showDetail
/// routed up the parents.
@MainActor @Suite(.serialized) struct ContainmentTests {
    @Test func aParentForwardsAppearanceToChildrenInItsViewAfterItsOwn() {
        let log = EventLog()
        let parent = LoggingController("parent", log: log)
        let child = LoggingController("child", log: log)
        let offscreen = LoggingController("offscreen", log: log)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        parent.addChild(offscreen) // its view is not in the parent's
        offscreen.didMove(toParent: parent)
        let (window, _) = ContainerTestWindow.show(parent)
        #expect(log.take() == ["parent.willAppear", "child.willAppear", "parent.isAppearing", "child.isAppearing",
                               "parent.didAppear", "child.didAppear"])
        window.rootViewController = nil
        #expect(log.take() == ["parent.willDisappear", "child.willDisappear", "parent.didDisappear", "child.didDisappear"])
        window.isHidden = true
    }

    @Test func viewIsAppearingComesOnceWithTheViewInTheWindow() {
        final class Probe: UIViewController {
            var windowAtIsAppearing: UIWindow?
            var calls = 0
            override func viewIsAppearing(_ animated: Bool) {
                calls += 1
                windowAtIsAppearing = view.window
            }
        }
        let probe = Probe()
        let (window, _) = ContainerTestWindow.show(probe)
        #expect(probe.calls == 1)
        #expect(probe.windowAtIsAppearing === window)
        window.layoutIfNeeded()
        #expect(probe.calls == 1)
        window.isHidden = true
    }

    @Test func aContainerThatDoesNotForwardLeavesItsChildrenAlone() {
        final class Manual: UIViewController {
            override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
        }
        let log = EventLog()
        let parent = Manual()
        let child = LoggingController("child", log: log)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        let (window, _) = ContainerTestWindow.show(parent)
        #expect(log.take().isEmpty)
        child.beginAppearanceTransition(true, animated: false)
        child.endAppearanceTransition()
        #expect(log.take() == ["child.willAppear", "child.isAppearing", "child.didAppear"])
        window.isHidden = true
    }

    @Test func aChildAddedToAVisibleParentAppearsAndDisappearsWithItsView() {
        let log = EventLog()
        let parent = LoggingController("parent", log: log)
        let (window, _) = ContainerTestWindow.show(parent)
        log.entries = []
        let child = LoggingController("child", log: log)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(log.take() == ["child.willAppear", "child.isAppearing", "child.didAppear"])
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(log.take() == ["child.willDisappear", "child.didDisappear"])
        window.isHidden = true
    }

    @Test func layoutCallbacksSurroundTheViewsLayout() {
        final class Layout: UIViewController {
            var events: [String] = []
            override func loadView() {
                final class V: UIView {
                    var onLayout: (() -> Void)?
                    override func layoutSubviews() { onLayout?() }
                }
                let v = V()
                v.onLayout = { [unowned self] in self.events.append("layoutSubviews") }
                view = v
            }
            override func viewWillLayoutSubviews() { events.append("willLayout") }
            override func viewDidLayoutSubviews() { events.append("didLayout") }
        }
        let controller = Layout()
        let (window, _) = ContainerTestWindow.show(controller)
        #expect(Array(controller.events.prefix(3)) == ["willLayout", "layoutSubviews", "didLayout"])
        window.isHidden = true
    }

    @Test func addingAnAncestorAsAChildIsLoggedAndRefused() {
        let grandparent = UIViewController(), parent = UIViewController(), child = UIViewController()
        grandparent.addChild(parent)
        parent.addChild(child)
        let lines = capturingLog { child.addChild(grandparent) }
        #expect(lines.contains { $0.contains("should have parent view controller") })
        #expect(grandparent.parent == nil)
        #expect(child.children.isEmpty)
        let selfLines = capturingLog { child.addChild(child) }
        #expect(!selfLines.isEmpty)
        #expect(child.children.isEmpty)
    }

    @Test func addingAChildOfAnotherParentMovesItAndLeavesItsViewWhereItIs() {
        let first = UIViewController(), second = UIViewController(), child = UIViewController()
        first.addChild(child)
        first.view.addSubview(child.view)
        child.didMove(toParent: first)
        second.addChild(child)
        #expect(child.parent === second)
        #expect(first.children.isEmpty)
        #expect(second.children.count == 1)
        #expect(child.view.superview === first.view)
    }

    @Test func showAndShowDetailPresentWithoutAContainerThatHandlesThem() {
        _ = AnimationTestClock.shared
        let root = UIViewController()
        let (window, _) = ContainerTestWindow.show(root)
        // `show` presents animated: the presentation runs to its end before the next one.
        let settle = {
            CATransaction.flush()
            for _ in 0..<60 { advanceAnimationFrame(by: 1.0 / 60) }
        }
        let shown = UIViewController()
        root.show(shown, sender: nil)
        #expect(root.presentedViewController === shown)
        settle()
        root.dismiss(animated: false)
        let detail = UIViewController()
        root.showDetailViewController(detail, sender: nil)
        #expect(root.presentedViewController === detail)
        settle()
        root.dismiss(animated: false)
        #expect(root.targetViewController(forAction: Selector("showViewController:sender:"), sender: nil) == nil)
        window.isHidden = true
    }

    @Test func showDetailFromInsideASplitViewGoesToItsSecondaryColumn() {
        let split = UISplitViewController(style: .doubleColumn)
        let primary = UIViewController(), secondary = UIViewController()
        split.setViewController(primary, for: .primary)
        split.setViewController(secondary, for: .secondary)
        let (window, _) = ContainerTestWindow.show(split)
        #expect(primary.targetViewController(forAction: Selector("showDetailViewController:sender:"), sender: nil) === split)
        let detail = UIViewController()
        primary.showDetailViewController(detail, sender: primary)
        #expect(split.viewController(for: .secondary) === detail)
        #expect(detail.view.superview === split.view)
        #expect(secondary.parent == nil)
        #expect(primary.presentedViewController == nil)
        window.isHidden = true
    }
}
