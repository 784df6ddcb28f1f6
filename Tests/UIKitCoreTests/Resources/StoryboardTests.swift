import Foundation
import Testing
@testable import UIKitCore

/// The first scene of Fixtures/TwoScenes.storyboard.
@MainActor final class FirstViewController: UIViewController {
    var titleLabel: UILabel?
    var nextButton: UIButton?
    var events: [String] = []
    var prepared: [UIStoryboardSegue] = []
    var allowsSegues = true

    override func awakeFromNib() { events.append("awake") }
    override func viewDidLoad() { events.append("viewDidLoad \(titleLabel?.text ?? "no outlet")") }
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) { prepared.append(segue) }
    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        events.append("should \(identifier)")
        return allowsSegues
    }
}

/// The second scene: its Close button's action dismisses it.
@MainActor final class DetailViewController: UIViewController {
    var closeButton: UIButton?
    var closed = 0
}

/// The storyboard's `kind="custom"` segue.
@MainActor final class FadeSegue: UIStoryboardSegue {
    static var performed = 0
    override func perform() { Self.performed += 1 }
}

/// UIStoryboard reading an Xcode-format storyboard (issue 11, item 2): scenes, the initial view controller,
/// Storyboard IDs, views loaded on first use with outlets and actions, segues (show, presentation, custom) and
/// errors naming file and line. Unwind, embed and relationship segues: StoryboardSegueKindsTests.
@MainActor @Suite(.serialized) struct StoryboardTests {
    static let fixture = NibLoadingTests.fixtures.appendingPathComponent("TwoScenes.storyboard")

    init() { Self.registerFixtureClasses() }

    /// The fixture's custom classes, outlets and actions, by the names it uses.
    static func registerFixtureClasses() {
        UINibClassRegistry.register(FirstViewController.self)
        UINibClassRegistry.register(DetailViewController.self)
        UINibClassRegistry.register(FadeSegue.self)
        UINibConnections.registerOutlet("titleLabel", \FirstViewController.titleLabel)
        UINibConnections.registerOutlet("nextButton", \FirstViewController.nextButton)
        UINibConnections.registerOutlet("closeButton", \DetailViewController.closeButton)
        UINibConnections.registerAction("close:", on: DetailViewController.self) { controller, _ in
            controller.closed += 1
            controller.dismiss(animated: false)
        }
    }

    /// The initial controller in a shown window, hidden again after `body`.
    private func inWindow(_ body: (FirstViewController, UIWindow) throws -> Void) throws {
        let storyboard = try UIStoryboard(contentsOf: Self.fixture)
        let first = try #require(storyboard.instantiateInitialViewController() as? FirstViewController)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        window.rootViewController = first
        window.isHidden = false
        // Segues present at once with animations off (a page sheet over `first`, or full screen where the
        // storyboard says so).
        UIView.setAnimationsEnabled(false)
        defer {
            UIView.setAnimationsEnabled(true)
            window.isHidden = true
        }
        try body(first, window)
    }

    @Test func theInitialViewControllerIsMadeAwakeAndLoadsItsViewOnFirstUse() throws {
        let storyboard = try UIStoryboard(contentsOf: Self.fixture)
        let first = try #require(storyboard.instantiateInitialViewController() as? FirstViewController)
        #expect(first.storyboard === storyboard)
        #expect(first.title == "First")
        #expect(!first.isViewLoaded)
        #expect(first.events == ["awake"])
        let view = try #require(first.view)
        // Outlets are connected before viewDidLoad, which comes once.
        #expect(first.events == ["awake", "viewDidLoad First scene"])
        #expect(view.frame.size == CGSize(width: 393, height: 852))
        #expect(view.subviews.count == 2)
        #expect(first.nextButton?.title(for: .normal) == "Next")
        #expect(first.titleLabel?.superview === view)
    }

