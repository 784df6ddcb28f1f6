import Foundation

/// How long the selection protocols wait for other clients. Tests shorten these so that a peer that never answers
/// costs a fraction of a second.
@MainActor package enum X11SelectionSettings {
    /// A read of another client's selection: the wait for its SelectionNotify, and for each INCR chunk (within
    /// `X11SelectionLimits.pasteDuration` in all).
    package static var replyTimeout: TimeInterval = 2
    /// An INCR transfer to another client: dropped when the requestor takes no chunk for this long.
    package static var sendTimeout: TimeInterval = 5
    /// The hand-over of the clipboard to a clipboard manager at exit.
    package static var clipboardManagerTimeout: TimeInterval = 1
}
