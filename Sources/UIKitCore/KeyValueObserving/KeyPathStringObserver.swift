import Foundation

/// One `addObserver(_:forKeyPath:options:context:)`: reads the value by key before and after each change, as the
/// options ask, and sends the change dictionary to the observer's `observeValue(forKeyPath:of:change:context:)`.
/// The observer is not retained, as in Foundation.
final class KeyPathStringObserver: KeyValueChangeObserving, @unchecked Sendable {
    let keyPath: String
    let context: UnsafeMutableRawPointer?
    private(set) weak var observer: (any NSKeyValueObserving)?
    private let options: NSKeyValueObservingOptions
    private let lock = NSLock()
    /// The old values of changes begun and not yet ended (changes of one key may nest).
    private var oldValues: [Any?] = []

    init(observer: any NSKeyValueObserving, keyPath: String, options: NSKeyValueObservingOptions, context: UnsafeMutableRawPointer?) {
        self.observer = observer
        self.keyPath = keyPath
        self.options = options
        self.context = context
    }

    func initial(_ object: NSObject) {
        guard options.contains(.initial) else { return }
        var change: [NSKeyValueChangeKey: Any] = [.kindKey: NSNumber(value: NSKeyValueChange.setting.rawValue)]
        if options.contains(.new) { change[.newKey] = Self.boxed(object.value(forKeyPath: keyPath)) }
        observer?.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
    }

    func willChange(_ object: NSObject) {
        let old = options.contains(.old) ? object.value(forKeyPath: keyPath) : nil
        lock.withLock { oldValues.append(old) }
        guard options.contains(.prior) else { return }
        var change: [NSKeyValueChangeKey: Any] = [.kindKey: NSNumber(value: NSKeyValueChange.setting.rawValue),
                                                  .notificationIsPriorKey: NSNumber(value: true)]
        if options.contains(.old) { change[.oldKey] = Self.boxed(old) }
        observer?.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
    }

    func didChange(_ object: NSObject) {
        let old = lock.withLock { oldValues.popLast() ?? nil }
        var change: [NSKeyValueChangeKey: Any] = [.kindKey: NSNumber(value: NSKeyValueChange.setting.rawValue)]
        if options.contains(.old) { change[.oldKey] = Self.boxed(old) }
        if options.contains(.new) { change[.newKey] = Self.boxed(object.value(forKeyPath: keyPath)) }
        observer?.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
    }

    /// Foundation puts `NSNull` in the dictionary for a nil value.
    private static func boxed(_ value: Any?) -> Any { value ?? NSNull() }
}
