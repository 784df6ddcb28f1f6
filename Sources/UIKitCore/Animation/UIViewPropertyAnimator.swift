import QuartzCore

/// Where an animator's animations ended.
public enum UIViewAnimatingPosition: Int, Sendable {
    case end, start, current
}

/// An animator's life cycle: inactive until started, active while running or paused, stopped after
/// `stopAnimation(false)` until `finishAnimation(at:)`.
public enum UIViewAnimatingState: Int, Sendable {
    case inactive, active, stopped
}

/// An interruptible view animation: start, pause, scrub with `fractionComplete`, reverse, stop or finish. Its
/// animations are ordinary view animations whose layer timing (begin time, speed, time offset) the animator moves.
@preconcurrency @MainActor open class UIViewPropertyAnimator {
    public let duration: TimeInterval
    public private(set) var state: UIViewAnimatingState = .inactive { didSet { updateSelfRetention() } }
    public var isInterruptible = true
    private let timingFunction: CAMediaTimingFunction
    private let dampingRatio: CGFloat?
    private var pendingAnimations: [(delayFactor: CGFloat, block: () -> Void)] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    private var added: [AddedViewAnimation] = []
    private var context: ViewAnimationContext?
    /// The time fraction reached when last paused (0 before starting).
    private var pausedFraction: Double = 0
    private var startTime: CFTimeInterval = 0
    private var delayBeforeStart: TimeInterval = 0
    private var isPaused = true { didSet { updateSelfRetention() } }
    /// From `continueAnimation(withTimingParameters:durationFactor:)`: the remaining time stretches by this factor
    /// and, with new timing parameters, follows `continuationCurve` (progress by elapsed fraction of it).
    private var durationFactor: Double = 1
    private var continuationCurve: ((Double) -> Double)?

    /// When true, the animator stays active at the end of its animations, paused there (at the start when
    /// reversed), and runs no completion until it is stopped and finished; it can be reversed and started again.
    public var pausesOnCompletion = false {
        didSet {
            guard state == .active, !isPaused else { return }
            applyTiming(fraction: currentFraction(reversed: isReversed), running: true)
        }
    }

