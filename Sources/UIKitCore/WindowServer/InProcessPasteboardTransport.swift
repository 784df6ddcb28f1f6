import Foundation

/// Selections that live in this process: the headless window server's pasteboard, the one used before an application
/// launches, and the storage of named pasteboards. Nothing else can take them, so this process always owns them.
@preconcurrency @MainActor public final class InProcessPasteboardTransport: PasteboardTransport {
    private var contents: [PasteboardSelection: [[String: Data]]] = [:]
    private var changeCounts: [PasteboardSelection: Int] = [:]

    public init() {}

    public func write(_ items: [[String: Data]], to selection: PasteboardSelection) {
        contents[selection] = items
        changeCounts[selection, default: 0] += 1
    }

    public func types(in selection: PasteboardSelection) -> [String] {
        var seen: Set<String> = []
        return (contents[selection] ?? []).flatMap { $0.keys.sorted() }.filter { seen.insert($0).inserted }
    }

    public func data(_ type: String, in selection: PasteboardSelection) -> Data? {
        contents[selection]?.lazy.compactMap { $0[type] }.first
    }

    public func ownItems(in selection: PasteboardSelection) -> [[String: Data]]? { contents[selection] }

    public func changeCount(of selection: PasteboardSelection) -> Int { changeCounts[selection] ?? 0 }
}
