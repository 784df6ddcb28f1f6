import Foundation
import Testing
@testable import UIKitCore

/// File's Owner of the standard-classes nib.
@MainActor final class FormController: UIViewController {
    var title1: UILabel?
    var button: UIButton?
    var pressed: [Any] = []
    var viewDidLoadCount = 0
    var buttonSetAtViewDidLoad = false

    override func viewDidLoad() {
        viewDidLoadCount += 1
        buttonSetAtViewDidLoad = button != nil
    }
}

/// Catches the button's First Responder action up the responder chain.
@MainActor final class FormCatcher: UIView {
    var caught = 0
}

/// Interface Builder's own elements: labels, image views, buttons, windows, view controllers (issue 11, "Interface
/// files"), with actions connected through `UIControl` (R-NIB-4 step 3).
@MainActor @Suite(.serialized) struct NibStandardClassesTests {
    static let form = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="NSObject"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <viewController id="vc" customClass="FormController" customModule="UIKitCoreTests">
                    <view key="view" contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="240"/>
                        <subviews>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Title" textAlignment="center" lineBreakMode="wordWrap" numberOfLines="0" baselineAdjustment="alignBaselines" id="lbl">
                                <rect key="frame" x="10" y="10" width="300" height="30"/>
                                <fontDescription key="fontDescription" type="boldSystem" pointSize="20"/>
                                <color key="textColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                <nil key="highlightedColor"/>
                            </label>
                            <label opaque="NO" contentMode="left" textAlignment="diagonal" lineBreakMode="tailTruncation" id="two">
                                <rect key="frame" x="10" y="40" width="300" height="40"/>
                                <string key="text">Two
        lines</string>
                                <fontDescription key="fontDescription" name="DejaVuSans" family="DejaVu Sans" pointSize="13"/>
                            </label>
                            <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="center" image="Dot" id="img">
                                <rect key="frame" x="10" y="90" width="40" height="40"/>
                            </imageView>
                            <imageView contentMode="center" image="NoSuchImage" id="img2">
                                <rect key="frame" x="60" y="90" width="40" height="40"/>
                            </imageView>
                            <button opaque="NO" contentMode="scaleToFill" buttonType="system" enabled="NO" lineBreakMode="middleTruncation" id="btn">
                                <rect key="frame" x="10" y="140" width="120" height="44"/>
                                <fontDescription key="fontDescription" type="system" pointSize="15"/>
                                <state key="normal" title="Press" image="Dot"/>
                                <state key="highlighted" title="Pressing">
                                    <color key="titleColor" white="0.0" alpha="1" colorSpace="calibratedWhite"/>
                                </state>
                                <state key="sideways" title="?"/>
                                <connections>
                                    <action selector="press:" destination="vc" eventType="touchUpInside" id="a1"/>
                                    <action selector="formChain:" destination="-2" eventType="valueChanged" id="a2"/>
                                    <action selector="press:" destination="vc" eventType="touchSideways" id="a3"/>
                                </connections>
                            </button>
                        </subviews>
                    </view>
                    <connections>
                        <outlet property="title1" destination="lbl" id="o1"/>
                        <outlet property="button" destination="btn" id="o2"/>
                    </connections>
                </viewController>
            </objects>
        </document>
        """

    init() {
        UINibClassRegistry.register(FormController.self)
        UINibConnections.registerOutlet("title1", \FormController.title1)
        UINibConnections.registerOutlet("button", \FormController.button)
        UINibConnections.registerAction("press:", on: FormController.self) { controller, sender in controller.pressed.append(sender) }
        UINibConnections.registerAction("formChain:", on: FormCatcher.self) { catcher, _ in catcher.caught += 1 }
    }

    private func load() throws -> (FormController, [String], TemporaryBundle) {
        let tb = try TemporaryBundle()
        try tb.write("Form.xib", utf8: Self.form)
        try tb.writePNG("Dot.png", width: 8, height: 8)
        try tb.writePNG("Dot@2x.png", width: 16, height: 16)
        let (objects, lines) = capturingUIKitLog { tb.bundle.loadNibNamed("Form", owner: nil) }
        let controller = try #require(objects?.first as? FormController)
        return (controller, lines, tb)
    }

    @Test func labelsGetTextFontColourAlignmentAndLines() throws {
        let (controller, lines, _) = try load()
        let root = try #require(controller.viewIfLoaded)
        let label = try #require(root.subviews[0] as? UILabel)
        #expect(controller.title1 === label)
        #expect(label.text == "Title" && label.textAlignment == .center && label.numberOfLines == 0)
        #expect(label.lineBreakMode == .byWordWrapping && label.font.pointSize == 20)
        #expect(label.frame == CGRect(x: 10, y: 10, width: 300, height: 30))
        let red = try #require(label.textColor.cgColor.components)
        #expect(red[0] > 0.99 && red[1] < 0.01)
        let second = try #require(root.subviews[1] as? UILabel)
        #expect(second.text == "Two\nlines" && second.font.pointSize == 13)
        // An unknown enumeration value is named with the file and line, and ignored.
        #expect(second.textAlignment == .natural)
        #expect(lines.contains { $0.contains("Form.xib:") && $0.contains("textAlignment \"diagonal\"") })
    }

    /// R-IMG-2, R-IMG-3: images a nib names come from its bundle through the named-image rules.
    @Test func imageViewsLoadNamedImagesFromTheNibsBundle() throws {
        let (controller, lines, _) = try load()
        let root = try #require(controller.viewIfLoaded)
        let imageView = try #require(root.subviews[2] as? UIImageView)
        let image = try #require(imageView.image)
        // R-IMG-3: the @2x file at scale 2, the plain one at scale 1; the size in points is the same.
        #expect(image.size == CGSize(width: 8, height: 8) && image.scale == UIScreen.main.scale)
        #expect((root.subviews[3] as? UIImageView)?.image == nil)
        #expect(lines.contains { $0.contains("image \"NoSuchImage\" not found") })
    }

    /// R-NIB-4 step 3: actions are connected with `addTarget(_:action:for:)` on the control.
    @Test func buttonsGetTypeStatesFontAndActions() throws {
        let (controller, lines, _) = try load()
        let button = try #require(controller.button)
        #expect(button.buttonType == .system && !button.isEnabled && button.titleLabel?.font.pointSize == 15)
        #expect(button.title(for: .normal) == "Press" && button.title(for: .highlighted) == "Pressing")
        #expect(button.image(for: .normal)?.size == CGSize(width: 8, height: 8))
        #expect(button.titleColor(for: .highlighted).flatMap { $0.cgColor.components?.first } == 0)
        #expect(lines.contains { $0.contains("unknown button state \"sideways\"") })
        #expect(lines.contains { $0.contains("unknown eventType \"touchSideways\"") })

        button.sendActions(for: .touchUpInside)
        #expect(controller.pressed.count == 1 && controller.pressed.first as? UIButton === button)
        // A First Responder action goes up the sender's responder chain (R-NIB-2).
        let catcher = FormCatcher()
        catcher.addSubview(try #require(controller.viewIfLoaded))
        button.sendActions(for: .valueChanged)
        #expect(catcher.caught == 1 && controller.pressed.count == 1)
    }

    @Test func aViewControllersNibViewArrivesWithOutletsSetAndViewDidLoadOnce() throws {
        let (controller, _, _) = try load()
        #expect(controller.viewDidLoadCount == 1 && controller.buttonSetAtViewDidLoad)
        _ = controller.view
        #expect(controller.viewDidLoadCount == 1)
    }

    @Test func everyIBControlEventNameMapsToItsEvent() {
        #expect(UINibStandardClasses.controlEvents.count == 15)
        #expect(UINibStandardClasses.controlEvents["touchUpInside"] == .touchUpInside)
        #expect(UINibStandardClasses.controlEvents["primaryActionTriggered"] == .primaryActionTriggered)
        #expect(Set(UINibStandardClasses.controlEvents.values.map(\.rawValue)).count == 15)
    }
}
