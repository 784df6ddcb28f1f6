import Foundation

/// Whether code runs where the main actor runs, asked without trapping. Usually that is the main thread; but in a
/// process whose main thread parked in `dispatchMain()` (an async `main`, test runners) worker threads drain the
/// main queue, and `Thread.isMainThread` is false on the main actor. A key set on the main queue tells them apart.
enum MainQueue {
    private static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    static var isCurrent: Bool { Thread.isMainThread || DispatchQueue.getSpecific(key: key) == true }
}
