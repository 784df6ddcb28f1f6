import UIKitCore
import CoreGraphics

/// What the input translator needs to know about the window an X event names: the host UIKit knows it by, and how
/// to turn its pixels into points.
struct X11InputTarget {
    let host: any WindowHost
    /// Pixels per point.
    let scale: CGFloat
    /// The window's size in points (the centre of a modifier-drag pinch).
    let size: CGSize
}

extension X11InputTarget {
    @MainActor init(_ host: X11WindowHost) {
        self.init(host: host, scale: host.scale,
                  size: CGSize(width: host.pixelSize.width / host.scale, height: host.pixelSize.height / host.scale))
    }
}
