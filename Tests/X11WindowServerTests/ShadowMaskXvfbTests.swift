import Foundation
import Testing
import UIKit
@testable import X11WindowServer
import UIKitTestSupport

/// Shadows painted by the server (`X11ShadowShape`): the blurred shape crosses the link once as a mask of a byte a
/// pixel, shared by every layer casting it, and the shadow's colour is composited through it at the offset. Each
/// test fails if shadows go back to sprites (a recoloured shadow would upload its pixels, a shared mask would be
/// one sprite per colour) or if their pixels leave the reference renderer's by more than the tolerance.
@MainActor @Suite(.serialized) struct ShadowMaskXvfbTests {
    let paints = ServerPaintXvfbTests()

    /// A rounded card casting a blurred shadow, away from the window's edges (which cut the reference's blur).
    static func card(at origin: CGPoint = CGPoint(x: 60, y: 40)) -> CALayer {
        let card = solidLayer(CGRect(origin: origin, size: CGSize(width: 100, height: 70)),
                              CGColor(red: 1, green: 0.85, blue: 0.1, alpha: 1))
        card.cornerRadius = 12
        card.shadowColor = CGColor(red: 0.1, green: 0.2, blue: 0.9, alpha: 1)
        card.shadowOpacity = 0.8
        card.shadowOffset = CGSize(width: 4, height: 6)
        card.shadowRadius = 5
        return card
    }

    static func recolour(_ layer: CALayer, frame: Int) {
        let t = CGFloat(frame) / 20
        layer.shadowColor = CGColor(red: 0.9 - 0.8 * t, green: 0.2 + 0.3 * t, blue: 0.1 + 0.8 * t, alpha: 1)
        layer.shadowOpacity = Float(1 - t / 2)
    }

    @Test func aRecolouredShadowUploadsNoPixels() throws {
        let card = Self.card()
        let (window, server, relay) = try paints.remoteWindow([card], size: CGSize(width: 240, height: 160))
        defer { window.close(stopServer: false); relay.close(); server.stop() }
        // The card's rounded outline and its shadow's blurred shape, a byte a pixel each, once.
        #expect(window.host.statistics.uploads == 2)
        #expect(window.host.statistics.outlineMaskUploads == 2)
        #expect(try window.differenceFromReference(name: "shadow-mask") <= CompositorDifferentialTests.tolerance)
        let before = window.host.statistics, bytesBefore = relay.bytesForwarded
        for frame in 1...20 { withoutImplicitAnimation { Self.recolour(card, frame: frame) } }
        window.flush()
        let after = window.host.statistics
        #expect(after.uploads == before.uploads)
        #expect(after.bytesUploaded == before.bytesUploaded)
        #expect(after.clientRasterizations == before.clientRasterizations)
        let perFrame = Double(relay.bytesForwarded - bytesBefore) / 20
        #expect(perFrame < 1_024, "\(perFrame) bytes per frame")
        #expect(try window.differenceFromReference(name: "shadow-mask-recoloured") <= CompositorDifferentialTests.tolerance)
    }

    /// Moving by whole pixels, a shadowed card costs composites; moving by fractions and turning, the server
    /// resamples its masks, and once it stands still it gets masks drawn where it lies (exact, a byte a pixel).
    @Test func aMovingShadowedViewUploadsNothingWhileItMoves() throws {
        let card = Self.card()
        let (window, server, relay) = try paints.remoteWindow([card], size: CGSize(width: 320, height: 200))
        defer { window.close(stopServer: false); relay.close(); server.stop() }
        var before = window.host.statistics
        for _ in 1...10 { withoutImplicitAnimation { card.position.x += 3; card.position.y += 1 } }
        window.flush()
        #expect(window.host.statistics.uploads == before.uploads)
        #expect(try window.differenceFromReference(name: "shadow-mask-moved") <= CompositorDifferentialTests.tolerance)
        before = window.host.statistics
        for frame in 1...10 {
            withoutImplicitAnimation {
                card.position.x += 1.5
                card.setAffineTransform(CGAffineTransform(rotationAngle: 0.05 * CGFloat(frame)))
            }
        }
        window.host.waitForPresentedFrames()
        #expect(window.host.statistics.uploads == before.uploads)
        #expect(window.host.statistics.clientRasterizations == before.clientRasterizations)
        window.flush()
        // Still: the outline's and the shadow's masks drawn where they lie.
        #expect(window.host.statistics.outlineMaskUploads == before.outlineMaskUploads + 2)
        #expect(try window.differenceFromReference(name: "shadow-mask-turned") <= CompositorDifferentialTests.tolerance)
    }

