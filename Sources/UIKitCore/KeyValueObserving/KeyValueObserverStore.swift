import Foundation

/// The observations of every observed object, by object and key. Linux Foundation's `NSObject` has no
/// observation info of its own (no Objective-C runtime to swizzle setters), so `willChangeValue(forKey:)` and
/// `didChangeValue(forKey:)` look the observers up here. Observations are held weakly: releasing one ends it.
final class KeyValueObserverStore: @unchecked Sendable {
    static let shared = KeyValueObserverStore()

    private struct Entry {
        weak var observation: NSKeyValueObservation?
        let id: ObjectIdentifier
    }

    private let lock = NSLock()
    private var entries: [ObjectIdentifier: [Entry]] = [:]
    /// Observations made by `addObserver(_:forKeyPath:options:context:)`, which nobody else holds: they last until
    /// `removeObserver`, by observed object.
    private var retained: [ObjectIdentifier: [NSKeyValueObservation]] = [:]

    func add(_ observation: NSKeyValueObservation) {
        lock.withLock {
            entries[observation.objectID, default: []].append(Entry(observation: observation, id: ObjectIdentifier(observation)))
        }
    }

    func remove(_ observation: ObjectIdentifier, of object: ObjectIdentifier) {
        lock.withLock {
            entries[object]?.removeAll { $0.id == observation || $0.observation == nil }
            if entries[object]?.isEmpty == true { entries[object] = nil }
        }
    }

    func retain(_ observation: NSKeyValueObservation) {
        lock.withLock { retained[observation.objectID, default: []].append(observation) }
    }

    /// Stops retaining the latest observation of `object` that `matches`, and returns it.
    func releaseLatest(of object: NSObject, where matches: (NSKeyValueObservation) -> Bool) -> NSKeyValueObservation? {
        lock.withLock {
            let id = ObjectIdentifier(object)
            guard let index = retained[id]?.lastIndex(where: { $0.object === object && matches($0) }) else { return nil }
            let observation = retained[id]?.remove(at: index)
            if retained[id]?.isEmpty == true { retained[id] = nil }
            return observation
        }
    }

    /// The live observations of `key` on `object`, in the order they were made. An entry left by an object that
    /// died at the same address is not `object`'s and is skipped.
    func observations(of object: NSObject, key: String) -> [NSKeyValueObservation] {
        lock.withLock {
            (entries[ObjectIdentifier(object)] ?? []).compactMap { entry in
                guard let observation = entry.observation, observation.key == key, observation.object === object else { return nil }
                return observation
            }
        }
    }
}
