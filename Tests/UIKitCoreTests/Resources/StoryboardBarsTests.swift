import Foundation
import Testing
@testable import UIKitCore

/// A storyboard's `<navigationBar key="navigationBar">`, `<toolbar key="toolbar">` and `<tabBar key="tabBar">`
/// configure the controllers' own bars: styles, colours, text attributes and appearances (Fixtures/Bars.storyboard).
@MainActor @Suite struct StoryboardBarsTests {
    static let fixture = NibLoadingTests.fixtures.appendingPathComponent("Bars.storyboard")

    private func load() throws -> (UITabBarController, UINavigationController) {
        let storyboard = try UIStoryboard(contentsOf: Self.fixture)
        let tabs = try #require(storyboard.instantiateInitialViewController() as? UITabBarController)
        let navigation = try #require(tabs.viewControllers?.first as? UINavigationController)
        return (tabs, navigation)
    }

    private func rgba(_ color: UIColor?) -> [Double] {
        guard let c = color?.cgColor.rgba else { return [] }
        return [c.red, c.green, c.blue, c.alpha].map { ($0 * 100).rounded() / 100 }
    }

    @Test func theNavigationBarTakesItsStyleColoursAndLargeTitles() throws {
        let (_, navigation) = try load()
        let bar = navigation.navigationBar
        #expect(bar.barStyle == .black)
        #expect(bar.isTranslucent == false)
        #expect(bar.prefersLargeTitles)
        #expect(rgba(bar.tintColor) == [1, 0.58, 0, 1])
        #expect(rgba(bar.barTintColor) == [0.25, 0, 0.25, 1])
        let title = try #require(bar.titleTextAttributes)
        #expect((title[.font] as? UIFont)?.pointSize == 20)
        #expect(rgba(title[.foregroundColor] as? UIColor) == [1, 1, 1, 1])
        let large = try #require(bar.largeTitleTextAttributes)
        #expect(rgba(large[.foregroundColor] as? UIColor) == [1, 1, 0, 1])
        let shadow = try #require(large[.shadow] as? NSShadow)
        #expect(shadow.shadowOffset == CGSize(width: 1, height: 2))
    }

    @Test func theNavigationBarTakesItsAppearances() throws {
        let (_, navigation) = try load()
        let bar = navigation.navigationBar
        #expect(rgba(bar.standardAppearance.backgroundColor) == [0, 0, 1, 1])
        #expect(rgba(bar.standardAppearance.titleTextAttributes[.foregroundColor] as? UIColor) == [0, 1, 0, 1])
        #expect(rgba(bar.scrollEdgeAppearance?.backgroundColor) == [1, 0, 1, 1])
        #expect(bar.compactAppearance == nil, "the storyboard names none")
    }

    @Test func theNavigationControllersOwnAttributesAndToolbarApply() throws {
        let (_, navigation) = try load()
        #expect(navigation.isToolbarHidden == false)
        #expect(navigation.hidesBarsOnSwipe)
        #expect(navigation.hidesBarsOnTap == false)
        #expect(navigation.toolbar.barStyle == .black)
        #expect(rgba(navigation.toolbar.barTintColor) == [0.5, 0.5, 0, 1])
        #expect(navigation.toolbar.frame.width != 1000, "the storyboard's frame is the controller's to set")
    }

    @Test func theTabBarTakesItsStyleColoursPositioningAndAppearance() throws {
        let (tabs, _) = try load()
        let bar = tabs.tabBar
        #expect(bar.barStyle == .black)
        #expect(bar.isTranslucent == false)
        #expect(bar.itemPositioning == .centered)
        #expect(bar.itemWidth == 90)
        #expect(bar.itemSpacing == 12)
        #expect(rgba(bar.tintColor) == [1, 0, 0, 1])
        #expect(rgba(bar.barTintColor) == [0, 0, 0.5, 1])
        #expect(rgba(bar.unselectedItemTintColor) == [0.75, 0.75, 0.75, 1])
        #expect(rgba(bar.standardAppearance.backgroundColor) == [0, 0.5, 0, 1])
        #expect(rgba(bar.standardAppearance.shadowColor) == [0, 0, 0, 1])
    }

    @Test func aStoryboardWithoutBarAttributesLeavesTheDefaults() throws {
        let storyboard = try UIStoryboard(contentsOf: StoryboardNavigationTests.fixture)
        let navigation = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
        #expect(navigation.navigationBar.barStyle == .default)
        #expect(navigation.navigationBar.prefersLargeTitles == false)
        #expect(navigation.isToolbarHidden)
    }
}
