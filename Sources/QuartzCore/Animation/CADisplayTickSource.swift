/// What drives display links: a tick at each refresh of the display. The application installs one that follows
/// the window server's frame timing (the monitor's refresh rate on X11); tests install a manual one.
@preconcurrency @MainActor public protocol CADisplayTickSource: AnyObject {
    /// Seconds between refreshes.
    var refreshInterval: CFTimeInterval { get }
    /// Starts calling `tick` with each refresh's time (on the media clock) until `stop()`.
    func start(_ tick: @escaping @MainActor (CFTimeInterval) -> Void)
    /// Stops the ticks: nothing wakes up until the next `start`.
    func stop()
}

/// Refreshes from the main run loop: one timer whose next fire date is set to each absolute deadline
/// (start + n * interval), so the schedule does not drift when a frame runs late; a late frame skips the deadlines
/// it missed. One repeating timer for as long as the ticks run, rather than a one-shot timer per refresh: this
/// Foundation never frees a one-shot timer that has fired (24 KB a second at 60 Hz), while a repeating one lives
/// until it is invalidated.
@preconcurrency @MainActor public final class RunLoopDisplayTickSource: CADisplayTickSource {
    public private(set) var refreshInterval: CFTimeInterval = 1.0 / 60
    private let framesPerSecond: @MainActor () -> Double
    private var tick: (@MainActor (CFTimeInterval) -> Void)?
    /// The run loop's timer while the ticks run (readable by tests, which fire it by hand).
    private(set) var timer: Timer?
    private var origin: CFTimeInterval = 0
    private var frameIndex: Int64 = 0
    /// The refresh the timer fires for next.
    private var deadline: CFTimeInterval = 0
    /// How many timers the source has made (one per start): tests check it does not grow per refresh.
    package private(set) var timersMade = 0

    /// `framesPerSecond` gives the display's refresh rate; it is read each time the ticks start.
    public init(framesPerSecond: @escaping @MainActor () -> Double) {
        self.framesPerSecond = framesPerSecond
    }

    public convenience init(framesPerSecond: Double) {
        self.init { framesPerSecond }
    }

    public func start(_ tick: @escaping @MainActor (CFTimeInterval) -> Void) {
        self.tick = tick
        guard timer == nil else { return }
        let rate = framesPerSecond()
        if !(rate.isFinite && rate > 0) { CALog.error("display refresh rate \(rate) is not positive; using 60 Hz") }
        refreshInterval = 1 / (rate.isFinite && rate > 0 ? rate : 60)
        origin = CACurrentMediaTime()
        frameIndex = 0
        let timer = Timer(fire: .distantFuture, interval: refreshInterval, repeats: true) { [weak self] _ in
            MainActor.assumeIsolated { self?.fire() }
        }
        // No tolerance: the run loop may not postpone a refresh to coalesce it with other timers.
        timer.tolerance = 0
        self.timer = timer
        timersMade += 1
        RunLoop.main.add(timer, forMode: .common)
        scheduleNext()
    }

    public func stop() {
        tick = nil
        timer?.invalidate()
        timer = nil
    }

    private func scheduleNext() {
        let now = CACurrentMediaTime()
        frameIndex = max(frameIndex + 1, Int64(((now - origin) / refreshInterval).rounded(.down)) + 1)
        deadline = origin + Double(frameIndex) * refreshInterval
        timer?.fireDate = Date(timeIntervalSinceNow: max(deadline - now, 0))
    }

    private func fire() {
        guard let tick else { return }
        let deadline = deadline
        scheduleNext()
        tick(deadline)
    }
}
