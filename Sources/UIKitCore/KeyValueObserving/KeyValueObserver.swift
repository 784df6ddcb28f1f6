import Foundation

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
