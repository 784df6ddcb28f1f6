/// The tokenizer and grammar of old-style strings files, over Unicode scalars with a line counter.
struct StringsScanner {
    private let scalars: [Unicode.Scalar]
    private let path: String
    private var index = 0
    private(set) var line = 1

    init(text: String, path: String) {
        scalars = Array(text.unicodeScalars)
        self.path = path
    }

    /// `key = value;` or `key;` (value = key) entries until the end. A repeated key keeps the last value and logs
    /// a warning naming both lines (R-STR-4).
    mutating func entries() throws -> [String: String] {
        var table: [String: String] = [:]
        var lines: [String: Int] = [:]
        while true {
            try skipTrivia()
            guard index < scalars.count else { return table }
            let keyLine = line
            let key = try string(what: "a key")
            try skipTrivia()
            var value = key
            if peek == "=" {
                index += 1
                try skipTrivia()
                value = try string(what: "a value after '='")
                try skipTrivia()
            }
            guard peek == ";" else { throw error("expected ';' after the entry for \"\(key)\"") }
            index += 1
            if let first = lines[key] {
                UIKitLog.error("\(path):\(keyLine): duplicate key \"\(key)\" (first on line \(first)); the last value wins")
            }
            lines[key] = keyLine
            table[key] = value
        }
    }

    private var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    private func error(_ message: String) -> ResourceError { ResourceError(path: path, line: line, message: message) }

    private mutating func advance() -> Unicode.Scalar {
        let scalar = scalars[index]
        index += 1
        if scalar == "\n" { line += 1 }
        return scalar
    }

    /// Whitespace, `/* ... */` and `// ...` comments.
    private mutating func skipTrivia() throws {
        while let scalar = peek {
            if scalar.properties.isWhitespace || scalar == "\u{FEFF}" {
                _ = advance()
            } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
                let startLine = line
                index += 2
                while true {
                    guard index < scalars.count else {
                        throw ResourceError(path: path, line: startLine, message: "unterminated /* comment")
                    }
                    if scalars[index] == "*", index + 1 < scalars.count, scalars[index + 1] == "/" { index += 2; break }
                    _ = advance()
                }
            } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
                while let next = peek, next != "\n" { _ = advance() }
            } else {
                return
            }
        }
    }

    private static func isUnquotedCharacter(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)))
            || "_$+/:.-".unicodeScalars.contains(scalar)
    }

    private mutating func string(what: String) throws -> String {
        guard let first = peek else { throw error("expected \(what), found the end of the file") }
        if first == "\"" { return try quoted() }
        guard Self.isUnquotedCharacter(first) else { throw error("expected \(what), found '\(first)'") }
        var result = String.UnicodeScalarView()
        while let scalar = peek, Self.isUnquotedCharacter(scalar) { result.append(advance()) }
        return String(result)
    }

    private mutating func quoted() throws -> String {
        let startLine = line
        index += 1
        var result = String.UnicodeScalarView()
        while true {
            guard index < scalars.count else {
                throw ResourceError(path: path, line: startLine, message: "unterminated quoted string")
            }
            let scalar = advance()
            if scalar == "\"" { return String(result) }
            if scalar == "\\" { result.append(try escape()) } else { result.append(scalar) }
        }
    }

    /// C escapes (R-STR-5): `\" \\ \n \r \t \a \b \f \v`, `\U` + up to four hex digits, and octal `\ooo`.
    private mutating func escape() throws -> Unicode.Scalar {
        guard index < scalars.count else { throw error("a backslash ends the file") }
        let scalar = advance()
        switch scalar {
        case "n": return "\n"
        case "r": return "\r"
        case "t": return "\t"
        case "a": return "\u{07}"
        case "b": return "\u{08}"
        case "f": return "\u{0C}"
        case "v": return "\u{0B}"
        case "U", "u":
            var value: UInt32 = 0, digits = 0
            while digits < 4, let next = peek, next.isASCII, let digit = UInt32(String(next), radix: 16) {
                value = value * 16 + digit
                index += 1
                digits += 1
            }
            guard digits > 0 else { throw error("\\U needs hexadecimal digits") }
            return Unicode.Scalar(value) ?? "\u{FFFD}"
        case "0"..."7":
            var value = UInt32(String(scalar))!, digits = 1
            while digits < 3, let next = peek, ("0"..."7").contains(next) {
                value = value * 8 + UInt32(String(next))!
                index += 1
                digits += 1
            }
            return Unicode.Scalar(value) ?? "\u{FFFD}"
        default: return scalar
        }
    }
}
