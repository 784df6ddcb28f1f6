import Testing
import UIKit
import X11WindowServer
import UIKitTestSupport

/// Emitter layers through the X11 compositor: the particles are composites of one uploaded picture per cell (no
/// upload and no client rasterization once the pictures are up), and read back equal to the reference renderer's
/// picture of the same frame within the differential tolerance, in every render mode.
@MainActor @Suite(.serialized) struct EmitterCompositorTests {
    /// Measured: 4 to 7 per channel on about 0.3% of the pixels, where several tinted particles overlap. Both take
    /// the same steps, but the server multiplies each bilinear sample by the 8-bit colour mask while the reference
    /// renderer samples an image tinted beforehand: the roundings differ by one per particle, and overlapping
    /// particles add them up.
    static let particleTolerance = 8

    static func dot() -> CGImage {
        UIGraphicsImageRenderer(size: CGSize(width: 12, height: 12)).image { context in
            let colors = [UIColor.white.cgColor, UIColor(white: 1, alpha: 0).cgColor]
            let gradient = CGGradient(colorsSpace: CGColorSpace(name: CGColorSpace.sRGB), colors: colors,
                                      locations: [0, 1])!
            context.cgContext.drawRadialGradient(gradient, startCenter: CGPoint(x: 6, y: 6), startRadius: 0,
                                                 endCenter: CGPoint(x: 6, y: 6), endRadius: 6, options: [])
        }.cgImage!
    }

    /// A white cell and a tinted, fading, spinning, growing one, from a rectangle.
    static func emitter(_ mode: CAEmitterLayerRenderMode) -> CAEmitterLayer {
        let emitter = CAEmitterLayer()
        emitter.frame = CGRect(x: 20, y: 10, width: 160, height: 140)
        emitter.emitterPosition = CGPoint(x: 80, y: 70)
        emitter.emitterShape = .rectangle
        emitter.emitterSize = CGSize(width: 40, height: 20)
        emitter.renderMode = mode
        emitter.seed = 4
        let image = dot()
        let white = CAEmitterCell()
        white.contents = image
        white.birthRate = 40
        white.lifetime = 2
        white.velocity = 40
        white.emissionRange = .pi
        let tinted = CAEmitterCell()
        tinted.contents = image
        tinted.birthRate = 40
        tinted.lifetime = 2
        tinted.velocity = 30
        tinted.emissionRange = .pi
        tinted.yAcceleration = 20
        tinted.spin = 2
        tinted.scaleSpeed = 0.5
        tinted.color = CGColor(red: 1, green: 0.5, blue: 0.2, alpha: 0.9)
        tinted.blueRange = 0.2
        tinted.alphaSpeed = -0.3
        emitter.emitterCells = [white, tinted]
        return emitter
    }

