import Foundation
import Testing
@testable import UIKitCore

/// `UIImage(named:)`'s cache keeps at most `NamedImageCache.budget` bytes of decoded pixels that nothing else
/// holds, dropping the least recently used first; an image the app still holds keeps its identity.
@Suite(.serialized) struct NamedImageCacheTests {
    @Test func droppedImagesAreEvictedBeyondTheBudget() throws {
        let tb = try TemporaryBundle()
        // 2048 x 1024 pixels: 8 MiB decoded each, 160 MiB for the 20 of them.
        let png = try Data(contentsOf: tb.writePNG("Big0.png", width: 2048, height: 1024))
        for index in 1..<20 { try tb.write("Big\(index).png", png) }
        UIImage.purgeNamedImageCache()
        for index in 0..<20 {
            let image = try #require(UIImage(named: "Big\(index)", in: tb.bundle, scale: 1))
            #expect(image.size.width == 2048)
        }
        #expect(UIImage.namedImageCache.retainedByteCount <= NamedImageCache.budget)
        #expect(UIImage.namedImageCache.retainedByteCount > 0)
    }

    @Test func anImageStillHeldKeepsItsIdentity() throws {
        let tb = try TemporaryBundle()
        let png = try Data(contentsOf: tb.writePNG("Big0.png", width: 2048, height: 1024))
        for index in 1..<12 { try tb.write("Big\(index).png", png) }
        UIImage.purgeNamedImageCache()
        let held = try #require(UIImage(named: "Big0", in: tb.bundle, scale: 1))
        for index in 1..<12 { _ = UIImage(named: "Big\(index)", in: tb.bundle, scale: 1) }
        let again = try #require(UIImage(named: "Big0", in: tb.bundle, scale: 1))
        #expect(again.cgImage === held.cgImage)
        #expect(UIImage.namedImageCache.retainedByteCount <= NamedImageCache.budget)
    }
}
