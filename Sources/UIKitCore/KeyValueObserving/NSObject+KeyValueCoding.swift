import Foundation

/// Key-value coding and change notification on `NSObject`, which Linux Foundation lacks. Keys are the ones
/// registered with `KeyValueCodingRegistry` (the port tool registers every `@objc dynamic` property); `CALayer`,
/// not an `NSObject` here, has its own key-value coding. These are extension methods, so a subclass cannot
/// override them as on iOS; they are disfavoured so that Foundation classes' own (`NSDictionary.value(forKey:)`)
/// win where both apply.
extension NSObject {
    /// The value of the property registered under `key`; an unknown key logs iOS's message and gives `nil`.
    @_disfavoredOverload
    public func value(forKey key: String) -> Any? {
        // Reached through an `NSObject`-typed reference, Foundation's dictionary keeps answering with its entries.
        if let dictionary = self as? NSDictionary { return dictionary.value(forKey: key) }
        guard let accessor = KeyValueCodingRegistry.accessor(key, of: type(of: self)) else {
            UIKitLog.error("[<\(type(of: self)) \(addressDescription)> valueForUndefinedKey:]: this class is not key value coding-compliant for the key \(key).")
            return nil
        }
        return accessor.get(self)
    }

    /// Sets the property registered under `key` (its observers are notified by the property itself). An unknown
    /// or read-only key, `nil` for a non-optional property or a value of the wrong type logs iOS's message and
    /// changes nothing.
    @_disfavoredOverload
    public func setValue(_ value: Any?, forKey key: String) {
        guard let accessor = KeyValueCodingRegistry.accessor(key, of: type(of: self)), let setter = accessor.set else {
            UIKitLog.error("[<\(type(of: self)) \(addressDescription)> setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key \(key).")
            return
        }
        if !accessor.notifiesObservers { willChangeValue(forKey: key) }
        let result = setter(self, value)
        if !accessor.notifiesObservers { didChangeValue(forKey: key) }
        switch result {
        case .set: break
        case .nilForNonOptional:
            UIKitLog.error("[<\(type(of: self)) \(addressDescription)> setNilValueForKey]: could not set nil as the value for the key \(key).")
        case .wrongType:
            UIKitLog.error("[<\(type(of: self)) \(addressDescription)> setValue:forKey:]: \(value.map { "\(type(of: $0))" } ?? "nil") is not the type of the key \(key).")
        }
    }

    /// The value at a dotted path of keys (`"owner.name"`), each key read from the object the previous one gave;
    /// `nil` where a key gives `nil`.
    @_disfavoredOverload
    public func value(forKeyPath keyPath: String) -> Any? {
        guard let dot = keyPath.firstIndex(of: ".") else { return value(forKey: keyPath) }
        guard let next = value(forKey: String(keyPath[..<dot])) as? NSObject else { return nil }
        return next.value(forKeyPath: String(keyPath[keyPath.index(after: dot)...]))
    }

    /// Sets the last key of a dotted path on the object the keys before it lead to; nothing when one of them gives
    /// `nil`.
    @_disfavoredOverload
    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        guard let dot = keyPath.lastIndex(of: ".") else { return setValue(value, forKey: keyPath) }
        guard let owner = self.value(forKeyPath: String(keyPath[..<dot])) as? NSObject else { return }
        owner.setValue(value, forKey: String(keyPath[keyPath.index(after: dot)...]))
    }

    /// Tells the observers of `key` that its value is about to change (they read the old value now).
    @_disfavoredOverload
    public func willChangeValue(forKey key: String) {
        for observation in KeyValueObserverStore.shared.observations(of: self, key: key) {
            observation.observer.willChange(self)
        }
    }

    /// Tells the observers of `key` that its value changed.
    @_disfavoredOverload
    public func didChangeValue(forKey key: String) {
        for observation in KeyValueObserverStore.shared.observations(of: self, key: key) {
            observation.observer.didChange(self)
        }
    }

    private var addressDescription: String {
        "0x" + String(UInt(bitPattern: ObjectIdentifier(self).hashValue), radix: 16)
    }
}
