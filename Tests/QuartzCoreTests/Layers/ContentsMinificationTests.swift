import Foundation
import Testing
@testable import QuartzCore

/// `minificationFilter` as Core Animation samples shrunk contents: nearest picks one pixel, linear blends the four
/// nearest (and so aliases far below half size), trilinear reads the mipmap levels and shows the average;
/// `minificationFilterBias` moves the level read.
@MainActor @Suite struct ContentsMinificationTests {
    /// A 200x200 checkerboard of 2-pixel squares shown in 40x40 points (1/5), drawn at one pixel per point.
    private func shrunkCheckerboard(_ filter: CALayerContentsFilter, bias: Float = 0) throws -> CGImage {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        layer.contents = Self.checkerboard
        layer.minificationFilter = filter
        layer.minificationFilterBias = bias
        let context = try CGContext(pixelWidth: 40, pixelHeight: 40, flipped: true)
        layer.render(in: context)
        return try #require(context.makeImage())
    }

    /// The checkerboard as a nine-part image (contentsCenter 0.25...0.75, contentsScale 4: 50 points) in 40x40
    /// points: its 12.5-point corners show 50 pixels each and its 15-point middle 100, so every part shrinks.
    private func shrunkNinePartCheckerboard(_ filter: CALayerContentsFilter) throws -> CGImage {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        layer.contents = Self.checkerboard
        layer.contentsScale = 4
        layer.contentsCenter = CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5)
        layer.minificationFilter = filter
        let context = try CGContext(pixelWidth: 40, pixelHeight: 40, flipped: true)
        layer.render(in: context)
        return try #require(context.makeImage())
    }

    static let checkerboard: CGImage = {
        let context = try! CGContext(pixelWidth: 200, pixelHeight: 200, flipped: true)
        context.setFillColor(CGColor(gray: 1, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 200, height: 200))
        context.setFillColor(CGColor(gray: 0, alpha: 1))
        for y in stride(from: 0, to: 200, by: 2) {
            for x in stride(from: 0, to: 200, by: 2) where (x / 2 + y / 2) % 2 == 1 {
                context.fill(CGRect(x: x, y: y, width: 2, height: 2))
            }
        }
        return context.makeImage()!
    }()

    /// The greys of the inner pixels (the edges fade into transparency), 0...255.
    private func greys(_ image: CGImage) -> [Int] {
        var values: [Int] = []
        for y in 2..<(image.height - 2) {
            for x in 2..<(image.width - 2) { values.append(image.pixel(x, y).g) }
        }
        return values
    }

    @Test func nearestAndLinearAliasWhereTrilinearShowsTheAverageGrey() throws {
        let nearest = greys(try shrunkCheckerboard(.nearest))
        let linear = greys(try shrunkCheckerboard(.linear))
        let trilinear = greys(try shrunkCheckerboard(.trilinear))
        // Nearest: only black and white.
        #expect(nearest.allSatisfy { $0 == 0 || $0 == 255 })
        #expect(nearest.contains(0) && nearest.contains(255))
        // Linear: half the samples fall inside one square, so full black and white remain.
        #expect(linear.contains { $0 <= 5 } && linear.contains { $0 >= 250 })
        // Trilinear: the even grey, everywhere.
        #expect(trilinear.allSatisfy { abs($0 - 128) <= 3 }, "\(trilinear.min()!)...\(trilinear.max()!)")
    }

    @Test func everyPartOfAShrunkNinePartImageReadsTheMipmapsUnderTrilinear() throws {
        let linear = greys(try shrunkNinePartCheckerboard(.linear))
        let trilinear = greys(try shrunkNinePartCheckerboard(.trilinear))
        #expect(linear.contains { $0 <= 5 } && linear.contains { $0 >= 250 })
        #expect(trilinear.allSatisfy { abs($0 - 128) <= 3 }, "\(trilinear.min()!)...\(trilinear.max()!)")
    }

    @Test func aNegativeBiasReadsSharperLevelsAndAliasesAgain() throws {
        let sharp = greys(try shrunkCheckerboard(.trilinear, bias: -3))
        let spread = sharp.max()! - sharp.min()!
        #expect(spread > 100)
        // A large positive bias reads the smallest levels: still the average.
        #expect(greys(try shrunkCheckerboard(.trilinear, bias: 8)).allSatisfy { abs($0 - 128) <= 3 })
    }

    @Test func theLevelOfDetailIsTheLogOfTheShrinkPlusTheBiasNeverBelowZero() {
        #expect(LayerRenderer.levelOfDetail(imagePixelsPerDevicePixel: 4, bias: 0) == 2)
        #expect(LayerRenderer.levelOfDetail(imagePixelsPerDevicePixel: 4, bias: 0.5) == 2.5)
        #expect(LayerRenderer.levelOfDetail(imagePixelsPerDevicePixel: 2, bias: -3) == 0)
        #expect(LayerRenderer.levelOfDetail(imagePixelsPerDevicePixel: .nan, bias: 0) == 0)
        #expect(LayerRenderer.levelOfDetail(imagePixelsPerDevicePixel: 8, bias: .infinity) == 3)
    }

    @Test func mipmapLevelsHalveDownToOnePixelAndAreMadeOnce() throws {
        let image = Self.checkerboard
        #expect(image.mipmapLevelCount == 8)  // 200, 100, 50, 25, 13, 7, 4, 2, 1
        let first = try #require(image.mipmapLevel(1))
        #expect(first.width == 100 && first.height == 100)
        // 2x2 cells of a 2-pixel checkerboard are one colour: level 1 is a 1-pixel checkerboard.
        #expect(first.pixel(0, 0).g == 255 && first.pixel(1, 0).g == 0)
        #expect(try #require(image.mipmapLevel(2)).pixel(0, 0).g == 128)
        let last = try #require(image.mipmapLevel(8))
        #expect(last.width == 1 && last.height == 1)
        #expect(image.mipmapLevel(9) == nil)
        #expect(image.mipmapLevel(1) === first)
    }

    @Test func aBiasThatIsNotANumberIsRefused() {
        let layer = CALayer()
        layer.minificationFilterBias = 1.5
        layer.minificationFilterBias = .nan
        #expect(layer.minificationFilterBias == 1.5)
        layer.setValue(-0.5, forKey: "minificationFilterBias")
        #expect(layer.value(forKey: "minificationFilterBias") as? Float == -0.5)
    }
}
