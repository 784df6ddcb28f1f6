import Foundation
import Testing
@testable import UIKitCore

/// Resource Programming Guide rules (reference digest C.2) the other resource suites do not prove on their own:
/// images by bundle path, images a nib names being cached when it loads, and who owns a nib's top-level objects.
@MainActor @Suite(.serialized) struct ResourceRuleTests {
    /// R-IMG-1: `path(forResource:ofType:)` then `UIImage(contentsOfFile:)` opens any image type the platform
    /// decodes (PNG and JPEG here), at scale 1 unless the file name says `@2x`.
    @Test func rIMG1ImagesLoadFromABundlePath() throws {
        let tb = try TemporaryBundle()
        try tb.writePNG("image1.png", width: 6, height: 4)
        let jpeg = try #require(UIImage(contentsOfFile: tb.url.appendingPathComponent("image1.png").path)?
            .jpegData(compressionQuality: 0.9))
        try tb.write("photo.jpg", jpeg)
        let pngPath = try #require(tb.bundle.path(forResource: "image1", ofType: "png"))
        let png = try #require(UIImage(contentsOfFile: pngPath))
        #expect(png.size == CGSize(width: 6, height: 4) && png.scale == 1)
        let jpgPath = try #require(tb.bundle.path(forResource: "photo", ofType: "jpg"))
        #expect(UIImage(contentsOfFile: jpgPath)?.size == CGSize(width: 6, height: 4))
        #expect(tb.bundle.path(forResource: "image2", ofType: "png") == nil)
    }

    /// R-IMG-2, R-NIB-4 step 1: loading a nib loads the images it names and caches them under their names, so
    /// `UIImage(named:)` then finds them even when the file has gone.
    @Test func rIMG2ImagesANibNamesAreCachedUnderTheirNamesWhenItLoads() throws {
        let tb = try TemporaryBundle()
        let file = try tb.writePNG("NibPicture.png", width: 3, height: 3)
        try tb.write("Pictured.xib", utf8: """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <imageView image="NibPicture" id="i"><rect key="frame" x="0" y="0" width="3" height="3"/></imageView>
                </objects>
            </document>
            """)
        defer { UIImage.purgeNamedImageCache() }
        let objects = try #require(tb.bundle.loadNibNamed("Pictured", owner: nil))
        let loaded = try #require((objects.first as? UIImageView)?.image)
        try FileManager.default.removeItem(at: file)
        let named = try #require(UIImage(named: "NibPicture", in: tb.bundle, compatibleWith: nil))
        #expect(named.cgImage === loaded.cgImage)
    }

    /// R-NIB-5, R-NIB-8: the returned array is the only owner of the top-level objects (lower objects are owned
    /// by their parents): once the array and the owner's strong outlets let go, the whole graph is freed.
    @Test func rNIB8TheReturnedArrayIsTheOnlyOwnerOfTheTopLevelObjects() throws {
        let tb = try TemporaryBundle()
        try tb.write("Pair.xib", utf8: """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <view id="a"><rect key="frame" x="0" y="0" width="10" height="10"/>
                        <subviews><view id="child"><rect key="frame" x="0" y="0" width="5" height="5"/></view></subviews>
                    </view>
                    <view id="b"><rect key="frame" x="0" y="0" width="10" height="10"/></view>
                </objects>
            </document>
            """)
        weak var first: UIView?
        weak var child: UIView?
        weak var second: UIView?
        do {
            let objects = try #require(tb.bundle.loadNibNamed("Pair", owner: nil))
            #expect(objects.count == 2)
            first = objects.first as? UIView
            second = objects.last as? UIView
            child = first?.subviews.first
            #expect(first != nil && second != nil && child != nil)
        }
        #expect(first == nil && second == nil && child == nil)
    }
}
