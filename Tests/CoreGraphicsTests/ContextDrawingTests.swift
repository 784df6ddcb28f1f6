@testable import CoreGraphics
import Testing

@Suite struct ContextDrawingTests {
    @Test func coreGraphicsContextsHaveTheOriginAtTheBottomLeft() throws {
        let con = try makeContext(10, 10, flipped: false)
        con.setFillColor(.red)
        con.fill(CGRect(x: 0, y: 0, width: 10, height: 2))
        let image = try #require(con.makeImage())
        expectPixel(image, 5, 9, .red)
        expectPixel(image, 5, 0, .clear)
        #expect(con.ctm == CGAffineTransform.identity)
    }

    @Test func flippedContextsHaveTheOriginAtTheTopLeft() throws {
        let con = try makeContext(10, 10)
        con.setFillColor(.red)
        con.fill(CGRect(x: 0, y: 0, width: 10, height: 2))
        let image = try #require(con.makeImage())
        expectPixel(image, 5, 0, .red)
        expectPixel(image, 5, 9, .clear)
    }

    @Test func ctmTransformsLaterDrawingOnlyAndRestoreUndoesIt() throws {
        let con = try makeContext(40, 40)
        con.saveGState()
        con.translateBy(x: 20, y: 20)
        con.rotate(by: .pi / 2)
        #expect(abs(con.ctm.b - 1) < 1e-9 || abs(con.ctm.b + 1) < 1e-9)
        con.setFillColor(.blue)
        con.fill(CGRect(x: 0, y: 0, width: 10, height: 2))
        con.restoreGState()
        con.setFillColor(.red)
        con.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        let image = try #require(con.makeImage())
        // A quarter turn in a y-down space takes +x to +y: the bar hangs down from (20, 20).
        expectPixel(image, 19, 25, .blue)
        expectPixel(image, 25, 21, .clear)
        expectPixel(image, 1, 1, .red)
    }

    @Test func pathsKeepTheTransformTheyWereBuiltWith() throws {
        let con = try makeContext(20, 20)
        con.scaleBy(x: 2, y: 2)
        con.addRect(CGRect(x: 0, y: 0, width: 5, height: 5))
        con.scaleBy(x: 0.5, y: 0.5)
        #expect(con.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 10, height: 10))
        con.setFillColor(.green)
        con.fillPath()
        #expect(con.isPathEmpty)
        let image = try #require(con.makeImage())
        expectPixel(image, 9, 9, .green)
        expectPixel(image, 11, 11, .clear)
    }

    @Test func evenOddFillLeavesTheInnerRectEmpty() throws {
        let con = try makeContext(40, 40)
        con.addRect(CGRect(x: 0, y: 0, width: 40, height: 40))
        con.addRect(CGRect(x: 10, y: 10, width: 20, height: 20))
        con.setFillColor(.red)
        con.fillPath(using: .evenOdd)
        var image = try #require(con.makeImage())
        expectPixel(image, 20, 20, .clear)
        expectPixel(image, 5, 5, .red)
        con.addRect(CGRect(x: 0, y: 0, width: 40, height: 40))
        con.addRect(CGRect(x: 10, y: 10, width: 20, height: 20))
        con.fillPath()
        image = try #require(con.makeImage())
        expectPixel(image, 20, 20, .red)
    }

