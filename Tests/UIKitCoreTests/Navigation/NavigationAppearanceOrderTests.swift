import Testing
@testable import UIKitCore
import QuartzCore

/// Appearance callbacks in UIKit's order for push and pop, animated and not, with `isMovingToParent` /
/// `isMovingFromParent`, and the delegate's will/did show around them.
@MainActor @Suite(.serialized) struct NavigationAppearanceOrderTests {
    let log = CallLog()

    @Test func pushWithoutAnimation() {
        let (navigation, _, _) = NavigationTestHost.make(log)
        navigation.pushViewController(StackLoggingController("a", log: log), animated: false)
        #expect(log.take() == ["root willDisappear", "a willAppear moving", "root didDisappear", "a didAppear moving",
                               "a didMove(parent)"])
    }

    @Test func animatedPushSlidesInAndEndsTheCallbacksAfterTheSlide() throws {
        let (navigation, _, _) = NavigationTestHost.make(log)
        let root = navigation.topViewController!
        let a = StackLoggingController("a", log: log)
        navigation.pushViewController(a, animated: true)
        #expect(log.take() == ["root willDisappear", "a willAppear moving"])
        CATransaction.flush()
        NavigationTestHost.run(0.1)
        let shown = try #require(a.view.layer.presentation())
        let width = navigation.view.bounds.width
        #expect(shown.transform.m41 > 0 && shown.transform.m41 < width, "the new view slides in from the trailing edge")
        let under = try #require(root.view.layer.presentation())
        #expect(under.transform.m41 < 0 && under.transform.m41 > -0.3 * width - 0.5, "the old view moves up to 30% left")
        #expect(log.take().isEmpty)
        NavigationTestHost.run(0.3)
        #expect(log.take() == ["root didDisappear", "a didAppear moving", "a didMove(parent)"])
        #expect(root.viewIfLoaded?.superview == nil)
        #expect(a.view.transform == .identity && a.view.frame == navigation.view.bounds)
    }

    @Test func popWithoutAnimation() {
        let (navigation, _, _) = NavigationTestHost.make(log)
        let a = StackLoggingController("a", log: log)
        navigation.pushViewController(a, animated: false)
        _ = log.take()
        navigation.popViewController(animated: false)
        #expect(log.take() == ["a willDisappear moving", "root willAppear", "a didDisappear moving", "root didAppear",
                               "a didMove(nil)"])
        #expect(a.isMovingFromParent == false)
    }

    @Test func animatedPop() {
        let (navigation, _, _) = NavigationTestHost.make(log)
        let a = StackLoggingController("a", log: log)
        navigation.pushViewController(a, animated: false)
        _ = log.take()
        navigation.popViewController(animated: true)
        #expect(log.take() == ["a willDisappear moving", "root willAppear"])
        #expect(a.navigationController === navigation, "still in the navigation controller while it leaves")
        NavigationTestHost.run(0.4)
        #expect(log.take() == ["a didDisappear moving", "root didAppear", "a didMove(nil)"])
        #expect(a.navigationController == nil)
    }

    @Test func theDelegateHearsWillShowAndDidShow() {
        let (navigation, _, _) = NavigationTestHost.make(log)
        let delegate = NavigationDelegateLog()
        navigation.delegate = delegate
        navigation.pushViewController(StackLoggingController("a", log: log), animated: true)
        #expect(delegate.calls == ["willShow a true"])
        NavigationTestHost.run(0.4)
        #expect(delegate.calls == ["willShow a true", "didShow a true"])
        navigation.popViewController(animated: false)
        #expect(delegate.calls.suffix(2) == ["willShow root false", "didShow root false"])
    }

    @Test func aNavigationControllerOffScreenChangesItsStackSilently() {
        let navigation = UINavigationController(rootViewController: StackLoggingController("root", log: log))
        navigation.pushViewController(StackLoggingController("a", log: log), animated: true)
        #expect(navigation.viewControllers.count == 2, "no window: no animation to wait for")
        #expect(log.take() == ["root didMove(parent)", "a didMove(parent)"])
    }
}
