import QuartzCore

/// Keyframe view animation: `addKeyframe` calls inside `animateKeyframes` give each change a start and a
/// duration as fractions (0...1) of the whole animation.
extension UIView {
    public static func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval,
                                        options: KeyframeAnimationOptions = [], animations: @escaping () -> Void,
                                        completion: ((Bool) -> Void)? = nil) {
        let viewOptions = AnimationOptions(rawValue: options.rawValue & ~(0x7 << 10))
        let context = makeContext(duration: duration, delay: delay, options: viewOptions, completion: completion)
        let recording = KeyframeRecording()
        context.keyframes = recording
        ViewAnimationTracker.run(context, animations: animations) {
            for track in recording.tracks {
                let animation = recording.animation(for: track, context: context, mode: options.calculationMode)
                track.layer.add(animation, forKey: track.key)
            }
        }
    }

    /// One keyframe: the changes `animations` makes run from `frameStartTime` for `frameDuration`, both fractions
    /// of the enclosing keyframe animation. Outside `animateKeyframes` it has no effect (logged).
    public static func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                   animations: @escaping () -> Void) {
        guard let context = ViewAnimationContext.current, let recording = context.keyframes else {
            UIKitLog.error("addKeyframe outside animateKeyframes: the changes are made without animation")
            performWithoutAnimation(animations)
            return
        }
        guard frameStartTime.isFinite, frameDuration.isFinite else {
            UIKitLog.error("addKeyframe with non-finite times (\(frameStartTime), \(frameDuration)) ignored")
            return
        }
        let start = min(max(frameStartTime, 0), 1)
        let saved = recording.currentSpan
        recording.currentSpan = (start, min(max(start + frameDuration, start), 1))
        defer { recording.currentSpan = saved }
        animations()
    }
}