    @Test func strokeWidthCapsAndJoins() throws {
        let con = try makeContext(100, 100)
        con.setStrokeColor(.black)
        con.setLineWidth(10)
        con.setLineCap(.butt)
        con.strokeLineSegments(between: [CGPoint(x: 20, y: 20), CGPoint(x: 80, y: 20)])
        con.setLineCap(.square)
        con.strokeLineSegments(between: [CGPoint(x: 20, y: 50), CGPoint(x: 80, y: 50)])
        con.setLineCap(.round)
        con.strokeLineSegments(between: [CGPoint(x: 20, y: 80), CGPoint(x: 80, y: 80)])
        let image = try #require(con.makeImage())
        image.writePNG("/tmp/cg-caps.png")
        expectPixel(image, 50, 16, .black)
        expectPixel(image, 50, 26, .clear)
        expectPixel(image, 17, 20, .clear)   // butt: nothing before the start
        expectPixel(image, 17, 50, .black)   // square: half a width beyond
        expectPixel(image, 16, 54, .black)
        expectPixel(image, 17, 80, .black)   // round: a half disc
        expectPixel(image, 16, 84, .clear)

        let joins = try makeContext(100, 100)
        joins.setLineWidth(10)
        for (join, y) in [(CGLineJoin.miter, 20.0), (.bevel, 50.0), (.round, 80.0)] {
            joins.setLineJoin(join)
            joins.move(to: CGPoint(x: 30, y: y + 15))
            joins.addLine(to: CGPoint(x: 40, y: y))
            joins.addLine(to: CGPoint(x: 50, y: y + 15))
            joins.strokePath()
        }
        let j = try #require(joins.makeImage())
        j.writePNG("/tmp/cg-joins.png")
        // The miter reaches further above the vertex than the bevel; the round join lies between.
        func topOfJoin(_ y: Int) -> Int { (y - 20..<y).first { j.pixel(40, $0).a > 128 } ?? y }
        let miter = topOfJoin(20) - 20, bevel = topOfJoin(50) - 50, round = topOfJoin(80) - 80
        #expect(miter < round)
        #expect(round <= bevel)
    }

