import Foundation
import Testing
import UIKit
@testable import UIKitCore
import UIKitTestSupport

/// A tab bar and a split view on a real X server: their pixels read back, and a real X resize (a second client
/// resizing the window, as a window manager does) changes the size class, re-laying the tab bar and collapsing the
/// split view.
@MainActor @Suite(.serialized) struct ContainersXvfbTests {
    final class Colored: UIViewController {
        let color: UIColor
        init(_ title: String, _ color: UIColor?) {
            self.color = color ?? .clear
            super.init(nibName: nil, bundle: nil)
            self.title = title
        }
        required init?(coder: NSCoder) { nil }
        override func loadView() {
            view = UIView()
            view.backgroundColor = color == .clear ? nil : color
        }
    }

    @Test func aTabBarIsDrawnAtTheBottomAndRelaidWhenTheWindowNarrows() throws {
        let app = try InputTestApp(size: CGSize(width: 800, height: 400))
        defer { app.close() }
        let tabs = UITabBarController()
        let first = Colored("Inbox", UIColor(red: 1, green: 1, blue: 1, alpha: 1))
        first.tabBarItem = UITabBarItem(tabBarSystemItem: .favorites, tag: 0)
        let second = Colored("Search", .white)
        second.tabBarItem = UITabBarItem(tabBarSystemItem: .search, tag: 1)
        second.tabBarItem.badgeValue = "3"
        let third = Colored("History", .white)
        third.tabBarItem = UITabBarItem(tabBarSystemItem: .history, tag: 2)
        tabs.viewControllers = [first, second, third]
        // Content that does not scroll is at its bottom edge: the bar shows its scroll-edge appearance (iOS 15).
        let edge = UITabBarAppearance()
        edge.configureWithOpaqueBackground()
        edge.backgroundColor = UIColor(white: 247.0 / 255, alpha: 1)
        tabs.tabBar.scrollEdgeAppearance = edge
        app.window.rootViewController = tabs
        let shot = try app.screenshot("containers-tabbar-wide")
        // The appearance's background (a light grey) fills the bottom 50 points; above it the tab's white view.
        #expect(shot.matches(5, 375, (247, 247, 247), tolerance: 3), "\(shot.rgb(5, 375))")
        #expect(shot.matches(400, 200, (255, 255, 255)))
        // The selected item is tinted with the system blue somewhere in the bar; the badge is red.
        let bar = (0..<800).flatMap { x in (352..<398).map { (x, $0) } }
        #expect(bar.contains { shot.rgb($0.0, $0.1).b > 200 && shot.rgb($0.0, $0.1).r < 60 }, "a blue selected item")
        #expect(bar.contains { shot.rgb($0.0, $0.1).r > 220 && shot.rgb($0.0, $0.1).g < 80 && shot.rgb($0.0, $0.1).b < 80 }, "a red badge")
        #expect(tabs.tabBar.isCentered)

        let wm = try WindowManagerClient(display: app.server.display)
        wm.resize(app.host.windowID, width: 500, height: 400)
        #expect(app.pump(until: { app.window.bounds.width == 500 && !tabs.tabBar.isCentered }))
        let narrow = try app.screenshot("containers-tabbar-narrow")
        #expect(narrow.matches(5, 375, (247, 247, 247), tolerance: 3))
        #expect(tabs.traitCollection.horizontalSizeClass == .compact)
    }

    @Test func aSplitViewShowsASidebarAndCollapsesInANarrowWindow() throws {
        let app = try InputTestApp(size: CGSize(width: 900, height: 400))
        defer { app.close() }
        let split = UISplitViewController(style: .doubleColumn)
        split.primaryBackgroundStyle = .sidebar
        split.setViewController(Colored("Sidebar", nil), for: .primary)
        let secondary = Colored("Detail", UIColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1))
        split.setViewController(secondary, for: .secondary)
        app.window.rootViewController = split
        let shot = try app.screenshot("containers-split-wide")
        #expect(shot.matches(100, 200, (242, 242, 247), tolerance: 3), "the sidebar's grey: \(shot.rgb(100, 200))")
        #expect(shot.matches(600, 200, (51, 102, 204)), "the secondary column: \(shot.rgb(600, 200))")
        #expect(!split.isCollapsed)

        let wm = try WindowManagerClient(display: app.server.display)
        wm.resize(app.host.windowID, width: 500, height: 400)
        #expect(app.pump(until: { split.isCollapsed }))
        let narrow = try app.screenshot("containers-split-collapsed")
        #expect(narrow.matches(100, 200, (51, 102, 204)), "collapsed, the secondary is on top: \(narrow.rgb(100, 200))")
        wm.resize(app.host.windowID, width: 900, height: 400)
        #expect(app.pump(until: { !split.isCollapsed }))
        let again = try app.screenshot("containers-split-expanded")
        #expect(again.matches(100, 200, (242, 242, 247), tolerance: 3))
    }
}
