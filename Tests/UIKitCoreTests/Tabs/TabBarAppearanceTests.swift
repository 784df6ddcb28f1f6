import Testing
@testable import UIKitCore
import QuartzCore

/// UITabBarAppearance: the items' icon and title colours in each state (read from the item views) for the layout
/// in force, the background and hairline from the appearance with the older properties over it, the scroll-edge
/// appearance while the selected tab's content is at its bottom edge, centred stacked items, the selection
/// indicator, and appearance proxies.
@MainActor @Suite(.serialized) struct TabBarAppearanceTests {
    private func makeBar() -> (UITabBar, [UITabBarItem]) {
        let bar = UITabBar(frame: CGRect(x: 0, y: 0, width: 400, height: 50))
        let items = ["A", "B", "C"].map { UITabBarItem(title: $0, image: UIImage(systemName: "star"), tag: 0) }
        items[2].isEnabled = false
        bar.items = items
        bar.selectedItem = items[0]
        bar.itemPositioning = .fill
        bar.isAtScrollEdge = false
        bar.layoutIfNeeded()
        return (bar, items)
    }

    private func button(_ bar: UITabBar, _ index: Int) -> TabBarButton { bar.buttons[index] }

    @Test func itemColoursFollowTheStateAppearanceOfTheLayout() {
        let (bar, _) = makeBar()
        bar.tintColor = .blue
        bar.unselectedItemTintColor = .darkGray
        #expect(button(bar, 0).imageView.tintColor == .blue && button(bar, 0).titleLabel.textColor == .blue)
        #expect(button(bar, 1).imageView.tintColor == .darkGray && button(bar, 1).titleLabel.textColor == .darkGray)
        let appearance = UITabBarAppearance()
        appearance.stackedLayoutAppearance.selected.iconColor = .red
        appearance.stackedLayoutAppearance.normal.iconColor = .green
        appearance.stackedLayoutAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.brown]
        appearance.stackedLayoutAppearance.disabled.iconColor = .purple
        appearance.stackedLayoutAppearance.disabled.titleTextAttributes = [.foregroundColor: UIColor.cyan]
        appearance.inlineLayoutAppearance.selected.iconColor = .orange
        bar.standardAppearance = appearance
        #expect(button(bar, 0).imageView.tintColor == .red && button(bar, 0).titleLabel.textColor == .red,
                "a title without a colour takes the icon's")
        #expect(button(bar, 1).imageView.tintColor == .green && button(bar, 1).titleLabel.textColor == .brown)
        #expect(button(bar, 2).imageView.tintColor == .purple && button(bar, 2).titleLabel.textColor == .cyan)
        bar.itemPositioning = .centered
        #expect(bar.itemLayoutStyle == .inline)
        #expect(button(bar, 0).imageView.tintColor == .orange, "inline items take the inline appearance")
        #expect(button(bar, 1).imageView.tintColor == .darkGray, "and fall back to the bar's colours")
    }

    @Test func theBackgroundAndHairlineComeFromTheAppearance() {
        let (bar, _) = makeBar()
        let standard = UITabBarAppearance()
        standard.configureWithOpaqueBackground()
        standard.backgroundColor = .blue
        standard.shadowColor = .red
        bar.standardAppearance = standard
        #expect(bar.backgroundColor == .blue && bar.hairline.backgroundColor == .red && !bar.hairline.isHidden)
        bar.isAtScrollEdge = true
        #expect(bar.backgroundColor == .clear && bar.hairline.isHidden, "no scroll-edge appearance: transparent")
        let edge = UITabBarAppearance()
        edge.backgroundColor = .yellow
        bar.scrollEdgeAppearance = edge
        #expect(bar.backgroundColor == .yellow)
        bar.barTintColor = .green
        #expect(bar.backgroundColor == .green, "the bar tint goes over the appearance's background")
        standard.stackedItemWidth = -5
        #expect(standard.stackedItemWidth == 0, "a negative width is set as 0")
    }

    @Test func centredStackedItemsAndTheSelectionIndicator() {
        let (bar, _) = makeBar()
        let appearance = UITabBarAppearance()
        appearance.stackedItemPositioning = .centered
        appearance.stackedItemWidth = 100
        appearance.stackedItemSpacing = 10
        bar.standardAppearance = appearance
        bar.layoutIfNeeded()
        #expect(bar.buttons.map(\.frame.minX) == [40, 150, 260] && bar.buttons.allSatisfy { $0.frame.width == 100 })
        #expect(bar.selectionIndicatorView.isHidden, "no indicator colour: no indicator")
        appearance.selectionIndicatorTintColor = .red
        bar.standardAppearance = appearance
        bar.layoutIfNeeded()
        #expect(!bar.selectionIndicatorView.isHidden && bar.selectionIndicatorView.backgroundColor == .red)
        #expect(bar.buttons[0].frame.contains(bar.selectionIndicatorView.frame))
    }

    @Test func theScrollEdgeAppearanceAppliesAtTheBottomOfTheSelectedContent() {
        let (window, _) = EventTestEnvironment.makeWindow(size: CGSize(width: 400, height: 600))
        defer { window.isHidden = true }
        let tabs = UITabBarController()
        let list = UIViewController()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
        scroll.contentSize = CGSize(width: 400, height: 3000)
        list.view = scroll
        let navigation = UINavigationController(rootViewController: list)
        let plain = UIViewController()
        tabs.viewControllers = [navigation, plain]
        let standard = UITabBarAppearance()
        standard.backgroundColor = .blue
        let edge = UITabBarAppearance()
        edge.backgroundColor = .yellow
        tabs.tabBar.standardAppearance = standard
        tabs.tabBar.scrollEdgeAppearance = edge
        window.rootViewController = tabs
        window.layoutIfNeeded()
        #expect(!tabs.tabBar.isAtScrollEdge && tabs.tabBar.backgroundColor == .blue, "the top of long content")
        #expect(navigation.navigationBar.isAtScrollEdge)
        scroll.contentOffset = CGPoint(x: 0, y: 3000 + scroll.adjustedContentInset.bottom - 600)
        #expect(tabs.tabBar.isAtScrollEdge && tabs.tabBar.backgroundColor == .yellow, "scrolled to the bottom")
        #expect(!navigation.navigationBar.isAtScrollEdge, "both bars follow the same scroll view")
        scroll.contentOffset = CGPoint(x: 0, y: 100)
        #expect(tabs.tabBar.backgroundColor == .blue)
        tabs.selectedIndex = 1
        window.layoutIfNeeded()
        #expect(tabs.tabBar.isAtScrollEdge, "content without a scroll view is at its edge")
    }

    @Test func proxiesSetTheTabBarAndItsOwnValuesWin() {
        defer { AppearanceRegistry.reset() }
        let proxyAppearance = UITabBarAppearance()
        proxyAppearance.stackedLayoutAppearance.normal.iconColor = .magenta
        UITabBar.appearance().standardAppearance = proxyAppearance
        UITabBar.appearance().barTintColor = .orange
        let (bar, _) = makeBar()
        bar.barTintColor = .cyan
        let (window, _) = EventTestEnvironment.makeWindow()
        defer { window.isHidden = true }
        window.addSubview(bar)
        #expect(bar.standardAppearance === proxyAppearance)
        #expect(button(bar, 1).imageView.tintColor == .magenta)
        #expect(bar.backgroundColor == .cyan, "the bar's own tint wins over the proxy's")
    }
}
