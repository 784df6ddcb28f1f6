import CoreGraphics
import Foundation
import Testing
@testable import X11WindowServer

/// A sprite's uniform middle and how a turned composite of it splits: every filled pixel is one the bilinear
/// filter would give the middle's colour, fills and the rest never overlap and together make the box.
@Suite struct CompositorUniformCoreTests {
    /// A rounded, bordered square as the compositor rasterizes a layer's sprite.
    static func roundedSprite(side: Int = 100, radius: CGFloat = 12, border: CGFloat = 2) throws -> CGImage {
        let context = try CGContext(pixelWidth: side, pixelHeight: side, flipped: true)
        let rect = CGRect(x: 0, y: 0, width: side, height: side)
        context.addPath(CGPath(roundedRect: rect, cornerWidth: radius, cornerHeight: radius, transform: nil))
        context.setFillColor(CGColor(red: 0.2, green: 0.6, blue: 0.9, alpha: 0.7))
        context.fillPath()
        let inner = rect.insetBy(dx: border, dy: border)
        context.addPath(CGPath(roundedRect: rect, cornerWidth: radius, cornerHeight: radius, transform: nil))
        context.addPath(CGPath(roundedRect: inner, cornerWidth: radius - border, cornerHeight: radius - border,
                               transform: nil))
        context.setFillColor(CGColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 1))
        context.fillPath(using: .evenOdd)
        return try #require(context.makeImage())
    }

    static func pixel(_ image: CGImage, _ x: Int, _ y: Int) -> UInt32 {
        image.pixels.assumingMemoryBound(to: UInt32.self)[y * image.bytesPerRow / 4 + x]
    }

    @Test func aRoundedBorderedSpritesMiddleIsFoundAndHoldsOneColour() throws {
        let image = try Self.roundedSprite()
        let core = try #require(X11UniformCore.find(in: image))
        #expect(core.rect.minX >= 2 && core.rect.minX <= 6, "\(core.rect)")
        #expect(core.rect.width == 100 - 2 * core.rect.minX)
        for y in Int(core.rect.minY)..<Int(core.rect.maxY) {
            for x in Int(core.rect.minX)..<Int(core.rect.maxX) { #expect(Self.pixel(image, x, y) == core.pixel) }
        }
        // One pixel further out, not all of it is.
        let outer = core.rect.insetBy(dx: -1, dy: -1)
        var allSame = true
        for y in Int(outer.minY)..<Int(outer.maxY) {
            for x in Int(outer.minX)..<Int(outer.maxX) where Self.pixel(image, x, y) != core.pixel { allSame = false }
        }
        #expect(!allSame)
    }

    @Test func smallOrTransparentOrBusySpritesHaveNone() throws {
        #expect(X11UniformCore.find(in: try Self.roundedSprite(side: 16, radius: 4)) == nil)
        let clear = try CGContext(pixelWidth: 60, pixelHeight: 60, flipped: true)
        #expect(X11UniformCore.find(in: try #require(clear.makeImage())) == nil)
        let busy = try CGContext(pixelWidth: 60, pixelHeight: 60, flipped: true)
        for x in 0..<60 {
            busy.setFillColor(CGColor(red: CGFloat(x) / 60, green: 0.5, blue: 0.5, alpha: 1))
            busy.fill(CGRect(x: x, y: 0, width: 1, height: 60))
        }
        #expect(X11UniformCore.find(in: try #require(busy.makeImage())) == nil)
    }

    /// Where the bilinear filter samples the sprite for destination pixel (x, y): both neighbours on each axis of
    /// that point are core pixels.
    static func readsOnlyCore(x: Int, y: Int, inverse: CGAffineTransform, core: CGRect) -> Bool {
        let p = CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5).applying(inverse)
        let (i, j) = (Int((p.x - 0.5).rounded(.down)), Int((p.y - 0.5).rounded(.down)))
        return CGFloat(i) >= core.minX && CGFloat(i + 1) < core.maxX && CGFloat(j) >= core.minY
            && CGFloat(j + 1) < core.maxY
    }

    @Test(arguments: [0.0, 0.05, 0.3, 0.785, 1.2, 2.0, 3.0, 4.4, 5.9])
    func theFillsHoldOnlyPixelsTheFilterTakesFromTheCoreAndTheSplitTilesTheBox(angle: Double) throws {
        let core = X11UniformCore(rect: CGRect(x: 5, y: 5, width: 90, height: 90), pixel: 0xb3_30_60_90)
        for scale in [1.0, 0.7, 2.5] {
            let t = CGAffineTransform(translationX: -50, y: -50)
                .concatenating(CGAffineTransform(scaleX: scale, y: scale))
                .concatenating(CGAffineTransform(rotationAngle: angle))
                .concatenating(CGAffineTransform(translationX: 200.3, y: 150.6))
            let box = CGRect(x: 0, y: 0, width: 100, height: 100).applying(t).integral
            let split = try #require(core.split(box: box, spriteToDestination: t))
            let inverse = t.inverted()
            var filled = 0
            for rect in split.fills {
                #expect(box.contains(rect))
                for y in Int(rect.minY)..<Int(rect.maxY) {
                    for x in Int(rect.minX)..<Int(rect.maxX) {
                        #expect(Self.readsOnlyCore(x: x, y: y, inverse: inverse, core: core.rect), "(\(x), \(y))")
                    }
                }
                filled += Int(rect.width * rect.height)
            }
            let all = split.fills + split.rest
            for (index, rect) in all.enumerated() {
                #expect(box.contains(rect))
                // (Sharing an edge is not overlapping: Foundation's `intersects` counts it on Linux.)
                #expect(!all[(index + 1)...].contains { !$0.intersection(rect).isEmpty })
            }
            #expect(all.reduce(0) { $0 + Int($1.width * $1.height) } == Int(box.width * box.height))
            // Most of the core: at least half of its destination area is filled, in at most three bands.
            #expect(Double(filled) > 0.5 * 90 * 90 * scale * scale, "angle \(angle) scale \(scale): \(filled)")
            #expect(split.fills.count <= 3 && split.rest.count <= 2 * split.fills.count + 2)
        }
    }

    @Test func aBoxCutByTheWindowSplitsWithinWhatIsLeftAndABadTransformDoesNot() {
        let core = X11UniformCore(rect: CGRect(x: 5, y: 5, width: 90, height: 90), pixel: 0xff_00_00_00)
        let t = CGAffineTransform(rotationAngle: 0.6).concatenating(CGAffineTransform(translationX: 30, y: -20))
        let cut = CGRect(x: 0, y: 0, width: 100, height: 100).applying(t).integral
            .intersection(CGRect(x: 0, y: 0, width: 80, height: 60))
        if let split = core.split(box: cut, spriteToDestination: t) {
            #expect((split.fills + split.rest).allSatisfy { cut.contains($0) })
        }
        let bad = CGAffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)
        #expect(core.split(box: cut, spriteToDestination: bad) == nil)
        #expect(core.color.alpha == 0xffff && core.color.red == 0)
    }
}
