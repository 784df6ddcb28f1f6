import Foundation

/// The traits that dynamic colours resolve against when no view asks (`UIColor.cgColor`), as UIKit's
/// `UITraitCollection.current`: light, until set or changed for a block with `performAsCurrent(_:)`. As on iOS,
/// another thread's current traits are its own (a tile drawn off the main thread makes its view's current without
/// touching the main thread's); a thread that set none sees the main thread's.
extension UITraitCollection {
    private static let currentLock = NSLock()
    // Guarded by `currentLock`: colours are resolved on any thread.
    nonisolated(unsafe) private static var currentStorage = UITraitCollection(userInterfaceStyle: .light)
    private static let threadKey = "UITraitCollection.current"

    public static var current: UITraitCollection {
        get {
            if !MainQueue.isCurrent, let own = Thread.current.threadDictionary[threadKey] as? UITraitCollection { return own }
            return currentLock.withLock { currentStorage }
        }
        set {
            if MainQueue.isCurrent {
                currentLock.withLock { currentStorage = newValue }
            } else {
                Thread.current.threadDictionary[threadKey] = newValue
            }
        }
    }

    /// Runs `actions` with these traits current, then puts the previous ones back.
    public func performAsCurrent(_ actions: () throws -> Void) rethrows {
        if !MainQueue.isCurrent {
            // The thread's own setting, or none, is put back: a pool thread then follows the main thread again.
            let dictionary = Thread.current.threadDictionary
            let previous = dictionary[Self.threadKey]
            dictionary[Self.threadKey] = self
            defer { dictionary[Self.threadKey] = previous }
            return try actions()
        }
        let previous = UITraitCollection.current
        UITraitCollection.current = self
        defer { UITraitCollection.current = previous }
        try actions()
    }
}
