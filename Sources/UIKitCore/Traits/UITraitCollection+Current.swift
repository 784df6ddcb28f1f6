import Foundation

/// The traits that dynamic colours resolve against when no view asks (`UIColor.cgColor`), as UIKit's
/// `UITraitCollection.current`: light, until set or changed for a block with `performAsCurrent(_:)`.
extension UITraitCollection {
    private static let currentLock = NSLock()
    // Guarded by `currentLock`: colours are resolved on any thread.
    nonisolated(unsafe) private static var currentStorage = UITraitCollection(userInterfaceStyle: .light)

    public static var current: UITraitCollection {
        get { currentLock.withLock { currentStorage } }
        set { currentLock.withLock { currentStorage = newValue } }
    }

    /// Runs `actions` with these traits current, then puts the previous ones back.
    public func performAsCurrent(_ actions: () throws -> Void) rethrows {
        let previous = UITraitCollection.current
        UITraitCollection.current = self
        defer { UITraitCollection.current = previous }
        try actions()
    }
}