    @Test func alikeShadowsShareOneMask() throws {
        var layers: [CALayer] = []
        for index in 0..<6 {
            let card = Self.card(at: CGPoint(x: 30 + 130 * (index % 3), y: 30 + 110 * (index / 3)))
            Self.recolour(card, frame: index * 3)
            card.shadowOffset = CGSize(width: index, height: 8 - index)
            // A card of another colour casts the same shape; one half transparent casts a fainter one.
            card.backgroundColor = CGColor(red: 0.2 * CGFloat(index), green: 0.5, blue: 0.4,
                                           alpha: index == 5 ? 0.5 : 1)
            layers.append(card)
        }
        let (window, server, relay) = try paints.remoteWindow(layers, size: CGSize(width: 420, height: 250))
        defer { window.close(stopServer: false); relay.close(); server.stop() }
        // One rounded outline for the six backgrounds, one shadow shape for the five opaque cards, one for the
        // half-transparent card.
        #expect(window.host.statistics.uploads == 3)
        #expect(window.host.statistics.outlineMaskUploads == 3)
        #expect(try window.differenceFromReference(name: "shadow-mask-shared") <= CompositorDifferentialTests.tolerance)
    }

    /// A shadow path, and a shadow cast by a photo's pixels (its contents sprite is the one upload of pixels).
    @Test func shadowPathsAndContentsCastMasks() throws {
        let pathCaster = solidLayer(CGRect(x: 40, y: 30, width: 80, height: 60), CGColor(gray: 0.3, alpha: 1))
        pathCaster.shadowPath = CGPath(ellipseIn: CGRect(x: -10, y: 20, width: 100, height: 55), transform: nil)
        pathCaster.shadowOpacity = 1
        pathCaster.shadowRadius = 3
        pathCaster.shadowOffset = CGSize(width: 2, height: 4)
        let photo = CALayer()
        photo.frame = CGRect(x: 170, y: 40, width: 50, height: 50)
        let context = try #require(try? CGContext(pixelWidth: 50, pixelHeight: 50, flipped: true))
        context.setFillColor(CGColor(red: 0.9, green: 0.3, blue: 0.2, alpha: 1))
        context.fillEllipse(in: CGRect(x: 0, y: 0, width: 50, height: 50))
        photo.contents = context.makeImage()
        photo.shadowOpacity = 0.7
        photo.shadowRadius = 4
        photo.shadowOffset = CGSize(width: 5, height: 5)
        let (window, server, relay) = try paints.remoteWindow([pathCaster, photo], size: CGSize(width: 280, height: 150))
        defer { window.close(stopServer: false); relay.close(); server.stop() }
        // Two shadow masks and the photo's sprite.
        #expect(window.host.statistics.outlineMaskUploads == 2)
        #expect(window.host.statistics.uploads == 3)
        #expect(try window.differenceFromReference(name: "shadow-mask-casters") <= CompositorDifferentialTests.tolerance)
        let before = window.host.statistics
        for frame in 1...5 {
            withoutImplicitAnimation {
                Self.recolour(photo, frame: frame)
                pathCaster.shadowOffset.width += 1
            }
        }
        window.flush()
        #expect(window.host.statistics.uploads == before.uploads)
        #expect(try window.differenceFromReference(name: "shadow-mask-casters-moved") <= CompositorDifferentialTests.tolerance)
    }

    /// Scaled by 2 the mask is drawn at twice the scale and placed on whole pixels (exact at once); by 1.5 the
    /// server resamples the scale-1.5 mask off the grid until the layers stand still.
    @Test func scaledShadowsAreMasksAtTheirScale() throws {
        var layers: [CALayer] = []
        for (index, scale) in [CGFloat(2), 1.5].enumerated() {
            let container = CALayer()
            container.frame = CGRect(x: 10 + 200 * CGFloat(index), y: 10, width: 90, height: 70)
            let card = Self.card(at: CGPoint(x: 10, y: 10))
            card.bounds.size = CGSize(width: 50, height: 35)
            card.shadowOffset = CGSize(width: 2.5, height: 3)
            card.shadowRadius = 3
            container.addSublayer(card)
            container.sublayerTransform = CATransform3DMakeScale(scale, scale, 1)
            layers.append(container)
        }
        let (window, server, relay) = try paints.remoteWindow(layers, size: CGSize(width: 400, height: 200))
        defer { window.close(stopServer: false); relay.close(); server.stop() }
        // At each scale an outline and a shadow shape; at 1.5, exact ones of both once still.
        #expect(window.host.statistics.outlineMaskUploads == 6)
        #expect(window.host.statistics.clientRasterizations == 0)
        #expect(try window.differenceFromReference(name: "shadow-mask-scaled") <= CompositorDifferentialTests.tolerance)
    }

