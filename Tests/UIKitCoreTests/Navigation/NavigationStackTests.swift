import Testing
@testable import UIKitCore
import QuartzCore

/// The stack (VC-37, VC-38): contents, results of push and pop as UIKit returns them, the `navigationController`
/// back-reference at any depth, and bad input logged without a crash.
@MainActor @Suite(.serialized) struct NavigationStackTests {
    let log = CallLog()

    @Test func theStackHoldsPushedControllersAndEachKnowsItsNavigationController() {
        let (navigation, _, _) = NavigationTestHost.make(log)
        let root = navigation.topViewController!
        let a = StackLoggingController("a", log: log), b = StackLoggingController("b", log: log)
        let nested = UIViewController()
        a.addChild(nested)
        #expect(a.navigationController == nil)
        navigation.pushViewController(a, animated: false)
        navigation.pushViewController(b, animated: false)
        #expect(navigation.viewControllers == [root, a, b])
        #expect(navigation.children == [root, a, b])
        #expect(navigation.topViewController === b && navigation.visibleViewController === b)
        #expect(a.navigationController === navigation && b.navigationController === navigation)
        #expect(nested.navigationController === navigation, "a descendant at any depth")
        #expect(navigation.navigationController == nil)
        #expect(navigation.navigationBar.items?.map(\.title) == ["root", "a", "b"])
        #expect(navigation.navigationBar.topItem === b.navigationItem && navigation.navigationBar.backItem === a.navigationItem)
    }

    @Test func popsReturnWhatTheyRemoved() {
        let (navigation, _, _) = NavigationTestHost.make(log)
        let root = navigation.topViewController!
        let a = StackLoggingController("a", log: log), b = StackLoggingController("b", log: log), c = StackLoggingController("c", log: log)
        navigation.setViewControllers([root, a, b, c], animated: false)
        #expect(navigation.popViewController(animated: false) === c)
        #expect(c.navigationController == nil && c.parent == nil, "a popped controller leaves")
        #expect(navigation.popToViewController(a, animated: false) == [b])
        #expect(navigation.popToViewController(a, animated: false) == [], "already on top: nothing popped")
        navigation.pushViewController(b, animated: false)
        #expect(navigation.popToRootViewController(animated: false) == [a, b])
        #expect(navigation.viewControllers == [root])
        #expect(navigation.popViewController(animated: false) == nil, "the root is never popped")
        #expect(navigation.viewControllers == [root])
    }

    @Test func setViewControllersReplacesTheStack() {
        let (navigation, _, _) = NavigationTestHost.make(log)
        let root = navigation.topViewController!
        let a = StackLoggingController("a", log: log), b = StackLoggingController("b", log: log)
        navigation.setViewControllers([a, b], animated: false)
        #expect(navigation.viewControllers == [a, b])
        #expect(root.navigationController == nil)
        #expect(b.viewIfLoaded?.superview === navigation.view, "the new top shows")
        #expect(root.viewIfLoaded?.superview == nil)
        #expect(log.entries.contains("b didAppear moving"))
    }

    @Test func showPushesInsideANavigationController() {
        let (navigation, _, _) = NavigationTestHost.make(log)
        let root = navigation.topViewController!
        let a = StackLoggingController("a", log: log)
        root.show(a, sender: nil)
        NavigationTestHost.run(0.5)
        #expect(navigation.viewControllers == [root, a])
        #expect(root.presentedViewController == nil)
    }

    @Test func pushingTheSameInstanceTwiceIsLoggedAndIgnored() {
        let (navigation, _, _) = NavigationTestHost.make(log)
        let a = StackLoggingController("a", log: log)
        navigation.pushViewController(a, animated: false)
        let lines = NavigationTestHost.capturingLog { navigation.pushViewController(a, animated: false) }
        #expect(lines.contains { $0.contains("Pushing the same view controller instance more than once is not supported") })
        #expect(navigation.viewControllers.count == 2)
    }

