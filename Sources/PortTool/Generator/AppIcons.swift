import Foundation
internal import CCairo

/// Xcode compiles the app icon set that `ASSETCATALOG_COMPILER_APPICON_NAME` names into PNGs in the bundle
/// (`AppIcon60x60@2x.png`, `AppIcon60x60@3x.png`) and names them in Info.plist's `CFBundleIcons`; the port does the
/// same from the set's largest PNG, and the window server gives the app's windows that icon (`_NET_WM_ICON`).
enum AppIcons {
    /// The icon's size in points, as Xcode names the iPhone home-screen icon, and the scales written.
    static let points = 60
    static let scales = [2, 3]

    /// The largest PNG of `<name>.appiconset` in the asset catalogs, by the width in its header.
    static func largestImage(named name: String, catalogs: [String]) -> String? {
        var best: (path: String, width: Int)?
        for catalog in catalogs {
            let folder = catalog + "/" + name + ".appiconset"
            for file in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where file.lowercased().hasSuffix(".png") {
                let path = folder + "/" + file
                guard let width = pngWidth(path), width > (best?.width ?? 0) else { continue }
                best = (path, width)
            }
        }
        return best?.path
    }

    /// Info.plist's entries for an icon named `name`, as Xcode writes them.
    static func infoEntries(name: String) -> [String: Any] {
        ["CFBundleIcons": ["CFBundlePrimaryIcon": ["CFBundleIconFiles": ["\(name)\(points)x\(points)"], "CFBundleIconName": name]]]
    }

    /// Writes `<name>60x60@2x.png` and `@3x.png` from `source` into `resources`; returns what went wrong.
    static func write(from source: String, name: String, to resources: URL) -> [PortDiagnostic] {
        guard let image = cairo_image_surface_create_from_png(source) else { return [.warning(source, "cannot read the app icon")] }
        defer { cairo_surface_destroy(image) }
        let width = Double(cairo_image_surface_get_width(image)), height = Double(cairo_image_surface_get_height(image))
        guard cairo_surface_status(image) == CAIRO_STATUS_SUCCESS, width > 0, height > 0 else {
            return [.warning(source, "cannot read the app icon (not a PNG Cairo can decode); the app has no icon")]
        }
        for scale in scales {
            let size = points * scale
            let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(size), Int32(size))!
            defer { cairo_surface_destroy(surface) }
            let cr = cairo_create(surface)!
            cairo_scale(cr, Double(size) / width, Double(size) / height)
            cairo_set_source_surface(cr, image, 0, 0)
            cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_BEST)
            cairo_paint(cr)
            cairo_destroy(cr)
            let path = resources.appendingPathComponent("\(name)\(points)x\(points)@\(scale)x.png").path
            guard cairo_surface_write_to_png(surface, path) == CAIRO_STATUS_SUCCESS else {
                return [.warning(source, "cannot write the app icon to \(path)")]
            }
        }
        return []
    }

    /// The width in a PNG's header (IHDR); nil for another format.
    private static func pngWidth(_ path: String) -> Int? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let header = try? handle.read(upToCount: 24), header.count == 24,
              header.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { return nil }
        return header[16..<20].reduce(0) { $0 << 8 | Int($1) }
    }
}
