/// Parsed `.strings` and `.stringsdict` files, read once per path as NSBundle does. A malformed file is reported
/// once (file and line) and then behaves as empty, so lookups return their keys (R-STR-10).
enum LocalizedStringTables {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var strings: [String: [String: String]] = [:]
    nonisolated(unsafe) private static var stringsDicts: [String: [String: StringsDictEntry]] = [:]

    static func strings(at url: URL) -> [String: String] {
        if let cached = lock.withLock({ strings[url.path] }) { return cached }
        var table: [String: String] = [:]
        do { table = try StringsFileParser.parse(contentsOf: url) } catch { UIKitLog.error("\(error)") }
        lock.withLock { strings[url.path] = table }
        return table
    }

    static func stringsDict(at url: URL) -> [String: StringsDictEntry] {
        if let cached = lock.withLock({ stringsDicts[url.path] }) { return cached }
        var table: [String: StringsDictEntry] = [:]
        do { table = try StringsDictEntry.entries(contentsOf: url) } catch { UIKitLog.error("\(error)") }
        lock.withLock { stringsDicts[url.path] = table }
        return table
    }
}
