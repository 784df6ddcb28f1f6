import Foundation
import Testing
@testable import UIKitCore

/// R-MOD-1 to R-MOD-7, R-IMG-2, R-IMG-3 and T-40's image part, on bundles built on disk.
@Suite struct ImageNamedTests {
    /// R-MOD-3, R-MOD-4, R-MOD-6, R-IMG-3, T-40: `@2x` has twice the pixels, is found automatically at scale 2, reports
    /// scale 2 and the same size in points; the plain file is the fallback.
    @Test func scaleVariantsAreChosenByScreenScaleWithFallback() throws {
        let tb = try TemporaryBundle()
        try tb.writePNG("MyImage.png", width: 10, height: 10)
        try tb.writePNG("MyImage@2x.png", width: 20, height: 20)
        let one = try #require(UIImage(named: "MyImage.png", in: tb.bundle, scale: 1))
        #expect(one.size == CGSize(width: 10, height: 10) && one.scale == 1)
        let two = try #require(UIImage(named: "MyImage", in: tb.bundle, scale: 2))
        #expect(two.size == CGSize(width: 10, height: 10) && two.scale == 2 && two.cgImage?.width == 20)
        // No @3x: a scale-3 screen takes the @2x file (R-MOD-7, nearest smaller first).
        #expect(UIImage(named: "MyImage", in: tb.bundle, scale: 3)?.scale == 2)

        let onlyPlain = try TemporaryBundle()
        try onlyPlain.writePNG("MyImage.png", width: 10, height: 10)
        let fallback = try #require(UIImage(named: "MyImage.png", in: onlyPlain.bundle, scale: 2))
        #expect(fallback.scale == 1 && fallback.size == CGSize(width: 10, height: 10))

        let onlyDouble = try TemporaryBundle()
        try onlyDouble.writePNG("Icon@2x.png", width: 8, height: 8)
        #expect(UIImage(named: "Icon", in: onlyDouble.bundle, scale: 1)?.size == CGSize(width: 4, height: 4))
    }

    /// R-MOD-1, R-IMG-3: modifiers and names are case-sensitive; a file that is not an image gives nil.
    @Test func threeXAndJPEGAndCaseSensitivity() throws {
        let tb = try TemporaryBundle()
        try tb.writePNG("Pic@3x.png", width: 30, height: 30)
        try tb.writePNG("Pic.png", width: 10, height: 10)
        #expect(UIImage(named: "Pic", in: tb.bundle, scale: 3)?.scale == 3)
        #expect(UIImage(named: "pic", in: tb.bundle, scale: 1) == nil)
        #expect(UIImage(named: "PIC.png", in: tb.bundle, scale: 1) == nil)
        #expect(UIImage(named: "", in: tb.bundle, scale: 1) == nil)
        #expect(UIImage(named: "Missing", in: tb.bundle, scale: 1) == nil)
        // A file that is not an image: nil and one log line, no crash.
        try tb.write("Fake.png", utf8: "not a png")
        #expect(UIImage(named: "Fake", in: tb.bundle, scale: 1) == nil)
    }

    /// R-MOD-1, R-MOD-2, R-MOD-5, R-MOD-7: `@2x~iphone`, then `@2x`, then `~iphone`, then plain; no device version
    /// falls back to the original name.
    @Test func deviceModifiersOrderAndDesktopFallback() throws {
        // R-MOD-5 order `@2x~iphone`, R-MOD-7 priority; on the desktop the plain names serve (R-MOD-2).
        let tb = try TemporaryBundle()
        try tb.writePNG("B@2x~iphone.png", width: 2, height: 2)
        try tb.writePNG("B@2x.png", width: 4, height: 4)
        try tb.writePNG("B~iphone.png", width: 6, height: 6)
        try tb.writePNG("B.png", width: 8, height: 8)
        func found(_ scale: Int, _ device: String?) -> String? {
            ImageResourceLookup(bundle: tb.bundle, scale: scale, deviceModifier: device, preferredLanguages: [])
                .find("B")?.url.lastPathComponent
        }
        #expect(found(2, "~iphone") == "B@2x~iphone.png")
        #expect(found(1, "~iphone") == "B~iphone.png")
        #expect(found(2, nil) == "B@2x.png")
        #expect(found(1, nil) == "B.png")
        #expect(found(1, "~ipad") == "B.png")
        #expect(UIImage(named: "B", in: tb.bundle, scale: 1)?.cgImage?.width == 8)
    }

