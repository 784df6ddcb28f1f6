/// The media clock: seconds on a monotonic timeline, as `CACurrentMediaTime()` reports. Tests replace it with a
/// manual clock to check animations at chosen times.
public protocol CAMediaClock: AnyObject, Sendable {
    var now: CFTimeInterval { get }
}

/// The system's monotonic clock.
public final class CASystemMediaClock: CAMediaClock {
    public init() {}
    public var now: CFTimeInterval {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return CFTimeInterval(ts.tv_sec) + CFTimeInterval(ts.tv_nsec) / 1e9
    }
}

/// A clock that moves only when told to.
public final class CAManualMediaClock: CAMediaClock, @unchecked Sendable {
    // @unchecked: guarded by `lock`.
    private let lock = NSLock()
    private var time: CFTimeInterval

    public init(startingAt time: CFTimeInterval = 1000) { self.time = time }

    public var now: CFTimeInterval {
        lock.lock(); defer { lock.unlock() }
        return time
    }

    public func advance(by seconds: CFTimeInterval) {
        lock.lock(); defer { lock.unlock() }
        time += seconds
    }

    public func set(_ newTime: CFTimeInterval) {
        lock.lock(); defer { lock.unlock() }
        time = newTime
    }
}

public enum CAMediaClockSource {
    /// The clock `CACurrentMediaTime()` reads.
    nonisolated(unsafe) public static var current: any CAMediaClock = CASystemMediaClock()
}

public func CACurrentMediaTime() -> CFTimeInterval { CAMediaClockSource.current.now }
