/// Calls its handler in step with the display's refreshes, from the main run loop: `timestamp` is the refresh
/// just shown, `targetTimestamp` the next one. A paused or invalidated link costs nothing: when no link of a
/// display is active, that display's tick source is stopped.
///
/// A link made with `init(handler:)` follows the main display (`CADisplayLink.tickSource`); a screen's
/// `displayLink(handler:)` makes one that follows that screen's refreshes (`init(tickSource:handler:)`).
@preconcurrency @MainActor public final class CADisplayLink {
    /// The main display's source; the application sets one following the window server (headless: 60 Hz timers).
    public static var tickSource: any CADisplayTickSource = RunLoopDisplayTickSource(framesPerSecond: 60) {
        didSet { DisplayLinkScheduler.shared.sourceChanged(from: oldValue) }
    }

    /// The display this link follows; nil for the main display's current source.
    private let ownSource: (any CADisplayTickSource)?
    /// The source whose refreshes drive this link.
    var displaySource: any CADisplayTickSource { ownSource ?? CADisplayLink.tickSource }

    private var handler: ((CADisplayLink) -> Void)?
    public private(set) var timestamp: CFTimeInterval = 0
    public private(set) var targetTimestamp: CFTimeInterval = 0
    /// The refresh interval of the display.
    public var duration: CFTimeInterval { displaySource.refreshInterval }
    /// How often the handler should run; 0 (the default) means every refresh. Rates above the display's, or that
    /// do not divide it, run at the nearest rate the display allows.
    public var preferredFramesPerSecond: Int = 0 {
        didSet {
            if preferredFramesPerSecond < 0 {
                CALog.error("CADisplayLink.preferredFramesPerSecond \(preferredFramesPerSecond) is negative; using 0")
                preferredFramesPerSecond = 0
            }
        }
    }
    public var isPaused = false { didSet { DisplayLinkScheduler.shared.update(self) } }
    private(set) var isScheduled = false
    private(set) var isInvalidated = false
    /// The next timestamp at which the handler runs (frame skipping for lower rates).
    var nextFireTime: CFTimeInterval = -.infinity
    /// The application's frame link, which commits the frame: it runs after the other links of the same refresh,
    /// so their handlers are called on time and what they change is in that frame (one commit per refresh).
    package var commitsFrame = false

    public init(handler: @escaping (CADisplayLink) -> Void) {
        self.handler = handler
        ownSource = nil
    }

    /// A link driven by `tickSource`: the refreshes of one particular display.
    public init(tickSource: any CADisplayTickSource, handler: @escaping (CADisplayLink) -> Void) {
        self.handler = handler
        ownSource = tickSource
    }

    /// Starts calling the handler from `runloop` (only the main run loop drives display links).
    public func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard !isInvalidated else {
            CALog.error("CADisplayLink.add(to:forMode:) after invalidate() ignored")
            return
        }
        if runloop !== RunLoop.main { CALog.error("CADisplayLink runs on the main run loop only; using it") }
        isScheduled = true
        DisplayLinkScheduler.shared.update(self)
    }

    public func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        isScheduled = false
        DisplayLinkScheduler.shared.update(self)
    }

    /// Stops the link for good and releases the handler.
    public func invalidate() {
        isInvalidated = true
        isScheduled = false
        handler = nil
        DisplayLinkScheduler.shared.update(self)
    }

    var isActive: Bool { isScheduled && !isPaused && !isInvalidated }

    /// A refresh at `time`: runs the handler when this link's rate calls for a frame now.
    func refresh(at time: CFTimeInterval, interval: CFTimeInterval) {
        // Half a refresh of slack, so that jitter in the ticks does not skip a frame.
        guard time >= nextFireTime - interval / 2 else { return }
        let step = frameStep(interval: interval)
        nextFireTime = time + Double(step) * interval
        timestamp = time
        targetTimestamp = time + interval
        handler?(self)
    }

    /// How many refreshes between calls for the preferred rate.
    private func frameStep(interval: CFTimeInterval) -> Int {
        guard preferredFramesPerSecond > 0 else { return 1 }
        let displayRate = 1 / interval
        return max(Int((displayRate / Double(preferredFramesPerSecond)).rounded()), 1)
    }
}
