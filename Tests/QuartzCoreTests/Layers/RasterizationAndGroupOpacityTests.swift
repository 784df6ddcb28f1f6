import Foundation
import Testing
@testable import QuartzCore

/// `shouldRasterize` / `rasterizationScale` and `allowsGroupOpacity`, as the reference renderer draws them.
@MainActor @Suite(.serialized) struct RasterizationAndGroupOpacityTests {
    /// Pixels of a premultiplied ARGB32 bitmap (blue, green, red, alpha in memory) as 0...255 components.
    struct Pixels {
        let context: CGContext
        func rgb(_ x: Int, _ y: Int) -> (red: Int, green: Int, blue: Int) {
            let p = context.data!.advanced(by: y * context.bytesPerRow + x * 4).assumingMemoryBound(to: UInt8.self)
            return (Int(p[2]), Int(p[1]), Int(p[0]))
        }
    }

    /// `root` (in its own space) drawn over white at `scale` pixels per point.
    private func draw(_ root: RenderLayer, size: CGSize, scale: CGFloat) throws -> Pixels {
        let context = try CGContext(pixelWidth: Int(size.width * scale), pixelHeight: Int(size.height * scale),
                                    flipped: true)
        context.setFillColor(.white)
        context.fill(CGRect(x: 0, y: 0, width: context.width, height: context.height))
        context.scaleBy(x: scale, y: scale)
        LayerRenderer().renderInLocalSpace(root, in: context)
        return Pixels(context: context)
    }

    private func close(_ a: (red: Int, green: Int, blue: Int), _ b: (Int, Int, Int)) -> Bool {
        abs(a.red - b.0) <= 2 && abs(a.green - b.1) <= 2 && abs(a.blue - b.2) <= 2
    }

