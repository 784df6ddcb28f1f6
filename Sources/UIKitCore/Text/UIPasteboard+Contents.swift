import Foundation

/// The typed views of a pasteboard's items: strings, URLs, images, and representations by UTI.
extension UIPasteboard {
    /// Every item as UTI to value: text as `String`, URLs as `URL`, images as `UIImage`, anything else as `Data`.
    public var items: [[String: Any]] {
        get {
            representations.map { item in
                Dictionary(uniqueKeysWithValues: item.map { mime, data in
                    (PasteboardType.uti(mime), PasteboardType.decode(data, mime: mime))
                })
            }
        }
        set { setItems(newValue) }
    }

    /// Replaces the contents with `items` (UTI to value); values that cannot be stored are left out with a log line.
    public func setItems(_ items: [[String: Any]]) {
        write(items.map { item in
            item.reduce(into: [String: Data]()) { encoded, entry in
                guard let data = PasteboardType.encode(entry.value, as: entry.key) else {
                    UIKitLog.error("UIPasteboard: a \(type(of: entry.value)) cannot be stored as \(entry.key); left out")
                    return
                }
                encoded[PasteboardType.mime(entry.key)] = data
            }
        })
    }

    /// Appends items to the contents.
    public func addItems(_ items: [[String: Any]]) { setItems(self.items + items) }

    public var numberOfItems: Int { representations.count }

    /// The types (UTIs) of the first item.
    public var types: [String] { (representations.first?.keys.map(PasteboardType.uti) ?? []).sorted() }

    public func contains(pasteboardTypes: [String]) -> Bool {
        pasteboardTypes.contains { offers(PasteboardType.mime($0)) }
    }

    public func data(forPasteboardType pasteboardType: String) -> Data? {
        firstData(PasteboardType.mime(pasteboardType))
    }

    /// Replaces the contents with one item holding `data` as `pasteboardType`.
    public func setData(_ data: Data, forPasteboardType pasteboardType: String) {
        write([[PasteboardType.mime(pasteboardType): data]])
    }

    public func value(forPasteboardType pasteboardType: String) -> Any? {
        let mime = PasteboardType.mime(pasteboardType)
        return firstData(mime).map { PasteboardType.decode($0, mime: mime) }
    }

    /// Replaces the contents with one item holding `value` as `pasteboardType`.
    public func setValue(_ value: Any, forPasteboardType pasteboardType: String) {
        setItems([[pasteboardType: value]])
    }

    // MARK: Strings

    /// Every item's text; setting makes one item per string (another application sees the first), nil empties.
    public var strings: [String]? {
        get {
            let texts = allData(PasteboardType.textMIME).map { String(decoding: $0, as: UTF8.self) }
            return texts.isEmpty ? nil : texts
        }
        set { write((newValue ?? []).map { [PasteboardType.textMIME: Data($0.utf8)] }) }
    }

    public var string: String? {
        get { firstData(PasteboardType.textMIME).map { String(decoding: $0, as: UTF8.self) } }
        set { strings = newValue.map { [$0] } }
    }

    /// Whether there is text, without reading it (no round trip's worth of data from another application).
    public var hasStrings: Bool { offers(PasteboardType.textMIME) }

    // MARK: URLs

    /// Every item's URL, as text/uri-list on the desktop.
    public var urls: [URL]? {
        get {
            let urls = allData(PasteboardType.uriListMIME).flatMap(PasteboardType.urls(inURIList:))
            return urls.isEmpty ? nil : urls
        }
        set { write((newValue ?? []).map { [PasteboardType.uriListMIME: PasteboardType.uriList([$0])] }) }
    }

    public var url: URL? {
        get { firstData(PasteboardType.uriListMIME).flatMap { PasteboardType.urls(inURIList: $0).first } }
        set { urls = newValue.map { [$0] } }
    }

    public var hasURLs: Bool { offers(PasteboardType.uriListMIME) }

    // MARK: Images

    /// Every item's image, as image/png on the desktop.
    public var images: [UIImage]? {
        get {
            let images = allData(PasteboardType.pngMIME).compactMap { UIImage(data: $0) }
            return images.isEmpty ? nil : images
        }
        set {
            write((newValue ?? []).compactMap { image in
                guard let png = image.pngData() else {
                    UIKitLog.error("UIPasteboard: an image without pixels cannot be copied; left out")
                    return nil
                }
                return [PasteboardType.pngMIME: png]
            })
        }
    }

    public var image: UIImage? {
        get { firstData(PasteboardType.pngMIME).flatMap { UIImage(data: $0) } }
        set { images = newValue.map { [$0] } }
    }

    public var hasImages: Bool { offers(PasteboardType.pngMIME) }
}