    @Test func dashesLeaveGaps() throws {
        let con = try makeContext(100, 10)
        con.setLineWidth(4)
        con.setLineDash(phase: 0, lengths: [10, 10])
        con.strokeLineSegments(between: [CGPoint(x: 0, y: 5), CGPoint(x: 100, y: 5)])
        let image = try #require(con.makeImage())
        expectPixel(image, 5, 5, .black)
        expectPixel(image, 15, 5, .clear)
        expectPixel(image, 25, 5, .black)
        // A bad pattern means solid lines, never an error state.
        con.setLineDash(phase: 0, lengths: [0, -1])
        con.strokeLineSegments(between: [CGPoint(x: 0, y: 2), CGPoint(x: 100, y: 2)])
        expectPixel(try #require(con.makeImage()), 15, 2, .black)
    }

    @Test func ellipsesFillAndStroke() throws {
        let con = try makeContext(100, 100)
        con.setFillColor(.red)
        con.fillEllipse(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        con.setStrokeColor(.blue)
        con.setLineWidth(4)
        con.strokeEllipse(in: CGRect(x: 20, y: 20, width: 60, height: 60))
        con.stroke(CGRect(x: 45, y: 45, width: 10, height: 10), width: 2)
        let image = try #require(con.makeImage())
        expectPixel(image, 3, 3, .clear)
        expectPixel(image, 50, 30, .red)
        expectPixel(image, 50, 20, .blue)
        expectPixel(image, 45, 50, .blue)
    }

    @Test func clippingToAPathAndToRectsOnlyShrinks() throws {
        let con = try makeContext(100, 100)
        con.saveGState()
        con.addEllipse(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        con.clip()
        con.clip(to: CGRect(x: 0, y: 0, width: 50, height: 100))
        #expect(con.boundingBoxOfClipPath == CGRect(x: 0, y: 0, width: 50, height: 100))
        con.setFillColor(.green)
        con.fill(CGRect(x: 0, y: 0, width: 100, height: 100))
        con.restoreGState()
        #expect(con.boundingBoxOfClipPath == CGRect(x: 0, y: 0, width: 100, height: 100))
        let image = try #require(con.makeImage())
        expectPixel(image, 25, 50, .green)
        expectPixel(image, 75, 50, .clear)
        expectPixel(image, 3, 3, .clear)
    }

    @Test func clipToImageMaskUsesItsAlpha() throws {
        let maskContext = try makeContext(10, 10)
        maskContext.setFillColor(.black)
        maskContext.fill(CGRect(x: 0, y: 0, width: 5, height: 10))
        let mask = try #require(maskContext.makeImage())
        let con = try makeContext(20, 20, flipped: false)
        con.clip(to: CGRect(x: 0, y: 0, width: 20, height: 20), mask: mask)
        con.setFillColor(.red)
        con.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        let image = try #require(con.makeImage())
        expectPixel(image, 4, 10, .red)
        expectPixel(image, 15, 10, .clear)
    }

    @Test func alphaAndBlendModesCombineWithWhatIsThere() throws {
        let con = try makeContext(10, 10)
        con.setFillColor(.white)
        con.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        con.setAlpha(0.5)
        con.setFillColor(.black)
        con.fill(CGRect(x: 0, y: 0, width: 5, height: 10))
        con.setAlpha(1)
        con.setBlendMode(.multiply)
        con.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        con.fill(CGRect(x: 5, y: 0, width: 5, height: 10))
        let image = try #require(con.makeImage())
        expectPixel(image, 2, 5, RGBA(r: 128, g: 128, b: 128, a: 255), tolerance: 2)
        expectPixel(image, 7, 5, .red)
        con.setBlendMode(.copy)
        con.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 0.5))
        con.fill(CGRect(x: 0, y: 0, width: 10, height: 5))
        expectPixel(try #require(con.makeImage()), 2, 2, RGBA(r: 0, g: 0, b: 255, a: 128), tolerance: 2)
    }

    @Test func shadowsAreOffsetDownInUIKitContextsAndBlurred() throws {
        let con = try makeContext(100, 100)
        con.setShadow(offset: CGSize(width: 10, height: 10), blur: 0, color: CGColor.black)
        con.setFillColor(.red)
        con.fill(CGRect(x: 20, y: 20, width: 30, height: 30))
        let image = try #require(con.makeImage())
        expectPixel(image, 35, 35, .red)
        expectPixel(image, 55, 55, .black)
        expectPixel(image, 15, 15, .clear)

        let up = try makeContext(100, 100, flipped: false)
        up.setShadow(offset: CGSize(width: 10, height: 10), blur: 0, color: CGColor.black)
        up.fill(CGRect(x: 20, y: 20, width: 30, height: 30))
        // In a y-up context +height moves the shadow up: device row 100-55 = 45 from the top... so above the rect.
        expectPixel(try #require(up.makeImage()), 55, 100 - 55, .black)

        let blurred = try makeContext(100, 100)
        blurred.setShadow(offset: CGSize(width: 0, height: 0), blur: 12)
        blurred.setFillColor(.red)
        blurred.fill(CGRect(x: 30, y: 30, width: 40, height: 40))
        let b = try #require(blurred.makeImage())
        b.writePNG("/tmp/cg-shadow.png")
        let halo = b.pixel(27, 50).a
        #expect(halo > 10 && halo < 128, "blurred shadow alpha just outside the edge: \(halo)")
        #expect(b.pixel(5, 50).a < halo)
    }

    @Test func transparencyLayerCastsOneShadowForTheGroup() throws {
        let con = try makeContext(100, 100)
        con.setShadow(offset: CGSize(width: 5, height: 5), blur: 0, color: CGColor(gray: 0, alpha: 0.5))
        con.beginTransparencyLayer(auxiliaryInfo: nil)
        con.setFillColor(.red)
        con.fill(CGRect(x: 10, y: 10, width: 40, height: 40))
        con.fill(CGRect(x: 30, y: 30, width: 40, height: 40))
        con.endTransparencyLayer()
        let image = try #require(con.makeImage())
        // Where the two shadows would overlap, one group shadow is no darker than elsewhere.
        #expect(image.pixel(72, 52).a == image.pixel(60, 72).a)
        expectPixel(image, 40, 40, .red)
    }

    @Test func linearGradientOptionsExtendTheEnds() throws {
        let gradient = try #require(CGGradient(colorsSpace: nil, colors: [CGColor.red, CGColor.blue], locations: nil))
        let plain = try makeContext(100, 10)
        plain.drawLinearGradient(gradient, start: CGPoint(x: 25, y: 0), end: CGPoint(x: 75, y: 0), options: [])
        var image = try #require(plain.makeImage())
        expectPixel(image, 10, 5, .clear)
        expectPixel(image, 26, 5, .red, tolerance: 12)
        expectPixel(image, 50, 5, RGBA(r: 128, g: 0, b: 128, a: 255), tolerance: 6)
        expectPixel(image, 90, 5, .clear)
        let after = try makeContext(100, 10)
        after.drawLinearGradient(gradient, start: CGPoint(x: 25, y: 0), end: CGPoint(x: 75, y: 0),
                                 options: .drawsAfterEndLocation)
        image = try #require(after.makeImage())
        expectPixel(image, 10, 5, .clear)
        expectPixel(image, 90, 5, .blue)
        let both = try makeContext(100, 10)
        both.drawLinearGradient(gradient, start: CGPoint(x: 25, y: 0), end: CGPoint(x: 75, y: 0),
                                options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        image = try #require(both.makeImage())
        expectPixel(image, 10, 5, .red)
        expectPixel(image, 90, 5, .blue)
    }

    @Test func radialGradientRunsFromTheCentreOutwards() throws {
        let gradient = try #require(CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(),
                                               colors: [CGColor.white, CGColor.black], locations: [0, 1]))
        let con = try makeContext(100, 100)
        con.drawRadialGradient(gradient, startCenter: CGPoint(x: 50, y: 50), startRadius: 0,
                               endCenter: CGPoint(x: 50, y: 50), endRadius: 40, options: [])
        let image = try #require(con.makeImage())
        image.writePNG("/tmp/cg-radial.png")
        expectPixel(image, 50, 50, .white, tolerance: 8)
        expectPixel(image, 70, 50, RGBA(r: 128, g: 128, b: 128, a: 255), tolerance: 8)
        expectPixel(image, 2, 2, .clear)
        let padded = try makeContext(100, 100)
        padded.drawRadialGradient(gradient, startCenter: CGPoint(x: 50, y: 50), startRadius: 0,
                                  endCenter: CGPoint(x: 50, y: 50), endRadius: 40, options: .drawsAfterEndLocation)
        expectPixel(try #require(padded.makeImage()), 2, 2, .black)
    }

    @Test func nonFiniteAndEmptyDrawingIsIgnored() throws {
        let con = try makeContext(10, 10)
        con.fill(CGRect(x: CGFloat.nan, y: 0, width: 5, height: 5))
        con.fill(CGRect(x: 0, y: 0, width: 0, height: 5))
        con.fill(CGRect(x: 0, y: 0, width: -3, height: -3).offsetBy(dx: 3, dy: 3))
        con.translateBy(x: .nan, y: 1)
        con.scaleBy(x: 0, y: 0)
        con.setLineWidth(.infinity)
        con.move(to: CGPoint(x: CGFloat.nan, y: 1))
        con.addLine(to: CGPoint(x: 1, y: CGFloat.nan))
        con.strokePath()
        con.drawLinearGradient(try #require(CGGradient(colorsSpace: nil, colors: [CGColor.red], locations: nil)),
                               start: .zero, end: .zero, options: [])
        con.setShadow(offset: CGSize(width: CGFloat.nan, height: 0), blur: .nan, color: CGColor.black)
        con.setFillColor(.red)
        con.fill(CGRect(x: 5, y: 5, width: 5, height: 5))
        let image = try #require(con.makeImage())
        expectPixel(image, 7, 7, .red)
        expectPixel(image, 1, 1, .black) // the rect with a negative size, standardised, in the default black
    }
}
