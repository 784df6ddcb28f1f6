import Foundation
import Testing
@testable import UIKitCore

/// UITabBarController: tabs as children with the back-reference, items made from titles, appearance callbacks in
/// UIKit's order when switching, the delegate asked for the user's selections (clicks and Ctrl+Tab, Ctrl+1...9),
/// the bar in the selected tab's safe area, and bad input logged.
@MainActor @Suite(.serialized) struct TabBarControllerTests {
    final class Delegate: UITabBarControllerDelegate {
        var refuse: UIViewController?
        var selected: [String] = []
        func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
            viewController !== refuse
        }
        func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
            selected.append(viewController.title ?? "")
        }
    }

    func makeTabs(_ names: [String] = ["A", "B", "C"]) -> (UITabBarController, [LoggingController], EventLog) {
        let log = EventLog()
        let tabs = UITabBarController()
        let controllers = names.map { LoggingController($0, log: log) }
        tabs.viewControllers = controllers
        return (tabs, controllers, log)
    }

    @Test func tabsAreChildrenThatKnowTheirTabBarController() {
        let (tabs, controllers, _) = makeTabs()
        let nested = UIViewController()
        controllers[1].addChild(nested)
        #expect(tabs.children.count == 3)
        #expect(controllers.allSatisfy { $0.tabBarController === tabs && $0.parent === tabs })
        #expect(nested.tabBarController === tabs)
        #expect(UIViewController().tabBarController == nil)
        #expect(tabs.selectedIndex == 0)
        #expect(tabs.selectedViewController === controllers[0])
        #expect(tabs.tabBar.items?.map(\.title) == ["A", "B", "C"])
        #expect(tabs.customizableViewControllers?.count == 3)
    }

    @Test func anItemIsMadeFromTheTitleAndFollowsIt() {
        let controller = UIViewController()
        controller.title = "Inbox"
        #expect(controller.tabBarItem.title == "Inbox")
        controller.title = "Mail"
        #expect(controller.tabBarItem.title == "Mail")
        let system = UITabBarItem(tabBarSystemItem: .favorites, tag: 3)
        #expect(system.title == "Favorites")
        system.title = "Mine"
        #expect(system.title == "Favorites")
        #expect(system.tag == 3)
        #expect(system.image != nil)
        let custom = UITabBarItem(title: "X", image: nil, selectedImage: nil)
        custom.badgeValue = "3"
        #expect(custom.badgeValue == "3")
    }

    @Test func switchingTabsGivesAppearanceInUIKitsOrder() {
        let (tabs, controllers, log) = makeTabs()
        let (window, _) = ContainerTestWindow.show(tabs)
        #expect(log.take() == ["A.willAppear", "A.isAppearing", "A.didAppear"])
        #expect(controllers[1].isViewLoaded == false)
        tabs.selectedIndex = 1
        #expect(log.take() == ["A.willDisappear", "B.willAppear", "A.didDisappear", "B.isAppearing", "B.didAppear"])
        #expect(controllers[0].view.superview == nil)
        #expect(controllers[1].view.superview === tabs.view)
        tabs.selectedViewController = controllers[1]
        #expect(log.take().isEmpty)
        window.isHidden = true
    }

    @Test func theSelectedTabFillsTheViewWithTheBarInItsSafeArea() {
        let (tabs, controllers, _) = makeTabs()
        let (window, _) = ContainerTestWindow.show(tabs, size: CGSize(width: 1000, height: 600))
        window.layoutIfNeeded()
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 550, width: 1000, height: 50))
        #expect(controllers[0].view.frame == CGRect(x: 0, y: 0, width: 1000, height: 600))
        #expect(controllers[0].view.safeAreaInsets.bottom == 50)
        #expect(tabs.tabBar.isCentered)
        window.hostDidResize(to: CGSize(width: 500, height: 600))
        window.layoutIfNeeded()
        #expect(!tabs.tabBar.isCentered)
        window.isHidden = true
    }

    @Test func clickingAnItemAsksTheDelegate() {
        let (tabs, controllers, _) = makeTabs()
        let delegate = Delegate()
        tabs.delegate = delegate
        let (window, input) = ContainerTestWindow.show(tabs, size: CGSize(width: 1000, height: 600))
        window.layoutIfNeeded()
        func center(of index: Int) -> CGPoint {
            let button = tabs.tabBar.button(for: controllers[index].tabBarItem)!
            return button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: window)
        }
        delegate.refuse = controllers[2]
        input.tap(at: center(of: 2))
        #expect(tabs.selectedIndex == 0)
        input.tap(at: center(of: 1))
        #expect(tabs.selectedIndex == 1)
        #expect(delegate.selected == ["B"])
        #expect(tabs.tabBar.selectedItem === controllers[1].tabBarItem)
        window.isHidden = true
    }

    @Test func controlTabAndControlNumbersSelectTabs() {
        let (tabs, _, _) = makeTabs(["A", "B", "C", "D"])
        let delegate = Delegate()
        tabs.delegate = delegate
        let (window, input) = ContainerTestWindow.show(tabs)
        _ = UIResponder.currentFirstResponder?.resignFirstResponder() // nothing focused: the keys reach the tabs through the window's fallback
        let tab = UIKeyboardHIDUsage.keyboardTab
        input.key(tab, characters: "\t", modifiers: .control)
        #expect(tabs.selectedIndex == 1)
        input.key(tab, characters: "\t", modifiers: [.control, .shift])
        input.key(tab, characters: "\t", modifiers: [.control, .shift])
        #expect(tabs.selectedIndex == 3)
        input.key(UIKeyboardHIDUsage(rawValue: 0x20), characters: "3", modifiers: .control)
        #expect(tabs.selectedIndex == 2)
        input.key(UIKeyboardHIDUsage(rawValue: 0x26), characters: "9", modifiers: .control)
        #expect(tabs.selectedIndex == 3)
        #expect(delegate.selected == ["B", "A", "D", "C", "D"])
        window.isHidden = true
    }

    @Test func badInputIsLoggedAndNeverCrashes() {
        let (tabs, controllers, _) = makeTabs()
        #expect(!capturingLog { tabs.selectedIndex = 7 }.isEmpty)
        #expect(tabs.selectedIndex == 0)
        #expect(!capturingLog { tabs.selectedViewController = UIViewController() }.isEmpty)
        let lines = capturingLog { tabs.viewControllers = [controllers[0], controllers[1], controllers[0]] }
        #expect(lines.contains { $0.contains("twice") })
        #expect(tabs.viewControllers?.count == 2)
        #expect(tabs.tabBar.items?.count == 2)
        tabs.viewControllers = nil
        #expect(tabs.viewControllers == nil)
        #expect(tabs.selectedViewController == nil)
        #expect(tabs.selectedIndex == NSNotFound)
        #expect(controllers.allSatisfy { $0.parent == nil })
        tabs.setViewControllers([], animated: false)
        #expect(tabs.children.isEmpty)
        #expect(!capturingLog { tabs.viewControllers = [tabs] }.isEmpty)
        #expect(tabs.children.isEmpty)
    }

    @Test func replacingTheTabsKeepsTheSelectedController() {
        let (tabs, controllers, _) = makeTabs()
        tabs.selectedIndex = 2
        tabs.viewControllers = [controllers[2], controllers[0]]
        #expect(tabs.selectedViewController === controllers[2])
        #expect(tabs.selectedIndex == 0)
        #expect(controllers[1].parent == nil)
    }
}
