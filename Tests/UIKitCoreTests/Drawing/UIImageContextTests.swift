@testable import UIKitCore
import Testing

@MainActor @Suite struct UIImageContextTests {
    @Test func imageContextIsCurrentUntilEndedAndUsesTopLeftOrigin() throws {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 20, height: 10), false, 1)
        let context = try #require(UIGraphicsGetCurrentContext())
        UIColor.red.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 20, height: 2))
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() !== context)
        #expect(image.size == CGSize(width: 20, height: 10))
        expectPixel(image, 10, 0, .red)
        expectPixel(image, 10, 9, .clear)
    }

    /// Book #12 (A7), V-GEO-15: an image context's size is in points and its bitmap has scale pixels per point.
    @Test func scaleMultipliesPixelsNotPoints() throws {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 10, height: 10), false, 2)
        UIColor.blue.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 5, height: 5))
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        #expect(image.scale == 2)
        #expect(image.size == CGSize(width: 10, height: 10))
        #expect(image.cgImage?.width == 20)
        expectPixel(image, 9, 9, .blue)
        expectPixel(image, 11, 11, .clear)
    }

    /// Book #12 (A7): cleared parts of an opaque image context are opaque black.
    @Test func opaqueContextsStartBlackAndClearToBlack() throws {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 10, height: 10), true, 1)
        let context = try #require(UIGraphicsGetCurrentContext())
        UIColor.green.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
        context.clear(CGRect(x: 0, y: 0, width: 5, height: 5))
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        expectPixel(image, 2, 2, .black)
        expectPixel(image, 7, 7, .green)
    }

    @Test func emptyOrBrokenSizesGiveNoContextAndStayBalanced() {
        let before = UIGraphicsGetCurrentContext()
        for size in [CGSize.zero, CGSize(width: -5, height: 5), CGSize(width: CGFloat.nan, height: 3),
                     CGSize(width: 1e9, height: 1e9)] {
            UIGraphicsBeginImageContextWithOptions(size, false, 1)
            #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
            UIGraphicsEndImageContext()
            #expect(UIGraphicsGetCurrentContext() === before)
        }
        let empty = UIGraphicsImageRenderer(size: CGSize(width: 0, height: 10)).image { _ in
            Issue.record("actions must not run for an empty size")
        }
        #expect(empty.size == .zero)
    }

    @Test func rendererDrawsWithItsFormatAndGivesData() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 3
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: format)
        let image = renderer.image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
            #expect(UIGraphicsGetCurrentContext() === context.cgContext)
            #expect(context.currentImage.size == CGSize(width: 4, height: 4))
        }
        #expect(image.scale == 3 && image.cgImage?.width == 12)
        let png = renderer.pngData { context in UIColor.blue.setFill(); context.fill(CGRect(x: 0, y: 0, width: 4, height: 4)) }
        let decoded = try #require(UIImage(data: png))
        expectPixel(decoded, 6, 6, .blue)
        let jpeg = renderer.jpegData(withCompressionQuality: 0.9) { context in
            UIColor.green.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        expectPixel(try #require(UIImage(data: jpeg)), 6, 6, .green, tolerance: 16)
    }

    @Test func pushAndPopMakeAnyContextCurrent() throws {
        let context = try CGContext(pixelWidth: 4, pixelHeight: 4, flipped: true)
        UIGraphicsPushContext(context)
        #expect(UIGraphicsGetCurrentContext() === context)
        UIColor.red.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 4, height: 4))
        UIGraphicsPopContext()
        #expect(UIGraphicsGetCurrentContext() !== context)
        #expect(try #require(context.makeImage()).pixel(1, 1) == .red)
    }

    @Test func edgeInsetsAndOffsets() {
        let r = CGRect(x: 0, y: 0, width: 100, height: 50).inset(by: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(r == CGRect(x: 2, y: 1, width: 94, height: 46))
        #expect(UIEdgeInsets.zero == UIEdgeInsets())
        #expect(UIOffset(horizontal: 1, vertical: 2).vertical == 2)
    }
}
