/// Hears when an animation starts and stops.
@preconcurrency @MainActor public protocol CAAnimationDelegate: AnyObject {
    func animationDidStart(_ anim: CAAnimation)
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// The base of all animations: timing, delegate and removal. Adding an animation to a layer copies it, so later
/// changes to the original do not affect the running one.
@preconcurrency @MainActor open class CAAnimation: CAMediaTiming {
    public var beginTime: CFTimeInterval = 0
    /// 0 means the default of 0.25 seconds.
    public var duration: CFTimeInterval = 0
    public var speed: Float = 1
    public var timeOffset: CFTimeInterval = 0
    public var repeatCount: Float = 0
    public var repeatDuration: CFTimeInterval = 0
    public var autoreverses = false
    public var fillMode: CAMediaTimingFillMode = .removed
    public var timingFunction: CAMediaTimingFunction?
    public var isRemovedOnCompletion = true
    /// Retained, as Core Animation retains an animation's delegate.
    public var delegate: CAAnimationDelegate?
    /// Runs once when the animation stops; `finished` is false when it was removed early. (A Swift-native
    /// alternative to the delegate.)
    public var completion: ((Bool) -> Void)?
    /// Set once the stop has been reported to the delegate and completion.
    var hasReportedStop = false
    /// The transaction this animation was added in, whose completion block waits for it (set on the added copy).
    var transactionGroup: TransactionCompletionGroup?
    /// Replaces the animation's own easing (`easedFraction(_:)`) from the fraction of the simple duration to the
    /// fraction shown; the result may leave 0...1, as when a property animator continues along a spring that
    /// overshoots. nil: the animation's own easing.
    package var fractionCurve: ((Double) -> Double)?

    /// The animation's own easing: the fraction shown at `fraction` of the simple duration.
    package func easedFraction(_ fraction: Double) -> Double { timingFunction?.evaluate(at: fraction) ?? fraction }

    /// Lets an animation that already stopped (kept after finishing) report its next stop too: a property
    /// animator that pauses on completion runs its animations again.
    package func rearmStopReport() { hasReportedStop = false }

    public required init() {}

    public convenience init(timingFunction: CAMediaTimingFunction?) {
        self.init()
        self.timingFunction = timingFunction
    }

    /// A copy with the same settings (subclasses copy their own).
    open func copy() -> CAAnimation {
        let copy = type(of: self).init()
        copy.copyTiming(from: self)
        return copy
    }

    func copyTiming(from other: CAAnimation) {
        beginTime = other.beginTime; duration = other.duration; speed = other.speed; timeOffset = other.timeOffset
        repeatCount = other.repeatCount; repeatDuration = other.repeatDuration; autoreverses = other.autoreverses
        fillMode = other.fillMode; timingFunction = other.timingFunction
        isRemovedOnCompletion = other.isRemovedOnCompletion; delegate = other.delegate; completion = other.completion
    }

    /// Only properties that can animate make an animation do anything; Core Animation says which.
    open class func defaultValue(forKey key: String) -> Any? { nil }

    /// The timing of this animation, with 0 duration meaning 0.25 s.
    var timing: MediaTimingState {
        MediaTimingState(beginTime: beginTime, duration: duration > 0 && duration.isFinite ? duration : 0.25,
                         speed: Double(speed), timeOffset: timeOffset, repeatCount: Double(repeatCount),
                         repeatDuration: repeatDuration, autoreverses: autoreverses, fillMode: fillMode)
    }

    /// The fraction (after the timing function) shown at `localTime` of the parent, or nil when there is no effect.
    func progress(atParentTime time: CFTimeInterval) -> (fraction: Double, iteration: Int)? {
        let state = timing
        switch state.phase(atParentTime: time) {
        case .before, .after: return nil
        case .at(let fraction):
            let local = max(state.localTime(time), 0)
            let iteration = state.iterationDuration > 0
                ? Int(min(local, state.activeDuration) / state.iterationDuration) : 0
            return (fractionCurve?(fraction) ?? easedFraction(fraction), iteration)
        }
    }

    /// The parent time at which the active duration ends; nil when it never does (endless repetition, frozen or
    /// running backwards).
    package var activeEndTime: CFTimeInterval? {
        let state = timing
        guard state.speed > 0, state.activeDuration.isFinite else { return nil }
        return state.beginTime + (state.activeDuration - state.timeOffset) / state.speed
    }

    /// True once the active time and any forward fill are over at parent time `time`.
    func isFinished(atParentTime time: CFTimeInterval) -> Bool {
        let state = timing
        // Running backwards (negative speed), an animation ends when it gets back to its start.
        if state.speed < 0 { return state.localTime(time) <= 0 }
        return state.localTime(time) >= state.activeDuration
    }

    /// The parent time after `time` at which this animation's effect may next change, while it holds still until
    /// then: before it starts, after it ends, and (subclasses say) between a discrete animation's key times. Nil
    /// when it may change at every frame.
    func nextChange(afterParentTime time: CFTimeInterval) -> CFTimeInterval? {
        let state = timing
        guard state.speed > 0 else { return nil }
        let local = state.localTime(time)
        if local < 0 { return state.beginTime - state.timeOffset / state.speed }
        if local >= state.activeDuration { return .infinity }
        return nil
    }

    /// The animation's effect on the layer's value for `keyPath` at parent time `time`; subclasses say.
    func apply(to values: inout AnimatedValues, atParentTime time: CFTimeInterval) {}

    /// Whether this animation touches `keyPath` (for removal and `animation(forKey:)` bookkeeping).
    var animatedKeyPaths: [String] { [] }
}

/// The values animations read (the model value, or what earlier animations made of it) and write (presentation).
///
/// For a layer, CALayer's own render values live in typed fields (`PresentationValues`) and only other keys (a
/// subclass's, a custom key) go by key-value coding into `written`. Without a layer (`init(read:)`), every key goes
/// through `read` and `written`.
@preconcurrency @MainActor public struct AnimatedValues {
    var fields: PresentationValues?
    /// Whether `fields` is set (tested without touching the optional, which would copy the struct).
    private let hasFields: Bool
    private let read: ((String) -> Any?)?
    /// Keys outside `fields` are read from this layer by key-value coding.
    private let layer: CALayer?
    public private(set) var written: [String: Any] = [:]

    public init(read: @escaping (String) -> Any?) {
        self.read = read
        layer = nil
        hasFields = false
    }

    init(layer: CALayer) {
        fields = PresentationValues(layer: layer)
        self.layer = layer
        read = nil
        hasFields = true
    }

    public func value(_ keyPath: String) -> Any? { value(AnimatedKeyPath(keyPath)) }

    public mutating func set(_ value: Any, for keyPath: String) { set(value, for: AnimatedKeyPath(keyPath)) }

    func value(_ keyPath: AnimatedKeyPath) -> Any? {
        // Optional chaining reads the fields in place (binding them would copy the struct).
        if keyPath.property != nil, hasFields { return fields?.value(at: keyPath) }
        return written[keyPath.raw] ?? read?(keyPath.raw) ?? layer?.value(forKeyPath: keyPath.raw)
    }

    /// Writes the animated values onto a presentation copy of the layer they were made from.
    func write(to copy: CALayer) {
        fields?.write(to: copy)
        for (keyPath, value) in written { copy.setValue(value, forKeyPath: keyPath) }
    }

    mutating func set(_ value: Any, for keyPath: AnimatedKeyPath) {
        if keyPath.property != nil, hasFields {
            fields!.set(value, at: keyPath)
        } else {
            written[keyPath.raw] = value
        }
    }
}
