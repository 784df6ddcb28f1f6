import Testing
@testable import QuartzCore

/// The emitter's particles in the render tree and as the reference renderer draws them.
@MainActor struct EmitterDrawingTests {
    typealias F = EmitterFixtures

    func drawing(of layer: CAEmitterLayer) -> LayerDrawing.Particles? {
        guard case .particles(let particles) = layer.ownDrawing else { return nil }
        return particles
    }

    @Test func renderModesOrderTheParticles() {
        let clock = AnimationTestClock.shared
        func layer(_ mode: CAEmitterLayerRenderMode) -> CAEmitterLayer {
            let cell = F.cell(birthRate: 20, lifetime: 5, velocity: 10)
            cell.emissionLatitude = 0.5
            cell.emissionRange = .pi
            let layer = F.emitter([cell])
            layer.renderMode = mode
            return layer
        }
        let modes: [CAEmitterLayerRenderMode] = [.oldestFirst, .oldestLast, .backToFront, .additive]
        let layers = modes.map(layer)
        let start = clock.now
        for layer in layers { _ = layer.liveParticles(atMediaTime: start) }
        clock.advance(by: 1)
        let drawings = layers.map { drawing(of: $0)! }
        #expect(drawings[0].instances.count == 20)
        #expect(drawings[1].instances == drawings[0].instances.reversed())
        #expect(Set(drawings[2].instances.map(\.x)) == Set(drawings[0].instances.map(\.x)))
        #expect(drawings[2].instances != drawings[0].instances)
        #expect(!drawings[0].isAdditive && drawings[3].isAdditive)
    }

    @Test func theReferenceRendererTintsScalesAndFadesEachParticle() throws {
        let clock = AnimationTestClock.shared
        let cell = F.cell(birthRate: 1, lifetime: 10, image: F.image(size: 4))
        cell.color = CGColor(red: 1, green: 0.5, blue: 0, alpha: 0.5)
        cell.scale = 2.5
        let layer = F.emitter([cell])
        layer.emitterPosition = CGPoint(x: 20, y: 20)
        _ = layer.liveParticles(atMediaTime: clock.now)
        clock.advance(by: 1.5)
        let context = try CGContext(pixelWidth: 40, pixelHeight: 40, flipped: true)
        context.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
        layer.render(in: context)
        let image = try #require(context.makeImage())
        // A 10-point square (4 points at scale 2.5) centred on (20, 20): orange at half alpha over blue.
        let inside = image.argb(x: 20, y: 20), outside = image.argb(x: 26, y: 20)
        #expect(abs(Int((inside >> 16) & 0xFF) - 128) <= 2)
        #expect(abs(Int((inside >> 8) & 0xFF) - 64) <= 2)
        #expect(abs(Int(inside & 0xFF) - 128) <= 2)
        #expect(image.argb(x: 16, y: 16) == inside)
        #expect(outside == 0xFF00_00FF)
    }

