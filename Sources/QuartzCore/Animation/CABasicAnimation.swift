/// An animation between two values. Which values it runs between follows Core Animation's rules for the
/// combinations of `fromValue`, `toValue` and `byValue`; a missing end is the layer's current value.
@preconcurrency @MainActor open class CABasicAnimation: CAPropertyAnimation {
    public var fromValue: Any?
    public var toValue: Any?
    public var byValue: Any?

    open override func copy() -> CAAnimation {
        let copy = super.copy() as! CABasicAnimation
        copy.fromValue = fromValue
        copy.toValue = toValue
        copy.byValue = byValue
        return copy
    }

    /// Converts numeric values to the number type of the animated property (a `Double` given for a `CGFloat`
    /// property) once, when the animation is added, instead of at every frame.
    override func adopt(underlying: Any) {
        fromValue = fromValue.map { AnimationValue.converted($0, like: underlying) }
        toValue = toValue.map { AnimationValue.converted($0, like: underlying) }
        byValue = byValue.map { AnimationValue.converted($0, like: underlying) }
    }

    /// The start and end for a given underlying value.
    func endpoints(underlying: Any) -> (Any, Any)? {
        switch (fromValue, toValue, byValue) {
        case let (from?, to?, _): return (from, to)
        case let (from?, nil, by?): return AnimationValue.add(from, by).map { (from, $0) }
        case let (nil, to?, by?): return AnimationValue.subtract(to, by).map { ($0, to) }
        case let (from?, nil, nil): return (from, underlying)
        case let (nil, to?, nil): return (underlying, to)
        case let (nil, nil, by?): return AnimationValue.add(underlying, by).map { (underlying, $0) }
        default: return (underlying, underlying)
        }
    }

    override func value(atFraction fraction: Double, underlying: Any) -> Any? {
        guard let (from, to) = endpoints(underlying: underlying) else { return nil }
        return AnimationValue.interpolate(from, to, fraction)
    }
}
