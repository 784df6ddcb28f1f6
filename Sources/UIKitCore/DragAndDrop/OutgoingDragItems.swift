import Foundation

/// The items of a drag that leaves the application, as other applications read them: their URLs as a text/uri-list
/// (file and web URLs, one a line), their text as UTF-8 (the URLs' strings when no item has text), and the first
/// PNG. Only representations other applications may see (not `.ownProcess`) go.
///
/// The items' data is loaded as soon as the drag leaves (off the main thread, as every load is), so that it is
/// there when the other application reads it after the drop; a read waits at most `loadTimeout` for a load that
/// has not answered yet.
@MainActor final class OutgoingDragItems {
    static let loadTimeout: TimeInterval = 2

    /// The MIME types offered, best first.
    let types: [String]
    private let loads = DispatchGroup()
    private let results = LoadResults()
    private var timeoutLogged = false

    private enum Kind: Int { case url, text, png }

    init(items: [UIDragItem]) {
        var kinds: Set<Kind> = []
        for (index, item) in items.enumerated() {
            let provider = item.itemProvider
            let visible = provider.publicTypeIdentifiers
            for (kind, type) in [(Kind.url, PasteboardType.url), (.text, TypeIdentifiers.plainText),
                                 (.png, PasteboardType.png)] {
                guard let identifier = visible.first(where: { TypeIdentifiers.identifier($0, conformsTo: type) })
                else { continue }
                kinds.insert(kind)
                loads.enter()
                let results = results, loads = loads
                provider.loadDataRepresentation(forTypeIdentifier: identifier) { data, _ in
                    if let data { results.set(data, item: index, kind: kind.rawValue) }
                    loads.leave()
                }
            }
        }
        var types: [String] = []
        if kinds.contains(.url) { types.append(PasteboardType.uriListMIME) }
        if kinds.contains(.text) || kinds.contains(.url) { types.append(PasteboardType.textMIME) }
        if kinds.contains(.png) { types.append(PasteboardType.pngMIME) }
        self.types = types
    }

    /// The items as MIME type `type`; nil for a type not offered or whose loads all failed.
    func data(_ type: String) -> Data? {
        if loads.wait(timeout: .now() + Self.loadTimeout) == .timedOut, !timeoutLogged {
            timeoutLogged = true
            UIKitLog.error("A dragged item's data did not load within \(Self.loadTimeout) s; another application "
                           + "gets what was there")
        }
        let loaded = results.snapshot()
        let urls = loaded.compactMap { $0[Kind.url.rawValue] }
            .compactMap { URL(string: String(decoding: $0, as: UTF8.self)) }
        switch type {
        case PasteboardType.uriListMIME:
            return urls.isEmpty ? nil : PasteboardType.uriList(urls)
        case PasteboardType.textMIME:
            let texts = loaded.compactMap { $0[Kind.text.rawValue] }.map { String(decoding: $0, as: UTF8.self) }
            let lines = texts.isEmpty ? urls.map(\.absoluteString) : texts
            return lines.isEmpty ? nil : Data(lines.joined(separator: "\n").utf8)
        case PasteboardType.pngMIME:
            return loaded.lazy.compactMap { $0[Kind.png.rawValue] }.first
        default:
            return nil
        }
    }
}

/// Loaded bytes by item and kind, filled in from the loading thread.
private final class LoadResults: @unchecked Sendable {
    private let lock = NSLock()
    private var byItem: [Int: [Int: Data]] = [:]

    func set(_ data: Data, item: Int, kind: Int) { lock.withLock { byItem[item, default: [:]][kind] = data } }

    /// Each item's loaded bytes by kind, in the items' order.
    func snapshot() -> [[Int: Data]] { lock.withLock { byItem.sorted { $0.key < $1.key }.map(\.value) } }
}
