import CoreGraphics
import Foundation
internal import CCairo
internal import CPoppler

/// A vector image set's single picture, SVG (librsvg, through CoreGraphics) or PDF (poppler, here only: apps never
/// read PDF at run time, so only the port tool links it): its size in points and its bitmap at a pixel size.
enum VectorDocument {
    case svg(Data, width: Double, height: Double)
    case pdf(Data, width: Double, height: Double)

    /// The document in `data`, by its file name's extension; nil when its size cannot be read.
    init?(data: Data, fileName: String) {
        switch (fileName as NSString).pathExtension.lowercased() {
        case "svg":
            guard let size = VectorImageSets.intrinsicSize(data) else { return nil }
            self = .svg(data, width: size.width, height: size.height)
        case "pdf":
            guard let size = Self.pdfPageSize(data) else { return nil }
            self = .pdf(data, width: size.width, height: size.height)
        default:
            return nil
        }
    }

    var size: (width: Double, height: Double) {
        switch self {
        case .svg(_, let width, let height), .pdf(_, let width, let height): (width, height)
        }
    }

    /// What renders this kind of document, for messages.
    var renderer: String {
        switch self {
        case .svg: "librsvg"
        case .pdf: "poppler"
        }
    }

    /// The picture filling `pixelWidth` x `pixelHeight`; nil when the renderer refuses the data.
    func render(pixelWidth: Int, pixelHeight: Int) -> CGImage? {
        switch self {
        case .svg(let data, _, _): CGImage.renderSVG(data, pixelWidth: pixelWidth, pixelHeight: pixelHeight)
        case .pdf(let data, let width, let height):
            Self.renderPDF(data, scaleX: Double(pixelWidth) / width, scaleY: Double(pixelHeight) / height,
                           pixelWidth: pixelWidth, pixelHeight: pixelHeight)
        }
    }

    /// The first page's size in points (what Xcode takes as the image's size).
    private static func pdfPageSize(_ data: Data) -> (width: Double, height: Double)? {
        withFirstPage(data) { page in
            var width = 0.0, height = 0.0
            poppler_page_get_size(page, &width, &height)
            return width > 0 && height > 0 && width.isFinite && height.isFinite ? (width, height) : nil
        } ?? nil
    }

    /// The first page drawn by poppler into a transparent Cairo bitmap, scaled from points to pixels.
    private static func renderPDF(_ data: Data, scaleX: Double, scaleY: Double, pixelWidth: Int, pixelHeight: Int) -> CGImage? {
        guard pixelWidth > 0, pixelHeight > 0,
              ImageDecodeLimits.admit(width: pixelWidth, height: pixelHeight, format: "PDF") else { return nil }
        return withFirstPage(data) { page -> CGImage? in
            let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight))!
            defer { cairo_surface_destroy(surface) }
            let cr = cairo_create(surface)!
            cairo_scale(cr, scaleX, scaleY)
            poppler_page_render(page, cr)
            cairo_destroy(cr)
            cairo_surface_flush(surface)
            guard let pixels = cairo_image_surface_get_data(surface) else { return nil }
            return CGImage(width: pixelWidth, height: pixelHeight, bytesPerRow: Int(cairo_image_surface_get_stride(surface)),
                           copying: pixels)
        } ?? nil
    }

    /// `body` with the document's first page; nil when poppler cannot open the data or it has no page.
    private static func withFirstPage<Result>(_ data: Data, _ body: (OpaquePointer) -> Result) -> Result? {
        let bytes = data.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(bytes) }
        var error: UnsafeMutablePointer<GError>?
        guard let document = poppler_document_new_from_bytes(bytes, nil, &error) else {
            if let error { g_error_free(error) }
            return nil
        }
        defer { g_object_unref(UnsafeMutableRawPointer(document)) }
        guard poppler_document_get_n_pages(document) > 0, let page = poppler_document_get_page(document, 0) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(page)) }
        return body(page)
    }
}
