import Foundation

/// A target's build settings for one configuration: the project's level under the target's, Xcode's defaults for
/// what the port needs under both, and `$(VAR)` / `${VAR}` expansion with Xcode's operators
/// (`$(PRODUCT_NAME:c99extidentifier)`, `:rfc1034identifier`, `:identifier`, `:lower`, `:upper`).
public struct BuildSettings: Sendable {
    public struct Value: Sendable {
        public let text: String
        /// Where the setting is written: the pbxproj's line, or 0 for a default.
        public let line: Int
    }

    public private(set) var values: [String: Value]
    /// The file settings come from, for errors.
    public let file: String

    public init(file: String, project: [String: Value], target: [String: Value], defaults: [String: String]) {
        self.file = file
        var merged = defaults.mapValues { Value(text: $0, line: 0) }
        for (key, value) in project { merged[key] = Self.inheriting(value, from: merged[key]) }
        for (key, value) in target { merged[key] = Self.inheriting(value, from: merged[key]) }
        values = merged
    }

    /// `$(inherited)` stands for the level below.
    private static func inheriting(_ value: Value, from lower: Value?) -> Value {
        guard value.text.contains("$(inherited)") || value.text.contains("${inherited}") else { return value }
        let below = lower?.text ?? ""
        let text = value.text.replacingOccurrences(of: "$(inherited)", with: below)
            .replacingOccurrences(of: "${inherited}", with: below)
        return Value(text: text.trimmingCharacters(in: .whitespaces), line: value.line)
    }

    public subscript(name: String) -> String? { values[name]?.text }

    public mutating func set(_ name: String, _ text: String) { values[name] = Value(text: text, line: 0) }

    /// The setting's value with every variable expanded; `nil` when it is not set.
    public func expanded(_ name: String) throws(PortDiagnostic) -> String? {
        guard let value = values[name] else { return nil }
        return try expand(value.text, file: file, line: value.line, chain: [name])
    }

    /// Expands `$(VAR)`, `${VAR}` and `$VAR` in `text`; an unknown variable is an error naming `file` and `line`.
    public func expand(_ text: String, file: String, line: Int) throws(PortDiagnostic) -> String {
        try expand(text, file: file, line: line, chain: [])
    }

    private func expand(_ text: String, file: String, line: Int, chain: [String]) throws(PortDiagnostic) -> String {
        var result = ""
        var rest = Substring(text)
        while let dollar = rest.firstIndex(of: "$") {
            result += rest[..<dollar]
            let after = rest[rest.index(after: dollar)...]
            let reference: Substring
            let remainder: Substring
            if let open = after.first, open == "(" || open == "{" {
                let close: Character = open == "(" ? ")" : "}"
                guard let end = after.firstIndex(of: close) else {
                    throw .error(file, line: line, "unterminated variable reference in \"\(text)\"")
                }
                reference = after[after.index(after: after.startIndex)..<end]
                remainder = after[after.index(after: end)...]
            } else {
                let name = after.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                guard !name.isEmpty else { result += "$"; rest = after; continue }
                reference = name
                remainder = after[name.endIndex...]
            }
            result += try resolve(String(reference), text: text, file: file, line: line, chain: chain)
            rest = remainder
        }
        return result + rest
    }

    private func resolve(_ reference: String, text: String, file: String, line: Int, chain: [String]) throws(PortDiagnostic) -> String {
        let parts = reference.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        let name = parts[0]
        guard !chain.contains(name) else {
            throw .error(file, line: line, "build setting \(name) refers to itself (\((chain + [name]).joined(separator: " -> ")))")
        }
        guard let value = values[name] else {
            throw .error(file, line: line, "unknown build setting $(\(name)) in \"\(text)\"",
                         suggestion: "define \(name) in the target's build settings, or write the value itself")
        }
        var expanded = try expand(value.text, file: value.line > 0 ? self.file : file, line: value.line > 0 ? value.line : line,
                                  chain: chain + [name])
        for operation in parts.dropFirst() {
            switch operation {
            case "c99extidentifier", "identifier": expanded = Self.c99Identifier(expanded)
            case "rfc1034identifier": expanded = String(expanded.map { $0.isLetter || $0.isNumber || $0 == "." ? $0 : "-" })
            case "lower": expanded = expanded.lowercased()
            case "upper": expanded = expanded.uppercased()
            case "quote", "standardizepath", "base", "dir", "file", "suffix": break
            default:
                throw .error(file, line: line, "unsupported build setting operator :\(operation) in \"\(text)\"")
            }
        }
        return expanded
    }

    /// Xcode's module names: characters that cannot be in an identifier become `_`, and a leading digit gets one.
    public static func c99Identifier(_ text: String) -> String {
        var identifier = String(text.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        if identifier.first?.isNumber ?? true { identifier = "_" + identifier }
        return identifier
    }
}
