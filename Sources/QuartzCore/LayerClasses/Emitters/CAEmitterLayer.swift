/// A layer that emits, moves and draws particles of its `emitterCells`, above its background and contents and
/// below its sublayers. Particles live in the layer's bounds space, born on the emitter shape
/// (`emitterShape`, `emitterMode`, `emitterPosition`, `emitterSize`, ...).
///
/// The simulation follows the layer's time (`convertTime(_:from:)` of the media clock) in fixed steps from the
/// moment the layer is first shown, or from its local time 0 when its `beginTime` or `timeOffset` is set (a
/// `beginTime` in the past fills the emitter ahead; `speed` 0 with a `timeOffset` freezes it), and is deterministic:
/// the same `seed` and the same time give the same particles whatever the frame rate (see `EmitterSimulation`).
/// While it has particles or may emit, the layer asks for a frame at every display refresh. One layer keeps at most
/// 20,000 live particles and one cell emits at most 100,000 a second; beyond that births are dropped, with a log
/// line.
@preconcurrency @MainActor open class CAEmitterLayer: CALayer {
    open var emitterCells: [CAEmitterCell]? { didSet { simulation.reset(); changed() } }
    /// Multiplies every cell's birth rate.
    open var birthRate: Float = 1 { didSet { changed() } }
    /// Multiplies every cell's lifetime.
    open var lifetime: Float = 1 { didSet { changed() } }
    open var emitterPosition = CGPoint.zero {
        didSet { if !emitterPosition.isValidGeometry { emitterPosition = oldValue } else { changed() } }
    }
    open var emitterZPosition: CGFloat = 0 {
        didSet { if !emitterZPosition.isFinite { emitterZPosition = oldValue } else { changed() } }
    }
    open var emitterSize = CGSize.zero {
        didSet { if !emitterSize.isValidGeometry { emitterSize = oldValue } else { changed() } }
    }
    open var emitterDepth: CGFloat = 0 {
        didSet { if !emitterDepth.isFinite { emitterDepth = oldValue } else { changed() } }
    }
    open var emitterShape = CAEmitterLayerEmitterShape.point { didSet { changed() } }
    open var emitterMode = CAEmitterLayerEmitterMode.volume { didSet { changed() } }
    open var renderMode = CAEmitterLayerRenderMode.unordered { didSet { changed() } }
    /// Accepted as in Core Animation; particles are drawn flat in the layer's plane (`backToFront` orders them by z).
    open var preservesDepth = false { didSet { changed() } }
    /// Multiplies every cell's velocity and velocity range.
    open var velocity: Float = 1 { didSet { changed() } }
    /// Multiplies every cell's scale, scale range and scale speed.
    open var scale: Float = 1 { didSet { changed() } }
    /// Multiplies every cell's spin and spin range.
    open var spin: Float = 1 { didSet { changed() } }
    /// Seeds the random numbers: the same seed gives the same particles.
    open var seed: UInt32 = 0 { didSet { changed() } }

    /// The particles; shared with presentation copies, so they draw the same ones.
    var simulation = EmitterSimulation()

    public required init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    public required init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAEmitterLayer else { return }
        emitterCells = other.emitterCells; birthRate = other.birthRate; lifetime = other.lifetime
        emitterPosition = other.emitterPosition; emitterZPosition = other.emitterZPosition
        emitterSize = other.emitterSize; emitterDepth = other.emitterDepth; emitterShape = other.emitterShape
        emitterMode = other.emitterMode; renderMode = other.renderMode; preservesDepth = other.preservesDepth
        velocity = other.velocity; scale = other.scale; spin = other.spin; seed = other.seed
        simulation = other.simulation
    }

    // Overrides live in the class body (Swift cannot override from extensions); the work is in the extensions.

    override var ownDrawing: LayerDrawing? { particleDrawing }

    override func value(forLayerKey key: String) -> Any?? {
        emitterValue(forLayerKey: key) ?? super.value(forLayerKey: key)
    }

    override func setValue(_ value: Any?, forLayerKey key: String) -> Bool {
        setEmitterValue(value, forLayerKey: key) || super.setValue(value, forLayerKey: key)
    }
}
