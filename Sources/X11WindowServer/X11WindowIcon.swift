import Foundation
import UIKitCore
internal import CCairo

/// The application's icon as a desktop wants it on each window: `_NET_WM_ICON`, a list of pictures, each its width,
/// its height and its pixels as non-premultiplied ARGB cardinals, row by row. The picture is the one Info.plist
/// names, as an iOS bundle does (`CFBundleIcons` → `CFBundlePrimaryIcon` → `CFBundleIconFiles`, or the older
/// `CFBundleIconFile`): of the PNGs `name@3x.png`, `name@2x.png`, `name.png` in the bundle, the largest, scaled to
/// the sizes title bars, task switchers and docks show. An app without an icon gets none (the desktop's default).
enum X11WindowIcon {
    /// The sizes given (pixels, square); larger than the picture are left out, so it is never enlarged.
    static let sizes = [16, 24, 32, 48, 64, 128, 256]

    /// The application bundle's icon, read once.
    static let application: [UInt] = cardinals(bundle: .application)

    /// `bundle`'s icon as `_NET_WM_ICON` cardinals; empty when Info.plist names none or the file cannot be read.
    static func cardinals(bundle: Bundle) -> [UInt] {
        guard let path = iconFile(in: bundle) else { return [] }
        return cardinals(png: path)
    }

    /// The largest PNG Info.plist names for the icon.
    static func iconFile(in bundle: Bundle) -> String? {
        let info = bundle.infoDictionary ?? [:]
        var names: [String] = []
        if let icons = info["CFBundleIcons"] as? [String: Any], let primary = icons["CFBundlePrimaryIcon"] as? [String: Any] {
            names += primary["CFBundleIconFiles"] as? [String] ?? []
        }
        names += info["CFBundleIconFiles"] as? [String] ?? []
        if let file = info["CFBundleIconFile"] as? String { names.append(file) }
        let folder = bundle.resourceURL ?? bundle.bundleURL
        var best: (path: String, width: Int)?
        for name in names {
            let stem = name.hasSuffix(".png") ? String(name.dropLast(4)) : name
            for candidate in ["\(stem)@3x.png", "\(stem)@2x.png", "\(stem).png"] {
                let path = folder.appendingPathComponent(candidate).path
                guard let width = pngWidth(path), width > (best?.width ?? 0) else { continue }
                best = (path, width)
            }
        }
        return best?.path
    }

    /// The width in a PNG's header (IHDR), without decoding it; nil for a missing file or another format.
    private static func pngWidth(_ path: String) -> Int? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let header = try? handle.read(upToCount: 24), header.count == 24,
              header.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { return nil }
        return header[16..<20].reduce(0) { $0 << 8 | Int($1) }
    }

    /// The PNG at each size of `sizes` that does not enlarge it (at least the smallest), drawn by Cairo.
    static func cardinals(png path: String) -> [UInt] {
        guard let source = cairo_image_surface_create_from_png(path) else { return [] }
        defer { cairo_surface_destroy(source) }
        guard cairo_surface_status(source) == CAIRO_STATUS_SUCCESS else { return [] }
        let width = Int(cairo_image_surface_get_width(source)), height = Int(cairo_image_surface_get_height(source))
        guard width > 0, height > 0 else { return [] }
        var result: [UInt] = []
        for size in sizes where size <= max(width, height) || size == sizes[0] {
            result += scaled(source, width: width, height: height, to: size)
        }
        return result
    }

    /// One picture of the list: `size` by `size`, the icon fitted in it.
    private static func scaled(_ source: OpaquePointer, width: Int, height: Int, to size: Int) -> [UInt] {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(size), Int32(size)) else { return [] }
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)!
        let scale = Double(size) / Double(max(width, height))
        cairo_translate(cr, (Double(size) - Double(width) * scale) / 2, (Double(size) - Double(height) * scale) / 2)
        cairo_scale(cr, scale, scale)
        cairo_set_source_surface(cr, source, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_BEST)
        cairo_paint(cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return [] }
        let stride = Int(cairo_image_surface_get_stride(surface))
        var result: [UInt] = [UInt(size), UInt(size)]
        result.reserveCapacity(2 + size * size)
        for y in 0..<size {
            let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<size { result.append(UInt(unpremultiplied(row[x]))) }
        }
        return result
    }

    /// Cairo keeps colour multiplied by alpha; `_NET_WM_ICON` wants it straight.
    private static func unpremultiplied(_ pixel: UInt32) -> UInt32 {
        let alpha = pixel >> 24
        guard alpha != 0, alpha != 255 else { return alpha == 0 ? 0 : pixel }
        func channel(_ shift: UInt32) -> UInt32 { min(255, (((pixel >> shift) & 0xFF) * 255 + alpha / 2) / alpha) << shift }
        return alpha << 24 | channel(16) | channel(8) | channel(0)
    }
}
