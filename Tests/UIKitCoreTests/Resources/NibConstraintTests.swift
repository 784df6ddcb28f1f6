import Foundation
import Testing
@testable import UIKitCore

/// File's Owner of Fixtures/Pinned.xib, and the controller of Pinned.storyboard's scene.
@MainActor final class PinnedController: UIViewController {
    var header: UIView?
    var box: UIView?
    var footer: UIView?
    var capped: UIView?
    var heightConstraint: NSLayoutConstraint!
}

/// `<constraints>` in an Xcode-written xib and storyboard (issue 19): made once every object exists, added to the view that lists
/// them, laid out with the rest of Auto Layout, reachable through outlets; bad ones are one line each.
@MainActor @Suite(.serialized) struct NibConstraintTests {
    init() {
        UINibClassRegistry.register(PinnedController.self)
        UINibConnections.registerOutlet("header", \PinnedController.header)
        UINibConnections.registerOutlet("box", \PinnedController.box)
        UINibConnections.registerOutlet("footer", \PinnedController.footer)
        UINibConnections.registerOutlet("capped", \PinnedController.capped)
        UINibConnections.registerOutlet("heightConstraint", \PinnedController.heightConstraint)
    }

    /// `name`.xib from the fixtures loaded with a new owner, and the lines logged meanwhile.
    private func load(_ name: String) throws -> (PinnedController, [String]) {
        let tb = try TemporaryBundle()
        try tb.write("\(name).xib", Data(contentsOf: NibLoadingTests.fixtures.appendingPathComponent("\(name).xib")))
        let owner = PinnedController()
        let (objects, lines) = capturingUIKitLog { tb.bundle.loadNibNamed(name, owner: owner) }
        #expect(objects?.count == 1)
        return (owner, lines)
    }

    @Test func constraintsLayOutTheViewAtTheSizeItIsGiven() throws {
        let (owner, lines) = try load("Pinned")
        #expect(lines.isEmpty, "\(lines)")
        let root = owner.view!
        let header = try #require(owner.header), box = try #require(owner.box)
        let footer = try #require(owner.footer), capped = try #require(owner.capped)
        // The file says which views stop translating their autoresizing masks; the root view is not among them.
        #expect(root.translatesAutoresizingMaskIntoConstraints && !header.translatesAutoresizingMaskIntoConstraints)
        #expect(root.layoutMargins == UIEdgeInsets(top: 8, left: 12, bottom: 6, right: 14))
        root.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
        root.layoutIfNeeded()
        // Pinned to the safe area; the trailing constraint names the safe area first.
        #expect(header.frame == CGRect(x: 0, y: 10, width: 380, height: 50))
        // Centred, half the root's width ("1:2"), a quarter as tall as wide ("0.25"); the placeholder height is not made.
        #expect(box.frame == CGRect(x: 100, y: 125, width: 200, height: 50))
        // Within the margins the file gives the root.
        #expect(footer.frame == CGRect(x: 12, y: 260, width: 374, height: 30))
        // The width of 300 at priority 750 gives way to the required "at most 150".
        #expect(capped.frame == CGRect(x: 20, y: 68, width: 150, height: 20))
        let cap = try #require(capped.constraints.first { $0.identifier == "cap" })
        #expect(cap.relation == .lessThanOrEqual && cap.isActive && cap.priority == .required)
        #expect(capped.constraints.contains { $0.priority == UILayoutPriority(750) && $0.constant == 300 })
        #expect(box.constraints.count == 1, "the placeholder constraint is left out")
        #expect(capped.contentHuggingPriority(for: .horizontal) == UILayoutPriority(260))
        #expect(capped.contentCompressionResistancePriority(for: .vertical) == UILayoutPriority(760))
        #expect(capped.contentHuggingPriority(for: .vertical) == UILayoutPriority(250))
    }

    @Test func anOutletToAConstraintConnectsAndItsConstantMovesTheViews() throws {
        let (owner, lines) = try load("Pinned")
        #expect(lines.isEmpty, "\(lines)")
        let root = owner.view!
        let height = try #require(owner.heightConstraint)
        #expect(height.isActive && height.firstItem === owner.header && height.constant == 50)
        #expect(owner.header?.constraints.contains { $0 === height } == true)
        root.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
        root.layoutIfNeeded()
        height.constant = 80
        root.layoutIfNeeded()
        #expect(owner.header?.frame == CGRect(x: 0, y: 10, width: 380, height: 80))
        #expect(owner.capped?.frame == CGRect(x: 20, y: 98, width: 150, height: 20))
        // The safe area follows the controller's insets.
        owner.additionalSafeAreaInsets = UIEdgeInsets(top: 30, left: 5, bottom: 0, right: 0)
        root.layoutIfNeeded()
        #expect(owner.header?.frame == CGRect(x: 5, y: 40, width: 375, height: 80))
    }

