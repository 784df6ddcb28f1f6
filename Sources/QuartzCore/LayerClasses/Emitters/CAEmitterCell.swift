/// One kind of particle a `CAEmitterLayer` emits: its image, how many are born each second and how they move,
/// turn, grow and change colour over their lives. A property with a range varies per particle: each is born with
/// the value plus a uniformly random amount within plus or minus the range. Cells in `emitterCells` are
/// sub-emitters: every particle of this cell emits them, from where the particle is.
///
/// Core Animation reads the cells when it simulates: change a cell that is already emitting through the layer's
/// key paths (`emitter.setValue(0, forKeyPath: "emitterCells.fire.birthRate")`), which also wakes an emitter that
/// had stopped. Without an Objective-C runtime this is a Swift class (not an `NSObject`); key-value coding is the
/// table below.
@preconcurrency @MainActor open class CAEmitterCell: CAMediaTiming {
    public init() {}

    /// Identifies the cell in key paths (`emitterCells.<name>.<key>`).
    open var name: String?
    open var isEnabled = true
    /// Particles per second, multiplied by the layer's `birthRate`.
    open var birthRate: Float = 0
    /// Seconds each particle lives, multiplied by the layer's `lifetime`.
    open var lifetime: Float = 0
    open var lifetimeRange: Float = 0
    /// The direction particles leave in: the longitude turns in the x-y plane from the x axis (towards y, which
    /// points down on screen), the latitude tilts out of that plane towards z.
    open var emissionLatitude: CGFloat = 0
    open var emissionLongitude: CGFloat = 0
    /// Particles leave within this angle either side of the emission direction (uniformly, in the x-y plane).
    open var emissionRange: CGFloat = 0
    /// Points per second.
    open var velocity: CGFloat = 0
    open var velocityRange: CGFloat = 0
    /// Points per second per second (y points down: a positive `yAcceleration` is gravity).
    open var xAcceleration: CGFloat = 0
    open var yAcceleration: CGFloat = 0
    open var zAcceleration: CGFloat = 0
    open var scale: CGFloat = 1
    open var scaleRange: CGFloat = 0
    /// Scale gained per second.
    open var scaleSpeed: CGFloat = 0
    /// Radians per second.
    open var spin: CGFloat = 0
    open var spinRange: CGFloat = 0
    /// Multiplies the image's colour and alpha; white when nil.
    open var color: CGColor?
    open var redRange: Float = 0
    open var greenRange: Float = 0
    open var blueRange: Float = 0
    open var alphaRange: Float = 0
    /// Colour components gained per second (clamped to 0...1 as the particle ages).
    open var redSpeed: Float = 0
    open var greenSpeed: Float = 0
    open var blueSpeed: Float = 0
    open var alphaSpeed: Float = 0
    /// A `CGImage`; anything else draws nothing.
    open var contents: Any?
    /// The part of the image drawn, in its unit coordinate space.
    open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    /// Image pixels per point.
    open var contentsScale: CGFloat = 1
    open var minificationFilter = CALayerContentsFilter.linear.rawValue
    open var magnificationFilter = CALayerContentsFilter.linear.rawValue
    open var minificationFilterBias: Float = 0
    /// Sub-emitters: every particle of this cell emits particles of these cells.
    open var emitterCells: [CAEmitterCell]?
    open var style: [AnyHashable: Any]?

    // CAMediaTiming: in the emitter layer's time, a cell emits from `beginTime` for `duration` seconds (for ever
    // when the duration is 0), its own time running at `speed`.
    open var beginTime: CFTimeInterval = 0
    open var duration: CFTimeInterval = 0
    open var speed: Float = 1
    open var timeOffset: CFTimeInterval = 0
    open var repeatCount: Float = 0
    open var repeatDuration: CFTimeInterval = 0
    open var autoreverses = false
    open var fillMode = CAMediaTimingFillMode.removed

    /// Values set for keys that are not properties.
    var customValues: [String: Any] = [:]

    /// The value a property has on a new cell; nil for keys that are not properties.
    open class func defaultValue(forKey key: String) -> Any? { CAEmitterCell().propertyValue(forKey: key) ?? nil }

    /// Cells are archived with every property that differs from its default.
    open func shouldArchiveValue(forKey key: String) -> Bool { true }
}
