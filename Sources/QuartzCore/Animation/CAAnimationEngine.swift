/// Advances running animations: at each commit, finished animations are removed (delegates told), new ones are
/// told they started, and layers with running animations are marked so their render nodes show this frame's
/// presentation values. While anything runs, it asks for the next frame.
@preconcurrency @MainActor public enum CAAnimationEngine {
    /// The layers with animations, not retained: a weak reference would give each animated layer a side table,
    /// which slows every retain and release of it. A layer going away removes itself (`forget`, from its deinit),
    /// so no entry dangles. (Layers live and die on the main thread.)
    nonisolated(unsafe) private static var animatedLayers: [UInt64: Unmanaged<CALayer>] = [:]

    /// Asks for a commit at the next display refresh; installed by the application (a display link on the
    /// window's screen). Without it, frames advance whenever something commits.
    public static var frameRequester: (() -> Void)?

    /// Asks for a commit at a media time: installed by the application (a timer that resumes the frames). While
    /// every running animation holds still until some later moment (a blinking caret), frames pause until then;
    /// without it, frames run on.
    public static var frameWaker: ((CFTimeInterval) -> Void)?

    /// True while any layer has an animation attached.
    public static var hasRunningAnimations: Bool { !animatedLayers.isEmpty }

    /// True when the running animations hold still until the time last given to `frameWaker`: no frame is needed
    /// before it.
    public private(set) static var isWaitingForChange = false

    /// A wait shorter than this is not worth stopping the frames for.
    static let shortestWait: CFTimeInterval = 0.05

    /// Asks for frames again after animations' timing was changed in place (a property animator resuming).
    package static func requestFrames() {
        if !animatedLayers.isEmpty { frameRequester?() }
    }

    /// Advances `layer`'s animations from the next frame on (also after their timing was changed in place).
    package static func register(_ layer: CALayer) {
        animatedLayers[layer.layerID] = Unmanaged.passUnretained(layer)
        frameRequester?()
    }

    /// Tests only: runs `body` with the layers other tests left animating set aside (and kept alive), so a test can
    /// see the engine idle; they run on afterwards.
    package static func withOtherAnimationsSetAside<T>(_ body: () throws -> T) rethrows -> T {
        let aside = animatedLayers.mapValues { $0.takeUnretainedValue() }
        animatedLayers = [:]
        defer { for (id, layer) in aside { animatedLayers[id] = Unmanaged.passUnretained(layer) } }
        return try body()
    }

    /// Called by a layer's deinit (with its `layerID`).
    nonisolated static func forget(layerID: UInt64) {
        if !animatedLayers.isEmpty { animatedLayers[layerID] = nil }
    }

    /// Called by every commit before render trees are made.
    static func advance(to time: CFTimeInterval = CACurrentMediaTime()) {
        guard !animatedLayers.isEmpty else { return }
        var stopped: [(LayerAnimation, Bool)] = []
        var started: [CAAnimation] = []
        // The earliest moment any running animation may change (media time); nil once one changes every frame.
        var nextChange: CFTimeInterval? = .infinity
        for (id, reference) in animatedLayers {
            let layer = reference.takeUnretainedValue()
            let local = layer.convertTime(time, from: nil)
            var stillRunning = false
            var removesSome = false
            for index in layer.animationEntries.indices {
                let entry = layer.animationEntries[index]
                if !entry.started {
                    layer.animationEntries[index].started = true
                    started.append(entry.animation)
                }
                if entry.animation.isFinished(atParentTime: local) {
                    stopped.append((entry, true))
                    removesSome = removesSome || entry.animation.isRemovedOnCompletion
                } else {
                    stillRunning = true
                    nextChange = earlier(nextChange, entry.animation, layer: layer, time: time, local: local)
                }
            }
            if removesSome {
                layer.animationEntries.removeAll { entry in
                    let animation = entry.animation
                    return animation.isRemovedOnCompletion && animation.isFinished(atParentTime: local)
                }
            }
            // Finished but kept (removedOnCompletion false) animations keep showing their fill; they need no frames.
            layer.changed()
            if !stillRunning { animatedLayers[id] = nil }
        }
        for animation in started { animation.delegate?.animationDidStart(animation) }
        for (entry, finished) in stopped { didStop(entry, finished: finished) }
        isWaitingForChange = false
        guard !animatedLayers.isEmpty else { return }
        if let nextChange, nextChange.isFinite, nextChange - time >= shortestWait, let frameWaker {
            isWaitingForChange = true
            frameWaker(nextChange)
        } else {
            frameRequester?()
        }
    }

    /// The earlier of `next` and the moment `animation` may next change, in media time; nil when it changes every
    /// frame, or its layer's time does not run at the media clock's rate (a changed speed or offset above it).
    private static func earlier(_ next: CFTimeInterval?, _ animation: CAAnimation, layer: CALayer,
                                time: CFTimeInterval, local: CFTimeInterval) -> CFTimeInterval? {
        guard let next, let change = animation.nextChange(afterParentTime: local),
              abs(layer.convertTime(time + 1, from: nil) - local - 1) < 1e-9 else { return nil }
        return min(next, time + (change - local))
    }

    static func didStop(_ entry: LayerAnimation, finished: Bool) {
        let animation = entry.animation
        // Each animation is reported stopped once, also when it is kept after finishing (fill forwards).
        guard !animation.hasReportedStop else { return }
        animation.hasReportedStop = true
        animation.delegate?.animationDidStop(animation, finished: finished)
        animation.completion?(finished)
        animation.completion = nil
        animation.transactionGroup?.animationStopped()
        animation.transactionGroup = nil
    }
}
