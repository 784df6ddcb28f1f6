internal import CCairo

/// PNG through Cairo's reader and writer (libpng underneath).
extension CGImage {
    /// Decodes PNG data. `nil` for anything that is not a complete, valid PNG or is over `ImageDecodeLimits`.
    public convenience init?(pngDataProviderSource source: CGDataProvider, decode: UnsafePointer<CGFloat>?,
                             shouldInterpolate: Bool, intent: CGColorRenderingIntent) {
        self.init(decoding: source, with: CGImage.decodePNG)
    }

    /// A copy of what `decoder` makes of the provider's data (Swift initialisers cannot return another object).
    convenience init?(decoding source: CGDataProvider, with decoder: (Data) -> CGImage?) {
        guard let data = source.data, let image = decoder(data) else { return nil }
        self.init(width: image.width, height: image.height, bytesPerRow: image.bytesPerRow, copying: image.pixels,
                  isOpaque: image.isOpaque)
    }

    static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    package static func decodePNG(_ data: Data) -> CGImage? {
        // Check IHDR's size before Cairo allocates for it: a lying header must not exhaust memory.
        guard data.count >= 33, Array(data.prefix(8)) == pngSignature else { return nil }
        let bytes = [UInt8](data[data.startIndex + 16..<data.startIndex + 24])
        let w = Int(bytes[0]) << 24 | Int(bytes[1]) << 16 | Int(bytes[2]) << 8 | Int(bytes[3])
        let h = Int(bytes[4]) << 24 | Int(bytes[5]) << 16 | Int(bytes[6]) << 8 | Int(bytes[7])
        guard ImageDecodeLimits.admit(width: w, height: h, format: "PNG") else { return nil }
        let colourType = data[data.startIndex + 25]
        let reader = PNGReader(data: data)
        let surface = withExtendedLifetime(reader) {
            cairo_image_surface_create_from_png_stream({ closure, buffer, length in
                let reader = Unmanaged<PNGReader>.fromOpaque(closure!).takeUnretainedValue()
                return reader.read(into: buffer!, count: Int(length)) ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_READ_ERROR
            }, Unmanaged.passUnretained(reader).toOpaque())!
        }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, !reader.failed,
              cairo_image_surface_get_width(surface) == Int32(w), cairo_image_surface_get_height(surface) == Int32(h),
              let pixels = cairo_image_surface_get_data(surface) else { return nil }
        // Colour types 4 and 6 carry alpha, and palettes may (tRNS); Cairo reports those as ARGB32.
        let opaque = cairo_image_surface_get_format(surface) == CAIRO_FORMAT_RGB24 && colourType != 4 && colourType != 6
        return CGImage(width: w, height: h, bytesPerRow: Int(cairo_image_surface_get_stride(surface)),
                       copying: pixels, isOpaque: opaque)
    }

    /// The image as PNG data (with alpha unless the image is opaque).
    package func pngData() -> Data? {
        let surface = makeCairoSurface()
        defer { cairo_surface_destroy(surface) }
        let writer = PNGWriter()
        let status = withExtendedLifetime(writer) {
            cairo_surface_write_to_png_stream(surface, { closure, buffer, length in
                let writer = Unmanaged<PNGWriter>.fromOpaque(closure!).takeUnretainedValue()
                writer.data.append(buffer!, count: Int(length))
                return CAIRO_STATUS_SUCCESS
            }, Unmanaged.passUnretained(writer).toOpaque())
        }
        withExtendedLifetime(self) {}
        return status == CAIRO_STATUS_SUCCESS ? writer.data : nil
    }
}

/// Feeds Cairo's PNG reader from memory; a read past the end fails the decode instead of inventing data.
private final class PNGReader {
    let data: Data
    var offset = 0
    var failed = false
    init(data: Data) { self.data = data }

    func read(into buffer: UnsafeMutablePointer<UInt8>, count: Int) -> Bool {
        guard count <= data.count - offset else { failed = true; return false }
        data.withUnsafeBytes { raw in
            buffer.update(from: raw.baseAddress!.assumingMemoryBound(to: UInt8.self) + offset, count: count)
        }
        offset += count
        return true
    }
}

private final class PNGWriter {
    var data = Data()
}
