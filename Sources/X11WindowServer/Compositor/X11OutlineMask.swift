internal import CX11
internal import CXrender
import QuartzCore

/// A layer's outline (its bounds, rounded by `cornerRadius` on `maskedCorners`) as an 8-bit alpha mask on the
/// server, the mask of the composites that paint a layer's background or gradient with server pictures (a solid
/// fill, an X Render gradient); or the blurred shape of its shadow (`X11ShadowShape`), which the shadow's colour
/// fills at its offset. Drawn on the client by the reference renderer's own clip, keyed by what shapes it,
/// uploaded once (one byte a pixel) and shared by every layer of that outline: recolouring, moving or turning a
/// rounded view uploads nothing.
///
/// An upright mask has a transparent margin of one pixel, so that where the server resamples it (a layer turned,
/// scaled or off the pixel grid, through its bilinear filter) the edges fade out as antialiased edges do. Placed on
/// whole pixels at its own scale, it is composited as is and equals the reference's coverage exactly. A layer that
/// stands still turned gets a mask of its own drawn at its final place (`exact`), exact too.
@MainActor final class X11OutlineMask {
    struct Key: Hashable {
        let size: CGSize
        let cornerRadius: CGFloat
        let maskedCorners: UInt
        let scale: CGFloat
        /// Whether the outline clips (a gradient masked to it) rather than being filled (a background): the
        /// reference renderer does each its own way, and their antialiased edges differ by a few levels.
        let clips: Bool
        /// A shape layer's filled path (in its bounds space) instead of the bounds, and its fill rule.
        var path: CGPath? = nil
        var evenOdd = false
        /// A shadow's blurred shape instead (in the layer's bounds space, at no offset).
        var shadow: X11ShadowShape? = nil

        /// The outline's own space to the layer's bounds space: the bounds moved to their origin (so that layers
        /// whose bounds differ only in origin, scrolled ones, share the mask), or the bounds space itself for a
        /// path or a shadow's shape, which lie where they lie.
        func outlineToBounds(_ bounds: CGRect) -> CGAffineTransform {
            path == nil && shadow == nil ? CGAffineTransform(translationX: bounds.minX, y: bounds.minY) : .identity
        }

        /// The upright mask's size in pixels and its map from the outline's space: the outline at `scale` with a
        /// pixel of margin, on the pixel grid of the outline space's origin.
        var upright: (width: Int, height: Int, outlineToMask: CGAffineTransform) {
            let extent = shadow?.extent ?? path?.boundingBox ?? CGRect(origin: .zero, size: size)
            let minX = (extent.minX * scale).rounded(.down) - X11OutlineMask.margin
            let minY = (extent.minY * scale).rounded(.down) - X11OutlineMask.margin
            let maxX = (extent.maxX * scale).rounded(.up) + X11OutlineMask.margin
            let maxY = (extent.maxY * scale).rounded(.up) + X11OutlineMask.margin
            return (Int(saturating: maxX - minX), Int(saturating: maxY - minY),
                    CGAffineTransform(scaleX: scale, y: scale).concatenating(CGAffineTransform(translationX: -minX,
                                                                                                y: -minY)))
        }
    }

    nonisolated static let margin: CGFloat = 1

    let pixmap: UInt
    let picture: UInt
    let width: Int
    let height: Int
    /// The outline's own space (see `Key.outlineToBounds`) to mask pixels.
    let outlineToMask: CGAffineTransform
    private let display: OpaquePointer
    private let format: UnsafeMutablePointer<XRenderPictFormat>
    private var filteredPicture: UInt = 0
    private var filteredTransform: CGAffineTransform?
    var lastUsedFrame: Int

    var byteCount: Int { width * height }

    /// The upright mask of `key`'s outline, drawn from `node` (whose bounds and corners `key` describes).
    convenience init?(_ key: Key, node: RenderLayer, renderer: LayerRenderer, connection: X11Connection, frame: Int) {
        let upright = key.upright
        self.init(width: upright.width, height: upright.height, outlineToMask: upright.outlineToMask, outline: key,
                  node: node, renderer: renderer, connection: connection, frame: frame)
    }

    /// The outline of `node` as it lies in `box` of the destination, which the outline's space maps to by
    /// `outlineToDestination`: exact where the upright mask would be resampled.
    convenience init?(exact outline: Key, node: RenderLayer, outlineToDestination: CGAffineTransform, box: CGRect,
                      renderer: LayerRenderer, connection: X11Connection, frame: Int) {
        self.init(width: Int(box.width), height: Int(box.height),
                  outlineToMask: outlineToDestination
                      .concatenating(CGAffineTransform(translationX: -box.minX, y: -box.minY)),
                  outline: outline, node: node, renderer: renderer, connection: connection, frame: frame)
    }