    /// Bad input: a blur or offset that is not a number, a blur of a billion points: no mask is made for them
    /// (they go down the sprite path, which draws what the reference draws, or nothing); a shadow path through a
    /// point that is not a number is drawn by the reference's code into its mask. The app goes on, and the shadows
    /// around them are masks still.
    @Test func absurdShadowsMakeNoMasks() throws {
        let notANumber = Self.card(at: CGPoint(x: 30, y: 30))
        notANumber.shadowRadius = .nan
        let offsetNotANumber = Self.card(at: CGPoint(x: 160, y: 30))
        offsetNotANumber.shadowOffset = CGSize(width: CGFloat.nan, height: 2)
        let huge = Self.card(at: CGPoint(x: 30, y: 130))
        huge.shadowRadius = 1e9
        let brokenPath = Self.card(at: CGPoint(x: 160, y: 130))
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 40, height: 30))
        path.addLine(to: CGPoint(x: CGFloat.nan, y: 5))
        brokenPath.shadowPath = path
        let fine = Self.card(at: CGPoint(x: 290, y: 80))
        let (window, server, relay) = try paints.remoteWindow([notANumber, offsetNotANumber, huge, brokenPath, fine],
                                                              size: CGSize(width: 440, height: 240))
        defer { window.close(stopServer: false); relay.close(); server.stop() }
        // The cards' rounded outline, the fine card's shadow shape and the broken path's.
        #expect(window.host.statistics.outlineMaskUploads == 3)
        #expect(try window.differenceFromReference(name: "shadow-mask-absurd") <= CompositorDifferentialTests.tolerance)
        let frames = window.host.statistics.frames
        withoutImplicitAnimation { fine.position.x += 4 }
        window.flush()
        #expect(window.host.statistics.frames > frames)
    }

    /// `UIKIT_X11_PAINTS=sprites` keeps the old path: the shadow is a sprite of its pixels, uploaded again when
    /// recoloured.
    @Test func theSpritePathStaysSelectableForMeasuring() throws {
        try paints.withPaints("sprites") {
            let card = Self.card()
            let (window, server, relay) = try paints.remoteWindow([card])
            defer { window.close(stopServer: false); relay.close(); server.stop() }
            #expect(window.host.statistics.outlineMaskUploads == 0)
            let before = window.host.statistics
            withoutImplicitAnimation { Self.recolour(card, frame: 5) }
            window.flush()
            #expect(window.host.statistics.uploads == before.uploads + 1)
            #expect(try window.differenceFromReference(name: "shadow-sprite") <= CompositorDifferentialTests.tolerance)
        }
    }

    /// Bytes crossing the link per frame (both ways) for a recoloured and a moving shadowed card, with shadow masks
    /// and with sprites, measured in the same run (printed for docs/ARCHITECTURE.md).
    @Test func shadowMasksSendAFractionOfTheSpritePathsBytes() throws {
        let moving: (CALayer, Int) -> Void = { layer, frame in
            layer.position.x += 1.5
            layer.setAffineTransform(CGAffineTransform(rotationAngle: 0.04 * CGFloat(frame)))
        }
        let recolouring: (CALayer, Int) -> Void = { layer, frame in Self.recolour(layer, frame: frame) }
        try paints.withUploadPolicy("server") {
            for (name, change) in [("recoloured shadowed card", recolouring), ("moving shadowed card", moving)] {
                let masks = try paints.bytesPerFrame(nil, layer: { Self.card() }, change: change)
                let sprites = try paints.bytesPerFrame("sprites", layer: { Self.card() }, change: change)
                print("\(name): \(Int(masks.moving)) bytes a frame, \(masks.still) once still; sprite path "
                    + "\(Int(sprites.moving)) and \(sprites.still)")
                #expect(masks.moving < 1_024, "\(name): \(masks.moving) bytes a frame")
                if name == "recoloured shadowed card" {
                    #expect(masks.moving * 20 < sprites.moving, "\(name)")
                } else {
                    #expect(masks.still * 3 < sprites.still, "\(name)")
                }
            }
        }
    }
}
