import Foundation

/// Who opens URLs for `UIApplication.open(_:options:completionHandler:)` and answers `canOpenURL(_:)`. On a Linux
/// desktop that is `xdg-open` and the desktop's scheme handlers (`XDGURLOpener`); tests put a recorder in its place
/// (`UIApplication.urlOpener`) so that nothing is launched.
@MainActor protocol URLOpener: AnyObject {
    /// Whether the desktop has something to open `url` with.
    func canOpen(_ url: URL) -> Bool
    /// Hands `url` to the desktop; `completion` hears whether it was taken, on the main actor.
    func open(_ url: URL, completion: @escaping @MainActor (Bool) -> Void)
}
