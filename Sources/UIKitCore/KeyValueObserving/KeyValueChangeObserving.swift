import Foundation

/// A handler with its options and key path, type-erased so that the store can call it for any value type.
protocol KeyValueChangeObserving: Sendable {
    func willChange(_ object: NSObject)
    func didChange(_ object: NSObject)
}
