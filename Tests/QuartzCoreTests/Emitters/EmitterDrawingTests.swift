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
}
