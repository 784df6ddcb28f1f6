/// A cell's values as the simulation uses them: multiplied by the layer's `birthRate`, `lifetime`, `velocity`,
/// `scale` and `spin`, with numbers that are not finite (or negative where that means nothing, as a birth rate)
/// replaced by 0 after a log line, and its place in the flattened tree of cells.
struct EmitterCellParameters {
    /// The cell object, to find it again when the tree changes.
    let identity: ObjectIdentifier
    /// Index of the cell whose particles emit this one; -1 for the layer's own cells.
    let parent: Int
    var children: [Int] = []
    let isEnabled: Bool
    /// Particles per second.
    let birthRate: Double
    let lifetime: Double, lifetimeRange: Double
    let latitude: Double, longitude: Double, emissionRange: Double
    let velocity: Double, velocityRange: Double
    let acceleration: (x: Double, y: Double, z: Double)
    let scale: Double, scaleRange: Double, scaleSpeed: Double
    let spin: Double, spinRange: Double
    let color: (red: Double, green: Double, blue: Double, alpha: Double)
    let colorRange: (red: Double, green: Double, blue: Double, alpha: Double)
    let colorSpeed: (red: Double, green: Double, blue: Double, alpha: Double)
    let timing: MediaTimingState
    let image: CGImage?
    let contentsRect: CGRect
    let contentsScale: Double
    let magnificationFilter: CALayerContentsFilter
    let minificationFilter: CALayerContentsFilter
    let minificationFilterBias: Float

    /// The most particles per second one cell emits; faster rates are clamped (with a log line).
    static let maximumBirthRate = 100_000.0
    /// The longest life a particle can have, in seconds.
    static let maximumLifetime = 100_000.0

    @MainActor init(cell: CAEmitterCell, parent: Int, layer: CAEmitterLayer, log: (String) -> Void) {
        identity = ObjectIdentifier(cell)
        self.parent = parent
        isEnabled = cell.isEnabled
        let label = cell.name.map { "'\($0)'" } ?? "(unnamed)"
        func number(_ value: Double, _ key: String, nonNegative: Bool = false) -> Double {
            guard value.isFinite, !nonNegative || value >= 0 else {
                log("CAEmitterCell \(label) has \(key) \(value); using 0")
                return 0
            }
            return value
        }
        let rate = number(Double(cell.birthRate) * Double(layer.birthRate), "birthRate", nonNegative: true)
        if rate > Self.maximumBirthRate {
            log("CAEmitterCell \(label) has birthRate \(rate) per second; clamped to \(Int(Self.maximumBirthRate))")
        }
        birthRate = min(rate, Self.maximumBirthRate)
        let lifetimeScale = Double(layer.lifetime)
        lifetime = min(number(Double(cell.lifetime) * lifetimeScale, "lifetime", nonNegative: true), Self.maximumLifetime)
        lifetimeRange = abs(number(Double(cell.lifetimeRange) * lifetimeScale, "lifetimeRange"))
        latitude = number(cell.emissionLatitude, "emissionLatitude")
        longitude = number(cell.emissionLongitude, "emissionLongitude")
        emissionRange = abs(number(cell.emissionRange, "emissionRange"))
        let velocityScale = Double(layer.velocity)
        velocity = number(cell.velocity * velocityScale, "velocity")
        velocityRange = abs(number(cell.velocityRange * velocityScale, "velocityRange"))
        acceleration = (number(cell.xAcceleration, "xAcceleration"), number(cell.yAcceleration, "yAcceleration"),
                        number(cell.zAcceleration, "zAcceleration"))
        let scaleFactor = Double(layer.scale)
        scale = number(cell.scale * scaleFactor, "scale")
        scaleRange = abs(number(cell.scaleRange * scaleFactor, "scaleRange"))
        scaleSpeed = number(cell.scaleSpeed * scaleFactor, "scaleSpeed")
        let spinFactor = Double(layer.spin)
        spin = number(cell.spin * spinFactor, "spin")
        spinRange = abs(number(cell.spinRange * spinFactor, "spinRange"))
        let rgba = cell.color?.rgba ?? (red: 1, green: 1, blue: 1, alpha: 1)
        color = (rgba.red, rgba.green, rgba.blue, rgba.alpha)
        colorRange = (abs(number(Double(cell.redRange), "redRange")), abs(number(Double(cell.greenRange), "greenRange")),
                      abs(number(Double(cell.blueRange), "blueRange")), abs(number(Double(cell.alphaRange), "alphaRange")))
        colorSpeed = (number(Double(cell.redSpeed), "redSpeed"), number(Double(cell.greenSpeed), "greenSpeed"),
                      number(Double(cell.blueSpeed), "blueSpeed"), number(Double(cell.alphaSpeed), "alphaSpeed"))
        timing = MediaTimingState(beginTime: number(cell.beginTime, "beginTime"),
                                  duration: number(cell.duration, "duration", nonNegative: true),
                                  speed: number(Double(cell.speed), "speed"),
                                  timeOffset: number(cell.timeOffset, "timeOffset"), repeatCount: 0,
                                  repeatDuration: 0, autoreverses: false, fillMode: .removed)
        image = cell.contents as? CGImage
        contentsRect = cell.contentsRect
        contentsScale = cell.contentsScale > 0 && cell.contentsScale.isFinite ? cell.contentsScale : 1
        magnificationFilter = CALayerContentsFilter(rawValue: cell.magnificationFilter)
        minificationFilter = CALayerContentsFilter(rawValue: cell.minificationFilter)
        minificationFilterBias = Float(number(Double(cell.minificationFilterBias), "minificationFilterBias"))
    }

    /// Whether the cell emits at `time` (its parent's time: the simulation's, or its parent particle's age): from
    /// its `beginTime`, for `duration` seconds of its own time (for ever when 0).
    func emits(at time: Double) -> Bool {
        guard isEnabled, birthRate > 0 else { return false }
        let local = timing.localTime(time)
        return local >= 0 && (timing.duration == 0 || local < timing.duration)
    }

    /// The longest a particle of this cell and its descendants' particles can live, one after the other.
    func longestLineage(in cells: [EmitterCellParameters]) -> Double {
        lifetime + lifetimeRange + (children.map { cells[$0].longestLineage(in: cells) }.max() ?? 0)
    }
}