    public init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.duration = duration.isFinite && duration > 0 ? duration : 0
        timingFunction = curve.timingFunction
        dampingRatio = nil
        if let animations { pendingAnimations.append((0, animations)) }
    }

    public init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
                animations: (() -> Void)? = nil) {
        self.duration = duration.isFinite && duration > 0 ? duration : 0
        timingFunction = CAMediaTimingFunction(controlPoints: Float(point1.x), Float(point1.y), Float(point2.x),
                                               Float(point2.y))
        dampingRatio = nil
        if let animations { pendingAnimations.append((0, animations)) }
    }

    /// An animator timed by `parameters`: a cubic curve or a spring.
    public init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
        self.duration = duration.isFinite && duration > 0 ? duration : 0
        if let spring = parameters.springTimingParameters {
            timingFunction = CAMediaTimingFunction(name: .linear)
            dampingRatio = spring.dampingRatio
        } else {
            timingFunction = parameters.cubicTimingParameters?.timingFunction
                ?? UIView.AnimationCurve.easeInOut.timingFunction
            dampingRatio = nil
        }
    }

    public init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.duration = duration.isFinite && duration > 0 ? duration : 0
        timingFunction = CAMediaTimingFunction(name: .linear)
        dampingRatio = ratio
        if let animations { pendingAnimations.append((0, animations)) }
    }

    /// An animator that has already started.
    public static func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval,
                                               options: UIView.AnimationOptions, animations: @escaping () -> Void,
                                               completion: ((UIViewAnimatingPosition) -> Void)? = nil)
        -> UIViewPropertyAnimator {
        let animator = UIViewPropertyAnimator(duration: duration, curve: options.curve, animations: animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    public var isRunning: Bool { state == .active && !isPaused }
    public var isReversed = false {
        didSet {
            guard isReversed != oldValue, state == .active else { return }
            applyTiming(fraction: currentFraction(reversed: oldValue), running: !isPaused)
        }
    }

    /// The time fraction (0...1, before the curve) the animations have reached; settable while paused.
    public var fractionComplete: CGFloat {
        get { CGFloat(currentFraction(reversed: isReversed)) }
        set {
            guard newValue.isFinite else {
                UIKitLog.error("UIViewPropertyAnimator.fractionComplete \(newValue) ignored: not finite")
                return
            }
            if state == .inactive { startAnimations() }
            guard isPaused else {
                UIKitLog.error("UIViewPropertyAnimator.fractionComplete can only be set while paused")
                return
            }
            pausedFraction = Double(min(max(newValue, 0), 1))
            applyTiming(fraction: pausedFraction, running: false)
        }
    }

    private func currentFraction(reversed: Bool) -> Double {
        guard state == .active, !isPaused, duration > 0 else { return pausedFraction }
        let progress = remainingProgress(atMediaTime: CACurrentMediaTime(), reversed: reversed)
        let remaining = reversed ? pausedFraction : 1 - pausedFraction
        return min(max(reversed ? pausedFraction - progress * remaining : pausedFraction + progress * remaining, 0), 1)
    }

    /// Parent time of the remaining part of the run, from the last start (`startTime`) to its end.
    private func remainingTime(reversed: Bool) -> Double {
        (reversed ? pausedFraction : 1 - pausedFraction) * duration * durationFactor
    }

    /// How far through the remaining part of the run (0...1) the animations are at media time `t`.
    private func remainingProgress(atMediaTime t: CFTimeInterval, reversed: Bool) -> Double {
        let total = remainingTime(reversed: reversed)
        guard total > 0 else { return 1 }
        let x = min(max((t - startTime) / total, 0), 1)
        return continuationCurve.map { min(max($0(x), 0), 1) } ?? x
    }

    /// Resumes a paused (or running) animator for the rest of its run: `durationFactor` stretches the remaining
    /// time, and `parameters`, when given, replace the timing for it: the animations go on from where they are
    /// along the new curve (a spring's overshooting and settling too).
    public func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?,
                                  durationFactor: CGFloat) {
        guard state == .active else {
            UIKitLog.error("UIViewPropertyAnimator.continueAnimation needs an active animator (state \(state))")
            return
        }
        if !(durationFactor.isFinite && durationFactor > 0) {
            UIKitLog.error("UIViewPropertyAnimator.continueAnimation durationFactor \(durationFactor) ignored: using 1")
        }
        let fraction = currentFraction(reversed: isReversed)
        self.durationFactor = durationFactor.isFinite && durationFactor > 0 ? Double(durationFactor) : 1
        continuationCurve = parameters?.progressCurve
        isPaused = false
        applyTiming(fraction: fraction, running: true)
    }

    public func addAnimations(_ animation: @escaping () -> Void) { addAnimations(animation, delayFactor: 0) }

    public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        pendingAnimations.append((min(max(delayFactor, 0), 1), animation))
        if state == .active { runPendingAnimations() }
    }

    public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    public func startAnimation() { startAnimation(afterDelay: 0) }

    public func startAnimation(afterDelay delay: TimeInterval) {
        guard state != .stopped else {
            UIKitLog.error("UIViewPropertyAnimator.startAnimation on a stopped animator ignored")
            return
        }
        delayBeforeStart = delay.isFinite && delay > 0 ? delay : 0
        if state == .inactive { startAnimations() }
        isPaused = false
        applyTiming(fraction: pausedFraction, running: true)
    }

    public func pauseAnimation() {
        if state == .inactive { startAnimations() }
        guard state == .active, !isPaused else { return }
        pausedFraction = Double(fractionComplete)
        isPaused = true
        continuationCurve = nil
        applyTiming(fraction: pausedFraction, running: false)
    }

    /// Stops where the animations are now: the model takes the values on screen. Without finishing, the animator
    /// becomes inactive and no completion runs; otherwise it waits for `finishAnimation(at:)`.
    public func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        // Set first: removing the animations reports their stop, which must not finish the animator.
        state = withoutFinishing ? .inactive : .stopped
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        for animation in added {
            let shown = animation.layer.presentation()?.value(forKeyPath: animation.keyPath)
            animation.layer.removeAnimation(forKey: animation.key)
            if let shown { animation.layer.setValue(shown, forKeyPath: animation.keyPath) }
        }
        CATransaction.commit()
        added = []
    }

    /// After `stopAnimation(false)`: puts the properties at `position` and runs the completions.
    public func finishAnimation(at position: UIViewAnimatingPosition) {
        guard state == .stopped else {
            UIKitLog.error("UIViewPropertyAnimator.finishAnimation(at:) needs a stopped animator")
            return
        }
        finish(at: position)
    }

    // MARK: Running

    /// Running animators keep themselves alive, as UIKit's do: an app may start one and drop its reference
    /// (`runningPropertyAnimator`), and its completions still run. A paused one lives only as long as someone
    /// holds it (whoever scrubs it), so a forgotten one does not keep the frames running.
    private static var running: [ObjectIdentifier: UIViewPropertyAnimator] = [:]

    private func updateSelfRetention() {
        Self.running[ObjectIdentifier(self)] = state == .active && !isPaused ? self : nil
    }

    private func startAnimations() {
        state = .active
        let tracker = ViewAnimationTracker(options: [.allowUserInteraction]) { [weak self] _ in
            self?.animationsEnded()
        }
        let context = ViewAnimationContext(duration: duration, delay: 0, options: [], tracker: tracker)
        context.timingFunction = timingFunction
        if let dampingRatio { context.spring = (dampingRatio, 0) }
        self.context = context
        runPendingAnimations()
    }

    private func runPendingAnimations() {
        guard let context else { return }
        let blocks = pendingAnimations
        pendingAnimations = []
        ViewAnimationTracker.run(context, animations: {
            for (_, block) in blocks { block() }
        })
        added += context.addedAnimations
        context.addedAnimations = []
        applyTiming(fraction: Double(fractionComplete), running: !isPaused)
    }

    /// Moves every animation to `fraction` of the duration, frozen or running (forwards or backwards, stretched by
    /// `durationFactor`, along `continuationCurve` when one is set).
    private func applyTiming(fraction: Double, running: Bool) {
        let now = CACurrentMediaTime()
        pausedFraction = fraction
        startTime = now + (running ? delayBeforeStart : 0)
        delayBeforeStart = 0
        let speed = running ? (isReversed ? -1 : 1) / durationFactor : 0
        for entry in added {
            guard let animation = entry.layer.animation(forKey: entry.key) else { continue }
            animation.fillMode = .both
            animation.timeOffset = fraction * duration
            animation.beginTime = entry.layer.convertTime(startTime, from: nil)
            animation.speed = Float(speed)
            animation.fractionCurve = running ? continuation(of: animation, from: fraction) : nil
            if pausesOnCompletion {
                // Kept when it ends, and heard again at each end: the animator pauses there instead of finishing.
                animation.isRemovedOnCompletion = false
                animation.rearmStopReport()
                animation.completion = { [weak self] _ in self?.reachedEndWhilePausing() }
                CAAnimationEngine.register(entry.layer)
            }
        }
        CAAnimationEngine.requestFrames()
    }

    /// With a continuation curve, what `animation` shows over the rest of the run (from `start`, a fraction of the
    /// duration, to the end it runs toward): the curve's progress from the value shown at `start` to the end value,
    /// going past it and back where a spring overshoots. Time itself runs evenly, so the run ends on time; the
    /// part not being run keeps the animation's own easing.
    private func continuation(of animation: CAAnimation, from start: Double) -> ((Double) -> Double)? {
        guard let curve = continuationCurve else { return nil }
        let reversed = isReversed
        let span = reversed ? start : 1 - start
        guard span > 0 else { return nil }
        let shownAtStart = animation.easedFraction(start)
        let end: Double = reversed ? 0 : 1
        return { [unowned animation] fraction in
            let x = (reversed ? start - fraction : fraction - start) / span
            guard x > 0 else { return animation.easedFraction(fraction) }
            return shownAtStart + (end - shownAtStart) * curve(min(x, 1))
        }
    }

    private func reachedEndWhilePausing() {
        guard state == .active, pausesOnCompletion, !isPaused else { return }
        isPaused = true
        continuationCurve = nil
        applyTiming(fraction: isReversed ? 0 : 1, running: false)
    }

    private func animationsEnded() {
        guard state == .active, !pausesOnCompletion else { return }
        finish(at: isReversed ? .start : .end)
    }

    private func finish(at position: UIViewAnimatingPosition) {
        state = .inactive
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        for entry in added {
            switch position {
            case .start: entry.layer.setValue(entry.previousModelValue, forKeyPath: entry.keyPath)
            case .current:
                if let shown = entry.layer.presentation()?.value(forKeyPath: entry.keyPath) {
                    entry.layer.setValue(shown, forKeyPath: entry.keyPath)
                }
            case .end: break
            }
            entry.layer.removeAnimation(forKey: entry.key)
        }
        CATransaction.commit()
        added = []
        pausedFraction = position == .end ? 1 : 0
        let completions = self.completions
        self.completions = []
        for completion in completions { completion(position) }
    }
}
