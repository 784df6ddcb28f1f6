import Synchronization

/// Remembers which messages were logged, so that a bad value set every frame (or a hostile client repeating
/// itself) gives one line rather than a flood. Bounded: past `capacity` distinct messages it forgets them all.
package final class LogOnceFilter: Sendable {
    private let seen = Mutex<Set<String>>([])
    private let capacity: Int

    package init(capacity: Int = 1_024) {
        self.capacity = capacity
    }

    /// True the first time `message` is seen (since the filter last forgot).
    package func isNew(_ message: String) -> Bool {
        seen.withLock { seen in
            if seen.count >= capacity { seen.removeAll(keepingCapacity: true) }
            return seen.insert(message).inserted
        }
    }
}