    @Test func storyboardIDsGiveANewInstanceEachTime() throws {
        let storyboard = try UIStoryboard(contentsOf: Self.fixture)
        let one = storyboard.instantiateViewController(withIdentifier: "Detail")
        let two = storyboard.instantiateViewController(withIdentifier: "Detail")
        #expect(one is DetailViewController && two is DetailViewController && one !== two)
        #expect(storyboard.instantiateViewController(withIdentifier: "First") is FirstViewController)
        let (unknown, lines) = capturingUIKitLog { storyboard.instantiateViewController(withIdentifier: "Nope") }
        #expect(type(of: unknown) == UIViewController.self)
        #expect(lines.count == 1 && lines[0].contains("TwoScenes.storyboard") && lines[0].contains("\"Nope\""))
    }

    @Test func aButtonsSegueAsksPreparesAndPresentsTheDestinationThenCloseDismissesIt() throws {
        try inWindow { first, window in
            let firstView = try #require(first.view)
            first.nextButton?.sendActions(for: .touchUpInside)
            #expect(first.events.last == "should showDetail")
            let segue = try #require(first.prepared.first)
            #expect(segue.identifier == "showDetail" && segue.source === first)
            let detail = try #require(segue.destination as? DetailViewController)
            #expect(first.presentedViewController === detail && detail.presentingViewController === first)
            #expect(detail.view.window === window && detail.sheetPresentationController != nil)
            #expect(firstView.superview === window, "a page sheet leaves the presenter's view in the window")

            detail.closeButton?.sendActions(for: .touchUpInside)
            #expect(detail.closed == 1)
            #expect(first.presentedViewController == nil && detail.presentingViewController == nil)
            #expect(firstView.superview === window && detail.view.window == nil)
        }
    }

    @Test func shouldPerformSegueCanStopATriggeredSegue() throws {
        try inWindow { first, _ in
            first.allowsSegues = false
            first.loadViewIfNeeded()
            first.nextButton?.sendActions(for: .touchUpInside)
            #expect(first.events.last == "should showDetail")
            #expect(first.prepared.isEmpty && first.presentedViewController == nil)
        }
    }

    @Test func performSegueByIdentifierDoesNotAskAndCustomSeguesPerformThemselves() throws {
        try inWindow { first, _ in
            first.allowsSegues = false
            first.performSegue(withIdentifier: "present", sender: nil)
            #expect(first.presentedViewController is DetailViewController)
            #expect(!first.events.contains { $0.hasPrefix("should") })
            first.dismiss(animated: false)

            let before = FadeSegue.performed
            first.performSegue(withIdentifier: "fade", sender: self)
            #expect(FadeSegue.performed == before + 1)
            #expect(first.prepared.last is FadeSegue && first.prepared.last?.destination is DetailViewController)
            #expect(first.presentedViewController == nil)

            let lines = capturingUIKitLog { first.performSegue(withIdentifier: "nowhere", sender: nil) }.lines
            #expect(lines.count == 1 && lines[0].contains("\"nowhere\""))
        }
    }

    @Test func unknownClassesAndUnsupportedSeguesDegradeWithWarnings() throws {
        let storyboard = try storyboard(scenes: """
            <scene sceneID="s1"><objects>
                <glkViewController id="nav" sceneMemberID="viewController"/>
            </objects></scene>
            <scene sceneID="s2"><objects>
                <viewController storyboardIdentifier="Odd" id="odd" customClass="NoSuchController" sceneMemberID="viewController">
                    <view key="view" id="v"><rect key="frame" x="0" y="0" width="10" height="10"/>
                        <subviews><button id="b"><connections><segue destination="nav" kind="replace" identifier="r" id="e"/></connections></button></subviews>
                    </view>
                </viewController>
            </objects></scene>
            """, initial: "nav")
        let (navigation, navigationLines) = capturingUIKitLog { storyboard.instantiateInitialViewController() }
        #expect(navigation.map { type(of: $0) == UIViewController.self } == true)
        #expect(navigationLines.count == 1 && navigationLines[0].contains("<glkViewController>") && navigationLines[0].contains(":5:"))
        let (odd, oddLines) = capturingUIKitLog { storyboard.instantiateViewController(withIdentifier: "Odd") }
        #expect(type(of: odd) == UIViewController.self && oddLines.count == 1 && oddLines[0].contains("NoSuchController"))
        let viewLines = capturingUIKitLog { _ = odd.view }.lines
        #expect(odd.view.subviews.count == 1 && viewLines.isEmpty)
        let performLines = capturingUIKitLog { odd.performSegue(withIdentifier: "r", sender: nil) }.lines
        #expect(performLines.last?.contains("replace segues are not supported") == true, "\(performLines)")
    }

