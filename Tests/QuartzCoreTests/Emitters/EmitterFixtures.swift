@testable import QuartzCore

/// Emitters and images the emitter suites share. Times are media times given straight to the layer (the
/// simulation starts at the first one asked for).
@MainActor enum EmitterFixtures {
    static let start: CFTimeInterval = 5000

    /// A `size`-pixel square image of one colour.
    static func image(size: Int = 4, color: CGColor = .white) -> CGImage {
        let context = try! CGContext(pixelWidth: size, pixelHeight: size, flipped: true)
        context.setFillColor(color)
        context.fill(CGRect(x: 0, y: 0, width: size, height: size))
        return context.makeImage()!
    }

    static func cell(_ name: String? = nil, birthRate: Float = 10, lifetime: Float = 1, velocity: CGFloat = 0,
                     image: CGImage? = EmitterFixtures.image()) -> CAEmitterCell {
        let cell = CAEmitterCell()
        cell.name = name
        cell.birthRate = birthRate
        cell.lifetime = lifetime
        cell.velocity = velocity
        cell.contents = image
        return cell
    }

    static func emitter(_ cells: [CAEmitterCell], seed: UInt32 = 7) -> CAEmitterLayer {
        let layer = CAEmitterLayer()
        layer.emitterCells = cells
        layer.seed = seed
        layer.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
        return layer
    }

    /// Particles at `seconds` after `start`, having started the simulation at `start`.
    static func particles(of layer: CAEmitterLayer, at seconds: Double) -> [EmitterParticle] {
        _ = layer.liveParticles(atMediaTime: start)
        return layer.liveParticles(atMediaTime: start + seconds)
    }

    /// Runs `body` with CALog's lines collected, and restores the sink.
    static func capturingLog(_ body: () -> Void) -> [String] {
        final class Lines: @unchecked Sendable { var lines: [String] = [] }
        let lines = Lines()
        let previous = CALog.sink
        CALog.sink = { lines.lines.append($0) }
        defer { CALog.sink = previous }
        body()
        return lines.lines
    }
}

extension EmitterParticle {
    /// Everything that makes the particle what it is, for comparing runs.
    var fingerprint: [Double] {
        [Double(cell), Double(identity & 0xFFFF_FFFF), birthTime, lifetime, x, y, z, vx, vy, vz, scale, spin, red,
         green, blue, alpha]
    }
}
