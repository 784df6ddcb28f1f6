import Foundation

/// Uniform type identifiers without the UniformTypeIdentifiers framework (absent on Linux): which identifier
/// conforms to which, for the types drag and drop and the pasteboard carry, and the identifier a file's extension
/// names.
enum TypeIdentifiers {
    static let plainText = "public.plain-text"
    static let fileURL = "public.file-url"
    static let image = "public.image"
    static let data = "public.data"

    /// Each identifier's parent in the conformance hierarchy.
    private static let parents: [String: String] = [
        PasteboardType.utf8Text: plainText, plainText: "public.text", "public.text": data,
        fileURL: PasteboardType.url, PasteboardType.url: data,
        PasteboardType.png: image, PasteboardType.jpeg: image, image: data,
    ]

    private static let byPathExtension: [String: String] = [
        "txt": PasteboardType.utf8Text, "text": PasteboardType.utf8Text,
        "png": PasteboardType.png, "jpg": PasteboardType.jpeg, "jpeg": PasteboardType.jpeg,
    ]

    /// Whether `identifier` is `other` or one of its descendants.
    static func identifier(_ identifier: String, conformsTo other: String) -> Bool {
        var current: String? = identifier
        var steps = 0
        while let type = current, steps < 16 {
            if type == other { return true }
            current = parents[type]
            steps += 1
        }
        return false
    }

    static func identifier(forPathExtension pathExtension: String) -> String? {
        byPathExtension[pathExtension.lowercased()]
    }

    /// The usual extension of a file of `identifier` ("png" for "public.png"), if it has one.
    static func pathExtension(for identifier: String) -> String? {
        [PasteboardType.utf8Text: "txt", plainText: "txt", PasteboardType.png: "png", PasteboardType.jpeg: "jpg"][identifier]
    }
}