    @Test func aViewOfAnUnknownClassIsAPlainInstanceOfItsElementsClassWithItsAttributes() throws {
        let storyboard = try storyboard(scenes: """
            <scene sceneID="s"><objects>
                <viewController id="c" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="v">
                        <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                        <subviews>
                            <label text="Still here" customClass="NoSuchLabel" customModule="App" id="l">
                                <rect key="frame" x="1" y="2" width="30" height="20"/>
                            </label>
                        </subviews>
                    </view>
                </viewController>
            </objects></scene>
            """, initial: "c")
        let controller = try #require(storyboard.instantiateInitialViewController())
        let (view, lines) = capturingUIKitLog { controller.view! }
        let label = try #require(view.subviews.first as? UILabel)
        #expect(type(of: label) == UILabel.self && label.text == "Still here" && label.frame.origin == CGPoint(x: 1, y: 2))
        #expect(lines.count == 1 && lines[0].contains("Test.storyboard:9: ") && lines[0].contains("\"NoSuchLabel\"")
                && lines[0].contains("<label>"), "\(lines)")
    }

    @Test(arguments: [
        ("<document><objects/></document>", 1, "a storyboard needs a <scenes> element"),
        ("<plist/>", 1, "not a storyboard: the root element is <plist>"),
        ("<document><scenes>\n</scenes></document>", 1, "a storyboard without scenes"),
        ("<document><scenes>\n<scene sceneID=\"a\"><objects>\n<placeholder id=\"p\"/></objects></scene></scenes></document>", 2,
         "a <scene> without a view controller"),
        ("<document><scenes>\n<scene sceneID=\"a\"><objects><viewController id=\"x\" storyboardIdentifier=\"S\"/></objects></scene>\n"
            + "<scene sceneID=\"b\"><objects><viewController id=\"y\" storyboardIdentifier=\"S\"/></objects></scene></scenes></document>", 3,
         "a second view controller with the Storyboard ID \"S\""),
        ("<document initialViewController=\"gone\"><scenes>\n<scene sceneID=\"a\"><objects><viewController id=\"x\"/></objects></scene></scenes></document>", 1,
         "initialViewController \"gone\""),
        ("<document><scenes>\n<scene sceneID=\"a\">\n<objects></scene></scenes></document>", 3, "malformed XML"),
    ])
    func malformedStoryboardsAreErrorsNamingFileAndLine(xml: String, line: Int, message: String) throws {
        let tb = try TemporaryBundle()
        let url = try tb.write("Bad.storyboard", utf8: "<?xml version=\"1.0\" encoding=\"UTF-8\"?>" + xml)
        do {
            _ = try UIStoryboard(contentsOf: url)
            Issue.record("no error for \(xml)")
        } catch let error as ResourceError {
            #expect(error.path == url.path && error.line == line && error.message.contains(message), "\(error)")
        }
        // By name the error is one log line and the storyboard has no controllers; nothing crashes.
        let (initial, lines) = capturingUIKitLog { UIStoryboard(name: "Bad", bundle: tb.bundle).instantiateInitialViewController() }
        #expect(initial == nil && lines.count == 1 && lines[0].contains("Bad.storyboard:\(line): "), "\(lines)")
    }

    @Test func aMissingStoryboardIsLoggedNotFatal() throws {
        let tb = try TemporaryBundle()
        let (storyboard, lines) = capturingUIKitLog { UIStoryboard(name: "Main", bundle: tb.bundle) }
        #expect(lines.count == 1 && lines[0].contains("no Main.storyboard"))
        #expect(storyboard.instantiateInitialViewController() == nil)
    }

    /// A storyboard of `scenes` written to a temporary bundle.
    private func storyboard(scenes: String, initial: String) throws -> UIStoryboard {
        let tb = try TemporaryBundle()
        let url = try tb.write("Test.storyboard", utf8: """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" initialViewController="\(initial)">
                <scenes>
            \(scenes)
                </scenes>
            </document>
            """)
        return try UIStoryboard(contentsOf: url)
    }
}
