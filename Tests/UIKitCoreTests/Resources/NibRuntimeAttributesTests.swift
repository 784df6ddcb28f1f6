import Foundation
import Testing
@testable import UIKitCore

/// File's Owner of Fixtures/Elements.xib.
@MainActor final class ElementsOwner {
    var scrollView: UIScrollView?
    var textField: UITextField?
    var textView: UITextView?
    var label: UILabel?
    var button: UIButton?
    var imageView: UIImageView?
    var container: UIView?
    var badge: RuntimeBadgeView?
    /// A `<tableView>`: a UITableView, which this outlet's type takes.
    var tableView: UIScrollView?
    var tableHeight: NSLayoutConstraint?
}

/// A view with properties Interface Builder sets as user-defined runtime attributes (`@IBInspectable` on iOS).
@MainActor final class RuntimeBadgeView: UIView {
    var cornerStyle = ""
    var shouted = ""
    var ratio: CGFloat = 0
    var isActive = false
    var anchor = CGPoint.zero
    var inset = CGSize.zero
    var area = CGRect.zero
    var highlight = NSRange(location: 0, length: 0)
    var accent: UIColor?
    var icon: UIImage?
    var subtitle: String? = "set in code"
}

/// Elements with their attributes, elements without a class here, user-defined runtime attributes and
/// `<constraints>` in an Xcode-written xib (issue 18, items 4-7).
@MainActor @Suite(.serialized) struct NibRuntimeAttributesTests {
    static let fixture = NibLoadingTests.fixtures.appendingPathComponent("Elements.xib")

    init() {
        for (name, keyPath) in [("scrollView", \ElementsOwner.scrollView), ("tableView", \ElementsOwner.tableView)] {
            UINibConnections.registerOutlet(name, keyPath)
        }
        UINibConnections.registerOutlet("textField", \ElementsOwner.textField)
        UINibConnections.registerOutlet("textView", \ElementsOwner.textView)
        UINibConnections.registerOutlet("label", \ElementsOwner.label)
        UINibConnections.registerOutlet("button", \ElementsOwner.button)
        UINibConnections.registerOutlet("imageView", \ElementsOwner.imageView)
        UINibConnections.registerOutlet("container", \ElementsOwner.container)
        UINibConnections.registerOutlet("badge", \ElementsOwner.badge)
        UINibConnections.registerOutlet("tableHeight", \ElementsOwner.tableHeight)
        UINibClassRegistry.register(RuntimeBadgeView.self)
        UINibRuntimeAttributes.register("cornerStyle", \RuntimeBadgeView.cornerStyle)
        UINibRuntimeAttributes.register("ratio", \RuntimeBadgeView.ratio)
        UINibRuntimeAttributes.register("isActive", \RuntimeBadgeView.isActive)
        UINibRuntimeAttributes.register("anchor", \RuntimeBadgeView.anchor)
        UINibRuntimeAttributes.register("inset", \RuntimeBadgeView.inset)
        UINibRuntimeAttributes.register("area", \RuntimeBadgeView.area)
        UINibRuntimeAttributes.register("highlight", \RuntimeBadgeView.highlight)
        UINibRuntimeAttributes.register("accent", \RuntimeBadgeView.accent)
        UINibRuntimeAttributes.register("icon", \RuntimeBadgeView.icon)
        UINibRuntimeAttributes.register("subtitle", \RuntimeBadgeView.subtitle)
        UINibRuntimeAttributes.register("shout", on: RuntimeBadgeView.self) { badge, value in
            guard let text = value as? String else { return false }
            badge.shouted = text.uppercased()
            return true
        }
    }

    /// The fixture loaded with a new owner from a bundle holding `Dot.png`, the lines logged meanwhile, and the
    /// top-level view (which holds the rest).
    private func load() throws -> (ElementsOwner, [String], UIView) {
        let tb = try TemporaryBundle()
        try tb.write("Elements.xib", Data(contentsOf: Self.fixture))
        try tb.writePNG("Dot.png", width: 4, height: 4)
        let owner = ElementsOwner()
        let (objects, lines) = capturingUIKitLog { tb.bundle.loadNibNamed("Elements", owner: owner) }
        let root = try #require(objects?.first as? UIView)
        #expect(objects?.count == 1)
        return (owner, lines, root)
    }

    /// The fixture's line holding `text`, as log lines name it.
    private func line(of text: String) throws -> Int {
        let lines = try String(contentsOf: Self.fixture, encoding: .utf8).components(separatedBy: "\n")
        return try #require(lines.firstIndex { $0.contains(text) }) + 1
    }

    @Test func everyElementWithAClassLoadsWithItsAttributes() throws {
        let (owner, _, _) = try load()
        let scrollView = try #require(owner.scrollView)
        #expect(scrollView.frame == CGRect(x: 0, y: 0, width: 393, height: 200))
        #expect(scrollView.isPagingEnabled && !scrollView.bounces && scrollView.alwaysBounceVertical)
        #expect(!scrollView.showsHorizontalScrollIndicator && scrollView.showsVerticalScrollIndicator)
        #expect(scrollView.maximumZoomScale == 4 && scrollView.clipsToBounds)
        #expect(scrollView.subviews.contains { ($0 as? UILabel)?.text == "Inside" })

        let field = try #require(owner.textField)
        #expect(field.text == "Hello" && field.placeholder == "Name" && field.borderStyle == .roundedRect)
        #expect(field.textAlignment == .center && field.clearsOnBeginEditing && field.isSecureTextEntry)
        #expect(field.font?.pointSize == 14 && field.textColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1))

        let textView = try #require(owner.textView)
        #expect(textView.text == "Two\nlines" && !textView.isEditable && textView.textAlignment == .right)
        #expect(textView.font?.pointSize == 14)

        #expect(owner.label?.text == "Title" && owner.label?.numberOfLines == 2)
        #expect(owner.button?.title(for: .normal) == "Go" && owner.button?.title(for: .disabled) == "Wait")
        #expect(owner.imageView?.image?.size == CGSize(width: 4, height: 4) && owner.imageView?.contentMode == .scaleAspectFit)
        #expect(owner.container.map { type(of: $0) == UIView.self && $0.frame == CGRect(x: 200, y: 410, width: 100, height: 44) } == true)
    }

