import Foundation

/// A drag of this application in the window server's hands while the pointer is outside the window it started
/// in (`WindowHost.beginOutgoingDrag`). UIKit keeps reporting the pointer; the window server finds the other
/// application under it, asks it, and says through the request's `ended` how the drag ended.
@preconcurrency @MainActor public protocol OutgoingDrag: AnyObject {
    /// The pointer is at `location` (the window's points). `isOutside` false: it came back over the window, where
    /// UIKit's own drop targets take it (the other application hears the drag leave).
    func move(to location: CGPoint, isOutside: Bool)
    /// The pointer was released outside: drops on the application under it when it accepted, then `ended` tells
    /// how that went (at once when nothing accepted).
    func drop()
    /// The drag ends without a drop and without `ended` (released over the window, or cancelled by UIKit).
    func cancel()
}
