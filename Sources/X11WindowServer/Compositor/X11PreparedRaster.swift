import QuartzCore

/// A picture drawn on the client ahead of compositing, with what it shows and where, so that it is only used for
/// the very item it was drawn for.
struct X11PreparedRaster {
    let subtree: X11OffscreenSubtree
    let box: CGRect
    let pixels: X11RasterPixels?
}

/// Pixels drawn on the client for an upload: an image, or drawn straight into the shared-memory segment.
enum X11RasterPixels {
    case image(CGImage)
    case shared(X11SharedMemoryUploader.Region, width: Int)
}
