import Foundation
@testable import UIKitCore

/// A storyboard written in a test: `scenes` between the document header and footer Xcode 15 writes, saved to a
/// temporary file (the loader reads files, and its warnings name them) and loaded.
@MainActor enum StoryboardXML {
    /// Images it names come from `bundle` when one is given (the storyboard is written into it).
    static func load(initial: String, _ scenes: String, in bundle: TemporaryBundle? = nil) throws -> UIStoryboard {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" \
        targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" \
        useSafeAreas="YES" colorMatched="YES" initialViewController="\(initial)">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22131"/>
                <capability name="System colors in document resources" minToolsVersion="11.0"/>
            </dependencies>
            <scenes>
        \(scenes)
            </scenes>
        </document>
        """
        let container = try bundle ?? TemporaryBundle()
        let url = try container.write("Base.lproj/Main.storyboard", utf8: xml)
        return try UIStoryboard(contentsOf: url, bundle: bundle?.bundle)
    }

    /// A plain view controller scene with `extra` inside the controller element (a tab bar item, say).
    static func viewControllerScene(id: String, customClass: String? = nil, title: String? = nil, extra: String = "") -> String {
        let custom = customClass.map { " customClass=\"\($0)\"" } ?? ""
        let titled = title.map { " title=\"\($0)\"" } ?? ""
        return """
                <scene sceneID="\(id)-scene">
                    <objects>
                        <viewController id="\(id)"\(custom)\(titled) sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="\(id)-view">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                            </view>
                            \(extra)
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="\(id)-fr" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
        """
    }
}
