internal import CCairo

extension CGImage {
    /// An image from raw pixels in any of the 8-bit layouts `BitmapLayout` reads. `nil` for unsupported formats,
    /// too little data or absurd sizes.
    public convenience init?(width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int, bytesPerRow: Int,
                             space: CGColorSpace, bitmapInfo: CGBitmapInfo, provider: CGDataProvider,
                             decode: UnsafePointer<CGFloat>?, shouldInterpolate: Bool,
                             intent: CGColorRenderingIntent) {
        guard (try? CGContext.validate(width: width, height: height)) != nil,
              let layout = BitmapLayout(bitsPerComponent: bitsPerComponent, bitsPerPixel: bitsPerPixel, space: space,
                                        bitmapInfo: bitmapInfo.rawValue),
              bytesPerRow >= width * layout.bytesPerPixel,
              CGContext.validatedByteCount(bytesPerRow: bytesPerRow, height: height, for: "CGImage") != nil,
              let data = provider.data,
              data.count >= bytesPerRow * (height - 1) + width * layout.bytesPerPixel else { return nil }
        let stride = width * 4
        let pixels = UnsafeMutableRawPointer.allocate(byteCount: stride * height, alignment: 16)
        data.withUnsafeBytes { raw in
            for y in 0..<height {
                layout.toNative(raw.baseAddress! + y * bytesPerRow,
                                (pixels + y * stride).assumingMemoryBound(to: UInt32.self), width: width)
            }
        }
        self.init(width: width, height: height, bytesPerRow: stride, adopting: pixels, isOpaque: !layout.hasAlpha)
    }

    public var alphaInfo: CGImageAlphaInfo { isOpaque ? .noneSkipFirst : .premultipliedFirst }

    public var bitmapInfo: CGBitmapInfo {
        CGBitmapInfo(rawValue: alphaInfo.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
    }

    public var byteOrderInfo: CGImageByteOrderInfo { .order32Little }
    public var isMask: Bool { false }
    public var shouldInterpolate: Bool { true }
    public var renderingIntent: CGColorRenderingIntent { .defaultIntent }
    public var decode: UnsafePointer<CGFloat>? { nil }

    /// The pixels, in the layout `bitmapInfo` describes.
    public var dataProvider: CGDataProvider? {
        CGDataProvider(data: Data(bytes: pixels, count: bytesPerRow * height))
    }

    /// The part of the image inside `rect` (pixels, origin top left), or `nil` when they do not overlap. The
    /// rectangle is made integral first, as Core Graphics does.
    public func cropping(to rect: CGRect) -> CGImage? {
        guard rect.isFiniteRect else { return nil }
        let r = rect.standardized.integral.intersection(CGRect(x: 0, y: 0, width: width, height: height))
        guard !r.isNull, r.width >= 1, r.height >= 1 else { return nil }
        let x = Int(r.minX), y = Int(r.minY), width = Int(r.width), height = Int(r.height)
        // Row by row, only the pixels inside the rectangle: copying whole source rows from the first pixel would
        // read past the end of the last row by `x * 4` bytes.
        let stride = width * 4
        let copy = UnsafeMutableRawPointer.allocate(byteCount: max(stride * height, 1), alignment: 16)
        for row in 0..<height {
            (copy + row * stride).copyMemory(from: pixels + (y + row) * bytesPerRow + x * 4, byteCount: stride)
        }
        return CGImage(width: width, height: height, bytesPerRow: stride, adopting: copy, isOpaque: isOpaque)
    }

    public func copy() -> CGImage? { self }

    public func copy(colorSpace: CGColorSpace) -> CGImage? { colorSpace.model == .rgb ? self : nil }

    /// Whether every pixel has full alpha.
    package var isFullyOpaque: Bool {
        if isOpaque { return true }
        for y in 0..<height {
            let row = (pixels + y * bytesPerRow).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width where row[x] >> 24 != 0xFF { return false }
        }
        return true
    }

    /// An alpha-only surface whose alpha is the image's luminance (for grey masks). The caller destroys it.
    package func makeLuminanceAlphaSurface() -> OpaquePointer {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height))!
        cairo_surface_flush(surface)
        if let data = cairo_image_surface_get_data(surface) {
            let stride = Int(cairo_image_surface_get_stride(surface))
            for y in 0..<height {
                for x in 0..<width {
                    let v = argb(x: x, y: y)
                    let r = (v >> 16) & 0xFF, g = (v >> 8) & 0xFF, b = v & 0xFF
                    data[y * stride + x] = UInt8((r * 77 + g * 150 + b * 29 + 128) >> 8)
                }
            }
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }
}
