@testable import CoreGraphics
import Testing

/// The drawing examples of the reference book (spec/reference-book-appguide.md, row 13 and row 15), drawn into a
/// 200x200 UIKit-style (top-left origin) context and composited over white as a non-opaque view would be.
@Suite struct BookExampleTests {
    /// Composites `image` over opaque white, as a non-opaque view shows over a white superview.
    func overWhite(_ image: CGImage) throws -> CGImage {
        let con = try makeContext(image.width, image.height, flipped: false)
        con.setFillColor(.white)
        con.fill(CGRect(x: 0, y: 0, width: image.width, height: image.height))
        con.draw(image, in: CGRect(x: 0, y: 0, width: image.width, height: image.height))
        return try #require(con.makeImage())
    }

    func expectArrow(_ image: CGImage, sourceLocation: SourceLocation = #_sourceLocation) {
        expectPixel(image, 100, 60, .black, sourceLocation: sourceLocation)
        expectPixel(image, 91, 60, .black, sourceLocation: sourceLocation)
        expectPixel(image, 85, 60, .white, sourceLocation: sourceLocation)
        expectPixel(image, 100, 10, .red, sourceLocation: sourceLocation)
        expectPixel(image, 100, 97, .white, sourceLocation: sourceLocation)
    }

    /// The book's shaft: a vertical line 20 points wide, from the notch up to the head (the path, not yet painted).
    func addShaft(_ con: CGContext) {
        con.move(to: CGPoint(x: 100, y: 100))
        con.addLine(to: CGPoint(x: 100, y: 19))
        con.setLineWidth(20)
    }

    /// The book's red triangle, the point of the arrow.
    func fillArrowHead(_ con: CGContext) {
        con.setFillColor(.red)
        con.move(to: CGPoint(x: 80, y: 25))
        con.addLine(to: CGPoint(x: 100, y: 0))
        con.addLine(to: CGPoint(x: 120, y: 25))
        con.fillPath()
    }

    /// The book's clipping version of the notch: everything but a small triangle at the shaft's foot.
    func clipOutNotch(_ con: CGContext) {
        con.move(to: CGPoint(x: 90, y: 100))
        con.addLine(to: CGPoint(x: 100, y: 90))
        con.addLine(to: CGPoint(x: 110, y: 100))
        con.closePath()
        con.addRect(con.boundingBoxOfClipPath)
        con.clip(using: .evenOdd)
    }

