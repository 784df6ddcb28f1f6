import Testing
@testable import UIKitCore
import QuartzCore

/// Hiding the bars (VC-41): animated over 0.2 s, on a tap when `hidesBarsOnTap`, on an upward swipe when
/// `hidesBarsOnSwipe`; the safe area follows.
@MainActor @Suite(.serialized) struct NavigationBarHidingTests {
    let log = CallLog()

    @Test func hidingTheBarAnimatedSlidesItOutAndTheSafeAreaFollows() {
        let (navigation, window, _) = NavigationTestHost.make(log)
        let root = navigation.viewControllers[0]
        navigation.setNavigationBarHidden(true, animated: true)
        #expect(navigation.isNavigationBarHidden)
        #expect(!navigation.navigationBar.isHidden, "still showing while it slides out")
        #expect(navigation.navigationBar.frame.maxY <= 0, "its model frame is above the top")
        NavigationTestHost.run(0.3)
        window.layoutIfNeeded()
        #expect(navigation.navigationBar.isHidden)
        #expect(root.view.safeAreaInsets.top == 0)
    }

    @Test func aTapTogglesTheBarsWhenAsked() {
        let (navigation, window, input) = NavigationTestHost.make(log)
        input.advance(by: 1)
        input.tap(at: CGPoint(x: 200, y: 300))
        input.advance(by: 1)
        #expect(!navigation.isNavigationBarHidden, "off by default")
        navigation.hidesBarsOnTap = true
        input.tap(at: CGPoint(x: 200, y: 300))
        input.advance(by: 1)
        #expect(navigation.isNavigationBarHidden)
        input.tap(at: CGPoint(x: 200, y: 300))
        input.advance(by: 1)
        #expect(!navigation.isNavigationBarHidden)
        NavigationTestHost.run(0.3)
        window.layoutIfNeeded()
    }

    @Test func anUpwardSwipeHidesAndADownwardOneShows() {
        let (navigation, _, input) = NavigationTestHost.make(log)
        navigation.hidesBarsOnSwipe = true
        input.advance(by: 1)
        input.drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 200, y: 300))
        #expect(navigation.isNavigationBarHidden)
        input.advance(by: 1)
        input.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 400))
        #expect(!navigation.isNavigationBarHidden)
        NavigationTestHost.run(0.3)
    }
}
