import Testing
@testable import UIKitCore
import QuartzCore

/// `edgesForExtendedLayout` and `extendedLayoutIncludesOpaqueBars`: a controller's view reaches under the containers'
/// translucent bars by default (the bars come in through its safe area); an edge left out, or an opaque bar, stops
/// the view at the bar instead, and that bar is no part of its safe area. Also while a push slides it in.
@MainActor @Suite(.serialized) struct ExtendedLayoutTests {
    let log = CallLog()

    @Test func anEdgeLeftOutStopsTheViewAtTheNavigationBarAndTheToolbar() {
        let (navigation, window, _) = NavigationTestHost.make(log)
        let root = navigation.viewControllers[0]
        root.toolbarItems = [UIBarButtonItem(systemItem: .add)]
        navigation.setToolbarHidden(false, animated: false)
        window.layoutIfNeeded()
        #expect(root.view.frame == CGRect(x: 0, y: 0, width: 400, height: 600), "all edges by default")
        root.edgesForExtendedLayout = []
        window.layoutIfNeeded()
        #expect(root.view.frame == CGRect(x: 0, y: 50, width: 400, height: 600 - 50 - 44))
        #expect(root.view.safeAreaInsets == .zero, "no bar lies over it")
        root.edgesForExtendedLayout = .bottom
        window.layoutIfNeeded()
        #expect(root.view.frame == CGRect(x: 0, y: 50, width: 400, height: 550))
        #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 44, right: 0))
        navigation.setNavigationBarHidden(true, animated: false)
        window.layoutIfNeeded()
        #expect(root.view.frame.minY == 0, "a hidden bar takes no room")
    }

    @Test func anOpaqueBarStopsTheViewUnlessItIncludesOpaqueBars() {
        let (navigation, window, _) = NavigationTestHost.make(log)
        let root = navigation.viewControllers[0]
        navigation.navigationBar.isTranslucent = false
        window.layoutIfNeeded()
        #expect(root.view.frame == CGRect(x: 0, y: 50, width: 400, height: 550))
        #expect(root.view.safeAreaInsets.top == 0)
        root.extendedLayoutIncludesOpaqueBars = true
        window.layoutIfNeeded()
        #expect(root.view.frame == CGRect(x: 0, y: 0, width: 400, height: 600))
        #expect(root.view.safeAreaInsets.top == 50)
    }

    /// The pushed controller's own choice places it from the first frame of the slide to the end.
    @Test func aPushedControllerSlidesInAtItsOwnFrame() {
        let (navigation, window, _) = NavigationTestHost.make(log)
        let details = StackLoggingController("details", log: log)
        details.edgesForExtendedLayout = []
        navigation.pushViewController(details, animated: true)
        window.layoutIfNeeded()
        NavigationTestHost.run(0.05)
        #expect(details.view.frame.minY == 50 && details.view.frame.height == 550, "\(details.view.frame)")
        NavigationTestHost.run(1)
        #expect(navigation.topViewController === details)
        #expect(details.view.frame == CGRect(x: 0, y: 50, width: 400, height: 550))
    }

    @Test func aTabLeavingOutTheBottomEdgeStopsAboveTheTabBar() {
        let (window, _) = EventTestEnvironment.makeWindow(size: CGSize(width: 400, height: 600))
        defer { window.isHidden = true }
        let tabs = UITabBarController()
        let first = UIViewController(), second = UIViewController()
        second.edgesForExtendedLayout = []
        tabs.viewControllers = [first, second]
        window.rootViewController = tabs
        window.layoutIfNeeded()
        let barTop = tabs.tabBar.frame.minY
        #expect(barTop < 600)
        #expect(first.view.frame == CGRect(x: 0, y: 0, width: 400, height: 600))
        #expect(first.view.safeAreaInsets.bottom == 600 - barTop)
        tabs.selectedIndex = 1
        window.layoutIfNeeded()
        #expect(second.view.frame == CGRect(x: 0, y: 0, width: 400, height: barTop))
        #expect(second.view.safeAreaInsets.bottom == 0)
    }

    /// Older code's switch: false keeps a short `.automatic` scroll view in a navigation controller from taking
    /// the bar's inset; one that scrolls vertically takes it either way.
    @Test func automaticallyAdjustsScrollViewInsetsFalseLeavesAShortScrollViewAlone() {
        let (navigation, window, _) = NavigationTestHost.make(log)
        let list = UIViewController()
        let scroll = UIScrollView()
        scroll.contentSize = CGSize(width: 400, height: 100)
        list.view = scroll
        navigation.pushViewController(list, animated: false)
        window.layoutIfNeeded()
        #expect(scroll.adjustedContentInset.top == 50)
        list.automaticallyAdjustsScrollViewInsets = false
        scroll.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(scroll.adjustedContentInset.top == 0)
        scroll.contentSize = CGSize(width: 400, height: 3000)
        window.layoutIfNeeded()
        #expect(scroll.adjustedContentInset.top == 50)
    }
}