    @Test func arrowDrawnWithClearBlendModeNotch() throws {
        let con = try makeContext(200, 200)
        addShaft(con)
        con.strokePath()
        fillArrowHead(con)
        con.move(to: CGPoint(x: 90, y: 101))
        con.addLine(to: CGPoint(x: 100, y: 90))
        con.addLine(to: CGPoint(x: 110, y: 101))
        con.setBlendMode(.clear)
        con.fillPath()
        let image = try overWhite(try #require(con.makeImage()))
        image.writePNG("/tmp/cg-book-arrow.png")
        expectArrow(image)
    }

    @Test func arrowWithEvenOddClippedNotchGivesTheSamePixels() throws {
        let con = try makeContext(200, 200)
        clipOutNotch(con)
        addShaft(con)
        con.strokePath()
        fillArrowHead(con)
        expectArrow(try overWhite(try #require(con.makeImage())))
    }

    /// The gradient arrow: the shaft is a stroked path turned into a clip, filled with a grey gradient.
    @Test func arrowShaftFilledWithGradientThroughStrokedClip() throws {
        let con = try makeContext(200, 200)
        con.saveGState()
        clipOutNotch(con)
        addShaft(con)
        con.replacePathWithStrokedPath()
        con.clip()
        let locations: [CGFloat] = [0, 0.5, 1]
        let components: [CGFloat] = [0.8, 0.4, 0.1, 0.5, 0.8, 0.4]
        let gradient = try #require(CGGradient(colorSpace: CGColorSpaceCreateDeviceGray(),
                                               colorComponents: components, locations: locations, count: 3))
        con.drawLinearGradient(gradient, start: CGPoint(x: 89, y: 0), end: CGPoint(x: 111, y: 0), options: [])
        con.restoreGState()
        fillArrowHead(con)
        let raw = try #require(con.makeImage())
        let image = try overWhite(raw)
        image.writePNG("/tmp/cg-book-gradient-arrow.png")
        // Middle of the shaft: grey 0.1 at alpha 0.5 over white = 0.55.
        expectPixel(image, 100, 60, RGBA(r: 140, g: 140, b: 140, a: 255), tolerance: 10)
        // Near the edge: lighter, grey 0.8 at 0.4 mixed toward the middle colour.
        #expect(image.pixel(91, 60).r > image.pixel(100, 60).r + 30)
        expectPixel(image, 85, 60, .white)
        expectPixel(image, 100, 10, .red)
        expectPixel(image, 100, 97, .white)
        // Outside the shaft nothing was painted: the gradient is clipped to the stroke.
        #expect(raw.pixel(100, 110).a == 0)
    }

    /// Row 13, clear rect: in an opaque context (background alpha 1) the cleared rect shows black, in a
    /// non-opaque one the superview shows through.
    @Test func clearRectIsBlackWhenOpaqueAndTransparentOtherwise() throws {
        for backgroundAlpha in [1.0, 0.99] {
            let con = try makeContext(100, 100)
            con.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: backgroundAlpha))
            con.fill(CGRect(x: 0, y: 0, width: 100, height: 100))
            con.clear(CGRect(x: 0, y: 0, width: 10, height: 10))
            let layer = try #require(con.makeImage())
            // A view whose background is fully opaque is an opaque layer: its pixels are shown without blending.
            let shown: CGImage
            if backgroundAlpha == 1 {
                let opaque = try makeContext(100, 100, flipped: false)
                opaque.setFillColor(.black)
                opaque.fill(CGRect(x: 0, y: 0, width: 100, height: 100))
                opaque.draw(layer, in: CGRect(x: 0, y: 0, width: 100, height: 100))
                shown = try #require(opaque.makeImage())
            } else {
                shown = try overWhite(layer)
            }
            expectPixel(shown, 5, 5, backgroundAlpha == 1 ? .black : .white)
            expectPixel(shown, 50, 50, .blue, tolerance: 4)
        }
    }

    /// Row 15: a 2x2 image, top half red and bottom half blue, drawn with `draw(_:in:)` in a UIKit context comes
    /// out upside down (blue on top); flipping the CTM first makes it upright.
    @Test func drawImageInFlippedContextIsUpsideDownUnlessTheCTMIsFlipped() throws {
        let source = try makeContext(2, 2)
        source.setFillColor(.red)
        source.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
        source.setFillColor(.blue)
        source.fill(CGRect(x: 0, y: 1, width: 2, height: 1))
        let image = try #require(source.makeImage())
        expectPixel(image, 0, 0, .red)
        expectPixel(image, 0, 1, .blue)

        let con = try makeContext(20, 20)
        con.interpolationQuality = .none
        con.draw(image, in: CGRect(x: 0, y: 0, width: 20, height: 20))
        let drawn = try #require(con.makeImage())
        expectPixel(drawn, 10, 2, .blue)
        expectPixel(drawn, 10, 17, .red)

        let fixed = try makeContext(20, 20)
        fixed.interpolationQuality = .none
        fixed.translateBy(x: 0, y: 20)
        fixed.scaleBy(x: 1, y: -1)
        fixed.draw(image, in: CGRect(x: 0, y: 0, width: 20, height: 20))
        let upright = try #require(fixed.makeImage())
        expectPixel(upright, 10, 2, .red)
        expectPixel(upright, 10, 17, .blue)
    }
}
