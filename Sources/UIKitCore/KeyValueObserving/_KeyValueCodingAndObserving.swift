import Foundation

/// Apple's home of `observe(_:options:changeHandler:)`: a protocol `NSObject` conforms to, so that `Self` in the
/// key path and the handler is the observed object's own class (`model.observe(\.count) { model, change in }`).
public protocol _KeyValueCodingAndObserving {}

extension NSObject: _KeyValueCodingAndObserving {}

extension _KeyValueCodingAndObserving {
    /// Runs `changeHandler` for each change of the property at `keyPath` until the returned observation is
    /// invalidated or released. The property must be registered with `KeyValueCodingRegistry` (the port tool
    /// registers `@objc dynamic` properties); any other key path logs why and gives an observation that never runs.
    @preconcurrency public func observe<Value>(
        _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
        changeHandler: @escaping @Sendable (Self, NSKeyValueObservedChange<Value>) -> Void) -> NSKeyValueObservation {
        let observer = KeyValueObserver(keyPath: keyPath, options: options, handler: changeHandler)
        // NSObject is the conformer the protocol is for; any other type has nothing to observe.
        let object = self as? NSObject ?? NSObject()
        guard self is NSObject, let key = KeyValueCodingRegistry.key(for: keyPath) else {
            UIKitLog.error("observe(_:options:changeHandler:): \(keyPath) is not an @objc dynamic property of \(type(of: object)) registered for key-value observing; its changes are not observed")
            let observation = NSKeyValueObservation(object: object, key: "", observer: observer)
            observation.invalidate()
            return observation
        }
        let observation = NSKeyValueObservation(object: object, key: key, observer: observer)
        KeyValueObserverStore.shared.add(observation)
        observer.initial(self)
        return observation
    }

    /// `willChangeValue(forKey:)` for the key registered for `keyPath`.
    public func willChangeValue<Value>(for keyPath: KeyPath<Self, Value>) {
        guard let object = self as? NSObject, let key = KeyValueCodingRegistry.key(for: keyPath) else { return }
        object.willChangeValue(forKey: key)
    }

    /// `didChangeValue(forKey:)` for the key registered for `keyPath`.
    public func didChangeValue<Value>(for keyPath: KeyPath<Self, Value>) {
        guard let object = self as? NSObject, let key = KeyValueCodingRegistry.key(for: keyPath) else { return }
        object.didChangeValue(forKey: key)
    }
}
