import Foundation
import Testing
@testable import UIKitCore

/// File's Owner of Fixtures/Card.xib.
@MainActor final class CardController: UIViewController {
    var badge: BadgeView?
    var delegateProxy: AnyObject?
    var tapped: [Any] = []
    var awoke = false

    override func awakeFromNib() { awoke = true } // never: File's Owner is a placeholder (R-NIB-4 step 4)
}

/// A non-responder object a nib makes (`<customObject>`), awakened through `UINibAwaking`.
@MainActor final class NibCounter: NSObject, UINibAwaking {
    var awakeCount = 0
    func awakeFromNib() { awakeCount += 1 }
}

/// A view that sends actions and records when its outlets were set relative to `awakeFromNib` (R-NIB-4).
@MainActor final class BadgeView: UIView, UINibActionSource {
    var madeWithCoder = false
    var ownerOutletSetAtAwake = false
    var awakeCount = 0
    var handlers: [@MainActor (Any) -> Void] = []

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        madeWithCoder = (coder as? NibCoder)?.decodeObject(forKey: "customClass") as? String == "BadgeView"
    }

    override init(frame: CGRect) { super.init(frame: frame) }

    override func awakeFromNib() {
        awakeCount += 1
        var responder: UIResponder? = self
        while let current = responder, !(current is CardController) { responder = current.next }
        ownerOutletSetAtAwake = (responder as? CardController)?.badge === self
    }

    func connectNibAction(eventType: String, handler: @escaping @MainActor (Any) -> Void) -> Bool {
        guard eventType == "touchUpInside" else { return false }
        handlers.append(handler)
        return true
    }

    func sendActions() { for handler in handlers { handler(self) } }
}

/// A responder up the chain that answers First Responder actions.
@MainActor final class ChainCatcher: UIView {
    var caught = 0
}

