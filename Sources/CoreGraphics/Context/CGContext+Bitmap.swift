internal import CCairo

extension CGContext {
    /// A bitmap context, as Core Graphics makes one: 8 bits per component, RGB with premultiplied or skipped alpha in
    /// either byte order, grey without alpha, or alpha only. `data` may be `nil` (the context owns its memory) or
    /// the caller's buffer, which then always shows what was drawn. Returns `nil` for unsupported formats and for
    /// empty, inconsistent or absurdly large sizes (see `maximumPixelCount`), never crashing.
    public convenience init?(data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int,
                             bytesPerRow: Int, space: CGColorSpace, bitmapInfo: UInt32) {
        guard let layout = BitmapLayout(bitsPerComponent: bitsPerComponent, space: space, bitmapInfo: bitmapInfo),
              (try? Self.validate(width: width, height: height)) != nil else { return nil }
        let minimumRow = width * layout.bytesPerPixel
        let rowBytes = bytesPerRow == 0 ? (minimumRow + 3) & ~3 : bytesPerRow
        guard rowBytes >= minimumRow,
              Self.validatedByteCount(bytesPerRow: rowBytes, height: height, for: "CGContext") != nil else { return nil }
        if layout.isCairoNative, let data, rowBytes % 4 == 0 {
            // Cairo draws straight into the caller's memory.
            let format = layout.alphaInfo == .noneSkipFirst ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32
            let surface = cairo_image_surface_create_for_data(data.assumingMemoryBound(to: UInt8.self), format,
                                                              Int32(width), Int32(height), Int32(rowBytes))!
            try? self.init(surface: surface, flipped: false)
            return
        }
        let format = layout.isCairoNative && layout.alphaInfo == .noneSkipFirst ? CAIRO_FORMAT_RGB24
                                                                               : CAIRO_FORMAT_ARGB32
        try? self.init(surface: cairo_image_surface_create(format, Int32(width), Int32(height)), flipped: false)
        if !layout.isCairoNative {
            let buffer = BitmapBuffer(data: data, layout: layout, bytesPerRow: rowBytes, height: height)
            if data != nil { buffer.readIn(to: self) }
            bitmap = buffer
        }
    }

    /// The pixel memory: the caller's buffer, or the context's own in premultiplied native ARGB32.
    public var data: UnsafeMutableRawPointer? {
        if let bitmap { return bitmap.data }
        cairo_surface_flush(surface)
        return cairo_image_surface_get_data(surface).map { UnsafeMutableRawPointer($0) }
    }

    public var bitsPerComponent: Int { 8 }
    public var bitsPerPixel: Int { (bitmap?.layout.bytesPerPixel ?? 4) * 8 }

    public var bitmapInfo: CGBitmapInfo {
        if let bitmap { return CGBitmapInfo(rawValue: bitmap.layout.bitmapInfo) }
        let alpha: CGImageAlphaInfo = cairo_image_surface_get_format(surface) == CAIRO_FORMAT_RGB24 ? .noneSkipFirst
                                                                                                     : .premultipliedFirst
        return CGBitmapInfo(rawValue: alpha.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
    }

    public var alphaInfo: CGImageAlphaInfo {
        CGImageAlphaInfo(rawValue: bitmapInfo.rawValue & CGBitmapInfo.alphaInfoMask.rawValue) ?? .premultipliedFirst
    }

    public var colorSpace: CGColorSpace? {
        switch bitmap?.layout.kind {
        case .gray: .deviceGray
        case .alphaOnly: nil
        default: .deviceRGB
        }
    }
}
