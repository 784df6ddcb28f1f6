import UIKitCore

/// One monitor as the X server describes it, with what UIKit's `ScreenDescription` leaves out: which X screen (root
/// window) it belongs to, and the RandR name the mode setter needs.
struct X11Monitor: Equatable {
    /// What UIKit sees.
    var description: ScreenDescription
    /// The core X screen (`:N.s`) whose root window holds the monitor.
    var xScreen: Int32
    /// The RandR monitor name (the output's name for a real output), nil when the monitor came from a fallback.
    var randrName: String?
}
