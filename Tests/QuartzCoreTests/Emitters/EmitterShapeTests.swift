import Testing
@testable import QuartzCore

/// Every emitter shape and mode puts births where they belong.
@MainActor struct EmitterShapeTests {
    typealias F = EmitterFixtures

    /// Birth places of 400 particles that do not move, for a shape and mode centred on (100, 50, 10).
    func births(_ shape: CAEmitterLayerEmitterShape, _ mode: CAEmitterLayerEmitterMode,
                size: CGSize = CGSize(width: 40, height: 20), depth: CGFloat = 30) -> [(x: Double, y: Double, z: Double)] {
        let layer = F.emitter([F.cell(birthRate: 400, lifetime: 5)])
        layer.emitterShape = shape
        layer.emitterMode = mode
        layer.emitterPosition = CGPoint(x: 100, y: 50)
        layer.emitterZPosition = 10
        layer.emitterSize = size
        layer.emitterDepth = depth
        let particles = F.particles(of: layer, at: 1)
        #expect(particles.count == 400)
        return particles.map { ($0.x - 100, $0.y - 50, $0.z - 10) }
    }

    func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }

    @Test func pointEmitsFromThePosition() {
        #expect(births(.point, .volume).allSatisfy { $0 == (0, 0, 0) })
    }

    @Test func lineEmitsAlongItsWidthAndFromItsEndsInPointsMode() {
        let along = births(.line, .outline)
        #expect(along.allSatisfy { abs($0.x) <= 20 && $0.y == 0 && $0.z == 0 })
        #expect(along.map(\.x).max()! > 18 && along.map(\.x).min()! < -18)
        #expect(births(.line, .points).allSatisfy { abs($0.x) == 20 && $0.y == 0 })
    }

    @Test func rectangleModes() {
        #expect(births(.rectangle, .points).allSatisfy { abs($0.x) == 20 && abs($0.y) == 10 })
        let outline = births(.rectangle, .outline)
        #expect(outline.allSatisfy { (near(abs($0.x), 20) && abs($0.y) <= 10) || (near(abs($0.y), 10) && abs($0.x) <= 20) })
        #expect(outline.contains { near(abs($0.x), 20) } && outline.contains { near(abs($0.y), 10) })
        let surface = births(.rectangle, .surface)
        #expect(surface.allSatisfy { abs($0.x) <= 20 && abs($0.y) <= 10 && $0.z == 0 })
        #expect(surface.filter { abs($0.x) < 10 && abs($0.y) < 5 }.count > 50)
    }

    @Test func cuboidModes() {
        #expect(births(.cuboid, .points).allSatisfy { abs($0.x) == 20 && abs($0.y) == 10 && abs($0.z) == 15 })
        // On an edge: at the extremes of at least two axes.
        let edges = births(.cuboid, .outline)
        #expect(edges.allSatisfy { [near(abs($0.x), 20), near(abs($0.y), 10), near(abs($0.z), 15)].filter { $0 }.count >= 2 })
        let faces = births(.cuboid, .surface)
        #expect(faces.allSatisfy { near(abs($0.x), 20) || near(abs($0.y), 10) || near(abs($0.z), 15) })
        let inside = births(.cuboid, .volume)
        #expect(inside.allSatisfy { abs($0.x) <= 20 && abs($0.y) <= 10 && abs($0.z) <= 15 })
        #expect(inside.map(\.z).max()! > 12 && inside.map(\.z).min()! < -12)
    }

    @Test func circleModes() {
        let rim = births(.circle, .outline)
        #expect(rim.allSatisfy { near(hypot($0.x, $0.y), 40) && $0.z == 0 })
        let disc = births(.circle, .surface)
        #expect(disc.allSatisfy { hypot($0.x, $0.y) <= 40 + 1e-9 })
        // Evenly over the area: about a quarter within half the radius.
        let inner = Double(disc.filter { hypot($0.x, $0.y) < 20 }.count) / Double(disc.count)
        #expect(inner > 0.15 && inner < 0.35)
        #expect(births(.circle, .points).allSatisfy { $0 == (0, 0, 0) })
    }

    @Test func sphereModes() {
        let shell = births(.sphere, .surface)
        #expect(shell.allSatisfy { near(($0.x * $0.x + $0.y * $0.y + $0.z * $0.z).squareRoot(), 40) })
        #expect(shell.contains { abs($0.z) > 30 })
        let ball = births(.sphere, .volume)
        #expect(ball.allSatisfy { ($0.x * $0.x + $0.y * $0.y + $0.z * $0.z).squareRoot() <= 40 + 1e-9 })
        #expect(births(.sphere, .outline).allSatisfy { near(hypot($0.x, $0.y), 40) && $0.z == 0 })
    }
}
