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

    private static var frameScheduled = false

    /// While animations run, commits once per refresh of the main screen (a display link will refine this per
    /// screen); nothing is scheduled when nothing animates, so an idle app does not wake up.
    static func installAnimationFrames() {
        CAAnimationEngine.frameRequester = {
            guard !frameScheduled else { return }
            frameScheduled = true
            let interval = 1.0 / Double(max(UIScreen.main.maximumFramesPerSecond, 1))
            let timer = Timer(timeInterval: interval, repeats: false) { _ in
                MainActor.assumeIsolated {
                    frameScheduled = false
                    CATransaction.flush()
                }
            }
            RunLoop.main.add(timer, forMode: .common)
        }
    }

    /// Runs the main run loop until the process exits.
    static func run() -> Never {
        // A timer in the distant future keeps the run loop from returning at once when no other source is armed.
        let keepAlive = Timer(timeInterval: 1e9, repeats: true) { _ in }
        RunLoop.main.add(keepAlive, forMode: .default)
        while true {
            _ = RunLoop.main.run(mode: .default, before: .distantFuture)
        }
    }
}
