import Testing
@testable import UIKitCore
@testable import QuartzCore

/// The reference renderer's backdrops and compositing filters, read back pixel by pixel.
@MainActor @Suite struct BackdropRenderingTests {
    /// 100 x 60 points of 10-point red and blue stripes, and `top` on them.
    func render(_ top: CALayer, scale: CGFloat = 1) throws -> CGImage {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 60)
        for index in 0..<10 {
            let stripe = CALayer()
            stripe.frame = CGRect(x: CGFloat(index) * 10, y: 0, width: 10, height: 60)
            stripe.backgroundColor = index % 2 == 0 ? CGColor(red: 1, green: 0, blue: 0, alpha: 1)
                : CGColor(red: 0, green: 0, blue: 1, alpha: 1)
            root.addSublayer(stripe)
        }
        root.addSublayer(top)
        let node = root.makeRenderLayer(committing: false)
        return try #require(LayerRenderer.snapshot(of: node, size: root.bounds.size, scale: scale))
    }

    func backdrop(_ frame: CGRect, radius: CGFloat, tint: CGColor? = nil) -> CABackdropLayer {
        let layer = CABackdropLayer()
        layer.frame = frame
        layer.blurRadius = radius
        layer.backdropTintColor = tint
        return layer
    }

    @Test func theBackdropMixesTheStripesWithinItsBoundsOnly() throws {
        let image = try render(backdrop(CGRect(x: 20, y: 10, width: 60, height: 40), radius: 8))
        // Inside: red and blue blend to purple, wherever the stripe.
        for x in [25, 35, 50, 74] {
            let p = image.pixel(x, 30)
            #expect(abs(p.r - p.b) < 40 && p.r > 90 && p.b > 90, "x \(x): \(p)")
        }
        // Outside: the stripes, sharp.
        #expect(image.pixel(5, 30).r == 255 && image.pixel(5, 30).b == 0)
        #expect(image.pixel(25, 5).r == 255 && image.pixel(15, 55).b == 255)
    }

    @Test func theBlurKeepsTheAverageColour() throws {
        // Half red, half blue on average: the blurred middle is near (128, 0, 128).
        let image = try render(backdrop(CGRect(x: 0, y: 0, width: 100, height: 60), radius: 12))
        let p = image.pixel(50, 30)
        #expect(abs(p.r - 128) <= 12 && abs(p.b - 128) <= 12 && p.g == 0, "\(p)")
    }

    @Test func saturationBoostsTheBlurredColoursAndLeavesGreysGrey() throws {
        // Red and blue blur to (128, 0, 128); its luminance is about 37, so at 1.8 red and blue rise to about 201
        // and green, below the luminance, falls to 0.
        let plain = try render(backdrop(CGRect(x: 0, y: 0, width: 100, height: 60), radius: 12))
        let boosted = backdrop(CGRect(x: 0, y: 0, width: 100, height: 60), radius: 12)
        boosted.saturationAmount = 1.8
        let p = plain.pixel(50, 30), q = try render(boosted).pixel(50, 30)
        #expect(abs(q.r - 201) <= 12 && abs(q.b - 201) <= 12 && q.g == 0, "\(p) boosted to \(q)")
        #expect(q.r - p.r > 50)
        // A saturation of 0 leaves the luminance only: grey.
        let grey = backdrop(CGRect(x: 0, y: 0, width: 100, height: 60), radius: 12)
        grey.saturationAmount = 0
        let g = try render(grey).pixel(50, 30)
        #expect(abs(g.r - g.g) <= 1 && abs(g.g - g.b) <= 1 && abs(g.r - 37) <= 4, "\(g)")
    }

    @Test func theTintVeilsTheBlurAndANoBlurBackdropShowsOnlyTheTint() throws {
        let veiled = try render(backdrop(CGRect(x: 0, y: 0, width: 100, height: 60), radius: 12,
                                         tint: CGColor(red: 1, green: 1, blue: 1, alpha: 0.5)))
        let p = veiled.pixel(50, 30)
        #expect(p.g >= 126 && p.g <= 129 && p.r > 180 && p.b > 180, "\(p)")
        let unblurred = try render(backdrop(CGRect(x: 0, y: 0, width: 100, height: 60), radius: 0,
                                            tint: CGColor(red: 0, green: 0, blue: 0, alpha: 0.5)))
        #expect(abs(unblurred.pixel(5, 30).r - 128) <= 1 && abs(unblurred.pixel(15, 30).b - 128) <= 1)
    }

    @Test func theBlurScalesWithTheContext() throws {
        // Twice the pixels, the same look: the blur radius is in points.
        let one = try render(backdrop(CGRect(x: 20, y: 10, width: 60, height: 40), radius: 6))
        let two = try render(backdrop(CGRect(x: 20, y: 10, width: 60, height: 40), radius: 6), scale: 2)
        for x in [30, 45, 60] {
            let a = one.pixel(x, 30), b = two.pixel(2 * x, 60)
            #expect(abs(a.r - b.r) < 24 && abs(a.b - b.b) < 24, "x \(x): \(a) \(b)")
        }
    }

    @Test func compositingFiltersCombineTheLayerWithWhatIsBehindIt() throws {
        func top(_ filter: Any?) -> CALayer {
            let layer = CALayer()
            layer.frame = CGRect(x: 0, y: 0, width: 100, height: 60)
            layer.backgroundColor = CGColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1)
            layer.compositingFilter = filter
            return layer
        }
        let multiplied = try render(top("multiplyBlendMode"))
        #expect(abs(multiplied.pixel(5, 5).r - 128) <= 1 && multiplied.pixel(5, 5).b == 0)
        let screened = try render(top("screenBlendMode"))
        #expect(screened.pixel(5, 5).r == 255 && abs(screened.pixel(5, 5).b - 128) <= 1)
        let added = try render(top("additionCompositing"))
        #expect(added.pixel(15, 5).b == 255 && abs(added.pixel(15, 5).r - 128) <= 1)
        // A name without an operator: logged once, drawn normally.
        let previous = CALog.sink
        let captured = LockedLines()
        CALog.sink = { captured.append($0) }
        let plain = try render(top("gaussianBlur"))
        _ = try render(top("gaussianBlur"))
        CALog.sink = previous
        let lines = captured.all
        #expect(abs(plain.pixel(5, 5).r - 128) <= 1 && abs(plain.pixel(5, 5).b - 128) <= 1)
        #expect(lines.count == 1 && lines[0].contains("gaussianBlur"))
    }

    @Test func filtersAndBackgroundFiltersAreKeptAsGiven() {
        let layer = CALayer()
        let previous = CALog.sink
        CALog.sink = { _ in }
        layer.filters = ["a", 1]
        layer.backgroundFilters = []
        CALog.sink = previous
        #expect(layer.filters?.count == 2 && layer.backgroundFilters?.isEmpty == true)
        #expect(CALayer(layer: layer).filters?.count == 2)
    }
}
