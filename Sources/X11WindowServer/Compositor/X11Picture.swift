internal import CX11
internal import CXrender
import QuartzCore

/// A depth-32 Pixmap with ARGB32 Pictures: a layer's pixels on the X server.
///
/// `picture` is composited untransformed at whole-pixel offsets (nearest, no filtering). What is turned or scaled is
/// usually drawn on the client at its final place (see `X11OffscreenSubtree`); when the client is the slower side,
/// the server resamples the sprite instead, through `transformedPicture` (see `X11TurnedPartBalance`).
@MainActor final class X11Picture {
    let pixmap: UInt
    let picture: UInt
    let width: Int
    let height: Int
    private let display: OpaquePointer
    private let format: UnsafeMutablePointer<XRenderPictFormat>
    /// Whether its pixels were uploaded through shared memory (else in the protocol stream, or drawn by the server).
    private(set) var cameThroughSharedMemory = false
    /// Second pictures of the same pixels, bilinear- and nearest-filtered, made on first use; and the transform each
    /// was last given.
    private var filteredPicture: UInt = 0
    private var filteredTransform: [CGFloat]?
    private var nearestPicture: UInt = 0
    private var nearestTransform: [CGFloat]?

    var byteCount: Int { width * height * 4 }

    /// An empty picture of the given size; its pixels are undefined until drawn or uploaded.
    init(width: Int, height: Int, connection: X11Connection) {
        display = connection.display
        format = connection.argb32Format
        self.width = max(width, 1)
        self.height = max(height, 1)
        pixmap = XCreatePixmap(display, connection.rootWindow, UInt32(self.width), UInt32(self.height), 32)
        picture = XRenderCreatePicture(display, pixmap, format, 0, nil)
    }

    /// Uploads `image` (premultiplied ARGB32, as X Render's standard ARGB32 format expects, of this picture's size),
    /// through shared memory when `uploader` can take it, else in the protocol stream.
    func upload(_ image: CGImage, gc: OpaquePointer, uploader: X11SharedMemoryUploader?) {
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

    /// Reads the pixels back from the server (a round trip) and hands them to `body`: premultiplied ARGB32 rows
    /// and their stride; nil when the server refused.
    func withPixels<Result>(_ body: (UnsafeRawPointer, Int) -> Result) -> Result? {
        guard let image = XGetImage(display, pixmap, 0, 0, UInt32(width), UInt32(height), ~0, ZPixmap),
              let data = image.pointee.data else { return nil }
        defer { _ = image.pointee.f.destroy_image(image) }
        return body(UnsafeRawPointer(data), Int(image.pointee.bytes_per_line))
    }

    /// The bilinear-filtered (or nearest-filtered) picture of these pixels with `transform` (destination pixels,
    /// relative to the composite's origin, to these pixels; affine or projective) set; the transform is only sent
    /// when it changed.
    func transformedPicture(_ transform: Homography, nearest: Bool = false) -> UInt {
        nearest ? transformed(transform, &nearestPicture, &nearestTransform, filter: FilterNearest)
            : transformed(transform, &filteredPicture, &filteredTransform, filter: FilterBilinear)
    }

    private func transformed(_ transform: Homography, _ filteredPicture: inout UInt, _ filteredTransform: inout [CGFloat]?,
                             filter: String) -> UInt {
        if filteredPicture == 0 {
            filteredPicture = XRenderCreatePicture(display, pixmap, format, 0, nil)
            XRenderSetPictureFilter(display, filteredPicture, filter, nil, 0)
        }
        if transform.m != filteredTransform {
            filteredTransform = transform.m
            // Homogeneous: any multiple is the same map. A projective one is scaled up so that its small
            // perspective entries keep enough of 16.16's bits (measured: 256 for the largest entry is exact; from
            // about 1,024 the server's arithmetic overflows). An affine one keeps w = 1, the server's fast case.
            let m = transform.m, largest = m.map(abs).max() ?? 1
            let isProjective = m[2] != 0 || m[5] != 0 || m[8] != 1
            let k = isProjective && largest > 0 ? 256 / largest : 1
            func f(_ index: Int) -> XFixed { .fixed(m[index] * k) }
            // Row vectors in `Homography`, column vectors in X Render: the transpose.
            var matrix = XTransform(matrix: ((f(0), f(3), f(6)), (f(1), f(4), f(7)), (f(2), f(5), f(8))))
            XRenderSetPictureTransform(display, filteredPicture, &matrix)
        }
        return filteredPicture
    }

    func free() {
        if filteredPicture != 0 { XRenderFreePicture(display, filteredPicture) }
        if nearestPicture != 0 { XRenderFreePicture(display, nearestPicture) }
        XRenderFreePicture(display, picture)
        XFreePixmap(display, pixmap)
    }
}

extension XFixed {
    /// X Render's 16.16 fixed point, clamped to its range.
    static func fixed(_ value: CGFloat) -> XFixed {
        XFixed(clamping: Int64((Swift.min(Swift.max(value, -32_767), 32_767) * 65_536).rounded()))
    }
}