    /// Draws the outline (rounded as the layer's, its bounds, a path or a shadow's shape) through `outlineToMask` and
    /// uploads it; nil when the server has no 8-bit alpha format or no memory was left for the drawing.
    private init?(width: Int, height: Int, outlineToMask: CGAffineTransform, outline: Key, node: RenderLayer,
                  renderer: LayerRenderer, connection: X11Connection, frame: Int) {
        guard width > 0, height > 0,
              let a8 = XRenderFindStandardFormat(connection.display, Int32(PictStandardA8)),
              let context = try? CGContext(pixelWidth: width, pixelHeight: height, flipped: true) else { return nil }
        let bounds = node.geometry.bounds
        context.concatenate(outline.outlineToBounds(bounds).inverted().concatenating(outlineToMask))
        context.setFillColor(CGColor(gray: 1, alpha: 1))
        // As the reference renderer draws it: the same coverage, pixel for pixel, where placed as it draws.
        if outline.shadow != nil {
            renderer.drawShadowShape(of: node, in: context)
        } else if let path = outline.path {
            context.addPath(path)
            context.fillPath(using: outline.evenOdd ? .evenOdd : .winding)
        } else if outline.cornerRadius == 0 {
            context.fill(bounds)
        } else if outline.clips {
            renderer.clipToOutline(of: node, in: context)
            context.fill(bounds)
        } else {
            context.addPath(renderer.roundedOutline(of: node))
            context.fillPath()
        }
        guard let image = context.makeImage() else { return nil }
        display = connection.display
        format = a8
        self.width = width
        self.height = height
        self.outlineToMask = outlineToMask
        lastUsedFrame = frame
        pixmap = XCreatePixmap(display, connection.rootWindow, UInt32(width), UInt32(height), 8)
        picture = XRenderCreatePicture(display, pixmap, a8, 0, nil)
        // The alpha of each premultiplied native-endian ARGB32 pixel (its fourth byte), in rows padded to 4 bytes.
        let stride = (width + 3) & ~3
        let alpha = UnsafeMutablePointer<CChar>.allocate(capacity: stride * height)
        defer { alpha.deallocate() }
        let pixels = image.pixels.assumingMemoryBound(to: UInt8.self)
        for y in 0..<height {
            let row = pixels + y * image.bytesPerRow
            for x in 0..<width { alpha[y * stride + x] = CChar(bitPattern: row[x * 4 + 3]) }
            for x in width..<stride { alpha[y * stride + x] = 0 }
        }
        let gc = XCreateGC(display, pixmap, 0, nil)
        defer { XFreeGC(display, gc) }
        let ximage = XCreateImage(display, nil, 8, ZPixmap, 0, alpha, UInt32(width), UInt32(height), 32,
                                  Int32(stride))!
        XPutImage(display, pixmap, gc, ximage, 0, 0, 0, 0, UInt32(width), UInt32(height))
        // The bytes are ours; detach them before Xlib frees the XImage.
        ximage.pointee.data = nil
        XFree(UnsafeMutableRawPointer(ximage))
    }

    /// The mask for a composite into destination pixels that the layer's bounds space maps to by
    /// `boundsToDestination`, and the mask coordinates of the composite's destination origin `origin`: the mask as
    /// is at a whole-pixel offset, else its bilinear-filtered picture with the transform from destination pixels to
    /// mask pixels set (`isResampled`).
    func placed(boundsToDestination: CGAffineTransform, outlineToBounds: CGAffineTransform, origin: CGPoint)
        -> (picture: UInt, x: Int32, y: Int32, isResampled: Bool)? {
        var maskToDestination = outlineToMask.inverted()
            .concatenating(outlineToBounds)
            .concatenating(boundsToDestination)
        // A scale and its inverse may multiply to 1 within a rounding error.
        let closeToOne = abs(maskToDestination.a - 1) < 1e-9 && abs(maskToDestination.d - 1) < 1e-9
        if closeToOne && abs(maskToDestination.b) < 1e-9 && abs(maskToDestination.c) < 1e-9 {
            (maskToDestination.a, maskToDestination.b, maskToDestination.c, maskToDestination.d) = (1, 0, 0, 1)
        }
        if let offset = maskToDestination.integerTranslation {
            // A layer far off the window (extreme geometry) may lie beyond X's coordinates: clamped, it shows nothing.
            return (picture, Int32(clamping: Int(saturating: origin.x - offset.x)),
                    Int32(clamping: Int(saturating: origin.y - offset.y)), false)
        }
        let determinant = maskToDestination.a * maskToDestination.d - maskToDestination.b * maskToDestination.c
        guard determinant != 0, determinant.isFinite else { return nil }
        if filteredPicture == 0 {
            filteredPicture = XRenderCreatePicture(display, pixmap, format, 0, nil)
            XRenderSetPictureFilter(display, filteredPicture, FilterBilinear, nil, 0)
        }
        let transform = maskToDestination.inverted()
        if transform != filteredTransform {
            filteredTransform = transform
            var matrix = XTransform(transform)
            XRenderSetPictureTransform(display, filteredPicture, &matrix)
        }
        return (filteredPicture, Int32(origin.x), Int32(origin.y), true)
    }

    func free() {
        if filteredPicture != 0 { XRenderFreePicture(display, filteredPicture) }
        XRenderFreePicture(display, picture)
        XFreePixmap(display, pixmap)
    }
}