    @Test func pushingANavigationControllerIsLoggedAndIgnored() {
        let (navigation, _, _) = NavigationTestHost.make(log)
        let inner = UINavigationController(rootViewController: UIViewController())
        let lines = NavigationTestHost.capturingLog { navigation.pushViewController(inner, animated: false) }
        #expect(lines.contains { $0.contains("Pushing a navigation controller is not supported") })
        #expect(navigation.viewControllers.count == 1)
        #expect(inner.parent == nil)
    }

    @Test func anEmptyStackIsLoggedAndTheRootKept() {
        let (navigation, _, _) = NavigationTestHost.make(log)
        let root = navigation.topViewController!
        let lines = NavigationTestHost.capturingLog { navigation.setViewControllers([], animated: false) }
        #expect(lines.contains { $0.contains("cannot be emptied") })
        #expect(navigation.viewControllers == [root])
    }

    /// No root (`UINavigationController()`, or a window whose root is taken away mid-push): pops answer nil, the
    /// first push becomes the root at once, and nothing is left half-way.
    @Test func aNavigationControllerWithoutARootAndARootTakenAwayMidPush() {
        let (_, window, _) = NavigationTestHost.make(log)
        let empty = UINavigationController()
        window.rootViewController = empty
        window.layoutIfNeeded()
        #expect(empty.viewControllers.isEmpty && empty.topViewController == nil && empty.visibleViewController == nil)
        #expect(empty.popViewController(animated: true) == nil)
        #expect(empty.popToRootViewController(animated: true) == nil)
        let first = StackLoggingController("first", log: log)
        empty.pushViewController(first, animated: true)
        NavigationTestHost.run(0.4)
        #expect(empty.viewControllers == [first] && first.navigationController === empty)
        #expect(first.view.window === window)
        _ = log.take()
        let second = StackLoggingController("second", log: log)
        empty.pushViewController(second, animated: true)
        window.rootViewController = nil
        NavigationTestHost.run(0.4)
        #expect(empty.viewControllers == [first, second], "the push ends although its window lost it")
        #expect(empty.transitionCoordinator == nil)
        let third = StackLoggingController("third", log: log)
        empty.pushViewController(third, animated: true)
        NavigationTestHost.run(0.4)
        #expect(empty.viewControllers == [first, second, third], "and the next push is not stuck behind it")
    }

    @Test func aControllerContainingTheNavigationControllerIsNotPushed() {
        let (navigation, window, _) = NavigationTestHost.make(log)
        let outer = UIViewController()
        window.rootViewController = outer
        outer.addChild(navigation)
        let lines = NavigationTestHost.capturingLog { navigation.pushViewController(outer, animated: false) }
        #expect(lines.contains { $0.contains("contains this navigation controller") })
        #expect(navigation.viewControllers.count == 1)
    }

    @Test func aPushDuringATransitionWaitsForItToEnd() {
        let (navigation, _, _) = NavigationTestHost.make(log)
        let root = navigation.topViewController!
        let a = StackLoggingController("a", log: log), b = StackLoggingController("b", log: log)
        navigation.pushViewController(a, animated: true)
        navigation.pushViewController(b, animated: true)
        #expect(navigation.viewControllers == [root, a], "the second push is queued")
        NavigationTestHost.run(0.4)
        #expect(navigation.viewControllers == [root, a, b])
        NavigationTestHost.run(0.4)
        #expect(navigation.transition == nil)
        #expect(log.take() == ["root willDisappear", "a willAppear moving", "root didDisappear", "a didAppear moving",
                               "a didMove(parent)", "a willDisappear", "b willAppear moving", "a didDisappear",
                               "b didAppear moving", "b didMove(parent)"])
    }

    @Test func aPopDuringATransitionPopsWhatThePushBrought() {
        let (navigation, _, _) = NavigationTestHost.make(log)
        let root = navigation.topViewController!
        let a = StackLoggingController("a", log: log)
        navigation.pushViewController(a, animated: true)
        #expect(navigation.popViewController(animated: true) === a, "pops from the stack as it will be")
        NavigationTestHost.run(1)
        #expect(navigation.viewControllers == [root])
        #expect(a.parent == nil)
    }
}
