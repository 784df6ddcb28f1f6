/// One `.stringsdict` entry: `NSStringLocalizedFormatKey` with `%#@variable@` placeholders, each variable a
/// `NSStringPluralRuleType` dictionary of plural forms. `zero` is used for 0 when present, in any language.
public struct StringsDictEntry: Sendable {
    public let formatKey: String
    public let variables: [String: [String: String]]

    /// Reads every entry of a `.stringsdict` file; errors name the file and the entry at fault.
    public static func entries(contentsOf url: URL) throws -> [String: StringsDictEntry] {
        guard let root = try PropertyListFile.read(contentsOf: url) as? [String: Any] else {
            throw ResourceError(path: url.path, line: 1, message: "a stringsdict must have a dictionary at its root")
        }
        var result: [String: StringsDictEntry] = [:]
        for (key, value) in root {
            result[key] = try StringsDictEntry(key: key, plist: value, path: url.path)
        }
        return result
    }

    init(key: String, plist: Any, path: String) throws {
        func fail(_ message: String) -> ResourceError {
            ResourceError(path: path, line: 0, message: "entry \"\(key)\": \(message)")
        }
        guard let dictionary = plist as? [String: Any],
              let format = dictionary["NSStringLocalizedFormatKey"] as? String else {
            throw fail("missing NSStringLocalizedFormatKey")
        }
        var variables: [String: [String: String]] = [:]
        for name in Self.variableNames(in: format) {
            guard let rule = dictionary[name] as? [String: Any] else { throw fail("no dictionary for variable \"\(name)\"") }
            guard rule["NSStringFormatSpecTypeKey"] as? String == "NSStringPluralRuleType" else {
                throw fail("variable \"\(name)\" is not NSStringPluralRuleType")
            }
            var forms: [String: String] = [:]
            for category in PluralCategory.allCases {
                if let form = rule[category.rawValue] as? String { forms[category.rawValue] = form }
            }
            guard forms["other"] != nil else { throw fail("variable \"\(name)\" has no \"other\" form") }
            variables[name] = forms
        }
        formatKey = format
        self.variables = variables
    }

    /// `%#@files@` and `%1$#@files@` placeholders, in order.
    static func variableNames(in format: String) -> [String] {
        placeholders(in: format).map(\.name)
    }

    private static func placeholders(in format: String) -> [(range: Range<String.Index>, name: String, position: Int?)] {
        var result: [(Range<String.Index>, String, Int?)] = []
        var searchStart = format.startIndex
        while let range = format.range(of: #"%(\d+\$)?#@[A-Za-z0-9_]+@"#, options: .regularExpression,
                                       range: searchStart..<format.endIndex) {
            let token = format[range]
            let position = token.firstIndex(of: "$").flatMap { Int(token[token.index(after: token.startIndex)..<$0]) }
            let nameStart = token.index(token.firstIndex(of: "@")!, offsetBy: 1)
            result.append((range, String(token[nameStart..<token.index(before: token.endIndex)]), position))
            searchStart = range.upperBound
        }
        return result
    }

    /// The format with each variable replaced by the plural form its argument selects, then formatted with the
    /// arguments. Variable `n` (1-based, or its `n$` position) takes the `n`th integer argument.
    public func string(language: String, arguments: [CVarArg]) -> String {
        var format = formatKey
        for (offset, placeholder) in Self.placeholders(in: formatKey).enumerated().reversed() {
            let argumentIndex = (placeholder.position ?? offset + 1) - 1
            let count = argumentIndex < arguments.count ? Self.integer(arguments[argumentIndex]) : 0
            let forms = variables[placeholder.name] ?? [:]
            let category = count == 0 && forms["zero"] != nil
                ? PluralCategory.zero : PluralCategory.category(for: count, language: language)
            let form = forms[category.rawValue] ?? forms["other"] ?? ""
            let range = format.range(of: String(formatKey[placeholder.range]), options: .backwards)!
            format.replaceSubrange(range, with: form)
        }
        return String(format: format, arguments: arguments)
    }

    private static func integer(_ argument: CVarArg) -> Int {
        switch argument {
        case let value as Int: return value
        case let value as Int32: return Int(value)
        case let value as Int64: return Int(value)
        case let value as UInt: return Int(value)
        case let value as Double: return Int(value)
        default: return 0
        }
    }
}
