internal import CX11
internal import CXrender
import CoreGraphics

/// A depth-32 Pixmap with ARGB32 Pictures: a layer's pixels on the X server.
///
/// Two Pictures share the Pixmap, as the fastest X Render clients do: `picture` is sampled untransformed with the
/// nearest filter, `transformedPicture` carries a transform and a bilinear filter. Switching one Picture between
/// the two would cost two requests per composite.
@MainActor final class X11Picture {
    let pixmap: UInt
    let picture: UInt
    private(set) var transformedPicture: UInt = 0
    let width: Int
    let height: Int
    private let display: OpaquePointer
    /// The transform last set on `transformedPicture`, to skip redundant requests.
    private var transform: CGAffineTransform?

    var byteCount: Int { width * height * 4 }

    /// An empty picture of the given size; its pixels are undefined until drawn or uploaded.
    init(width: Int, height: Int, connection: X11Connection) {
        display = connection.display
        self.width = max(width, 1)
        self.height = max(height, 1)
        pixmap = XCreatePixmap(display, connection.rootWindow, UInt32(self.width), UInt32(self.height), 32)
        let format = XRenderFindStandardFormat(display, Int32(PictStandardARGB32))
        picture = XRenderCreatePicture(display, pixmap, format, 0, nil)
    }

    /// Uploads `image` (premultiplied ARGB32, as X Render's standard ARGB32 format expects), through shared memory
    /// when `uploader` can take it, else in the protocol stream.
    convenience init(image: CGImage, connection: X11Connection, gc: OpaquePointer, uploader: X11SharedMemoryUploader?) {
        self.init(width: image.width, height: image.height, connection: connection)
        if uploader?.put(image, into: pixmap, gc: gc) == true { return }
        let ximage = XCreateImage(display, nil, 32, ZPixmap, 0, image.pixels.assumingMemoryBound(to: CChar.self),
                                  UInt32(width), UInt32(height), 32, Int32(image.bytesPerRow))!
        XPutImage(display, pixmap, gc, ximage, 0, 0, 0, 0, UInt32(width), UInt32(height))
        // The pixels belong to the CGImage; detach them before Xlib frees the XImage.
        ximage.pointee.data = nil
        XFree(UnsafeMutableRawPointer(ximage))
    }

    /// The picture to composite through `t` (destination pixels to picture pixels), with bilinear filtering.
    func transformed(by t: CGAffineTransform) -> UInt {
        if transformedPicture == 0 {
            let format = XRenderFindStandardFormat(display, Int32(PictStandardARGB32))
            transformedPicture = XRenderCreatePicture(display, pixmap, format, 0, nil)
            XRenderSetPictureFilter(display, transformedPicture, "bilinear", nil, 0)
        }
        if t != transform {
            var xt = XTransform()
            xt.matrix = ((fixed(t.a), fixed(t.c), fixed(t.tx)),
                         (fixed(t.b), fixed(t.d), fixed(t.ty)),
                         (0, 0, fixed(1)))
            XRenderSetPictureTransform(display, transformedPicture, &xt)
            transform = t
        }
        return transformedPicture
    }

    /// 16.16 fixed point, as X Render's transforms take.
    private func fixed(_ v: CGFloat) -> Int32 {
        Int32(clamping: Int64((v * 65536).rounded()))
    }

    func free() {
        XRenderFreePicture(display, picture)
        if transformedPicture != 0 { XRenderFreePicture(display, transformedPicture) }
        XFreePixmap(display, pixmap)
    }
}
