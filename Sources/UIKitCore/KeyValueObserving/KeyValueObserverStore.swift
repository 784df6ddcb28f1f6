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

/// One handler: reads the value through the key path before and after each change, as the options ask.
final class KeyValueObserver<Root, Value>: KeyValueChangeObserving, @unchecked Sendable {
    private let keyPath: KeyPath<Root, Value>
    private let options: NSKeyValueObservingOptions
    private let handler: @Sendable (Root, NSKeyValueObservedChange<Value>) -> Void
    private let lock = NSLock()
    /// The old values of changes begun and not yet ended (changes of one key may nest).
    private var oldValues: [Value?] = []

    init(keyPath: KeyPath<Root, Value>, options: NSKeyValueObservingOptions,
         handler: @escaping @Sendable (Root, NSKeyValueObservedChange<Value>) -> Void) {
        self.keyPath = keyPath
        self.options = options
        self.handler = handler
    }

    func initial(_ root: Root) {
        guard options.contains(.initial) else { return }
        let value = options.contains(.new) ? root[keyPath: keyPath] : nil
        handler(root, NSKeyValueObservedChange(kind: .setting, newValue: value, oldValue: nil, indexes: nil, isPrior: false))
    }

    func willChange(_ object: NSObject) {
        guard let root = object as? Root else { return }
        let old = options.contains(.old) ? root[keyPath: keyPath] : nil
        lock.withLock { oldValues.append(old) }
        if options.contains(.prior) {
            handler(root, NSKeyValueObservedChange(kind: .setting, newValue: nil, oldValue: old, indexes: nil, isPrior: true))
        }
    }

    func didChange(_ object: NSObject) {
        guard let root = object as? Root else { return }
        let old = lock.withLock { oldValues.popLast() ?? nil }
        let new = options.contains(.new) ? root[keyPath: keyPath] : nil
        handler(root, NSKeyValueObservedChange(kind: .setting, newValue: new, oldValue: old, indexes: nil, isPrior: false))
    }
}
