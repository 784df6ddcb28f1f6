import QuartzCore

/// A picture drawn on the client ahead of compositing, with what it shows and where, so that it is only used for
/// the very item it was drawn for.
struct X11PreparedRaster {
    let subtree: X11OffscreenSubtree
    let box: CGRect
    let image: CGImage?
}