    @Test func aStoryboardScenesConstraintsLoadWithItsViewAndFollowTheSafeArea() throws {
        let storyboard = try UIStoryboard(contentsOf: NibLoadingTests.fixtures.appendingPathComponent("Pinned.storyboard"))
        let controller = try #require(storyboard.instantiateInitialViewController() as? PinnedController)
        let lines = capturingUIKitLog { controller.loadViewIfNeeded() }.lines
        #expect(lines.isEmpty, "\(lines)")
        let root = controller.view!
        let header = try #require(controller.header), box = try #require(controller.box)
        let footer = try #require(controller.footer)
        root.frame = CGRect(x: 0, y: 0, width: 300, height: 600)
        root.layoutIfNeeded()
        #expect(header.frame == CGRect(x: 16, y: 16, width: 268, height: 44))
        // A third of the width, centred in the safe area; the height at 999 holds as nothing opposes it.
        #expect(box.frame == CGRect(x: 100, y: 270, width: 100, height: 60))
        // A view controller's view has margins of 16 left and right.
        #expect(footer.frame == CGRect(x: 16, y: 550, width: 268, height: 30))

        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 50, left: 0, bottom: 40, right: 0)
        controller.heightConstraint.constant = 100
        root.layoutIfNeeded()
        #expect(header.frame == CGRect(x: 16, y: 66, width: 268, height: 100))
        #expect(box.frame == CGRect(x: 100, y: 275, width: 100, height: 60))
        #expect(footer.frame == CGRect(x: 16, y: 510, width: 268, height: 30))
    }

    @Test func preSafeAreaTopAndBottomLayoutGuidesAreTheSafeAreasEdges() throws {
        let storyboard = try UIStoryboard(contentsOf: NibLoadingTests.fixtures.appendingPathComponent("Pinned.storyboard"))
        let controller = try #require(storyboard.instantiateViewController(withIdentifier: "Legacy") as? PinnedController)
        let lines = capturingUIKitLog { controller.loadViewIfNeeded() }.lines
        #expect(lines.isEmpty, "\(lines)")
        let root = controller.view!
        root.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        root.layoutIfNeeded()
        #expect(controller.header?.frame == CGRect(x: 0, y: 20, width: 320, height: 44))
        #expect(controller.footer?.frame == CGRect(x: 0, y: 440, width: 320, height: 30))
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 64, left: 0, bottom: 49, right: 0)
        root.layoutIfNeeded()
        #expect(controller.header?.frame == CGRect(x: 0, y: 84, width: 320, height: 44))
        #expect(controller.footer?.frame == CGRect(x: 0, y: 391, width: 320, height: 30))
        #expect(root.layoutGuides.map(\.identifier).filter { $0.hasPrefix("IB") } == ["IBTopLayoutGuide", "IBBottomLayoutGuide"])
    }

    @Test func anUnknownControllerLayoutGuideTypeIsOneWarningAndItsConstraintsAreSkipped() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"><objects>
            <viewController id="vc"><layoutGuides><viewControllerLayoutGuide type="middle" id="g"/></layoutGuides>
            <view key="view" id="v"><subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="s"/></subviews>
            <constraints><constraint firstItem="s" firstAttribute="top" secondItem="g" secondAttribute="bottom" id="c"/>
            <constraint firstItem="s" firstAttribute="top" secondItem="v" secondAttribute="top" constant="5" id="d"/></constraints>
            </view></viewController></objects></document>
            """
        let (objects, lines) = try capturingUIKitLog { try UINib(data: Data(xml.utf8), bundle: nil).instantiate(withOwner: nil) }
        #expect(lines.count == 2, "\(lines)")
        #expect(lines.first?.contains(":3: unknown layout guide type \"middle\"") == true, "\(lines)")
        #expect(lines.last?.contains(":5: constraint \"c\" names secondItem \"g\", which the load has no object for") == true)
        let view = try #require((objects.first as? UIViewController)?.view)
        #expect(view.constraints.map(\.constant) == [5])
    }

    @Test func eachBadConstraintIsOneWarningNamingItsLineAndTheRestLoads() throws {
        let (owner, lines) = try load("BadConstraints")
        let text = try String(contentsOf: NibLoadingTests.fixtures.appendingPathComponent("BadConstraints.xib"), encoding: .utf8)
        func line(of marker: String) throws -> Int {
            try #require(text.components(separatedBy: "\n").firstIndex { $0.contains(marker) }) + 1
        }
        let expected: [(String, String)] = [
            ("id=\"Bad-Cn-101\"", "firstItem \"Nowhere-01\", which the load has no object for"),
            ("id=\"Bad-Cn-102\"", "secondItem \"Nowhere-02\", which the load has no object for"),
            ("id=\"Bad-Cn-103\"", "unknown firstAttribute \"diagonal\""),
            ("id=\"Bad-Cn-104\"", "malformed multiplier \"2:0\""),
            ("id=\"Bad-Cn-105\"", "malformed multiplier \"half\""),
            ("id=\"Bad-Cn-106\"", "malformed constant \"nan\""),
            ("id=\"Bad-Cn-107\"", "Invalid pairing of layout attributes leading and top"),
            ("id=\"Bad-Cn-108\"", "unknown relation \"sortOf\""),
            ("id=\"Bad-Cn-109\"", "priority \"5000\" outside 1...1000"),
            ("id=\"Bad-Cn-110\"", "not inside the view holding the constraint"),
            ("id=\"Bad-Cn-111\"", "malformed constant \"1e999\""),
            ("id=\"Bad-Cn-112\"", "names the layout guide \"contentLayoutGuide\" (Bad-Cg-001), which is not supported"),
            ("verticalHuggingPriority=\"lots\"", "verticalHuggingPriority \"lots\" is not a priority in 1...1000"),
            // The outlet to a constraint that was left out says so.
            ("id=\"Bad-Ou-003\"", "points at constraint Bad-Cn-105, which was not made"),
        ]
        for (marker, message) in expected {
            let number = try line(of: marker)
            let matching = lines.filter { $0.contains("BadConstraints.xib:\(number): ") }
            #expect(matching.count == 1 && matching.first?.contains(message) == true, "\(marker): \(lines)")
        }
        #expect(lines.count == expected.count, "\(lines)")
        // The good constraints hold.
        let root = owner.view!
        root.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
        root.layoutIfNeeded()
        #expect(owner.header?.frame == CGRect(x: 10, y: 20, width: 100, height: 40))
        #expect(owner.heightConstraint == nil && root.constraints.count == 2)
    }
}
