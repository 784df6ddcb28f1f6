import QuartzCore

/// The changes made inside `animateKeyframes`: for each layer and property, the value before the block and the
/// value each keyframe sets, with the keyframe's start and duration as fractions of the whole. When the block
/// ends they become one `CAKeyframeAnimation` per property, whose key times are those fractions.
@MainActor final class KeyframeRecording {
    struct Segment {
        var start: Double
        var end: Double
        var value: Any
    }

    final class Track {
        let layer: CALayer
        let key: String
        let initial: Any
        var segments: [Segment] = []
        init(layer: CALayer, key: String, initial: Any) { self.layer = layer; self.key = key; self.initial = initial }
    }

    /// The keyframe being recorded (start, end); changes outside `addKeyframe` span the whole animation.
    var currentSpan: (start: Double, end: Double) = (0, 1)
    private(set) var tracks: [Track] = []
    lazy var recorder = Recorder(recording: self)

    /// The action views return while a keyframe block is open.
    final class Recorder: CAAction {
        unowned let recording: KeyframeRecording
        init(recording: KeyframeRecording) { self.recording = recording }

        func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
            guard let layer = anObject as? CALayer, let value = layer.value(forKeyPath: event),
                  let old = dict?["previousModelValue"] else { return }
            recording.record(layer: layer, key: event, old: old, new: value)
        }
    }

    func record(layer: CALayer, key: String, old: Any, new: Any) {
        let track: Track
        if let existing = tracks.first(where: { $0.layer === layer && $0.key == key }) {
            track = existing
        } else {
            track = Track(layer: layer, key: key, initial: old)
            tracks.append(track)
        }
        track.segments.append(Segment(start: currentSpan.start, end: currentSpan.end, value: new))
    }

    /// The keyframe animation of one track: the value holds until each keyframe starts and reaches the keyframe's
    /// value at its end.
    func animation(for track: Track, context: ViewAnimationContext,
                   mode: CAKeyframeAnimation.CalculationMode) -> CAKeyframeAnimation {
        var values: [Any] = [track.initial]
        var times: [Double] = [0]
        var last = track.initial
        for segment in track.segments.sorted(by: { $0.start < $1.start }) {
            let start = max(segment.start, times.last!), end = max(segment.end, start)
            if start > times.last! { values.append(last); times.append(start) }
            values.append(segment.value); times.append(end)
            last = segment.value
        }
        if times.last! < 1 { values.append(last); times.append(1) }
        let animation = CAKeyframeAnimation(keyPath: track.key)
        animation.values = values
        animation.keyTimes = times.map { NSNumber(value: $0) }
        animation.calculationMode = mode
        animation.duration = context.duration
        context.applyRepetition(to: animation)
        // The curve applies to the whole animation when one is given; keyframes are linear in time otherwise.
        let curveBits = context.options.rawValue & (0xF << 16)
        animation.timingFunction = curveBits == 0 ? nil : context.options.curve.timingFunction
        animation.delegate = context.tracker
        if context.delay > 0 {
            animation.beginTime = track.layer.convertTime(CACurrentMediaTime(), from: nil) + context.delay
            animation.fillMode = .backwards
        }
        return animation
    }
}