@MainActor @Suite(.serialized) struct NibLoadingTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    init() {
        UINibClassRegistry.register(BadgeView.self)
        UINibConnections.registerOutlet("badge", \CardController.badge)
        UINibConnections.registerOutlet("delegateProxy", \CardController.delegateProxy)
        UINibConnections.registerAction("badgeTapped:", on: CardController.self) { owner, sender in owner.tapped.append(sender) }
        UINibConnections.registerAction("chainAction:", on: ChainCatcher.self) { catcher, _ in catcher.caught += 1 }
    }

    private func bundleWithCard() throws -> TemporaryBundle {
        let tb = try TemporaryBundle()
        try tb.write("Card.xib", Data(contentsOf: Self.fixtures.appendingPathComponent("Card.xib")))
        return tb
    }

    /// R-NIB-2, R-NIB-3, R-NIB-4, R-NIB-5, R-NIB-6, T-40: the top-level objects come back without placeholders, made
    /// with `init(coder:)`, with outlets set before `awakeFromNib` and external objects replacing their placeholders.
    @Test func xcodeXibLoadsHierarchyAttributesAndOutlets() throws {
        let tb = try bundleWithCard()
        let owner = CardController()
        let proxy = NSObject()
        let objects = try #require(tb.bundle.loadNibNamed("Card", owner: owner, options: [.externalObjects: ["AppDelegate": proxy]]))
        // R-NIB-3: one top-level object; placeholders are not returned.
        #expect(objects.count == 1)
        let root = try #require(objects.first as? UIView)
        #expect(owner.viewIfLoaded === root)
        #expect(root.frame == CGRect(x: 0, y: 0, width: 320, height: 200))
        #expect(root.autoresizingMask == [.flexibleWidth, .flexibleHeight])
        #expect(root.backgroundColor?.cgColor.components?.first.map { abs($0 - 0.25) < 0.01 } == true)
        #expect(root.subviews.count == 3)

        let badge = try #require(root.subviews[0] as? BadgeView)
        #expect(owner.badge === badge)
        #expect(owner.delegateProxy === proxy) // R-NIB-6
        #expect(badge.madeWithCoder) // R-NIB-4: init(coder:), not init(frame:)
        #expect(badge.frame == CGRect(x: 10, y: 20, width: 100, height: 40))
        #expect(badge.autoresizingMask == [.flexibleRightMargin, .flexibleTopMargin])
        #expect(badge.contentMode == .center && badge.tag == 7)
        #expect(badge.awakeCount == 1 && badge.ownerOutletSetAtAwake)

        // Unknown custom class and unknown element degrade to plain views with their common attributes.
        let unknown = root.subviews[1]
        #expect(type(of: unknown) == UIView.self)
        #expect(unknown.alpha == 0.5 && unknown.isHidden && unknown.clipsToBounds && !unknown.isUserInteractionEnabled)
        let red = try #require(unknown.backgroundColor?.cgColor.components)
        #expect(abs(red[0] - 1) < 0.01 && abs(red[1] - 0.231) < 0.01)
        #expect(type(of: root.subviews[2]) == UIView.self && root.subviews[2].frame.width == 5)
    }

    /// R-NIB-2, R-NIB-4 step 3: actions reach File's Owner; First Responder actions go up the responder chain.
    @Test func actionsReachTheOwnerAndFirstResponderActionsGoUpTheChain() throws {
        let tb = try bundleWithCard()
        let owner = CardController()
        _ = try #require(tb.bundle.loadNibNamed("Card", owner: owner))
        let badge = try #require(owner.badge)
        let catcher = ChainCatcher()
        catcher.addSubview(owner.view)
        badge.sendActions()
        #expect(owner.tapped.count == 1 && owner.tapped.first as? BadgeView === badge)
        #expect(catcher.caught == 1)
    }

    /// R-NIB-1, R-NIB-4 step 4, R-NIB-7, T-40: each instantiation makes new objects for its own owner; `awakeFromNib`
    /// never goes to File's Owner.
    @Test func everyLoadMakesNewObjectsAndNeverAwakensTheOwner() throws {
        // R-NIB-1, R-NIB-7, T-40.
        let tb = try bundleWithCard()
        let nib = UINib(nibName: "Card", bundle: tb.bundle)
        let first = CardController(), second = CardController()
        let a = nib.instantiate(withOwner: first), b = nib.instantiate(withOwner: second)
        let firstView = try #require(a.first as? UIView), secondView = try #require(b.first as? UIView)
        #expect(ObjectIdentifier(firstView) != ObjectIdentifier(secondView))
        #expect(first.badge != nil && first.badge?.superview === firstView && second.badge?.superview === secondView)
        #expect(!first.awoke)
    }

    /// R-NIB-9: a view controller with a nib name loads it when its view is first asked for.
    @Test func viewControllerLoadsItsViewFromTheNibLazily() throws {
        // R-NIB-9.
        let tb = try bundleWithCard()
        let controller = CardController(nibName: "Card", bundle: tb.bundle)
        #expect(!controller.isViewLoaded)
        #expect(controller.view.frame.size == CGSize(width: 320, height: 200))
        #expect(controller.badge?.superview === controller.view)
    }

    /// `<viewController nibName="Inner">` in a xib: the controller loads its view from Inner.xib (in the same
    /// bundle) when first asked, with itself as File's Owner.
    @Test func aViewControllerNamingANibLoadsItsViewFromThatNibLazily() throws {
        let tb = try TemporaryBundle()
        try tb.write("Outer.xib", utf8: """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <viewController nibName="Inner" title="Outer" id="vc"/>
                </objects>
            </document>
            """)
        try tb.write("Inner.xib", utf8: """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="UIViewController">
                        <connections><outlet property="view" destination="v" id="o"/></connections>
                    </placeholder>
                    <view id="v">
                        <rect key="frame" x="0" y="0" width="120" height="80"/>
                        <subviews><label text="Inner" id="l"><rect key="frame" x="0" y="0" width="120" height="20"/></label></subviews>
                    </view>
                </objects>
            </document>
            """)
        let objects = try #require(tb.bundle.loadNibNamed("Outer", owner: nil))
        let controller = try #require(objects.first as? UIViewController)
        #expect(controller.nibName == "Inner" && controller.nibBundle === tb.bundle && controller.title == "Outer")
        #expect(!controller.isViewLoaded)
        #expect(controller.view.frame.size == CGSize(width: 120, height: 80))
        #expect((controller.view.subviews.first as? UILabel)?.text == "Inner")
    }

    /// R-NIB-4 step 2 and 4: other custom objects are made with `init` and awakened.
    @Test func customObjectsAreMadeAndAwakenedThroughUINibAwaking() throws {
        UINibClassRegistry.registerObject("NibCounter") { NibCounter() }
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <customObject id="c1" customClass="NibCounter"/>
                    <view id="v1"><rect key="frame" x="0" y="0" width="10" height="10"/></view>
                </objects>
            </document>
            """
        let objects = try UINib(data: Data(xib.utf8), bundle: nil).instantiate(withOwner: nil)
        #expect(objects.count == 2)
        #expect((objects.first as? NibCounter)?.awakeCount == 1)
    }

    /// R-NIB-5: a nib that cannot load gives nil (the failure the guide's listings check), with file and line.
    @Test func malformedAndMissingNibsReportFileAndLine() throws {
        let tb = try TemporaryBundle()
        try tb.write("Broken.xib", utf8: "<?xml version=\"1.0\"?>\n<document>\n<objects>\n<view id=\"a\">\n</objects>\n</document>")
        #expect {
            try UINib(contentsOf: tb.url.appendingPathComponent("Broken.xib"))
        } throws: { error in
            // The line of the stray </objects>, not the end of the document, where libxml2 stops after recovering.
            (error as? ResourceError).map {
                $0.path.hasSuffix("Broken.xib") && $0.line == 5 && $0.message.contains("an end tag that does not close the open element")
            } ?? false
        }
        try tb.write("NotXib.xib", utf8: "<plist>\n</plist>")
        #expect(throws: ResourceError.self) { try UINib(contentsOf: tb.url.appendingPathComponent("NotXib.xib")) }
        #expect(tb.bundle.loadNibNamed("Broken", owner: nil) == nil)
        #expect(tb.bundle.loadNibNamed("Missing", owner: nil) == nil)
        #expect(UINib(nibName: "Missing", bundle: tb.bundle).instantiate(withOwner: nil).isEmpty)
    }
}
