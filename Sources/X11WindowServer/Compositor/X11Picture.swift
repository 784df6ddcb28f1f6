internal import CX11
internal import CXrender
import CoreGraphics

/// A depth-32 Pixmap with an ARGB32 Picture: a layer's pixels on the X server.
@MainActor final class X11Picture {
    let pixmap: UInt
    let picture: UInt
    let width: Int
    let height: Int
    private let display: OpaquePointer
    /// The picture transform last set, to skip redundant requests.
    var transform: CGAffineTransform = .identity
    var filterIsBilinear = false

    /// Uploads `image` (premultiplied ARGB32, as X Render's standard ARGB32 format expects).
    init(image: CGImage, connection: X11Connection, gc: OpaquePointer) {
        display = connection.display
        width = image.width
        height = image.height
        pixmap = XCreatePixmap(display, connection.rootWindow, UInt32(width), UInt32(height), 32)
        let format = XRenderFindStandardFormat(display, Int32(PictStandardARGB32))
        picture = XRenderCreatePicture(display, pixmap, format, 0, nil)
        let ximage = XCreateImage(display, nil, 32, ZPixmap, 0,
                                  image.pixels.assumingMemoryBound(to: CChar.self),
                                  UInt32(width), UInt32(height), 32, Int32(image.bytesPerRow))!
        XPutImage(display, pixmap, gc, ximage, 0, 0, 0, 0, UInt32(width), UInt32(height))
        // The pixels belong to the CGImage; detach them before Xlib frees the XImage.
        ximage.pointee.data = nil
        XFree(UnsafeMutableRawPointer(ximage))
    }

    /// An empty picture of the given size, cleared to transparent.
    init(width: Int, height: Int, connection: X11Connection) {
        display = connection.display
        self.width = width
        self.height = height
        pixmap = XCreatePixmap(display, connection.rootWindow, UInt32(max(width, 1)), UInt32(max(height, 1)), 32)
        let format = XRenderFindStandardFormat(display, Int32(PictStandardARGB32))
        picture = XRenderCreatePicture(display, pixmap, format, 0, nil)
    }

    func setTransform(_ t: CGAffineTransform, bilinear: Bool) {
        if t != transform {
            var xt = XTransform()
            xt.matrix = ((fixed(t.a), fixed(t.c), fixed(t.tx)),
                         (fixed(t.b), fixed(t.d), fixed(t.ty)),
                         (0, 0, fixed(1)))
            XRenderSetPictureTransform(display, picture, &xt)
            transform = t
        }
        if bilinear != filterIsBilinear {
            XRenderSetPictureFilter(display, picture, bilinear ? "bilinear" : "nearest", nil, 0)
            filterIsBilinear = bilinear
        }
    }

    private func fixed(_ v: CGFloat) -> Int32 {
        Int32(clamping: Int64((v * 65536).rounded()))
    }

    func free() {
        XRenderFreePicture(display, picture)
        XFreePixmap(display, pixmap)
    }
}
