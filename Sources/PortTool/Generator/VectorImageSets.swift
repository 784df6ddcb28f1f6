import CoreGraphics
import Foundation

/// Xcode renders single-scale vector image sets (an SVG or PDF with `preserves-vector-representation`, or just one
/// scale-less entry) into bitmaps at build time; UIKit here reads PNG and JPEG only, so the port does the same: each
/// such set in the copied catalog gets `@1x`, `@2x` and `@3x` PNGs (SVG through librsvg, PDF through poppler; see
/// `VectorDocument`) and a Contents.json naming them.
enum VectorImageSets {
    /// Renders the vector sets under `catalog` (a copy); returns what could not be rendered.
    static func render(catalog: URL, originalCatalog: String) -> [PortDiagnostic] {
        var diagnostics: [PortDiagnostic] = []
        let enumerator = FileManager.default.enumerator(atPath: catalog.path)
        var sets: [String] = []
        while let entry = enumerator?.nextObject() as? String {
            if entry.hasSuffix(".imageset") { sets.append(entry) }
        }
        for set in sets.sorted() {
            let folder = catalog.appendingPathComponent(set)
            let contents = folder.appendingPathComponent("Contents.json")
            guard let data = FileManager.default.contents(atPath: contents.path),
                  var json = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any],
                  let images = json["images"] as? [[String: Any]] else { continue }
            let vectors = images.compactMap { $0["filename"] as? String }.filter {
                $0.lowercased().hasSuffix(".svg") || $0.lowercased().hasSuffix(".pdf")
            }
            guard let vector = vectors.first else { continue }
            let original = originalCatalog + "/" + set + "/" + vector
            guard let bytes = FileManager.default.contents(atPath: folder.appendingPathComponent(vector).path),
                  let document = VectorDocument(data: bytes, fileName: vector) else {
                diagnostics.append(.warning(original, "cannot read the size of \(vector); image set \(set) is not rendered"))
                continue
            }
            var rendered: [[String: Any]] = []
            let stem = (vector as NSString).deletingPathExtension
            for scale in 1...3 {
                let width = Int((document.size.width * Double(scale)).rounded(.up))
                let height = Int((document.size.height * Double(scale)).rounded(.up))
                guard let png = document.render(pixelWidth: width, pixelHeight: height)?.pngData() else {
                    diagnostics.append(.warning(original, "\(document.renderer) cannot render \(vector); image set \(set) is not rendered"))
                    rendered = []
                    break
                }
                let name = scale == 1 ? "\(stem).png" : "\(stem)@\(scale)x.png"
                try? png.write(to: folder.appendingPathComponent(name))
                rendered.append(["idiom": "universal", "filename": name, "scale": "\(scale)x"])
            }
            guard !rendered.isEmpty else { continue }
            json["images"] = rendered
            if let output = try? JSONSerialization.data(withJSONObject: json, options: [.prettyPrinted, .sortedKeys]) {
                try? output.write(to: contents)
            }
        }
        return diagnostics
    }

    /// The SVG's size in points: its root `width`/`height` (px or unitless), else its `viewBox`.
    static func intrinsicSize(_ svg: Data) -> (width: Double, height: Double)? {
        let text = String(decoding: svg.prefix(4096), as: UTF8.self)
        guard let open = text.range(of: "<svg") else { return nil }
        let tag = text[open.upperBound...].prefix { $0 != ">" }
        func attribute(_ name: String) -> String? {
            guard let range = tag.range(of: " \(name)=\"") ?? tag.range(of: "\n\(name)=\"") else { return nil }
            return String(tag[range.upperBound...].prefix { $0 != "\"" })
        }
        func number(_ text: String?) -> Double? {
            guard let text else { return nil }
            let digits = text.hasSuffix("px") ? String(text.dropLast(2)) : text
            return Double(digits)
        }
        if let width = number(attribute("width")), let height = number(attribute("height")), width > 0, height > 0 {
            return (width, height)
        }
        let box = (attribute("viewBox") ?? "").split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) }
        guard box.count == 4, box[2] > 0, box[3] > 0 else { return nil }
        return (box[2], box[3])
    }
}
