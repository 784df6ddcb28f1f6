import Foundation
import Testing
@testable import UIKitCore

/// What the controllers of Fixtures/Unwind.storyboard did, in order.
@MainActor enum UnwindLog {
    static var events: [String] = []
}

/// The initial scene: presents Middle, embeds Child, and is where `unwindToMain:` goes.
@MainActor final class UnwindMainController: UIViewController {
    var unwoundWith: UIStoryboardSegue?
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        UnwindLog.events.append("main prepare \(segue.identifier ?? "") loaded \(isViewLoaded)")
    }
    override func viewDidLoad() { UnwindLog.events.append("main viewDidLoad children \(children.count)") }
    override func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, withSender sender: Any) -> Bool {
        let answer = super.canPerformUnwindSegueAction(action, from: fromViewController, withSender: sender)
        UnwindLog.events.append("main can \(action) \(answer)")
        return answer
    }
    func unwindToMain(_ segue: UIStoryboardSegue) {
        unwoundWith = segue
        UnwindLog.events.append("main unwindToMain from \(type(of: segue.source)) presenting \(presentedViewController != nil)")
    }
}

/// Presented by Main; answers the iOS 13 question itself.
@MainActor final class UnwindMiddleController: UIViewController {
    var acceptsUnwind = false
    override func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, sender: Any?) -> Bool {
        UnwindLog.events.append("middle can \(action)")
        return acceptsUnwind
    }
}

/// Presented by Middle; its Done button unwinds to Main.
@MainActor final class UnwindLeafController: UIViewController {
    var doneButton: UIButton?
    var allows = true
    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        UnwindLog.events.append("leaf should \(identifier)")
        return allows
    }
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        UnwindLog.events.append("leaf prepare \(segue.identifier ?? "") to \(type(of: segue.destination))")
    }
}

/// Embedded in Main's container view.
@MainActor final class UnwindChildController: UIViewController {
    var note = "coder"
    convenience init?(coder: NSCoder, note: String) {
        self.init(coder: coder)
        self.note = note
    }
    override func willMove(toParent parent: UIViewController?) { UnwindLog.events.append("child willMove \(parent.map { "\(type(of: $0))" } ?? "nil")") }
    override func didMove(toParent parent: UIViewController?) { UnwindLog.events.append("child didMove \(parent.map { "\(type(of: $0))" } ?? "nil")") }
}

/// A container embedding two pages; it shows the page an unwind segue goes to.
@MainActor final class UnwindBoxController: UIViewController {
    var offersChildren = true
    override func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {
        UnwindLog.events.append("box unwind towards \(type(of: subsequentVC))")
    }
    override func allowedChildrenForUnwinding(from source: UIStoryboardUnwindSegueSource) -> [UIViewController] {
        offersChildren ? super.allowedChildrenForUnwinding(from: source) : []
    }
}

@MainActor final class UnwindPageA: UIViewController {}

@MainActor final class UnwindPageB: UIViewController {}

/// Unwind segues with the scenes' Exit placeholders, embed and relationship segues, and the iOS 13 creator forms of
/// instantiation (issue 18, items 1-3 and 7).
@MainActor @Suite(.serialized) struct StoryboardSegueKindsTests {
    static let fixture = NibLoadingTests.fixtures.appendingPathComponent("Unwind.storyboard")

    init() {
        UINibClassRegistry.register(UnwindMainController.self)
        UINibClassRegistry.register(UnwindMiddleController.self)
        UINibClassRegistry.register(UnwindLeafController.self)
        UINibClassRegistry.register(UnwindChildController.self)
        UINibClassRegistry.register(UnwindBoxController.self)
        UINibClassRegistry.register(UnwindPageA.self)
        UINibClassRegistry.register(UnwindPageB.self)
        UINibConnections.registerAction("unwindToPage:", on: UnwindPageB.self) { _, segue in
            UnwindLog.events.append("page B unwindToPage from \((segue as? UIStoryboardSegue).map { "\(type(of: $0.source))" } ?? "?")")
        }
        UINibConnections.registerOutlet("doneButton", \UnwindLeafController.doneButton)
        UINibConnections.registerAction("unwindToMain:", on: UnwindMainController.self) { controller, segue in
            if let segue = segue as? UIStoryboardSegue { controller.unwindToMain(segue) }
        }
        UnwindLog.events = []
    }

