import Foundation

/// The keys of each class for key-value coding and observing, registered with their key paths: what the
/// Objective-C runtime finds on iOS from `@objc` properties. The port tool (`uikit-port`) generates the
/// registrations of every `@objc dynamic` property; an app written by hand registers its own:
///
///     KeyValueCodingRegistry.register("count", \Model.count)
///
/// `value(forKey:)`, `setValue(_:forKey:)` and `observe(_:options:changeHandler:)` then reach the property by
/// name or key path. A key is registered on the class it belongs to; lookups walk the superclasses.
public enum KeyValueCodingRegistry {
    /// Registers a settable property under `key`. A property whose setter does not notify observers itself
    /// (`notifiesObservers: false`, a plain `@objc` one) is notified around by `setValue(_:forKey:)`, as the
    /// Objective-C runtime does; setting it directly notifies no one, as on iOS.
    public static func register<Root: NSObject, Value>(_ key: String, _ keyPath: ReferenceWritableKeyPath<Root, Value>,
                                                       notifiesObservers: Bool = true) {
        store.add(Root.self, key: key, keyPath: keyPath, accessor: Accessor(
            notifiesObservers: notifiesObservers,
            get: { object in (object as? Root).map { flattened($0[keyPath: keyPath]) } ?? nil },
            set: { object, value in
                guard let root = object as? Root else { return .wrongType }
                if let typed = value as? Value {
                    root[keyPath: keyPath] = typed
                    return .set
                }
                return value == nil ? .nilForNonOptional : .wrongType
            }))
    }

    /// Registers a read-only property under `key`: `setValue(_:forKey:)` refuses it as iOS does (nothing sets it,
    /// so `notifiesObservers` does not matter).
    public static func register<Root: NSObject, Value>(_ key: String, _ keyPath: KeyPath<Root, Value>,
                                                       notifiesObservers: Bool = true) {
        store.add(Root.self, key: key, keyPath: keyPath, accessor: Accessor(
            notifiesObservers: true,
            get: { object in (object as? Root).map { flattened($0[keyPath: keyPath]) } ?? nil },
            set: nil))
    }

    /// The key registered for `keyPath`, the name `observe` notifies under.
    static func key(for keyPath: AnyKeyPath) -> String? {
        store.lock.withLock { store.keys[keyPath] }
    }

    /// The accessor of `key` on `type` or the nearest superclass that has it.
    static func accessor(_ key: String, of type: AnyClass) -> Accessor? {
        store.lock.withLock {
            var current: AnyClass? = type
            while let type = current {
                if let accessor = store.accessors[ObjectIdentifier(type)]?[key] { return accessor }
                current = _getSuperclass(type)
            }
            return nil
        }
    }

    enum SetResult { case set, wrongType, nilForNonOptional }

    struct Accessor {
        let notifiesObservers: Bool
        let get: (NSObject) -> Any?
        let set: ((NSObject, Any?) -> SetResult)?
    }

    private final class Store: @unchecked Sendable {
        let lock = NSLock()
        var accessors: [ObjectIdentifier: [String: Accessor]] = [:]
        var keys: [AnyKeyPath: String] = [:]

        func add(_ type: AnyClass, key: String, keyPath: AnyKeyPath, accessor: Accessor) {
            lock.withLock {
                accessors[ObjectIdentifier(type), default: [:]][key] = accessor
                keys[keyPath] = key
            }
        }
    }

    private static let store = Store()

    /// `Optional.none` read as `Any` is `nil`, as Objective-C returns it, not a boxed empty optional.
    private static func flattened(_ value: Any) -> Any? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return mirror.children.first.map { flattened($0.value) } ?? nil
    }
}
