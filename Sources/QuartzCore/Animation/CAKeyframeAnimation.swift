/// An animation through a sequence of values (or along a path), with optional key times and per-segment timing.
@preconcurrency @MainActor open class CAKeyframeAnimation: CAPropertyAnimation {
    public struct CalculationMode: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let linear = Self(rawValue: "linear")
        public static let discrete = Self(rawValue: "discrete")
        public static let paced = Self(rawValue: "paced")
        public static let cubic = Self(rawValue: "cubic")
        public static let cubicPaced = Self(rawValue: "cubicPaced")
    }

    public struct RotationMode: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let rotateAuto = Self(rawValue: "auto")
        public static let rotateAutoReverse = Self(rawValue: "autoReverse")
    }

    public var values: [Any]?
    /// Fractions of the duration, one per value, from 0 to 1 and non-decreasing.
    public var keyTimes: [NSNumber]?
    public var timingFunctions: [CAMediaTimingFunction]?
    public var calculationMode: CalculationMode = .linear
    /// For point properties: the values are the points along this path, which overrides `values`.
    public var path: CGPath?
    public var rotationMode: RotationMode?
    /// For the cubic modes: how sharply the curve bends at each keyframe (1 tight, -1 round), default 0.
    public var tensionValues: [NSNumber]?
    /// For the cubic modes: how sharp the corner at each keyframe is (-1 smooth ... 1 boxy), default 0.
    public var continuityValues: [NSNumber]?
    /// For the cubic modes: where the curve overshoots at each keyframe (-1 before ... 1 after), default 0.
    public var biasValues: [NSNumber]?

    open override func copy() -> CAAnimation {
        let copy = super.copy() as! CAKeyframeAnimation
        copy.values = values; copy.keyTimes = keyTimes; copy.timingFunctions = timingFunctions
        copy.calculationMode = calculationMode; copy.path = path; copy.rotationMode = rotationMode
        copy.tensionValues = tensionValues; copy.continuityValues = continuityValues; copy.biasValues = biasValues
        return copy
    }

    /// The keyframe values: the path's points when there is a path.
    var frames: [Any] {
        if let path {
            return PathInterpolation.elements(of: path).compactMap { $0.points.last }.map { $0 as Any }
        }
        return values ?? []
    }

    /// The key times in use: given ones when valid, evenly spaced otherwise, or by distance when paced.
    func resolvedKeyTimes(for frames: [Any]) -> [Double] {
        let count = frames.count
        guard count > 1 else { return [0] }
        if calculationMode == .paced || calculationMode == .cubicPaced {
            let distances = (1..<count).map { AnimationValue.distance(frames[$0 - 1], frames[$0]) }
            let total = distances.reduce(0, +)
            guard total > 0 else { return (0..<count).map { Double($0) / Double(count - 1) } }
            var times = [0.0]
            for d in distances { times.append(times.last! + d / total) }
            return times
        }
        if let keyTimes, keyTimes.count == count {
            let times = keyTimes.map { min(max($0.doubleValue, 0), 1) }
            if zip(times, times.dropFirst()).allSatisfy({ $0 <= $1 }) { return times }
            CALog.error("keyTimes \(times) are not non-decreasing; spacing keyframes evenly")
        }
        let segments = calculationMode == .discrete ? count : count - 1
        return (0..<count).map { Double($0) / Double(segments) }
    }

    override func value(atFraction fraction: Double, underlying: Any) -> Any? {
        let frames = frames
        guard let first = frames.first else { return nil }
        guard frames.count > 1 else { return first }
        let times = resolvedKeyTimes(for: frames)
        if calculationMode == .discrete {
            let index = times.lastIndex { $0 <= fraction } ?? 0
            return frames[index]
        }
        let segment = min(max((times.lastIndex { $0 <= fraction } ?? 0), 0), frames.count - 2)
        let span = times[segment + 1] - times[segment]
        var local = span > 0 ? (fraction - times[segment]) / span : 1
        // The paced modes keep a constant speed: they ignore per-segment timing, as Core Animation documents.
        let isPaced = calculationMode == .paced || calculationMode == .cubicPaced
        if !isPaced, let functions = timingFunctions, segment < functions.count {
            local = functions[segment].evaluate(at: min(max(local, 0), 1))
        }
        if calculationMode == .cubic || calculationMode == .cubicPaced,
           let curved = KeyframeSpline.value(frames, segment: segment, local: local, shape: splineShape) {
            return curved
        }
        return AnimationValue.interpolate(frames[segment], frames[segment + 1], local)
    }

    private var splineShape: KeyframeSpline.Shape {
        func doubles(_ numbers: [NSNumber]?) -> [Double] { (numbers ?? []).map(\.doubleValue) }
        return KeyframeSpline.Shape(tension: doubles(tensionValues), continuity: doubles(continuityValues),
                                    bias: doubles(biasValues))
    }

    /// A discrete animation without easing holds each value until the next key time (a blinking caret changes
    /// twice a second), so frames are needed only then.
    override func nextChange(afterParentTime time: CFTimeInterval) -> CFTimeInterval? {
        if let outside = super.nextChange(afterParentTime: time) { return outside }
        let state = timing
        guard calculationMode == .discrete, !state.autoreverses, timingFunction == nil, fractionCurve == nil,
              state.duration > 0 else { return nil }
        let active = state.localTime(time)
        let within = active.truncatingRemainder(dividingBy: state.duration)
        let fraction = within / state.duration
        let nextKey = resolvedKeyTimes(for: frames).first { $0 > fraction + 1e-9 } ?? 1
        let next = min(active - within + nextKey * state.duration, state.activeDuration)
        return state.beginTime + (next - state.timeOffset) / state.speed
    }

    override func apply(to values: inout AnimatedValues, atParentTime time: CFTimeInterval) {
        super.apply(to: &values, atParentTime: time)
        // Along a path, "auto" rotation turns the layer to the path's tangent.
        guard path != nil, let rotationMode, let progress = progress(atParentTime: time),
              let a = value(atFraction: max(progress.fraction - 0.001, 0), underlying: CGPoint.zero) as? CGPoint,
              let b = value(atFraction: min(progress.fraction + 0.001, 1), underlying: CGPoint.zero) as? CGPoint,
              a != b else { return }
        var angle = atan2(b.y - a.y, b.x - a.x)
        if rotationMode == .rotateAutoReverse { angle += .pi }
        let base = values.value(AnimatedKeyPath.transform) as? CATransform3D ?? CATransform3DIdentity
        values.set(CATransform3DRotate(base, angle, 0, 0, 1), for: AnimatedKeyPath.transform)
    }
}
