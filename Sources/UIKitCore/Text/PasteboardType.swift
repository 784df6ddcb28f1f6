import Foundation

/// UIKit names pasteboard types with UTIs; desktop selections (and the platform interface) with MIME types. The
/// types with a desktop meaning map to their MIME type; any other UTI travels under its own name.
enum PasteboardType {
    static let utf8Text = "public.utf8-plain-text"
    static let url = "public.url"
    static let png = "public.png"
    static let jpeg = "public.jpeg"

    static let textMIME = "text/plain;charset=utf-8"
    static let uriListMIME = "text/uri-list"
    static let pngMIME = "image/png"

    private static let mimeByUTI: [String: String] = [
        utf8Text: textMIME, "public.plain-text": textMIME, "public.text": textMIME,
        url: uriListMIME, "public.file-url": uriListMIME,
        png: pngMIME, jpeg: "image/jpeg",
    ]
    private static let utiByMIME: [String: String] = [
        textMIME: utf8Text, uriListMIME: url, pngMIME: png, "image/jpeg": jpeg,
    ]

    static func mime(_ uti: String) -> String { mimeByUTI[uti] ?? uti }
    static func uti(_ mime: String) -> String { utiByMIME[mime] ?? mime }

    /// The bytes a value is stored as under `uti`: text as UTF-8, URLs as a uri-list line, images as PNG (JPEG for
    /// public.jpeg), data as it is; nil for values of other kinds.
    @MainActor static func encode(_ value: Any, as uti: String) -> Data? {
        switch value {
        case let data as Data: data
        case let string as String: Data(string.utf8)
        case let url as URL: uriList([url])
        case let image as UIImage: uti == jpeg ? image.jpegData(compressionQuality: 0.9) : image.pngData()
        default: nil
        }
    }

    /// The value UIKit hands out for a representation: strings, URLs and images as objects, anything else as data.
    @MainActor static func decode(_ data: Data, mime: String) -> Any {
        switch mime {
        case textMIME: String(decoding: data, as: UTF8.self)
        case uriListMIME: urls(inURIList: data).first as Any? ?? data
        case pngMIME, "image/jpeg": UIImage(data: data) as Any? ?? data
        default: data
        }
    }

    /// text/uri-list (RFC 2483): one URL a line, CRLF line ends.
    static func uriList(_ urls: [URL]) -> Data { Data(urls.map { $0.absoluteString + "\r\n" }.joined().utf8) }

    /// The URLs of a uri-list, comment lines (#) and blank lines skipped; a line that is no absolute URL (no
    /// scheme: garbage from another application) is skipped too.
    static func urls(inURIList data: Data) -> [URL] {
        String(decoding: data, as: UTF8.self)
            .split(whereSeparator: { $0 == "\r\n" || $0 == "\n" || $0 == "\r" })
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }
            .compactMap { URL(string: $0) }
            .filter { $0.scheme != nil }
    }
}