    @Test func additiveParticlesAddTheirColour() throws {
        let clock = AnimationTestClock.shared
        let cell = F.cell(birthRate: 1, lifetime: 10, image: F.image(size: 6))
        cell.color = CGColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1)
        let layer = F.emitter([cell])
        layer.renderMode = .additive
        layer.emitterPosition = CGPoint(x: 10, y: 10)
        _ = layer.liveParticles(atMediaTime: clock.now)
        clock.advance(by: 2.5)
        let context = try CGContext(pixelWidth: 20, pixelHeight: 20, flipped: true)
        context.setFillColor(CGColor(red: 0.25, green: 0, blue: 0, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        layer.render(in: context)
        let pixel = try #require(context.makeImage()).argb(x: 10, y: 10)
        // Two particles at the same place (born at 1 s and 2 s, not moving): 0.25 + 0.5 + 0.5 red, clamped.
        #expect((pixel >> 16) & 0xFF == 255)
        #expect(abs(Int((pixel >> 8) & 0xFF) - 255) <= 2)
    }

    /// A 64x64 checkerboard of 2-pixel black and white squares.
    static let checkerboard: CGImage = {
        let context = try! CGContext(pixelWidth: 64, pixelHeight: 64, flipped: true)
        context.setFillColor(CGColor(gray: 1, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 64, height: 64))
        context.setFillColor(CGColor(gray: 0, alpha: 1))
        for y in stride(from: 0, to: 64, by: 2) {
            for x in stride(from: 0, to: 64, by: 2) where (x / 2 + y / 2) % 2 == 1 {
                context.fill(CGRect(x: x, y: y, width: 2, height: 2))
            }
        }
        return context.makeImage()!
    }()

    /// One still particle of `cell` (its image the checkerboard unless set) at (20, 20), drawn over white.
    func drawOneParticle(_ cell: CAEmitterCell) throws -> CGImage {
        let clock = AnimationTestClock.shared
        cell.birthRate = 1
        cell.lifetime = 10
        if cell.contents == nil { cell.contents = Self.checkerboard }
        let layer = F.emitter([cell])
        layer.emitterPosition = CGPoint(x: 20, y: 20)
        _ = layer.liveParticles(atMediaTime: clock.now)
        clock.advance(by: 1.5)
        let context = try CGContext(pixelWidth: 40, pixelHeight: 40, flipped: true)
        context.setFillColor(CGColor(gray: 1, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
        layer.render(in: context)
        return try #require(context.makeImage())
    }

    /// The greens of the particle's inner pixels, around (20, 20).
    func greens(_ image: CGImage, radius: Int) -> [Int] {
        var values: [Int] = []
        for y in (20 - radius)..<(20 + radius) {
            for x in (20 - radius)..<(20 + radius) { values.append(Int((image.argb(x: x, y: y) >> 8) & 0xFF)) }
        }
        return values
    }

    /// The cell's minification filter: shrunk to a fifth, the checkerboard aliases into black and white under
    /// "linear" and "nearest" and shows its even grey under "trilinear".
    @Test func aShrunkParticleIsSampledByItsCellsMinificationFilter() throws {
        func shrunk(_ filter: CALayerContentsFilter) throws -> [Int] {
            let cell = CAEmitterCell()
            cell.scale = 0.2
            cell.minificationFilter = filter.rawValue
            return greens(try drawOneParticle(cell), radius: 5)
        }
        let linear = try shrunk(.linear), nearest = try shrunk(.nearest), trilinear = try shrunk(.trilinear)
        #expect(linear.contains { $0 <= 5 } && linear.contains { $0 >= 250 })
        #expect(nearest.allSatisfy { $0 <= 5 || $0 >= 250 })
        #expect(trilinear.allSatisfy { abs($0 - 128) <= 4 }, "\(trilinear.min()!)...\(trilinear.max()!)")
    }

    /// The cell's magnification filter: a 2x2 image of black and white grown 8 times keeps hard edges under
    /// "nearest" and blends them under "linear".
    @Test func aGrownParticleIsSampledByItsCellsMagnificationFilter() throws {
        let small: CGImage = {
            let context = try! CGContext(pixelWidth: 2, pixelHeight: 2, flipped: true)
            context.setFillColor(CGColor(gray: 1, alpha: 1))
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
            context.setFillColor(CGColor(gray: 0, alpha: 1))
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            context.fill(CGRect(x: 1, y: 1, width: 1, height: 1))
            return context.makeImage()!
        }()
        func grown(_ filter: CALayerContentsFilter) throws -> [Int] {
            let cell = CAEmitterCell()
            cell.contents = small
            cell.scale = 8
            cell.magnificationFilter = filter.rawValue
            return greens(try drawOneParticle(cell), radius: 6)
        }
        #expect(try grown(.nearest).allSatisfy { $0 <= 2 || $0 >= 253 })
        #expect(try grown(.linear).contains { $0 > 40 && $0 < 215 })
    }

    /// How a particle is sampled follows from the image pixels on one device pixel: magnified, minified, and the
    /// two mipmap levels round the level of detail (plus the cell's bias) with their blend.
    @Test func theSamplingFollowsThePixelsPerDevicePixelAndTheBias() {
        func sampling(scale: Float, device: CGFloat = 1, min: CALayerContentsFilter = .trilinear,
                      mag: CALayerContentsFilter = .linear, bias: Float = 0) -> LayerDrawing.Particles.Sampling {
            let sprite = LayerDrawing.Particles.Sprite(image: Self.checkerboard,
                                                       sourceRect: CGRect(x: 0, y: 0, width: 64, height: 64),
                                                       size: CGSize(width: 64, height: 64), magnificationFilter: mag,
                                                       minificationFilter: min, minificationFilterBias: bias)
            let particles = LayerDrawing.Particles(sprites: [sprite], instances: [], isAdditive: false)
            let instance = LayerDrawing.Particles.Instance(sprite: 0, x: 0, y: 0, scale: scale, angle: 0.7, red: 1,
                                                           green: 1, blue: 1, alpha: 1)
            return particles.sampling(of: instance, toDevice: CGAffineTransform(scaleX: device, y: device))
        }
        #expect(sampling(scale: 0.25) == .levels(lower: 2, blend: 0))
        guard case let .levels(lower, blend) = sampling(scale: 0.25, bias: 0.5) else {
            Issue.record("a bias between levels blends two")
            return
        }
        #expect(lower == 2 && abs(blend - 0.5) < 1e-6)
        #expect(sampling(scale: 0.25, device: 2) == .levels(lower: 1, blend: 0))
        #expect(sampling(scale: 0.25, min: .linear) == .bilinear)
        #expect(sampling(scale: 0.25, min: .nearest) == .nearest)
        #expect(sampling(scale: 2, mag: .nearest) == .nearest)
        #expect(sampling(scale: 2) == .bilinear)
        #expect(sampling(scale: 1e-9) == .levels(lower: 6, blend: 0), "never past the 1x1 level")
    }
}