    /// A half-transparent layer holding an opaque red square and an opaque blue one overlapping it.
    private func overlappingSquares(groupOpacity: Bool) -> (root: CALayer, host: CALayerHost) {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 60, height: 40)
        let group = CALayer()
        group.frame = root.bounds
        group.opacity = 0.5
        group.allowsGroupOpacity = groupOpacity
        for (color, x) in [(CGColor(red: 1, green: 0, blue: 0, alpha: 1), 0.0), (CGColor(red: 0, green: 0, blue: 1, alpha: 1), 20.0)] {
            let square = CALayer()
            square.frame = CGRect(x: x, y: 0, width: 40, height: 40)
            square.backgroundColor = color
            group.addSublayer(square)
        }
        root.addSublayer(group)
        let host = CALayerHost(rootLayer: root) { _ in }
        CATransaction.flush()
        return (root, host)
    }

    @Test func groupOpacityFadesTheFlattenedGroup() throws {
        let (_, host) = overlappingSquares(groupOpacity: true)
        defer { host.invalidate() }
        let pixels = try draw(try #require(host.lastRenderTree), size: CGSize(width: 60, height: 40), scale: 1)
        #expect(close(pixels.rgb(30, 20), (128, 128, 255)), "only the blue square shows where they overlap")
        #expect(close(pixels.rgb(10, 20), (255, 128, 128)))
    }

    @Test func withoutGroupOpacityEachSublayerFadesOnItsOwn() throws {
        let (_, host) = overlappingSquares(groupOpacity: false)
        defer { host.invalidate() }
        let tree = try #require(host.lastRenderTree)
        #expect(tree.sublayers.first?.allowsGroupOpacity == false)
        let pixels = try draw(tree, size: CGSize(width: 60, height: 40), scale: 1)
        #expect(close(pixels.rgb(30, 20), (128, 64, 191)), "the red square shows through the blue one: \(pixels.rgb(30, 20))")
        #expect(close(pixels.rgb(10, 20), (255, 128, 128)))
        #expect(close(pixels.rgb(50, 20), (128, 128, 255)))
    }

    /// A 40x40 layer with a black stripe one point wide at x = 10, drawn four pixels per point.
    private func stripe(rasterized: Bool) -> (layer: CALayer, stripe: CALayer, host: CALayerHost) {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        let layer = CALayer()
        layer.frame = root.bounds
        layer.shouldRasterize = rasterized
        let stripe = CALayer()
        stripe.frame = CGRect(x: 10, y: 0, width: 1, height: 40)
        stripe.backgroundColor = .black
        layer.addSublayer(stripe)
        root.addSublayer(layer)
        let host = CALayerHost(rootLayer: root) { _ in }
        CATransaction.flush()
        return (layer, stripe, host)
    }

    /// Grey levels (0 black ... 255 white) along row 80 from x = 36 to 48 of a 4x drawing.
    private func stripeRow(_ host: CALayerHost) throws -> [Int] {
        let pixels = try draw(try #require(host.lastRenderTree), size: CGSize(width: 40, height: 40), scale: 4)
        return (36...48).map { pixels.rgb($0, 80).green }
    }

    @Test func aRasterizedLayerIsShownFromAPictureAtItsScale() throws {
        let plain = stripe(rasterized: false)
        defer { plain.host.invalidate() }
        let crisp = try stripeRow(plain.host)
        #expect(crisp.allSatisfy { $0 == 0 || $0 == 255 }, "drawn directly, the edges are on whole pixels: \(crisp)")

        let soft = stripe(rasterized: true)
        defer { soft.host.invalidate() }
        #expect(soft.host.lastRenderTree?.sublayers.first?.rasterizationScale == 1)
        let blurred = try stripeRow(soft.host)
        #expect(blurred.contains { $0 > 20 && $0 < 235 }, "a 1x picture magnified 4x has soft edges: \(blurred)")

        soft.layer.rasterizationScale = 4
        CATransaction.flush()
        let sharp = try stripeRow(soft.host)
        #expect(sharp.allSatisfy { $0 < 3 || $0 > 252 }, "at the drawing's own scale it is exact: \(sharp)")
    }

    @Test func thePictureIsReusedUntilTheSubtreeChanges() throws {
        let (layer, stripeLayer, host) = stripe(rasterized: true)
        defer { host.invalidate() }
        let cache = RasterizationCache.shared
        let start = cache.drawnPictures
        _ = try stripeRow(host)
        #expect(cache.drawnPictures == start + 1)
        _ = try stripeRow(host)
        layer.position.x += 3
        layer.transform = CATransform3DMakeRotation(0.3, 0, 0, 1)
        CATransaction.flush()
        _ = try stripeRow(host)
        #expect(cache.drawnPictures == start + 1, "moved and turned: the same picture")
        stripeLayer.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        CATransaction.flush()
        _ = try stripeRow(host)
        #expect(cache.drawnPictures == start + 2, "a changed sublayer draws the picture again")
    }

    @Test func badRasterizationScalesAreRefused() {
        let layer = CALayer()
        layer.rasterizationScale = 2
        layer.rasterizationScale = .nan
        layer.rasterizationScale = 0
        layer.rasterizationScale = -1
        layer.rasterizationScale = .infinity
        #expect(layer.rasterizationScale == 2)
        layer.setValue(true, forKey: "shouldRasterize")
        layer.setValue(false, forKey: "allowsGroupOpacity")
        #expect(layer.shouldRasterize && !layer.allowsGroupOpacity)
        let copy = CALayer(layer: layer)
        #expect(copy.shouldRasterize && copy.rasterizationScale == 2 && !copy.allowsGroupOpacity)
    }

    /// A huge rasterized layer is drawn at a lowered scale rather than into a picture too large to make.
    @Test func aHugeRasterizedLayerIsDrawnAtALoweredScale() {
        #expect(LayerRenderer.rasterizedScale(2, extent: CGRect(x: 0, y: 0, width: 100_000, height: 10)) < 0.03)
        #expect(LayerRenderer.rasterizedScale(2, extent: CGRect(x: 0, y: 0, width: 100, height: 100)) == 2)
    }
}
