/// An animation of one layer property, named by key path (`"position"`, `"transform.rotation.z"`).
@preconcurrency @MainActor open class CAPropertyAnimation: CAAnimation {
    public var keyPath: String?
    private var parsedKeyPath: AnimatedKeyPath?

    /// `keyPath`, parsed once for the frames to come (and again only if it changes).
    var resolvedKeyPath: AnimatedKeyPath? {
        guard let keyPath else { return nil }
        if let parsedKeyPath, parsedKeyPath.raw == keyPath { return parsedKeyPath }
        let parsed = AnimatedKeyPath(keyPath)
        parsedKeyPath = parsed
        return parsed
    }
    /// The animated value is added to the layer's value rather than replacing it.
    public var isAdditive = false
    /// Each repetition starts where the previous one ended.
    public var isCumulative = false
    /// Turns the interpolated numbers into the value of the property (a transform): see `CAValueFunction`.
    public var valueFunction: CAValueFunction?

    public required init() { super.init() }

    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    open override func copy() -> CAAnimation {
        let copy = super.copy() as! CAPropertyAnimation
        copy.keyPath = keyPath
        copy.isAdditive = isAdditive
        copy.isCumulative = isCumulative
        copy.valueFunction = valueFunction
        return copy
    }

    override var animatedKeyPaths: [String] { keyPath.map { [$0] } ?? [] }

    /// Called once on the added copy with the layer's value for `keyPath`; subclasses prepare their values.
    func adopt(underlying: Any) {}

    /// The value at `fraction` given the layer's underlying value; subclasses say.
    func value(atFraction fraction: Double, underlying: Any) -> Any? { nil }

    /// The change over one iteration, for cumulative repeats.
    func iterationDelta(underlying: Any) -> Any? {
        guard let start = value(atFraction: 0, underlying: underlying),
              let end = value(atFraction: 1, underlying: underlying) else { return nil }
        return AnimationValue.subtract(end, start)
    }

    override func apply(to values: inout AnimatedValues, atParentTime time: CFTimeInterval) {
        guard let keyPath = resolvedKeyPath, let underlying = values.value(keyPath),
              let progress = progress(atParentTime: time) else { return }
        // With a value function the animation's own values are numbers, interpolated (and accumulated) as such,
        // and only the result becomes the property's value; a missing endpoint is the function's identity.
        let interpolationBase = valueFunction?.identityInput ?? underlying
        guard var value = value(atFraction: progress.fraction, underlying: interpolationBase) else { return }
        if isCumulative, progress.iteration > 0, let delta = iterationDelta(underlying: interpolationBase),
           let total = AnimationValue.scale(delta, by: Double(progress.iteration)),
           let sum = AnimationValue.add(value, total) {
            value = sum
        }
        if let valueFunction {
            guard let transform = valueFunction.transform(for: value) else { return }
            value = transform
        }
        if isAdditive, let sum = AnimationValue.add(underlying, value) { value = sum }
        values.set(value, for: keyPath)
    }
}