    @Test func elementsWithoutAClassAreOneWarningEachAndAPlainViewWithTheirFrame() throws {
        let (owner, lines, root) = try load()
        let table = try #require(root.subviews.first { $0.frame == CGRect(x: 0, y: 520, width: 393, height: 200) })
        let map = try #require(root.subviews.first { $0.frame == CGRect(x: 0, y: 730, width: 393, height: 100) })
        // A table view is made as one (UINibStandardClasses+Tables.swift); a map view has no class here.
        #expect(table is UITableView && type(of: map) == UIView.self)
        #expect(root.subviews.count == 10)
        let mapLine = try line(of: "id=\"Map-Vw-001\">")
        #expect(!lines.contains { $0.contains("<tableView>") }, "\(lines)")
        #expect(lines.filter { $0.contains("<mapView>") }.count == 1)
        #expect(lines.contains { $0.contains("Elements.xib:\(mapLine): ") && $0.contains("<mapView>") })
        // Every outlet is set, the table's too.
        #expect(owner.tableView === table)
        // Constraints load quietly, and the outlet to one is set (issue 19).
        #expect(!lines.contains { $0.lowercased().contains("constraint") }, "\(lines)")
        let tableHeight = try #require(owner.tableHeight)
        #expect(tableHeight.isActive && tableHeight.firstItem === table && tableHeight.constant == 200)
    }

    @Test func runtimeAttributesOfEveryTypeReachLayersViewsAndRegisteredKeys() throws {
        let (owner, _, _) = try load()
        let badge = try #require(owner.badge)
        #expect(badge.layer.cornerRadius == 8 && badge.layer.borderWidth == 1.5 && badge.layer.masksToBounds)
        #expect(badge.layer.value(forKey: "designToken") as? String == "kept")
        #expect(badge.layer.borderColor == UIColor(red: 0, green: 0, blue: 1, alpha: 1).cgColor)
        #expect(badge.alpha == 0.5 && badge.tag == 42)
        #expect(badge.cornerStyle == "pill" && badge.shouted == "HEY" && badge.ratio == 3 && badge.isActive)
        #expect(badge.anchor == CGPoint(x: 1, y: 2) && badge.inset == CGSize(width: 3, height: 4))
        #expect(badge.area == CGRect(x: 5, y: 6, width: 7, height: 8))
        #expect(badge.highlight == NSRange(location: 2, length: 3))
        #expect(badge.accent == UIColor(red: 1, green: 0.23137254901960785, blue: 0.18823529411764706, alpha: 1))
        #expect(badge.icon?.size == CGSize(width: 4, height: 4))
        #expect(badge.subtitle == nil)
    }

    @Test func unknownKeyPathsAndMalformedAttributesAreOneWarningEachNamingTheLine() throws {
        let (_, lines, _) = try load()
        let expected: [(String, String)] = [
            ("keyPath=\"noSuchKey\"", "no runtime attribute \"noSuchKey\" for RuntimeBadgeView"),
            ("keyPath=\"ratio\" value=\"wide\"", "RuntimeBadgeView.ratio"),
            ("value=\"maybe\"", "not YES or NO"),
            ("type=\"number\" keyPath=\"tag\"/>", "<integer key=\"value\">"),
            ("type=\"money\"", "unknown type"),
            ("width=\"wide\"", "<rect key=\"value\""),
            ("value=\"round\"", "does not fit layer.cornerRadius"),
        ]
        for (marker, message) in expected {
            var number = try line(of: marker)
            // A value child's problem is reported on its attribute's line.
            if marker == "width=\"wide\"" { number -= 1 }
            let matching = lines.filter { $0.contains("Elements.xib:\(number): ") }
            #expect(matching.count == 1 && matching.first?.contains(message) == true, "\(marker): \(lines)")
        }
        // The seven and the unsupported map view: nothing else.
        #expect(lines.count == 8, "\(lines)")
    }

    @Test func aStoryboardControllersRuntimeAttributesAreAppliedWhenItIsMade() throws {
        let tb = try TemporaryBundle()
        let url = try tb.write("Attributes.storyboard", utf8: """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="c">
                <scenes>
                    <scene sceneID="s">
                        <objects>
                            <viewController id="c" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="v">
                                    <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                                    <userDefinedRuntimeAttributes>
                                        <userDefinedRuntimeAttribute type="boolean" keyPath="clipsToBounds" value="YES"/>
                                    </userDefinedRuntimeAttributes>
                                </view>
                                <userDefinedRuntimeAttributes>
                                    <userDefinedRuntimeAttribute type="string" keyPath="title" value="From IB"/>
                                </userDefinedRuntimeAttributes>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """)
        let controller = try #require(try UIStoryboard(contentsOf: url).instantiateInitialViewController())
        #expect(controller.title == "From IB" && !controller.isViewLoaded)
        #expect(controller.view.clipsToBounds)
    }
}
