internal import CCairo

/// The blur of a backdrop (what lies behind a blurring layer), planned once and carried out either on the client
/// (`CGContext.blurredBackdrop`) or by a compositor on its server, the same way, so both show the same pixels:
///
/// 1. the sample area (the box and a margin the blur reaches in from, on a grid of `factor` pixels, within the
///    surface) is averaged down by `factor` in each direction, cell by cell, edge pixels repeated past the surface;
/// 2. the small picture is blurred by three boxes of half-width `boxRadius` in each direction (a Gaussian of the
///    wanted deviation over `factor`), edges repeated at each pass, then its saturation is scaled by `saturation`
///    (the materials' colour boost: a colour matrix mixing each colour with its luminance, as SVG's `saturate`);
/// 3. the box is read back from it bilinearly: destination pixel `x` samples small-picture index
///    `(x + 0.5 - sample.minX) / factor - 0.5`, edges repeated.
///
/// Working at a fraction of the resolution is what makes a blur of 20 pixels' deviation affordable at 60 Hz;
/// the result is smooth, so the bilinear read loses nothing that shows. A compositor averages down on its server
/// and does step 2 with `blurSmallPicture` (a few thousand pixels), so both renderers share that code.
package struct BackdropBlur: Equatable, Sendable {
    /// The destination pixels the blur shows in (whole pixels).
    package let box: CGRect
    /// The pixels it reads: `box` and its margin, within the surface, starting on the `factor` grid.
    package let sample: CGRect
    /// Source pixels per small-picture pixel, in each direction.
    package let factor: Int
    /// Half-width of each of the three box blurs, in small-picture pixels.
    package let boxRadius: Int
    /// How much the blurred colours' saturation is scaled: 1 leaves them, 0 makes them grey.
    package let saturation: CGFloat

    /// Small-picture size.
    package var smallWidth: Int { (Int(sample.width) + factor - 1) / factor }
    package var smallHeight: Int { (Int(sample.height) + factor - 1) / factor }

    /// A blur of `sigma` pixels' deviation over `box`, reading no further than `surface`, its saturation scaled
    /// by `saturation` (a number that is not finite or below 0 counts as 1); `nil` when nothing of `box` lies on
    /// the surface or `sigma` is not a usable number.
    package init?(box: CGRect, sigma: CGFloat, surface: CGRect, saturation: CGFloat = 1) {
        guard sigma.isFinite, sigma > 0, box.isFiniteRect, !box.isEmpty else { return nil }
        let shown = box.integral.intersection(surface)
        guard !shown.isNull, shown.width >= 1, shown.height >= 1 else { return nil }
        // The largest power of two up to a quarter of the deviation, at most 8: the small picture keeps a
        // deviation of at least two of its pixels, so the bilinear read-back stays smooth.
        var factor = 1
        while factor < 8 && CGFloat(factor * 2) * 4 <= sigma { factor *= 2 }
        let widest = Int(surface.width + surface.height) / factor + 1
        let radius = AlphaBlur.boxRadius(sigma: sigma / CGFloat(factor), widest: widest)
        let margin = CGFloat((3 * radius + 1) * factor)
        let wanted = shown.insetBy(dx: -margin, dy: -margin).intersection(surface)
        let f = CGFloat(factor)
        let minX = max((wanted.minX / f).rounded(.down) * f, surface.minX)
        let minY = max((wanted.minY / f).rounded(.down) * f, surface.minY)
        self.box = shown
        self.sample = CGRect(x: minX, y: minY, width: wanted.maxX - minX, height: wanted.maxY - minY)
        self.factor = factor
        self.boxRadius = radius
        self.saturation = saturation.isFinite && saturation >= 0 ? saturation : 1
    }
}