    @Test(arguments: [CAEmitterLayerRenderMode.unordered, .oldestLast, .additive])
    func particlesMatchTheReferenceAndUploadEachCellOnce(mode: CAEmitterLayerRenderMode) throws {
        let clock = SharedTestClock.shared
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 160)
        root.backgroundColor = CGColor(red: 0.1, green: 0.12, blue: 0.3, alpha: 1)
        root.addSublayer(Self.emitter(mode))
        let window = try CompositorTestWindow(root: root, size: root.bounds.size)
        defer { window.close() }
        window.flush()
        clock.advance(by: 0.5)
        window.flush()
        let afterFirst = window.host.statistics
        for frame in 1...30 {
            clock.advance(by: 1.0 / 60)
            window.flush()
            if frame % 10 == 0 {
                #expect(try window.differenceFromReference(name: "emitter-\(mode.rawValue)-\(frame)",
                                                           tolerance: Self.particleTolerance) <= Self.particleTolerance)
            }
        }
        let statistics = window.host.statistics
        #expect(statistics.uploads == afterFirst.uploads, "no upload once the cells' pictures are on the server")
        #expect(statistics.clientRasterizations == afterFirst.clientRasterizations)
        guard case .particles(let drawn)? = window.layerHost.lastRenderTree?.sublayers.first?.drawing else {
            Issue.record("the emitter's node carries its particles")
            return
        }
        #expect(drawn.instances.count > 50)
        if mode == .unordered {
            try window.screenshot().writePNG(to: FileManager.default.temporaryDirectory
                .appendingPathComponent("emitter-compositor.png").path)
        }
    }

    @Test func aTintedParticleIsOneCompositeOfItsCellTintedOnceOnTheServer() throws {
        let clock = SharedTestClock.shared
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 160)
        root.backgroundColor = CGColor(red: 0.1, green: 0.12, blue: 0.3, alpha: 1)
        let emitter = Self.emitter(.unordered)
        // Only the tinted cell, in one colour: one tinted picture serves every particle.
        let cell = try #require(emitter.emitterCells?.last)
        cell.blueRange = 0
        emitter.emitterCells = [cell]
        root.addSublayer(emitter)
        let window = try CompositorTestWindow(root: root, size: root.bounds.size)
        defer { window.close() }
        window.flush()
        clock.advance(by: 1)
        window.flush()
        let before = window.host.statistics.composites
        clock.advance(by: 1.0 / 60)
        window.flush()
        guard case .particles(let drawn)? = window.layerHost.lastRenderTree?.sublayers.first?.drawing else {
            Issue.record("the emitter's node carries its particles")
            return
        }
        #expect(drawn.instances.count > 20)
        // One per particle, and the background's fill; two per particle before (clear under, then add the colour).
        #expect(window.host.statistics.composites - before <= drawn.instances.count + 2)
        #expect(try window.differenceFromReference(name: "emitter-one-tint", tolerance: Self.particleTolerance)
            <= Self.particleTolerance)
    }

    /// A `size`-pixel checkerboard of `square`-pixel black and white squares.
    static func checkerboard(size: Int, square: Int) -> CGImage {
        UIGraphicsImageRenderer(size: CGSize(width: size, height: size),
                                format: { let format = UIGraphicsImageRendererFormat(); format.scale = 1; return format }())
            .image { context in
                UIColor.white.setFill()
                context.fill(CGRect(x: 0, y: 0, width: size, height: size))
                UIColor.black.setFill()
                for y in stride(from: 0, to: size, by: square) {
                    for x in stride(from: 0, to: size, by: square) where (x / square + y / square) % 2 == 1 {
                        context.fill(CGRect(x: x, y: y, width: square, height: square))
                    }
                }
            }.cgImage!
    }

    /// The cells' filters on the server: shrunk, spinning checkerboards under "trilinear" (between two mipmap
    /// levels, tinted and white) and grown ones under "nearest" read back as the reference renderer draws them, and
    /// a shrunk trilinear particle shows the board's even grey where "linear" would alias.
    @Test(arguments: [CAEmitterLayerRenderMode.unordered, .additive])
    func cellFiltersMatchTheReference(mode: CAEmitterLayerRenderMode) throws {
        let clock = SharedTestClock.shared
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 160)
        root.backgroundColor = CGColor(red: 0.1, green: 0.12, blue: 0.3, alpha: 1)
        let emitter = CAEmitterLayer()
        emitter.frame = root.frame
        emitter.emitterPosition = CGPoint(x: 100, y: 80)
        emitter.renderMode = mode
        emitter.seed = 9
        let board = Self.checkerboard(size: 64, square: 2)
        func cell(_ scale: CGFloat, color: CGColor?) -> CAEmitterCell {
            let cell = CAEmitterCell()
            cell.contents = board
            cell.birthRate = 12
            cell.lifetime = 3
            cell.velocity = 40
            cell.emissionRange = .pi
            cell.scale = scale
            cell.scaleRange = 0.05
            cell.spin = 1
            cell.color = color
            cell.minificationFilter = CALayerContentsFilter.trilinear.rawValue
            return cell
        }
        let grown = CAEmitterCell()
        grown.contents = Self.checkerboard(size: 4, square: 1)
        grown.birthRate = 6
        grown.lifetime = 3
        grown.velocity = 30
        grown.emissionRange = .pi
        grown.scale = 5
        grown.magnificationFilter = CALayerContentsFilter.nearest.rawValue
        emitter.emitterCells = [cell(0.3, color: nil), cell(0.2, color: CGColor(red: 1, green: 0.6, blue: 0.3, alpha: 0.9)),
                                grown]
        root.addSublayer(emitter)
        let window = try CompositorTestWindow(root: root, size: root.bounds.size)
        defer { window.close() }
        window.flush()
        clock.advance(by: 1.2)
        window.flush()
        #expect(try window.differenceFromReference(name: "emitter-filters-\(mode.rawValue)",
                                                   tolerance: Self.particleTolerance) <= Self.particleTolerance)
        guard case .particles(let drawn)? = window.layerHost.lastRenderTree?.sublayers.first?.drawing else {
            Issue.record("the emitter's node carries its particles")
            return
        }
        let samplings = drawn.instances.map { drawn.sampling(of: $0, toDevice: .identity) }
        #expect(samplings.contains { if case .levels(_, let blend) = $0 { blend > 0 } else { false } },
                "some particles fall between two mipmap levels")
        #expect(samplings.contains(.nearest))
    }

    /// One still, white particle of a checkerboard shrunk to a quarter under "trilinear": the board's even grey,
    /// read back from the server.
    @Test func aShrunkTrilinearParticleShowsTheAverageGreyOnTheServer() throws {
        let clock = SharedTestClock.shared
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 160)
        root.backgroundColor = CGColor(red: 0.1, green: 0.12, blue: 0.3, alpha: 1)
        let emitter = CAEmitterLayer()
        emitter.frame = root.frame
        emitter.emitterPosition = CGPoint(x: 100, y: 80)
        let lone = CAEmitterCell()
        lone.contents = Self.checkerboard(size: 64, square: 2)
        lone.birthRate = 1
        lone.lifetime = 100
        lone.scale = 0.25
        lone.minificationFilter = CALayerContentsFilter.trilinear.rawValue
        emitter.emitterCells = [lone]
        root.addSublayer(emitter)
        let window = try CompositorTestWindow(root: root, size: root.bounds.size)
        defer { window.close() }
        window.flush()
        clock.advance(by: 1.5)
        window.flush()
        let shot = try window.screenshot()
        try shot.writePNG(to: FileManager.default.temporaryDirectory.appendingPathComponent("emitter-trilinear.png").path)
        for (x, y) in [(97, 77), (100, 80), (103, 83)] {
            let green = shot.rgb(x, y).g
            #expect(abs(green - 128) <= 6, "(\(x), \(y)): \(green)")
        }
    }
}