    /// Main in a shown window presenting Middle presenting Leaf, hidden again after `body`.
    private func presentedChain(_ body: (UnwindMainController, UnwindMiddleController, UnwindLeafController, UIWindow) throws -> Void) throws {
        let storyboard = try UIStoryboard(contentsOf: Self.fixture)
        let main = try #require(storyboard.instantiateInitialViewController() as? UnwindMainController)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        window.rootViewController = main
        window.isHidden = false
        // Presentations and the unwind's dismissal happen at once with animations off.
        UIView.setAnimationsEnabled(false)
        defer {
            UIView.setAnimationsEnabled(true)
            window.isHidden = true
        }
        main.performSegue(withIdentifier: "open", sender: nil)
        let middle = try #require(main.presentedViewController as? UnwindMiddleController)
        middle.performSegue(withIdentifier: "deeper", sender: nil)
        let leaf = try #require(middle.presentedViewController as? UnwindLeafController)
        UnwindLog.events = []
        try body(main, middle, leaf, window)
    }

    @Test func aButtonsUnwindSegueAsksPreparesCallsTheActionThenDismissesEverythingAbove() throws {
        try presentedChain { main, middle, leaf, window in
            leaf.doneButton?.sendActions(for: .touchUpInside)
            #expect(UnwindLog.events == [
                "leaf should doneToMain", "middle can unwindToMain:", "main can unwindToMain: true",
                "leaf prepare doneToMain to UnwindMainController",
                "main unwindToMain from UnwindLeafController presenting true",
            ])
            let segue = try #require(main.unwoundWith)
            #expect(segue.source === leaf && segue.destination === main && segue.identifier == "doneToMain")
            #expect(main.presentedViewController == nil && middle.presentedViewController == nil)
            #expect(main.view.superview === window && leaf.view.superview == nil && middle.view.superview == nil)
        }
    }

    @Test func theNearestControllerThatAnswersIsTheDestination() throws {
        try presentedChain { main, middle, leaf, _ in
            middle.acceptsUnwind = true
            leaf.performSegue(withIdentifier: "doneToMain", sender: nil)
            // By identifier nothing asks shouldPerformSegue; Middle answers first, has no registered action to
            // run, and dismisses Leaf; Main still presents Middle.
            #expect(UnwindLog.events == ["middle can unwindToMain:", "leaf prepare doneToMain to UnwindMiddleController"])
            #expect(main.unwoundWith == nil && main.presentedViewController === middle && middle.presentedViewController == nil)
        }
    }

    @Test func shouldPerformSegueStopsAnUnwindAndAnActionNobodyHasDoesNothingSilently() throws {
        try presentedChain { main, middle, leaf, _ in
            leaf.allows = false
            leaf.doneButton?.sendActions(for: .touchUpInside)
            #expect(UnwindLog.events == ["leaf should doneToMain"])
            UnwindLog.events = []
            let lines = capturingUIKitLog { leaf.performSegue(withIdentifier: "nobody", sender: nil) }.lines
            #expect(lines.isEmpty, "\(lines)")
            #expect(UnwindLog.events == ["middle can unwindToNowhere:", "main can unwindToNowhere: false"])
            #expect(main.presentedViewController === middle && middle.presentedViewController === leaf)
        }
    }

    @Test func theSourceItselfIsNeverTheDestination() throws {
        let storyboard = try UIStoryboard(contentsOf: Self.fixture)
        let main = try #require(storyboard.instantiateInitialViewController() as? UnwindMainController)
        #expect(!main.canPerformUnwindSegueAction(Selector("unwindToMain:"), from: main, sender: nil))
        #expect(main.canPerformUnwindSegueAction("unwindToMain:", from: UIViewController(), sender: nil))
        #expect(!UIViewController().canPerformUnwindSegueAction("unwindToMain:", from: main, sender: nil))
    }

    /// Box embeds pages A and B; A presents a plain controller whose unwind segue goes to B.
    static let box = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="Box-Vc-001">
            <scenes>
                <scene sceneID="Box-Sc-001">
                    <objects>
                        <viewController id="Box-Vc-001" customClass="UnwindBoxController" customModule="UIKitCoreTests" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Box-Vw-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
                                    <containerView opaque="NO" contentMode="scaleToFill" id="Box-Cv-001">
                                        <rect key="frame" x="0.0" y="0.0" width="393" height="400"/>
                                        <connections>
                                            <segue destination="Pga-Vc-001" kind="embed" id="Seg-Ea-001"/>
                                        </connections>
                                    </containerView>
                                    <containerView opaque="NO" contentMode="scaleToFill" id="Box-Cv-002">
                                        <rect key="frame" x="0.0" y="400" width="393" height="452"/>
                                        <connections>
                                            <segue destination="Pgb-Vc-001" kind="embed" id="Seg-Eb-001"/>
                                        </connections>
                                    </containerView>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="Pga-Sc-001">
                    <objects>
                        <viewController id="Pga-Vc-001" customClass="UnwindPageA" customModule="UIKitCoreTests" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Pga-Vw-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="400"/>
                            </view>
                            <connections>
                                <segue destination="Top-Vc-001" kind="presentation" identifier="top" id="Seg-Tp-001"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="Pgb-Sc-001">
                    <objects>
                        <viewController id="Pgb-Vc-001" customClass="UnwindPageB" customModule="UIKitCoreTests" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Pgb-Vw-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="452"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="Top-Sc-001">
                    <objects>
                        <viewController id="Top-Vc-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Top-Vw-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            </view>
                            <connections>
                                <segue destination="Top-Ex-001" kind="unwind" identifier="back" unwindAction="unwindToPage:" id="Seg-Bk-001"/>
                            </connections>
                        </viewController>
                        <exit id="Top-Ex-001" userLabel="Exit" sceneMemberID="exit"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test(arguments: [true, false])
    func anUnwindSearchesTheContainersOtherChildrenAndTheContainerShowsTheDestination(offersChildren: Bool) throws {
        let tb = try TemporaryBundle()
        let storyboard = try UIStoryboard(contentsOf: tb.write("Box.storyboard", utf8: Self.box))
        let box = try #require(storyboard.instantiateInitialViewController() as? UnwindBoxController)
        box.offersChildren = offersChildren
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        window.rootViewController = box
        window.isHidden = false
        UIView.setAnimationsEnabled(false)
        defer {
            UIView.setAnimationsEnabled(true)
            window.isHidden = true
        }
        let pageA = try #require(box.children.first as? UnwindPageA)
        #expect(box.children.last is UnwindPageB)
        pageA.performSegue(withIdentifier: "top", sender: nil)
        let top = try #require(pageA.presentedViewController)
        UnwindLog.events = []
        let lines = capturingUIKitLog { top.performSegue(withIdentifier: "back", sender: nil) }.lines
        #expect(lines.isEmpty, "\(lines)")
        if offersChildren {
            #expect(UnwindLog.events == ["page B unwindToPage from UIViewController", "box unwind towards UnwindPageB"])
            #expect(pageA.presentedViewController == nil && top.presentingViewController == nil)
        } else {
            // Without B on offer nobody has the action: nothing happens, silently.
            #expect(UnwindLog.events.isEmpty && pageA.presentedViewController === top)
        }
    }

    @Test func anEmbedSegueAddsTheChildFillingItsContainerBeforeViewDidLoad() throws {
        let storyboard = try UIStoryboard(contentsOf: Self.fixture)
        let main = try #require(storyboard.instantiateInitialViewController() as? UnwindMainController)
        let lines = capturingUIKitLog { main.loadViewIfNeeded() }.lines
        #expect(lines.isEmpty, "constraints load quietly: \(lines)")
        #expect(UnwindLog.events == [
            "main prepare embedChild loaded true", "child willMove UnwindMainController",
            "child didMove UnwindMainController", "main viewDidLoad children 1",
        ])
        let child = try #require(main.children.first as? UnwindChildController)
        #expect(child.parent === main && main.children.count == 1)
        let container = try #require(main.view.subviews.last)
        #expect(container.frame == CGRect(x: 20, y: 300, width: 353, height: 200))
        #expect(child.view.superview === container && child.view.frame == container.bounds)
        #expect(child.view.autoresizingMask == [.flexibleWidth, .flexibleHeight])
        child.willMove(toParent: nil)
        child.removeFromParent()
        #expect(main.children.isEmpty && child.parent == nil && UnwindLog.events.last == "child didMove nil")
    }

    @Test func relationshipSeguesAreRecordedForContainersToRead() throws {
        let storyboard = try UIStoryboard(contentsOf: Self.fixture)
        let (navigation, lines) = capturingUIKitLog { storyboard.instantiateViewController(withIdentifier: "Nav") }
        #expect(lines.isEmpty, "\(lines)")
        let roots = try #require(navigation.storyboardScene).relationshipDestinations("rootViewController")
        #expect(roots.count == 1 && roots.first is UnwindMiddleController)
        // A navigation controller reads its own: its root is a new instance of that scene.
        let stack = try #require(navigation as? UINavigationController).viewControllers
        #expect(stack.count == 1 && stack.first is UnwindMiddleController && stack.first !== roots.first)
        let tabs = capturingUIKitLog { storyboard.instantiateViewController(withIdentifier: "Tabs") }.result
        let pages = try #require(tabs.storyboardScene).relationshipDestinations("viewControllers")
        #expect(pages.count == 2 && pages.first is UnwindChildController && pages.last is UnwindLeafController)
        // The containers' views load with the relationships ignored, not warned about.
        #expect(capturingUIKitLog { tabs.loadViewIfNeeded() }.lines.allSatisfy { !$0.contains("segue") })
    }

    @Test func creatorsMakeTheControllerAndANilCreatorFallsBackToTheRegisteredClass() throws {
        let storyboard = try UIStoryboard(contentsOf: Self.fixture)
        let made = storyboard.instantiateViewController(identifier: "Child") { coder in
            UnwindChildController(coder: coder, note: "creator")
        }
        #expect(made.note == "creator" && made.storyboard === storyboard)
        #expect(made.view.frame.size == CGSize(width: 353, height: 200))
        let fallback: UnwindChildController = storyboard.instantiateViewController(identifier: "Child") { _ in nil }
        #expect(fallback.note == "coder")
        let plain: UnwindChildController = storyboard.instantiateViewController(identifier: "Child")
        #expect(plain.note == "coder" && plain !== fallback)
        let initial = storyboard.instantiateInitialViewController { coder in UnwindMainController(coder: coder) }
        #expect(initial?.storyboard === storyboard)
        let (wrong, lines) = capturingUIKitLog { storyboard.instantiateViewController(identifier: "Leaf") as UnwindChildController }
        #expect(lines.count == 1 && lines[0].contains("\"Leaf\"") && lines[0].contains("UnwindLeafController"))
        #expect(wrong.storyboard == nil)
        let (missing, missingLines) = capturingUIKitLog { storyboard.instantiateViewController(identifier: "Nope") as UIViewController }
        #expect(type(of: missing) == UIViewController.self && missingLines.count == 1 && missingLines[0].contains("\"Nope\""))
    }

    @Test func aSegueToAMissingSceneIsAWarningAtLoadAndAgainWhenPerformed() throws {
        let tb = try TemporaryBundle()
        let url = try tb.write("Broken.storyboard", utf8: """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="a">
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <viewController id="a" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="v">
                                    <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                                </view>
                                <connections>
                                    <segue destination="gone" kind="show" identifier="toGone" id="Seg-Gn-001"/>
                                    <segue destination="noExit" kind="unwind" identifier="back" unwindAction="unwindToMain:" id="Seg-Gn-002"/>
                                </connections>
                            </viewController>
                            <exit id="a-exit" userLabel="Exit" sceneMemberID="exit"/>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """)
        let (storyboard, lines) = try capturingUIKitLog { try UIStoryboard(contentsOf: url) }
        #expect(lines.count == 2, "\(lines)")
        #expect(lines.first?.contains("Broken.storyboard:11: ") == true && lines.first?.contains("\"Seg-Gn-001\"") == true)
        #expect(lines.last?.contains("Broken.storyboard:12: ") == true && lines.last?.contains("Exit placeholder") == true)
        let controller = try #require(storyboard.instantiateInitialViewController())
        let performLines = capturingUIKitLog { controller.performSegue(withIdentifier: "toGone", sender: nil) }.lines
        #expect(performLines.count == 1 && performLines[0].contains("Broken.storyboard:11: ") && performLines[0].contains("\"gone\""))
        #expect(controller.presentedViewController == nil)
    }
}