extension CGContext {
    /// What the context's current target (the open transparency layer, else the bitmap) holds under
    /// `blur.sample`, blurred as `blur` says: an image the size of `blur.box`, to be drawn there.
    package func blurredBackdrop(_ blur: BackdropBlur) -> CGImage? {
        let sample = blur.sample
        let width = Int(sample.width), height = Int(sample.height)
        guard width > 0, height > 0, let copy = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width),
                                                                             Int32(height)) else { return nil }
        defer { cairo_surface_destroy(copy) }
        guard cairo_surface_status(copy) == CAIRO_STATUS_SUCCESS else {
            CGLog.error("no memory for a \(width)x\(height) backdrop; it is not blurred")
            return nil
        }
        cairo_surface_flush(cairo_get_group_target(cairo))
        let cr = cairo_create(copy)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(cr, cairo_get_group_target(cairo), -sample.minX, -sample.minY)
        cairo_paint(cr)
        cairo_destroy(cr)
        cairo_surface_flush(copy)
        guard let data = cairo_image_surface_get_data(copy) else { return nil }
        let stride = Int(cairo_image_surface_get_stride(copy))
        var planes = Self.averagedDown(data, stride: stride, width: width, height: height, by: blur.factor)
        blur.blurAndSaturate(&planes)
        return Self.readBack(planes, blur: blur)
    }

    /// The four premultiplied channels (blue, green, red, alpha) averaged over `factor`-pixel cells; a cell
    /// past the last row or column repeats it.
    private static func averagedDown(_ data: UnsafeMutablePointer<UInt8>, stride: Int, width: Int, height: Int,
                                     by factor: Int) -> [[Float]] {
        let sw = (width + factor - 1) / factor, sh = (height + factor - 1) / factor
        var planes = [[Float]](repeating: [Float](repeating: 0, count: sw * sh), count: 4)
        let scale = 1 / Float(factor * factor)
        for sy in 0..<sh {
            for sx in 0..<sw {
                var sum: (Float, Float, Float, Float) = (0, 0, 0, 0)
                for dy in 0..<factor {
                    let row = data + min(sy * factor + dy, height - 1) * stride
                    for dx in 0..<factor {
                        let p = row + 4 * min(sx * factor + dx, width - 1)
                        sum.0 += Float(p[0]); sum.1 += Float(p[1]); sum.2 += Float(p[2]); sum.3 += Float(p[3])
                    }
                }
                let i = sy * sw + sx
                planes[0][i] = sum.0 * scale; planes[1][i] = sum.1 * scale
                planes[2][i] = sum.2 * scale; planes[3][i] = sum.3 * scale
            }
        }
        return planes
    }

    /// The box's pixels, read bilinearly from the blurred small picture.
    private static func readBack(_ planes: [[Float]], blur: BackdropBlur) -> CGImage? {
        let box = blur.box, sample = blur.sample
        let width = Int(box.width), height = Int(box.height), bytesPerRow = width * 4
        let (sw, sh) = (blur.smallWidth, blur.smallHeight), f = Float(blur.factor)
        let pixels = UnsafeMutableRawPointer.allocate(byteCount: bytesPerRow * height, alignment: 16)
        let bytes = pixels.assumingMemoryBound(to: UInt8.self)
        /// The two indices and the weight of the second, with edges repeated.
        func taps(_ destination: Int, origin: CGFloat, count: Int) -> (Int, Int, Float) {
            let u = (Float(destination) + 0.5 - Float(origin)) / f - 0.5
            let low = u.rounded(.down), weight = u - low
            let i = Int(low)
            return (min(max(i, 0), count - 1), min(max(i + 1, 0), count - 1), weight)
        }
        let columns = (0..<width).map { taps(Int(box.minX) + $0, origin: sample.minX, count: sw) }
        for y in 0..<height {
            let (y0, y1, wy) = taps(Int(box.minY) + y, origin: sample.minY, count: sh)
            let row = bytes + y * bytesPerRow
            for x in 0..<width {
                let (x0, x1, wx) = columns[x]
                for c in 0..<4 {
                    let plane = planes[c]
                    let top = plane[y0 * sw + x0] * (1 - wx) + plane[y0 * sw + x1] * wx
                    let bottom = plane[y1 * sw + x0] * (1 - wx) + plane[y1 * sw + x1] * wx
                    row[4 * x + c] = UInt8(min(max((top * (1 - wy) + bottom * wy).rounded(), 0), 255))
                }
                // Premultiplied: no colour above its alpha, whatever the rounding did.
                let alpha = row[4 * x + 3]
                for c in 0..<3 where row[4 * x + c] > alpha { row[4 * x + c] = alpha }
            }
        }
        return CGImage(width: width, height: height, bytesPerRow: bytesPerRow, adopting: pixels, isOpaque: false)
    }
}
