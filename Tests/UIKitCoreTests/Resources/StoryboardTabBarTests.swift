import Foundation
import Testing
@testable import UIKitCore

@MainActor final class TabFirstController: UIViewController {}

/// Storyboard tab bar controllers: tabs from the `viewControllers` relationship segues in document order, each
/// child's `<tabBarItem key="tabBarItem">` its tab item, loaded with the child before its view.
@MainActor @Suite(.serialized) struct StoryboardTabBarTests {
    init() { UINibClassRegistry.register(TabFirstController.self) }

    /// Xcode's Tabbed App template, with a badge on the second item and a third, system item.
    static func scenes(secondItemExtra: String = "") -> String {
        """
                <scene sceneID="yl2-sM-qoP">
                    <objects>
                        <tabBarController id="49e-Tb-3d3" sceneMemberID="viewController">
                            <tabBar key="tabBar" contentMode="scaleToFill" id="W28-zg-YXA">
                                <rect key="frame" x="0.0" y="975" width="768" height="49"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMinY="YES"/>
                                <color key="backgroundColor" white="0.0" alpha="0.0" colorSpace="calibratedWhite"/>
                            </tabBar>
                            <connections>
                                <segue destination="9pv-A4-QxB" kind="relationship" relationship="viewControllers" id="u7Y-xg-7CH"/>
                                <segue destination="8rJ-Kc-sve" kind="relationship" relationship="viewControllers" id="lzU-1b-eKA"/>
                                <segue destination="Fav-Vc-001" kind="relationship" relationship="viewControllers" id="fav-Sg-001"/>
                            </connections>
                        </tabBarController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="HuB-VB-40B" userLabel="First Responder" sceneMemberID="firstResponder"/>
                    </objects>
                    <point key="canvasLocation" x="0.0" y="0.0"/>
                </scene>
        \(StoryboardXML.viewControllerScene(id: "9pv-A4-QxB", customClass: "TabFirstController", title: "First",
            extra: #"<tabBarItem key="tabBarItem" title="First" image="first" tag="1" id="acW-dT-cKf"/>"#))
        \(StoryboardXML.viewControllerScene(id: "8rJ-Kc-sve", title: "Second",
            extra: #"<tabBarItem key="tabBarItem" title="Second" image="second" badgeValue="3" tag="2" \#(secondItemExtra) id="cPa-gy-q4n"/>"#))
        \(StoryboardXML.viewControllerScene(id: "Fav-Vc-001",
            extra: #"<tabBarItem key="tabBarItem" systemItem="favorites" tag="7" id="fav-It-001"/>"#))
        """
    }

    /// The bundle holding the items' images.
    private func bundle() throws -> TemporaryBundle {
        let tb = try TemporaryBundle()
        try tb.writePNG("first.png", width: 25, height: 25)
        try tb.writePNG("second.png", width: 30, height: 30)
        return tb
    }

    @Test func theTabsAreTheRelationshipSeguesDestinationsInOrderWithTheirItems() throws {
        let tb = try bundle()
        let (tabs, lines) = try capturingUIKitLog {
            try #require(try StoryboardXML.load(initial: "49e-Tb-3d3", Self.scenes(), in: tb)
                .instantiateInitialViewController() as? UITabBarController)
        }
        #expect(lines.isEmpty, "\(lines)")
        let children = try #require(tabs.viewControllers)
        #expect(children.count == 3)
        #expect(children[0] is TabFirstController)
        #expect(children.map(\.title) == ["First", "Second", nil])
        // The items are there before any child loads its view.
        #expect(children.allSatisfy { !$0.isViewLoaded })
        let items = children.map { $0.tabBarItem! }
        #expect(items[0].title == "First" && items[0].tag == 1 && items[0].badgeValue == nil)
        #expect(items[0].image?.size == CGSize(width: 25, height: 25))
        #expect(items[1].title == "Second" && items[1].tag == 2 && items[1].badgeValue == "3")
        #expect(items[1].image?.size == CGSize(width: 30, height: 30))
        #expect(items[2].title == UITabBarItem(tabBarSystemItem: .favorites, tag: 0).title && items[2].tag == 7)
        #expect(children.allSatisfy { $0.tabBarController === tabs })
    }

    @Test func anInitialTabBarControllerShowsAWorkingTabBar() throws {
        let tb = try bundle()
        let tabs = try #require(try StoryboardXML.load(initial: "49e-Tb-3d3", Self.scenes(), in: tb)
            .instantiateInitialViewController() as? UITabBarController)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        window.rootViewController = tabs
        window.isHidden = false
        UIView.setAnimationsEnabled(false)
        defer {
            UIView.setAnimationsEnabled(true)
            window.isHidden = true
        }
        window.layoutIfNeeded()
        let children = try #require(tabs.viewControllers)
        #expect(tabs.tabBar.items?.map(\.title) == children.map { $0.tabBarItem.title })
        #expect(tabs.tabBar.items?.first?.title == "First")
        #expect(tabs.selectedIndex == 0 && tabs.tabBar.selectedItem === children[0].tabBarItem)
        #expect(children[0].view.window === window && !children[1].isViewLoaded)
        // The user picks the second tab on the bar.
        #expect(tabs.userSelectedTab(at: 1))
        window.layoutIfNeeded()
        #expect(tabs.selectedViewController === children[1])
        #expect(tabs.tabBar.selectedItem === children[1].tabBarItem)
        #expect(children[1].view.window === window && children[0].viewIfLoaded?.window == nil)
    }

    @Test func unknownTabBarItemAttributesAreWarningsWithFileAndLine() throws {
        let tb = try bundle()
        let (tabs, lines) = try capturingUIKitLog {
            try #require(try StoryboardXML.load(initial: "49e-Tb-3d3",
                                                Self.scenes(secondItemExtra: #"systemItem="sparkles""#), in: tb)
                .instantiateInitialViewController() as? UITabBarController)
        }
        #expect(lines.count == 1 && lines.first?.contains("Main.storyboard:") == true
                && lines.first?.contains("sparkles") == true, "\(lines)")
        #expect(tabs.viewControllers?[1].tabBarItem.title == "Second")
    }
}
