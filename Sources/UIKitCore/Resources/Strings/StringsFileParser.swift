/// Reads `.strings` files (R-STR-1 to R-STR-5): `"key" = "value";` entries with C comments and escapes, in UTF-16
/// (with or without a byte-order mark) or UTF-8; an XML or binary property list whose root is a dictionary of strings
/// is accepted too (R-STR-2). Errors name the file and line.
public enum StringsFileParser {
    public static func parse(contentsOf url: URL) throws -> [String: String] {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw ResourceError(path: url.path, line: 0, message: "cannot read the file")
        }
        return try parse(data, path: url.path)
    }

    public static func parse(_ data: Data, path: String) throws -> [String: String] {
        if PropertyListFile.isXMLOrBinary(data) {
            let root = try PropertyListFile.read(data, path: path)
            guard let dictionary = root as? [String: Any] else {
                throw ResourceError(path: path, line: 1, message: "a strings property list must have a dictionary at its root")
            }
            var table: [String: String] = [:]
            for (key, value) in dictionary {
                guard let string = value as? String else {
                    throw ResourceError(path: path, line: 0, message: "the value of \"\(key)\" is not a string")
                }
                table[key] = string
            }
            return table
        }
        guard let text = decode(data) else {
            throw ResourceError(path: path, line: 0, message: "not UTF-16 or UTF-8 text")
        }
        var scanner = StringsScanner(text: text, path: path)
        return try scanner.entries()
    }

    /// UTF-16 with a byte-order mark, UTF-8 (with or without one), then UTF-16 without a mark (detected by its
    /// zero bytes), as genstrings' output and hand-written files come.
    static func decode(_ data: Data) -> String? {
        let bytes = [UInt8](data)
        if bytes.starts(with: [0xFF, 0xFE]) { return String(data: data.dropFirst(2), encoding: .utf16LittleEndian) }
        if bytes.starts(with: [0xFE, 0xFF]) { return String(data: data.dropFirst(2), encoding: .utf16BigEndian) }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return String(data: data.dropFirst(3), encoding: .utf8) }
        if bytes.count >= 2, bytes.count % 2 == 0, bytes.contains(0) {
            let evenZeros = stride(from: 0, to: bytes.count, by: 2).filter { bytes[$0] == 0 }.count
            let oddZeros = stride(from: 1, to: bytes.count, by: 2).filter { bytes[$0] == 0 }.count
            return String(data: data, encoding: evenZeros > oddZeros ? .utf16BigEndian : .utf16LittleEndian)
        }
        return String(data: data, encoding: .utf8)
    }
}
