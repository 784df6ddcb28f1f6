import Foundation

/// Drags from other applications over our windows: the same drop targets as drags inside the application, asked
/// through a drop session without a local drag session. While the drag hovers, its items only name the offered
/// types (another application's data cannot be read before the drop); at the drop the data is read once, and the
/// items become what it holds: one per URL of a uri-list (with the file, when it is one that can be read), else one
/// with the text and the image.
@MainActor final class ExternalDropDriver {
    static let shared = ExternalDropDriver()

    private var session: DropSession?
    private var source: (any ExternalDragSource)?
    private weak var window: UIWindow?
    private var target: (any DropTarget)?
    private var proposal = UIDropProposal(operation: .cancel)

    /// The MIME types read at a drop, best first, and what UIKit calls them.
    private static let readableTypes = [PasteboardType.uriListMIME, PasteboardType.textMIME, PasteboardType.pngMIME]

    func handle(_ sample: ExternalDragSample, in window: UIWindow?) {
        if sample.source !== source || window !== self.window { end() }
        switch sample.phase {
        case .entered, .moved:
            guard let window else { return sample.source.reply(.cancel) }
            if session == nil { begin(sample, in: window) }
            update(at: sample.location, in: window)
            sample.source.reply(effectiveOperation)
        case .exited:
            end()
        case .dropped:
            guard let window else { return sample.source.finish(.cancel) }
            if session == nil { begin(sample, in: window) }
            update(at: sample.location, in: window)
            drop()
        }
    }

    private func begin(_ sample: ExternalDragSample, in window: UIWindow) {
        let provider = NSItemProvider()
        for mime in sample.types {
            provider.registerDataRepresentation(forTypeIdentifier: PasteboardType.uti(mime), visibility: .all) { done in
                done(nil, NSItemProvider.error(.itemUnavailableError))
                return nil
            }
        }
        session = DropSession(items: [UIDragItem(itemProvider: provider)], localDragSession: nil, allowsMoveOperation: true)
        source = sample.source
        self.window = window
    }

    private var effectiveOperation: UIDropOperation {
        target == nil ? .cancel : proposal.operation
    }

    private func update(at point: CGPoint, in window: UIWindow) {
        guard let session else { return }
        session.window = window
        session.windowLocation = point
        let next = DragSessionDriver.dropTarget(at: point, in: window, for: session, current: target)
        if next !== target {
            target?.sessionDidExit(session)
            target = next
            target?.sessionDidEnter(session)
        }
        proposal = target?.sessionDidUpdate(session) ?? UIDropProposal(operation: .cancel)
    }

    /// Reads the data and drops it on the target. The dropped item's default preview (a card of its text, its
    /// image, or its files' names) appears under the pointer and lands as a drag inside the application does: where
    /// a coordinator sends it, or shrinking away; the target concludes, and the source hears the end, once it landed.
    private func drop() {
        guard let session, let source, let target, let window,
              proposal.operation == .copy || proposal.operation == .move else { return end(finishing: .cancel) }
        let operation = proposal.operation
        let (items, picture) = Self.items(from: source, offering: session.items.first?.itemProvider
            .registeredTypeIdentifiers.map(PasteboardType.mime) ?? [])
        session.items = items
        guard !items.isEmpty else { return end(finishing: .cancel) }
        self.target = nil
        self.session = nil
        self.source = nil
        let landing = picture.map { DropLanding(preview: DragPreviewView.dropped($0, at: session.windowLocation, in: window)) }
        session.landing = landing
        target.performDrop(session)
        let concluded = {
            session.landing = nil
            target.concludeDrop(session)
            target.sessionDidEnd(session)
            source.finish(operation)
        }
        guard let landing else { return concluded() }
        landing.animate(items, on: target, then: concluded)
    }

    /// Ends the drag without a drop: the target hears it leave and end, the source (still there) that nothing
    /// was taken.
    private func end(finishing operation: UIDropOperation? = nil) {
        if let session {
            target?.sessionDidExit(session)
            target?.sessionDidEnd(session)
        }
        if let operation { source?.finish(operation) }
        target = nil
        session = nil
        source = nil
    }

    /// The dropped items, read from the source now, and a picture of them for the drop's preview.
    private static func items(from source: any ExternalDragSource,
                              offering types: [String]) -> (items: [UIDragItem], picture: UIView?) {
        var contents: [String: Data] = [:]
        for mime in readableTypes where types.contains(mime) {
            if let data = source.data(mime) { contents[mime] = data }
        }
        if let list = contents[PasteboardType.uriListMIME] {
            let urls = PasteboardType.urls(inURIList: list)
            // A file that is there comes as the file itself too (a file representation), as a Finder drop does.
            if !urls.isEmpty {
                let items = urls.map { UIDragItem(itemProvider: NSItemProvider(contentsOf: $0) ?? NSItemProvider(object: $0)) }
                return (items, DragPreviewView.defaultPicture(text: urls.map(\.lastPathComponent).joined(separator: "\n"),
                                                              image: nil))
            }
            UIKitLog.error("A drop from another application offered text/uri-list with no URL in its \(list.count) bytes")
        }
        let provider = NSItemProvider()
        var text: String?
        if let data = contents[PasteboardType.textMIME] {
            if let string = String(data: data, encoding: .utf8) {
                provider.registerObject(string, visibility: .all)
                text = string
            } else {
                UIKitLog.error("A drop from another application offered text that is not UTF-8 (\(data.count) bytes)")
            }
        }
        var image: UIImage?
        if let png = contents[PasteboardType.pngMIME] {
            provider.registerDataRepresentation(forTypeIdentifier: PasteboardType.png, visibility: .all) { done in
                done(png, nil)
                return nil
            }
            image = UIImage(data: png)
        }
        guard !provider.registeredTypeIdentifiers.isEmpty else { return ([], nil) }
        return ([UIDragItem(itemProvider: provider)], DragPreviewView.defaultPicture(text: text, image: image))
    }
}
