internal import CCairo
internal import CRsvg

/// SVG through librsvg, drawn by Cairo: how the desktop's icon theme (symbolic icons) becomes bitmaps.
extension CGImage {
    /// `data` drawn to fill a `pixelWidth` x `pixelHeight` bitmap (aspect kept, centred, as librsvg fits a
    /// document into a viewport); nil for data librsvg cannot read or a size outside the decoding limits.
    package static func renderSVG(_ data: Data, pixelWidth: Int, pixelHeight: Int) -> CGImage? {
        guard pixelWidth > 0, pixelHeight > 0,
              ImageDecodeLimits.admit(width: pixelWidth, height: pixelHeight, format: "SVG") else { return nil }
        var error: UnsafeMutablePointer<GError>?
        let handle = data.withUnsafeBytes { bytes in
            rsvg_handle_new_from_data(bytes.baseAddress?.assumingMemoryBound(to: guint8.self), gsize(bytes.count), &error)
        }
        guard let handle else {
            if let error { g_error_free(error) }
            return nil
        }
        defer { g_object_unref(UnsafeMutableRawPointer(handle)) }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight))!
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        var viewport = RsvgRectangle(x: 0, y: 0, width: Double(pixelWidth), height: Double(pixelHeight))
        guard rsvg_handle_render_document(handle, cr, &viewport, &error) != 0 else {
            if let error { g_error_free(error) }
            return nil
        }
        cairo_surface_flush(surface)
        guard let pixels = cairo_image_surface_get_data(surface) else { return nil }
        return CGImage(width: pixelWidth, height: pixelHeight, bytesPerRow: Int(cairo_image_surface_get_stride(surface)),
                       copying: pixels)
    }
}
