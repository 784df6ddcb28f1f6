@testable import CoreGraphics
import Testing

/// Pattern colours (what `UIColor(patternImage:)` makes) tile their image from the user space origin, upright in
/// UIKit's and Core Graphics' spaces, at the tile's point size, faded by the colour's and the context's alpha.
@Suite struct PatternColorTests {
    /// A 4x4-pixel tile: the top two rows red, the bottom two blue.
    private func redOverBlue() throws -> CGImage {
        let con = try makeContext(4, 4)
        con.setFillColor(.red)
        con.fill(CGRect(x: 0, y: 0, width: 4, height: 2))
        con.setFillColor(.blue)
        con.fill(CGRect(x: 0, y: 2, width: 4, height: 2))
        return try #require(con.makeImage())
    }

    private func pattern(_ tile: CGImage, points: CGFloat) -> CGColor {
        CGColor(pattern: CGColorPattern(image: tile, tileSize: CGSize(width: points, height: points), coverage: 1),
                standIn: CGColor(red: 0.5, green: 0, blue: 0.5, alpha: 1))
    }

    @Test func tilesRepeatUprightFromTheOriginInAFlippedContext() throws {
        let con = try makeContext(12, 12)
        con.setFillColor(pattern(try redOverBlue(), points: 4))
        con.fill(CGRect(x: 0, y: 0, width: 12, height: 12))
        let image = try #require(con.makeImage())
        for tileTop in [0, 4, 8] {
            expectPixel(image, 1, tileTop, .red)
            expectPixel(image, 9, tileTop + 1, .red)
            expectPixel(image, 5, tileTop + 3, .blue)
        }
    }

    @Test func tilesStayUprightWhenUserSpacePointsUp() throws {
        let con = try makeContext(8, 8, flipped: false)
        con.setFillColor(pattern(try redOverBlue(), points: 4))
        con.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
        let image = try #require(con.makeImage())
        // Device rows 0-1 and 4-5 are each tile's top: red.
        expectPixel(image, 2, 0, .red)
        expectPixel(image, 2, 3, .blue)
        expectPixel(image, 2, 4, .red)
        expectPixel(image, 2, 7, .blue)
    }

    @Test func theTileSizeIsInPointsNotPixels() throws {
        // A 4-pixel tile shown 8 points tall: 4 rows of red, then 4 of blue.
        let con = try makeContext(8, 16)
        con.setFillColor(pattern(try redOverBlue(), points: 8))
        con.fill(CGRect(x: 0, y: 0, width: 8, height: 16))
        let image = try #require(con.makeImage())
        expectPixel(image, 4, 2, .red)
        expectPixel(image, 4, 6, .blue)
        expectPixel(image, 4, 9, .red)
    }

    @Test func alphaFadesTheTilesAndReadsAsTheCoverage() throws {
        let faded = try #require(pattern(try redOverBlue(), points: 4).copy(alpha: 0.5))
        #expect(faded.pattern?.alpha == 0.5)
        #expect(abs(faded.alpha - 0.5) < 1e-9)
        #expect(faded != pattern(try redOverBlue(), points: 4))
        let con = try makeContext(4, 4)
        con.setFillColor(faded)
        con.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        let image = try #require(con.makeImage())
        #expect(abs(Int(image.pixel(1, 0).a) - 128) <= 2, "\(image.pixel(1, 0))")
    }

    @Test func twoPatternColoursOfOneImageAreEqualAndOfTwoImagesAreNot() throws {
        let tile = try redOverBlue()
        #expect(pattern(tile, points: 4) == pattern(tile, points: 4))
        #expect(pattern(tile, points: 4) != pattern(try redOverBlue(), points: 4))
    }
}
