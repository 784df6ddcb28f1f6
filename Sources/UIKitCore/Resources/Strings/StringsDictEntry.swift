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
        for placeholder in Self.placeholders(in: format)
        where placeholder.position.map({ !(1...LocalizedFormat.largestNumber).contains($0) }) ?? false {
            throw fail("placeholder \"\(format[placeholder.range])\" has no valid argument position")
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
            // A position Int cannot hold (`%99999999999999999999$`) reads as 0, which no argument has.
            let position = token.firstIndex(of: "$").map { Int(token[token.index(after: token.startIndex)..<$0]) ?? 0 }
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
            var count: Int?
            if argumentIndex >= 0, argumentIndex < arguments.count {
                count = Self.integer(arguments[argumentIndex])
            } else {
                UIKitLog.error("stringsdict format \"\(formatKey)\": placeholder \"\(formatKey[placeholder.range])\" has "
                               + "no argument (\(arguments.count) given); choosing the form for 0")
                count = 0
            }
            let forms = variables[placeholder.name] ?? [:]
            // A number that is no integer Int holds (2.5, 1e300, NaN) takes the "other" form, as CLDR's rules give
            // for every such number in the languages known here.
            let category = count.map { count in
                count == 0 && forms["zero"] != nil ? PluralCategory.zero : PluralCategory.category(for: count, language: language)
            } ?? .other
            let form = forms[category.rawValue] ?? forms["other"] ?? ""
            let range = format.range(of: String(formatKey[placeholder.range]), options: .backwards)!
            format.replaceSubrange(range, with: form)
        }
        return LocalizedFormat.string(format, arguments: arguments, source: "stringsdict format \"\(formatKey)\"")
    }

    /// The argument as the integer plural rules take; `nil` for numbers Int cannot hold exactly, which would trap
    /// in `Int(_:)`.
    private static func integer(_ argument: CVarArg) -> Int? {
        switch argument {
        case let value as any BinaryInteger: Int(exactly: value)
        case let value as any BinaryFloatingPoint: Int(exactly: value)
        default: 0
        }
    }
}