    /// R-MOD-2, R-MOD-4, R-IMG-3: the traits' scale and idiom choose the file.
    @MainActor @Test func traitCollectionsPickScaleAndDeviceVariants() throws {
        // UIImage(named:in:compatibleWith:): the traits' scale (R-MOD-4) and idiom (R-MOD-2) choose the file.
        let tb = try TemporaryBundle()
        try tb.writePNG("T@2x~ipad.png", width: 2, height: 2)
        try tb.writePNG("T@2x.png", width: 4, height: 4)
        try tb.writePNG("T.png", width: 8, height: 8)
        func width(_ traits: UITraitCollection?) -> Int? {
            UIImage(named: "T", in: tb.bundle, compatibleWith: traits)?.cgImage?.width
        }
        let pad = UITraitCollection(userInterfaceIdiom: .pad), twoX = UITraitCollection(displayScale: 2)
        #expect(width(UITraitCollection(traitsFrom: [pad, twoX])) == 2)
        #expect(width(twoX) == 4)
        #expect(width(UITraitCollection(displayScale: 1)) == 8)
        #expect(width(UITraitCollection(traitsFrom: [pad, UITraitCollection(displayScale: 1)])) == 8)
        #expect(UIImage(named: "T", in: tb.bundle, compatibleWith: twoX)?.scale == 2)
        // Unspecified traits (and a nonsensical scale) fall back to the main screen's scale.
        let screenWidth = Int(UIScreen.main.scale.rounded()) >= 2 ? 4 : 8
        #expect(width(nil) == screenWidth && width(UITraitCollection(displayScale: .nan)) == screenWidth)
    }

    @Test func localizedImagesComeFirst() throws {
        let tb = try TemporaryBundle()
        try tb.writePNG("Flag.png", width: 1, height: 1)
        try tb.writePNG("fr.lproj/Flag.png", width: 3, height: 3)
        let french = ImageResourceLookup(bundle: tb.bundle, scale: 1, deviceModifier: nil, preferredLanguages: ["fr"])
        #expect(french.find("Flag")?.url.path.contains("fr.lproj") == true)
        let german = ImageResourceLookup(bundle: tb.bundle, scale: 1, deviceModifier: nil, preferredLanguages: ["de"])
        #expect(german.find("Flag")?.url.lastPathComponent == "Flag.png")
    }

    /// R-IMG-2: `imageNamed` caches images under their names.
    @Test func namedImagesAreDecodedOnceAndShared() throws {
        let tb = try TemporaryBundle()
        let file = try tb.writePNG("Cached.png", width: 5, height: 5)
        let first = try #require(UIImage(named: "Cached", in: tb.bundle, scale: 1))
        try FileManager.default.removeItem(at: file)
        let second = try #require(UIImage(named: "Cached", in: tb.bundle, scale: 1))
        #expect(first.cgImage === second.cgImage)
        UIImage.purgeNamedImageCache()
        #expect(UIImage(named: "Cached", in: tb.bundle, scale: 1) == nil)
    }

    @Test func assetCatalogImageSets() throws {
        let tb = try TemporaryBundle()
        let set = "Assets.xcassets/Icons/Logo.imageset"
        try tb.writePNG("\(set)/logo.png", width: 16, height: 16)
        try tb.writePNG("\(set)/logo@2x.png", width: 32, height: 32)
        try tb.write("\(set)/Contents.json", utf8: """
        { "images" : [ { "idiom" : "universal", "filename" : "logo.png", "scale" : "1x" },
                       { "idiom" : "universal", "filename" : "logo@2x.png", "scale" : "2x" },
                       { "idiom" : "universal", "scale" : "3x" } ],
          "info" : { "version" : 1, "author" : "xcode" } }
        """)
        try tb.writePNG("Logo.png", width: 99, height: 99)
        let two = try #require(UIImage(named: "Logo", in: tb.bundle, scale: 2))
        #expect(two.scale == 2 && two.size == CGSize(width: 16, height: 16))
        #expect(UIImage(named: "Logo", in: tb.bundle, scale: 3)?.scale == 2)
        #expect(UIImage(named: "Logo", in: tb.bundle, scale: 1)?.cgImage?.width == 16)

        try tb.write("Assets.xcassets/Broken.imageset/Contents.json", utf8: "{ not json")
        try tb.writePNG("Broken.png", width: 2, height: 2)
        #expect(UIImage(named: "Broken", in: tb.bundle, scale: 1)?.cgImage?.width == 2)
    }
}
