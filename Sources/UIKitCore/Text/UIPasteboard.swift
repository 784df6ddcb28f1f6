import Foundation

/// A pasteboard: `general` is the desktop's clipboard (the CLIPBOARD selection of the application's window server, so
/// text copied here reaches other X clients and theirs reaches us); named pasteboards live in this process.
///
/// Before launch, and on the headless window server, `general` lives in this process too. Reads are synchronous: a
/// read from another application waits a bounded time for its answer and gives nil when none comes.
@preconcurrency @MainActor open class UIPasteboard: NSObject {
    public struct Name: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let general = Name("com.apple.UIKit.pboard.general")
    }

    nonisolated public static let changedNotification = Notification.Name("UIPasteboardChangedNotification")
    nonisolated public static let removedNotification = Notification.Name("UIPasteboardRemovedNotification")
    /// In a changed notification's userInfo: the types (UTIs) the change added, and removed.
    nonisolated public static let changedTypesAddedUserInfoKey = "UIPasteboardChangedTypesAddedKey"
    nonisolated public static let changedTypesRemovedUserInfoKey = "UIPasteboardChangedTypesRemovedKey"

    /// The desktop clipboard.
    public static let general = UIPasteboard(name: .general, selection: .clipboard)

    /// The desktop's primary selection (X11 PRIMARY): text views own it while text is selected and paste it on a
    /// middle click. Not UIKit API.
    package static let primarySelection = UIPasteboard(name: Name("org.x.selection.primary"), selection: .primary)

    /// Named pasteboards' contents, by name; `remove(withName:)` forgets one.
    private static var named: [Name: InProcessPasteboardTransport] = [:]
    /// Used while no window server has a pasteboard transport (before launch).
    private static let processPasteboard = InProcessPasteboardTransport()

    public let name: Name
    private let selection: PasteboardSelection
    /// A named pasteboard's own storage; nil for the desktop's selections.
    private let storage: InProcessPasteboardTransport?

    private init(name: Name, selection: PasteboardSelection, storage: InProcessPasteboardTransport? = nil) {
        self.name = name
        self.selection = selection
        self.storage = storage
        super.init()
    }

    /// The pasteboard called `name`, made when missing if `create`; nil when it does not exist and `create` is false.
    /// Every instance with one name shares the contents.
    public convenience init?(name: Name, create: Bool) {
        if name == .general {
            self.init(name: name, selection: .clipboard)
            return
        }
        if UIPasteboard.named[name] == nil {
            guard create else { return nil }
            UIPasteboard.named[name] = InProcessPasteboardTransport()
        }
        self.init(name: name, selection: .clipboard, storage: UIPasteboard.named[name])
    }

    /// A new, empty pasteboard with a name no other has.
    open class func withUniqueName() -> UIPasteboard {
        let name = Name(UUID().uuidString)
        let storage = InProcessPasteboardTransport()
        named[name] = storage
        return UIPasteboard(name: name, selection: .clipboard, storage: storage)
    }

    /// Forgets the named pasteboard; the general pasteboard cannot be removed.
    open class func remove(withName name: Name) {
        guard name != .general, named.removeValue(forKey: name) != nil else { return }
        NotificationCenter.default.post(name: removedNotification, object: nil, userInfo: ["name": name.rawValue])
    }

    /// Where the contents live now: a named pasteboard's storage, else the application's window server, else this
    /// process.
    var transport: any PasteboardTransport {
        storage ?? UIApplication.windowServer?.pasteboardTransport ?? UIPasteboard.processPasteboard
    }

    /// Counts every change: each write, and each time another application takes the clipboard.
    open var changeCount: Int { transport.changeCount(of: selection) }

    // MARK: Items

    /// The representations of every item, MIME type to bytes: this application's own, or the other owner's one item.
    var representations: [[String: Data]] {
        let transport = transport
        if let own = transport.ownItems(in: selection) { return own }
        let item = transport.types(in: selection).reduce(into: [String: Data]()) { item, type in
            item[type] = transport.data(type, in: selection)
        }
        return item.isEmpty ? [] : [item]
    }

    /// Replaces the contents, takes the selection and posts `changedNotification`.
    func write(_ items: [[String: Data]]) {
        let transport = transport
        let before = Set(transport.ownItems(in: selection)?.flatMap(\.keys) ?? [])
        transport.write(items, to: selection)
        let after = Set(items.flatMap(\.keys))
        NotificationCenter.default.post(name: UIPasteboard.changedNotification, object: self, userInfo: [
            UIPasteboard.changedTypesAddedUserInfoKey: after.subtracting(before).map(PasteboardType.uti).sorted(),
            UIPasteboard.changedTypesRemovedUserInfoKey: before.subtracting(after).map(PasteboardType.uti).sorted(),
        ])
    }

    /// The first representation of MIME type `type`: from this application's items without a round trip, else asked
    /// of the selection's owner.
    func firstData(_ type: String) -> Data? {
        let transport = transport
        if let own = transport.ownItems(in: selection) { return own.lazy.compactMap { $0[type] }.first }
        return transport.data(type, in: selection)
    }

    /// Every item's representation of `type`, in order (another application's selection has one item).
    func allData(_ type: String) -> [Data] {
        if let own = transport.ownItems(in: selection) { return own.compactMap { $0[type] } }
        return firstData(type).map { [$0] } ?? []
    }

    /// Whether some item has a representation of `type`, without reading the contents.
    func offers(_ type: String) -> Bool {
        let transport = transport
        if let own = transport.ownItems(in: selection) { return own.contains { $0[type] != nil } }
        return transport.types(in: selection).contains(type)
    }

    /// Another client took the selection of `transport` (X11 SelectionClear or an XFixes notification): the
    /// pasteboards over it post `changedNotification`, as UIKit's do when another application copies.
    package static func selectionChanged(_ selection: PasteboardSelection, in transport: any PasteboardTransport) {
        for pasteboard in [general, primarySelection] where pasteboard.selection == selection
            && pasteboard.transport === transport {
            NotificationCenter.default.post(name: changedNotification, object: pasteboard)
        }
    }
}
