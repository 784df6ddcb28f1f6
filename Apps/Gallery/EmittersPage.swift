import UIKit

/// CAEmitterLayer in the book's style: a fire (additive, its birth rate set through the key path
/// `emitterCells.fire.birthRate` by a slider), snow falling and turning from a line across the top, and fireworks
/// whose rockets emit sparks (nested cells). Replay restarts them.
final class EmittersPage: GalleryPageContent {
    private let fire = CAEmitterLayer()
    private let snow = CAEmitterLayer()
    private let fireworks = CAEmitterLayer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        let night = UIColor(red: 0.08, green: 0.09, blue: 0.14, alpha: 1)
        let dot = Self.softDot()
        let fireStage = addTile("Fire (additive)", column: 0, row: 0)
        Self.addSky(night, to: fireStage)
        fire.frame = fireStage.bounds
        fire.emitterPosition = CGPoint(x: fireStage.bounds.midX, y: fireStage.bounds.height - 25)
        fire.emitterShape = .line
        fire.emitterSize = CGSize(width: 50, height: 0)
        fire.renderMode = .additive
        let flame = CAEmitterCell()
        flame.name = "fire"
        flame.contents = dot.cgImage
        flame.birthRate = 120
        flame.lifetime = 1.2
        flame.lifetimeRange = 0.4
        flame.velocity = 70
        flame.velocityRange = 20
        flame.emissionLongitude = -.pi / 2
        flame.emissionRange = .pi / 10
        flame.yAcceleration = -20
        flame.scale = 1.2
        flame.scaleSpeed = -0.6
        flame.color = UIColor(red: 0.9, green: 0.35, blue: 0.1, alpha: 0.35).cgColor
        flame.greenRange = 0.1
        flame.alphaSpeed = -0.25
        fire.emitterCells = [flame]
        fireStage.layer.addSublayer(fire)
        let slider = UISlider(frame: CGRect(x: 16, y: fireStage.bounds.height - 18, width: fireStage.bounds.width - 32, height: 16))
        slider.minimumValue = 0
        slider.maximumValue = 300
        slider.value = 120
        slider.addAction(UIAction { [weak self, weak slider] _ in
            guard let self, let slider else { return }
            self.fire.setValue(slider.value, forKeyPath: "emitterCells.fire.birthRate")
        }, for: .valueChanged)
        fireStage.addSubview(slider)

        let snowStage = addTile("Snow (line, spin, gravity)", column: 1, row: 0)
        Self.addSky(UIColor(red: 0.20, green: 0.30, blue: 0.48, alpha: 1), to: snowStage)
        snow.frame = snowStage.bounds
        snow.emitterShape = .line
        snow.emitterPosition = CGPoint(x: snowStage.bounds.midX, y: -6)
        snow.emitterSize = CGSize(width: snowStage.bounds.width, height: 0)
        let flake = CAEmitterCell()
        flake.contents = Self.flake().cgImage
        flake.birthRate = 18
        flake.lifetime = 9
        flake.velocity = 22
        flake.velocityRange = 8
        flake.emissionLongitude = .pi / 2
        flake.emissionRange = .pi / 10
        flake.yAcceleration = 3
        flake.xAcceleration = 2
        flake.spin = 1
        flake.spinRange = 2
        flake.scale = 0.8
        flake.scaleRange = 0.4
        flake.color = UIColor(white: 1, alpha: 0.9).cgColor
        snow.emitterCells = [flake]
        snowStage.layer.addSublayer(snow)

        let fireworksStage = addTile("Fireworks (nested cells)", column: 2, row: 0)
        Self.addSky(night, to: fireworksStage)
        fireworks.frame = fireworksStage.bounds
        fireworks.emitterPosition = CGPoint(x: fireworksStage.bounds.midX, y: fireworksStage.bounds.height)
        fireworks.renderMode = .additive
        let rocket = CAEmitterCell()
        rocket.name = "rocket"
        rocket.contents = dot.cgImage
        rocket.birthRate = 1.5
        rocket.lifetime = 1.3
        rocket.velocity = 150
        rocket.velocityRange = 20
        rocket.emissionLongitude = -.pi / 2
        rocket.emissionRange = .pi / 8
        rocket.yAcceleration = 90
        rocket.scale = 0.4
        rocket.color = UIColor(white: 1, alpha: 1).cgColor
        let spark = CAEmitterCell()
        spark.name = "spark"
        spark.contents = dot.cgImage
        spark.birthRate = 400
        spark.lifetime = 1.1
        spark.velocity = 55
        spark.velocityRange = 15
        spark.emissionRange = .pi
        spark.yAcceleration = 40
        spark.scale = 0.45
        spark.color = UIColor(red: 1, green: 0.5, blue: 0.7, alpha: 1).cgColor
        spark.redRange = 0.3
        spark.greenRange = 0.5
        spark.blueRange = 0.3
        spark.alphaSpeed = -0.8
        // A burst of sparks as the rocket slows near the top of its flight.
        spark.beginTime = 0.95
        spark.duration = 0.1
        rocket.emitterCells = [spark]
        fireworks.emitterCells = [rocket]
        fireworksStage.layer.addSublayer(fireworks)
        addReplayButton()
    }

    required init?(coder: NSCoder) { nil }

    override func didAppear() {
        appLog("emitters start")
        // Restart: new cells start the simulations afresh; a begin time 8 s ago starts the snow already falling.
        snow.beginTime = CACurrentMediaTime() - 8
        for emitter in [fire, snow, fireworks] {
            let cells = emitter.emitterCells
            emitter.emitterCells = cells
        }
    }

    /// The stage's sky: a layer with the card's rounded top corners (the stage itself clips to a plain rectangle,
    /// which the compositor clips on the server).
    private static func addSky(_ color: UIColor, to stage: UIView) {
        stage.clipsToBounds = true
        let sky = CALayer()
        sky.frame = stage.bounds
        sky.backgroundColor = color.cgColor
        sky.cornerRadius = 12
        sky.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        stage.layer.addSublayer(sky)
    }

    /// A white dot fading to transparent at its edge: the usual particle image.
    private static func softDot() -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 16, height: 16)).image { context in
            let colors = [UIColor.white.cgColor, UIColor(white: 1, alpha: 0).cgColor]
            let gradient = CGGradient(colorsSpace: CGColorSpace(name: CGColorSpace.sRGB), colors: colors, locations: [0, 1])!
            context.cgContext.drawRadialGradient(gradient, startCenter: CGPoint(x: 8, y: 8), startRadius: 0,
                                                 endCenter: CGPoint(x: 8, y: 8), endRadius: 8, options: [])
        }
    }

    /// A six-armed star of white strokes: a snowflake.
    private static func flake() -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 14, height: 14)).image { context in
            let path = UIBezierPath()
            for arm in 0..<3 {
                let angle = CGFloat(arm) * .pi / 3
                path.move(to: CGPoint(x: 7 - 6 * cos(angle), y: 7 - 6 * sin(angle)))
                path.addLine(to: CGPoint(x: 7 + 6 * cos(angle), y: 7 + 6 * sin(angle)))
            }
            path.lineWidth = 1.6
            path.lineCapStyle = .round
            UIColor.white.setStroke()
            path.stroke()
        }
    }
}
