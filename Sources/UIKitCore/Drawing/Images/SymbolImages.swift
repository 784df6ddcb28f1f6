import Foundation
import UIKitResources

/// `UIImage(systemName:)` on the desktop: SF Symbol names mapped (Resources/SymbolTable.txt) to the symbolic icons of
/// the Adwaita icon theme (package adwaita-icon-theme), SVG files drawn by librsvg at the size asked for.
enum SymbolImages {
    private static let lock = NSLock()
    // Guarded by `lock`: symbols are asked for on any thread.
    nonisolated(unsafe) private static var rendered: [String: CGImage] = [:]
    nonisolated(unsafe) private static var reported: Set<String> = []

    /// SF Symbol name -> Adwaita icon name.
    static let table: [String: String] = {
        var table: [String: String] = [:]
        for fields in UIKitResources.table("SymbolTable.txt") where fields.count >= 2 { table[fields[0]] = fields[1] }
        return table
    }()

    /// Adwaita icon name (without `-symbolic.svg`) -> file, from the theme folders of `XDG_DATA_DIRS`.
    static let iconFiles: [String: URL] = {
        let dataDirectories = (ProcessInfo.processInfo.environment["XDG_DATA_DIRS"].flatMap { $0.isEmpty ? nil : $0 }
                               ?? "/usr/local/share:/usr/share").split(separator: ":")
        var files: [String: URL] = [:]
        // Earlier data directories win, as the icon theme specification says; themes 45 and later use `symbolic/`.
        for directory in dataDirectories.reversed() {
            for layout in ["scalable", "symbolic"] {
                let root = URL(fileURLWithPath: String(directory)).appendingPathComponent("icons/Adwaita/\(layout)")
                for context in (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? [] {
                    let folder = root.appendingPathComponent(context)
                    for file in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
                    where file.hasSuffix("-symbolic.svg") {
                        files[String(file.dropLast("-symbolic.svg".count))] = folder.appendingPathComponent(file)
                    }
                }
            }
        }
        return files
    }()

    /// The symbol drawn `side` points square at `scale` pixels per point; nil (logged once per name) for a name
    /// the table lacks or whose icon is not installed.
    static func image(named name: String, side: CGFloat, scale: CGFloat) -> CGImage? {
        guard let icon = table[name] else {
            reportOnce(name, "UIImage(systemName: \"\(name)\"): no such symbol in Resources/SymbolTable.txt")
            return nil
        }
        guard let file = iconFiles[icon] else {
            reportOnce(name, "UIImage(systemName: \"\(name)\"): the icon \(icon)-symbolic.svg is not installed "
                       + "(package adwaita-icon-theme)")
            return nil
        }
        let pixels = max(Int((side * scale).rounded(.up)), 1)
        let key = "\(icon)\u{0}\(pixels)"
        if let hit = lock.withLock({ rendered[key] }) { return hit }
        guard let data = FileManager.default.contents(atPath: file.path),
              let image = CGImage.renderSVG(data, pixelWidth: pixels, pixelHeight: pixels) else {
            reportOnce(name, "UIImage(systemName: \"\(name)\"): librsvg cannot draw \(file.path)")
            return nil
        }
        lock.withLock { rendered[key] = image }
        return image
    }

    private static func reportOnce(_ name: String, _ message: String) {
        guard lock.withLock({ reported.insert(name).inserted }) else { return }
        UIKitLog.error(message)
    }
}
