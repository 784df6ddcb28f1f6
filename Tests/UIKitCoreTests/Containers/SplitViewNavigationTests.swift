import Foundation
import Testing
@testable import UIKitCore

/// A split view whose primary column is a navigation controller collapses onto its stack (UIKit's
/// `collapseSecondaryViewController(_:for:)` on UINavigationController pushes the secondary) and gives the secondary
/// back as it expands (`separateSecondaryViewController(for:)` pops it).
@MainActor @Suite(.serialized) struct SplitViewNavigationTests {
    @Test func aNavigationPrimaryTakesTheSecondaryOnItsStackAndGivesItBack() {
        let split = UISplitViewController(style: .doubleColumn)
        let list = UIViewController()
        let navigation = UINavigationController(rootViewController: list)
        let detail = UIViewController()
        split.setViewController(navigation, for: .primary)
        split.setViewController(detail, for: .secondary)
        let (window, _) = ContainerTestWindow.show(split, size: CGSize(width: 1000, height: 700))
        #expect(!split.isCollapsed && navigation.viewControllers.count == 1)
        window.hostDidResize(to: CGSize(width: 500, height: 700))
        window.layoutIfNeeded()
        #expect(split.isCollapsed)
        #expect(navigation.viewControllers.count == 2 && navigation.topViewController === detail)
        #expect(detail.navigationController === navigation && detail.view.window === window)
        window.hostDidResize(to: CGSize(width: 1000, height: 700))
        window.layoutIfNeeded()
        #expect(!split.isCollapsed)
        #expect(navigation.viewControllers.count == 1 && navigation.topViewController === list)
        #expect(detail.parent === split && detail.view.window === window)
        window.isHidden = true
    }
}
