/// Property lists (R-PL-1, R-PL-2) read and written through Foundation's `PropertyListSerialization`, which on Linux
/// reads XML, binary and OpenStep and writes XML and binary. It traps when asked to write OpenStep, so that format
/// is written by `OpenStepPropertyListWriter`. Errors name the file and the line Foundation's parser stopped at.
public enum PropertyListFile {
    public static func read(contentsOf url: URL) throws -> Any {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw ResourceError(path: url.path, line: 0, message: "cannot read the file")
        }
        return try read(data, path: url.path)
    }

    public static func read(_ data: Data, path: String) throws -> Any {
        var format = PropertyListSerialization.PropertyListFormat.xml
        return try read(data, path: path, format: &format)
    }

    public static func read(_ data: Data, path: String, format: inout PropertyListSerialization.PropertyListFormat) throws -> Any {
        guard !data.isEmpty else { throw ResourceError(path: path, line: 0, message: "empty property list") }
        let result: Any
        do {
            result = try PropertyListSerialization.propertyList(from: data, options: [], format: &format)
        } catch {
            throw ResourceError(path: path, line: lineNumber(in: error, data: data), message: reason(for: error, data: data))
        }
        // A damaged binary plist falls through to the OpenStep parser, which reads it as one bare string.
        if data.starts(with: Array("bplist".utf8)), format != .binary {
            throw ResourceError(path: path, line: 0, message: "malformed binary property list")
        }
        return result
    }

    public static func write(_ propertyList: Any, format: PropertyListSerialization.PropertyListFormat) throws -> Data {
        if format == .openStep { return try Data(OpenStepPropertyListWriter.string(for: propertyList).utf8) }
        guard PropertyListSerialization.propertyList(propertyList, isValidFor: format) else {
            throw ResourceError(path: "<property list>", line: 0, message: "holds a value a property list cannot")
        }
        return try PropertyListSerialization.data(fromPropertyList: propertyList, format: format, options: 0)
    }

    public static func write(_ propertyList: Any, to url: URL, format: PropertyListSerialization.PropertyListFormat) throws {
        try write(propertyList, format: format).write(to: url, options: .atomic)
    }

    static func isXMLOrBinary(_ data: Data) -> Bool {
        if data.starts(with: Array("bplist".utf8)) { return true }
        let head = String(decoding: data.prefix(64), as: UTF8.self)
            .trimmingCharacters(in: CharacterSet.whitespacesAndNewlines.union(CharacterSet(charactersIn: "\u{FEFF}")))
        return head.hasPrefix("<?xml") || head.hasPrefix("<plist") || head.hasPrefix("<!DOCTYPE")
    }

    /// Foundation's message for the format the data is in (it reports one per parser it tried).
    private static func reason(for error: Error, data: Data) -> String {
        let messages = debugDescriptions(in: error as NSError)
        if isXMLOrBinary(data) { return messages.first ?? "malformed property list" }
        return messages.last ?? "malformed property list"
    }

    private static func lineNumber(in error: Error, data: Data) -> Int {
        let message = reason(for: error, data: data)
        guard let range = message.range(of: #"line \d+"#, options: .regularExpression) else { return 1 }
        return Int(message[range].dropFirst(5)) ?? 1
    }

    /// `NSDebugDescription` of the error, then of the nested old-style-parser error. On Linux the nested one is an
    /// unbridged CFError, reachable only through its description.
    private static func debugDescriptions(in error: NSError) -> [String] {
        var result: [String] = []
        if let text = error.userInfo[NSDebugDescriptionErrorKey] as? String { result.append(text) }
        for (key, value) in error.userInfo where key != NSDebugDescriptionErrorKey {
            let text = String(describing: value)
            guard let range = text.range(of: "NSDebugDescription=") else { continue }
            result.append(String(text[range.upperBound...].prefix { $0 != "}" }))
        }
        return result
    }
}
