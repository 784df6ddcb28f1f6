/// The main run loop: window-server sources, timers and the main dispatch queue share it. At the end of every turn
/// that changed layers, the implicit `CATransaction` commits (Core Animation does the same from a run-loop
/// observer).
@MainActor enum RunLoopDriver {
    private static var commitScheduled = false

    /// Runs `block` later in this run-loop turn (after the work already queued).
    static func perform(_ block: @escaping @MainActor () -> Void) {
        DispatchQueue.main.async { MainActor.assumeIsolated { block() } }
    }

    /// Connects Core Animation's implicit transaction to the end of the turn.
    static func installCommitScheduling() {
        installAnimationFrames()
        CATransaction.endOfTurnScheduler = {
            guard !commitScheduled else { return }
            commitScheduled = true
            perform {
                commitScheduled = false
                CATransaction.flush()
            }
        }
    }

    /// The display link that commits animation frames; paused whenever nothing animates.
    private static var animationLink: CADisplayLink?

    /// While animations run, a display link commits once per refresh of the main screen (the window server's
    /// refresh rate); when nothing animates it pauses, so an idle app does not wake up.
    static func installAnimationFrames() {
        // The rate is read whenever the ticks start, so a mode change on the screen is followed. The exact rate
        // (59.94 Hz, not the 60 of `maximumFramesPerSecond`), so frames do not drift against the refreshes.
        CADisplayLink.tickSource = RunLoopDisplayTickSource { UIScreen.main.serverDescription.refreshRate }
        let link = CADisplayLink { link in
            CATransaction.flush()
            if !CAAnimationEngine.hasRunningAnimations || CAAnimationEngine.isWaitingForChange { link.isPaused = true }
        }
        link.commitsFrame = true
        link.isPaused = true
        link.add(to: .main, forMode: .common)
        animationLink = link
        CAAnimationEngine.frameRequester = { animationLink?.isPaused = false }
        CAAnimationEngine.frameWaker = { time in
            // Only the latest wait counts: each commit works out the next change again.
            wakeGeneration += 1
            let generation = wakeGeneration
            let delay = max(time - CACurrentMediaTime(), 0)
            DispatchQueue.main.asyncAfter(deadline: .now() + delay) {
                MainActor.assumeIsolated {
                    if generation == wakeGeneration { animationLink?.isPaused = false }
                }
            }
        }
    }

    private static var wakeGeneration = 0

    /// Runs the main run loop until the process exits.
    static func run() -> Never {
        // A timer in the distant future keeps the run loop from returning at once when no other source is armed.
        let keepAlive = Timer(fire: .distantFuture, interval: 1e9, repeats: true) { _ in }
        RunLoop.main.add(keepAlive, forMode: .default)
        while true {
            _ = RunLoop.main.run(mode: .default, before: .distantFuture)
        }
    }
}
