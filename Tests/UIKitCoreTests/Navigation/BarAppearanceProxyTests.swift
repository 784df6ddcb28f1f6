import Testing
@testable import UIKitCore
import QuartzCore

/// UIAppearance proxies for the bars and bar button items: values set on `appearance()` apply when an instance
/// joins a window, contained proxies only inside their containers (innermost first) and over the generic ones,
/// and an instance's own value always wins.
@MainActor @Suite(.serialized) struct BarAppearanceProxyTests {
    final class SpecialNavigationController: UINavigationController {}

    @Test func aProxyValueAppliesWhenTheBarJoinsAWindow() {
        defer { AppearanceRegistry.reset() }
        UINavigationBar.appearance().barTintColor = .red
        UINavigationBar.appearance().prefersLargeTitles = true
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 300, height: 50))
        #expect(bar.barTintColor == nil, "not before it joins a window")
        let (window, _) = EventTestEnvironment.makeWindow()
        window.addSubview(bar)
        #expect(bar.barTintColor == .red)
        #expect(bar.prefersLargeTitles)
        #expect(UINavigationBar.appearance() === UINavigationBar.appearance(), "one proxy per class")
        window.isHidden = true
    }

    @Test func anInstancesOwnValueWins() {
        defer { AppearanceRegistry.reset() }
        UIToolbar.appearance().barTintColor = .red
        UIToolbar.appearance().tintColor = .green
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
        toolbar.barTintColor = .blue
        let (window, _) = EventTestEnvironment.makeWindow()
        window.addSubview(toolbar)
        #expect(toolbar.barTintColor == .blue)
        #expect(toolbar.tintColor == .green)
        window.isHidden = true
    }

    @Test func aContainedProxyAppliesOnlyInItsContainer() {
        defer { AppearanceRegistry.reset() }
        UINavigationBar.appearance().barTintColor = .red
        UINavigationBar.appearance(whenContainedInInstancesOf: [SpecialNavigationController.self]).barTintColor = .green
        let (window, _) = EventTestEnvironment.makeWindow()
        let plain = UINavigationController(rootViewController: UIViewController())
        let special = SpecialNavigationController(rootViewController: UIViewController())
        let host = UIViewController()
        window.rootViewController = host
        for (index, navigation) in [plain, special].enumerated() {
            host.addChild(navigation)
            navigation.view.frame = CGRect(x: 0, y: CGFloat(index) * 200, width: 400, height: 200)
            host.view.addSubview(navigation.view)
            navigation.didMove(toParent: host)
        }
        #expect(plain.navigationBar.barTintColor == .red)
        #expect(special.navigationBar.barTintColor == .green, "the contained proxy is more specific")
        window.isHidden = true
    }

    @Test func barButtonItemsTakeTheirProxyInTheBar() {
        defer { AppearanceRegistry.reset() }
        UIBarButtonItem.appearance(whenContainedInInstancesOf: [UINavigationBar.self]).tintColor = .orange
        let log = CallLog()
        let (navigation, window, _) = NavigationTestHost.make(log)
        let inBar = UIBarButtonItem(systemItem: .add), inToolbar = UIBarButtonItem(systemItem: .trash)
        let own = UIBarButtonItem(systemItem: .edit)
        own.tintColor = .purple
        let root = navigation.viewControllers[0]
        root.navigationItem.rightBarButtonItems = [inBar, own]
        root.setToolbarItems([inToolbar], animated: false)
        navigation.isToolbarHidden = false
        window.layoutIfNeeded()
        #expect(inBar.tintColor == .orange)
        #expect(own.tintColor == .purple)
        #expect(inToolbar.tintColor == nil, "a toolbar is not a navigation bar")
    }
}
