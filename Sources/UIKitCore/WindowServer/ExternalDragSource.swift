import Foundation

/// The other application behind a drag over one of our windows (an XDND source on X11), as the window server
/// lets UIKit answer it.
@preconcurrency @MainActor public protocol ExternalDragSource: AnyObject {
    /// The dragged data as MIME type `type`, read from the other application now; nil when it refuses, does not
    /// answer in time, or sends something unusable. Only meaningful once the drag was dropped.
    func data(_ type: String) -> Data?
    /// What a drop at the last reported location would do: `.copy` or `.move` accept it, anything else refuses.
    func reply(_ operation: UIDropOperation)
    /// The drop is over: performed with `operation`, or refused (`.cancel`).
    func finish(_ operation: UIDropOperation)
}
