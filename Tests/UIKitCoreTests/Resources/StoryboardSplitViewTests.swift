import Foundation
import Testing
@testable import UIKitCore

/// Storyboard split view controllers: the classic style's master and detail, and the iOS 14 column style's
/// primary, supplementary, secondary and compact columns, from their relationship segues.
@MainActor @Suite(.serialized) struct StoryboardSplitViewTests {
    static func scenes(style: String?, relationships: [(String, String)]) -> String {
        let styled = style.map { " style=\"\($0)\"" } ?? ""
        let segues = relationships.enumerated().map { index, pair in
            #"<segue destination="\#(pair.1)" kind="relationship" relationship="\#(pair.0)" id="Spl-Sg-\#(index)"/>"#
        }.joined(separator: "\n                        ")
        let children = Set(relationships.map(\.1)).sorted().map { id in
            StoryboardXML.viewControllerScene(id: id, title: id)
        }.joined(separator: "\n")
        return """
                <scene sceneID="Spl-Sc-001">
                    <objects>
                        <splitViewController id="Spl-Vc-001"\(styled) sceneMemberID="viewController">
                            <connections>
                                \(segues)
                            </connections>
                        </splitViewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="Spl-Fr-001" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
        \(children)
        """
    }

    private func split(style: String?, _ relationships: [(String, String)]) throws -> (UISplitViewController, [String]) {
        let storyboard = try StoryboardXML.load(initial: "Spl-Vc-001", Self.scenes(style: style, relationships: relationships))
        return try capturingUIKitLog {
            try #require(storyboard.instantiateInitialViewController() as? UISplitViewController)
        }
    }

    @Test func theClassicStylesMasterAndDetailAreItsViewControllers() throws {
        let (split, lines) = try split(style: nil, [("detailViewController", "Det-Vc-001"), ("masterViewController", "Mst-Vc-001")])
        #expect(lines.isEmpty, "\(lines)")
        #expect(split.style == .unspecified)
        #expect(split.viewControllers.map(\.title) == ["Mst-Vc-001", "Det-Vc-001"])
        #expect(split.viewControllers.allSatisfy { $0.splitViewController === split })
    }

    @Test func theColumnStylesColumnsComeFromTheirRelationships() throws {
        let (split, lines) = try split(style: "tripleColumn", [
            ("primaryViewController", "Pri-Vc-001"), ("supplementaryViewController", "Sup-Vc-001"),
            ("secondaryViewController", "Sec-Vc-001"), ("compactViewController", "Cmp-Vc-001"),
        ])
        #expect(lines.isEmpty, "\(lines)")
        #expect(split.style == .tripleColumn)
        #expect(split.viewController(for: .primary)?.title == "Pri-Vc-001")
        #expect(split.viewController(for: .supplementary)?.title == "Sup-Vc-001")
        #expect(split.viewController(for: .secondary)?.title == "Sec-Vc-001")
        #expect(split.viewController(for: .compact)?.title == "Cmp-Vc-001")
    }

    @Test func anUnknownStyleIsAWarningWithFileAndLineAndTheClassicStyle() throws {
        let (split, lines) = try split(style: "quadColumn", [("masterViewController", "Mst-Vc-001")])
        #expect(lines.count == 1 && lines.first?.contains("Main.storyboard:") == true
                && lines.first?.contains("quadColumn") == true, "\(lines)")
        #expect(split.style == .unspecified && split.viewControllers.first?.title == "Mst-Vc-001")
    }

    @Test func aDoubleColumnSplitViewShowsItsColumnsInAWindow() throws {
        let (split, _) = try split(style: "doubleColumn", [
            ("primaryViewController", "Pri-Vc-001"), ("secondaryViewController", "Sec-Vc-001"),
        ])
        #expect(split.style == .doubleColumn)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1200, height: 800))
        window.rootViewController = split
        window.isHidden = false
        defer { window.isHidden = true }
        window.layoutIfNeeded()
        let primary = try #require(split.viewController(for: .primary))
        let secondary = try #require(split.viewController(for: .secondary))
        #expect(primary.view.window === window && secondary.view.window === window)
        #expect(primary.view.convert(primary.view.bounds, to: nil).maxX <= secondary.view.convert(secondary.view.bounds, to: nil).minX)
    }
}
