import Foundation

/// Key-value observing by key path string, the pre-Swift-4 way (`addObserver(self, forKeyPath: "count", options:
/// [.new], context: nil)` and an `observeValue(forKeyPath:of:change:context:)` override). The observer receives
/// changes through `UIResponder.observeValue(forKeyPath:of:change:context:)`: without an Objective-C runtime that
/// method can only be overridden where a class body declares it, so views, view controllers and the application
/// delegate observe this way, and other objects take the `NSKeyValueObserving` protocol (or use
/// `observe(_:options:changeHandler:)`). Keys are those registered
/// with `KeyValueCodingRegistry` (the port tool registers every `@objc dynamic` property); a dotted path is reported
/// when its first key changes.
extension NSObject {
    @_disfavoredOverload
    public func addObserver(_ observer: NSObject, forKeyPath keyPath: String,
                            options: NSKeyValueObservingOptions = [], context: UnsafeMutableRawPointer?) {
        guard let receiver = observer as? NSKeyValueObserving else {
            UIKitLog.error("addObserver(_:forKeyPath:options:context:): \(type(of: observer)) cannot receive observeValue(forKeyPath:of:change:context:) on Linux: declare it and conform to NSKeyValueObserving (UIResponder subclasses override it), or use observe(_:options:changeHandler:)")
            return
        }
        let key = keyPath.split(separator: ".", maxSplits: 1).first.map(String.init) ?? keyPath
        guard KeyValueCodingRegistry.accessor(key, of: type(of: self)) != nil else {
            UIKitLog.error("addObserver(_:forKeyPath:options:context:): \(key) is not an @objc dynamic property of \(type(of: self)) registered for key-value observing; its changes are not observed")
            return
        }
        let stringObserver = KeyPathStringObserver(observer: receiver, keyPath: keyPath, options: options, context: context)
        let observation = NSKeyValueObservation(object: self, key: key, observer: stringObserver)
        KeyValueObserverStore.shared.add(observation)
        KeyValueObserverStore.shared.retain(observation)
        stringObserver.initial(self)
    }

    /// Ends the observation `addObserver(_:forKeyPath:options:context:)` began with the same observer, key path and
    /// context; the latest such when several match. One that does not exist logs Foundation's message.
    @_disfavoredOverload
    public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?) {
        removeStringObserver(observer, keyPath) { $0.context == context }
    }

    /// Ends the latest observation by `observer` of `keyPath`, whatever its context.
    @_disfavoredOverload
    public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String) {
        removeStringObserver(observer, keyPath) { _ in true }
    }

    private func removeStringObserver(_ observer: NSObject, _ keyPath: String,
                                      matching: (KeyPathStringObserver) -> Bool) {
        let removed = KeyValueObserverStore.shared.releaseLatest(of: self) { observation in
            guard let stringObserver = observation.observer as? KeyPathStringObserver else { return false }
            return stringObserver.observer === observer && stringObserver.keyPath == keyPath && matching(stringObserver)
        }
        guard let removed else {
            UIKitLog.error("Cannot remove an observer <\(type(of: observer))> for the key path \"\(keyPath)\" from <\(type(of: self))> because it is not registered as an observer.")
            return
        }
        removed.invalidate()
    }
}
