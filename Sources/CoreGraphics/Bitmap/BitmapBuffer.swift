internal import CCairo

/// A caller's pixel buffer in a format Cairo cannot draw into: the context draws into its own ARGB32 surface and
/// copies the result here after every drawing call, so the caller's memory is always up to date, as with Core
/// Graphics' bitmap contexts.
final class BitmapBuffer {
    let data: UnsafeMutableRawPointer
    let layout: BitmapLayout
    let bytesPerRow: Int
    private let owned: Bool

    init(data: UnsafeMutableRawPointer?, layout: BitmapLayout, bytesPerRow: Int, height: Int) {
        if let data {
            self.data = data
            owned = false
        } else {
            self.data = .allocate(byteCount: max(bytesPerRow * height, 1), alignment: 16)
            self.data.initializeMemory(as: UInt8.self, repeating: 0, count: max(bytesPerRow * height, 1))
            owned = true
        }
        self.layout = layout
        self.bytesPerRow = bytesPerRow
    }

    deinit { if owned { data.deallocate() } }

    /// Loads the caller's pixels into the context's surface (Core Graphics draws over what the buffer holds).
    func readIn(to context: CGContext) {
        cairo_surface_flush(context.surface)
        guard let dst = cairo_image_surface_get_data(context.surface) else { return }
        for y in 0..<context.height {
            let row = UnsafeMutableRawPointer(dst + y * context.bytesPerRow).assumingMemoryBound(to: UInt32.self)
            layout.toNative(data + y * bytesPerRow, row, width: context.width)
        }
        cairo_surface_mark_dirty(context.surface)
    }

    func writeBack(from context: CGContext) {
        cairo_surface_flush(context.surface)
        guard let src = cairo_image_surface_get_data(context.surface) else { return }
        for y in 0..<context.height {
            let row = UnsafeRawPointer(src + y * context.bytesPerRow).assumingMemoryBound(to: UInt32.self)
            layout.fromNative(row, data + y * bytesPerRow, width: context.width)
        }
    }
}
