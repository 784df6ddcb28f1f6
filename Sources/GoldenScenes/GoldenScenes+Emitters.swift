import UIKit

/// Emitter layers, seeded and frozen at a moment of their simulation (speed 0, a time offset), so the particles are
/// the same in every renderer and every run.
extension GoldenScenes {
    @MainActor static var emitters: [GoldenScene] {
        typealias P = SceneParts
        return [
            GoldenScene("emitter-seeded-fire-and-snow", "Seeded emitters 1.6 s in: white flakes turning and falling from a line, orange embers (tinted, fading, rising) from a point, and additive sparks on a circle's rim.") {
                let root = P.root()
                let dot = Self.softDot(size: 12)
                let snow = CAEmitterLayer()
                snow.frame = CGRect(x: 0, y: 0, width: 120, height: 120)
                snow.emitterShape = .line
                snow.emitterPosition = CGPoint(x: 60, y: 0)
                snow.emitterSize = CGSize(width: 120, height: 0)
                snow.seed = 3
                let flake = CAEmitterCell()
                flake.contents = Self.square(size: 6)
                flake.birthRate = 12
                flake.lifetime = 4
                flake.velocity = 25
                flake.velocityRange = 10
                flake.emissionLongitude = .pi / 2
                flake.emissionRange = .pi / 8
                flake.yAcceleration = 6
                flake.spin = 1.5
                flake.spinRange = 1
                flake.scaleRange = 0.3
                snow.emitterCells = [flake]
                let fire = CAEmitterLayer()
                fire.frame = CGRect(x: 0, y: 0, width: 120, height: 120)
                fire.emitterPosition = CGPoint(x: 40, y: 100)
                fire.seed = 5
                let ember = CAEmitterCell()
                ember.name = "ember"
                ember.contents = dot
                ember.birthRate = 25
                ember.lifetime = 1.5
                ember.lifetimeRange = 0.3
                ember.velocity = 40
                ember.velocityRange = 10
                ember.emissionLongitude = -.pi / 2
                ember.emissionRange = .pi / 6
                ember.color = CGColor(red: 1, green: 0.55, blue: 0.15, alpha: 1)
                ember.greenRange = 0.2
                ember.alphaSpeed = -0.5
                ember.scaleSpeed = 0.4
                fire.emitterCells = [ember]
                let sparks = CAEmitterLayer()
                sparks.frame = CGRect(x: 60, y: 40, width: 60, height: 60)
                sparks.emitterShape = .circle
                sparks.emitterMode = .outline
                sparks.emitterPosition = CGPoint(x: 30, y: 30)
                sparks.emitterSize = CGSize(width: 20, height: 0)
                sparks.renderMode = .additive
                sparks.seed = 9
                let spark = CAEmitterCell()
                spark.contents = dot
                spark.birthRate = 20
                spark.lifetime = 1
                spark.velocity = 8
                spark.emissionRange = .pi
                spark.color = CGColor(red: 0.3, green: 0.5, blue: 1, alpha: 0.8)
                spark.scale = 0.7
                sparks.emitterCells = [spark]
                for emitter in [snow, fire, sparks] {
                    // Frozen 1.6 s into the simulation.
                    emitter.speed = 0
                    emitter.timeOffset = 1.6
                    root.addSublayer(emitter)
                }
                return root
            },
        ]
    }

    /// A white dot fading out towards its edge, `size` pixels across: a typical particle image.
    @MainActor static func softDot(size: Int) -> CGImage {
        let context = try! CGContext(pixelWidth: size, pixelHeight: size, flipped: true)
        let colors = [CGColor(gray: 1, alpha: 1), CGColor(gray: 1, alpha: 0)]
        let gradient = CGGradient(colorsSpace: CGColorSpace(name: CGColorSpace.sRGB), colors: colors, locations: [0, 1])!
        let center = CGPoint(x: CGFloat(size) / 2, y: CGFloat(size) / 2)
        context.drawRadialGradient(gradient, startCenter: center, startRadius: 0, endCenter: center,
                                   endRadius: CGFloat(size) / 2, options: [])
        return context.makeImage()!
    }

    /// A white square, `size` pixels across.
    @MainActor static func square(size: Int) -> CGImage {
        let context = try! CGContext(pixelWidth: size, pixelHeight: size, flipped: true)
        context.setFillColor(CGColor(gray: 1, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: size, height: size))
        return context.makeImage()!
    }
}
