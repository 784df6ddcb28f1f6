internal import CX11
internal import CXrender
import CoreGraphics

/// A depth-32 Pixmap with ARGB32 Pictures: a layer's pixels on the X server.
///
/// Pictures are only ever composited untransformed at whole-pixel offsets (nearest, no filtering): what is turned or
/// scaled is drawn on the client at its final place (see `X11OffscreenSubtree`).
@MainActor final class X11Picture {
    let pixmap: UInt
    let picture: UInt
    let width: Int
    let height: Int
    private let display: OpaquePointer
    /// Whether its pixels were uploaded through shared memory (else in the protocol stream, or drawn by the server).
    private(set) var cameThroughSharedMemory = false

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
        if uploader?.put(image, into: pixmap, gc: gc) == true {
            cameThroughSharedMemory = true
            return
        }
        let ximage = XCreateImage(display, nil, 32, ZPixmap, 0, image.pixels.assumingMemoryBound(to: CChar.self),
                                  UInt32(width), UInt32(height), 32, Int32(image.bytesPerRow))!
        XPutImage(display, pixmap, gc, ximage, 0, 0, 0, 0, UInt32(width), UInt32(height))
        // The pixels belong to the CGImage; detach them before Xlib frees the XImage.
        ximage.pointee.data = nil
        XFree(UnsafeMutableRawPointer(ximage))
    }

    func free() {
        XRenderFreePicture(display, picture)
        XFreePixmap(display, pixmap)
    }
}
