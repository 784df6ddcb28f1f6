/// A value of an old-style (OpenStep) property list, the format of `project.pbxproj`, with the line it starts on
/// so that errors about the project can name it.
public indirect enum OldStyleValue: Equatable, Sendable {
    case string(String, line: Int)
    case array([OldStyleValue], line: Int)
    case dictionary([String: OldStyleValue], keys: [String], line: Int)

    public var line: Int {
        switch self {
        case .string(_, let line), .array(_, let line), .dictionary(_, _, let line): line
        }
    }

    public var string: String? { if case .string(let value, _) = self { value } else { nil } }
    public var array: [OldStyleValue]? { if case .array(let values, _) = self { values } else { nil } }
    public var dictionary: [String: OldStyleValue]? { if case .dictionary(let values, _, _) = self { values } else { nil } }

    public subscript(key: String) -> OldStyleValue? { dictionary?[key] }
}

/// Parses the old-style property list grammar: `{ key = value; }`, `( a, b, )`, quoted and bare strings,
/// `<hex data>` (kept as its text), and `//` and `/* */` comments. Errors name the file and line.
public struct OldStylePropertyListParser {
    private let bytes: [UInt8]
    private let file: String
    private var index = 0
    private var line = 1

    public init(text: String, file: String) {
        bytes = Array(text.utf8)
        self.file = file
    }

    public static func parse(_ text: String, file: String) throws(PortDiagnostic) -> OldStyleValue {
        var parser = OldStylePropertyListParser(text: text, file: file)
        if text.hasPrefix("bplist") || text.hasPrefix("<?xml") {
            throw .error(file, line: 1, "not an old-style property list (project.pbxproj is written by Xcode in the OpenStep format)")
        }
        let value = try parser.value()
        try parser.skipTrivia()
        guard parser.index == parser.bytes.count else { throw parser.failure("unexpected text after the end of the property list") }
        return value
    }

    private func failure(_ message: String) -> PortDiagnostic { .error(file, line: line, message) }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func advance() {
        if bytes[index] == UInt8(ascii: "\n") { line += 1 }
        index += 1
    }

    private mutating func skipTrivia() throws(PortDiagnostic) {
        while let byte = current {
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                advance()
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                while let next = current, next != UInt8(ascii: "\n") { _ = next; advance() }
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                let start = line
                advance(); advance()
                while true {
                    guard let next = current else {
                        throw PortDiagnostic.error(file, line: start, "comment not closed (missing */)")
                    }
                    if next == UInt8(ascii: "*"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                        advance(); advance()
                        break
                    }
                    advance()
                }
            } else {
                return
            }
        }
    }

    private mutating func value() throws(PortDiagnostic) -> OldStyleValue {
        try skipTrivia()
        guard let byte = current else { throw failure("unexpected end of file; a value was expected") }
        let start = line
        switch byte {
        case UInt8(ascii: "{"):
            advance()
            var values: [String: OldStyleValue] = [:]
            var keys: [String] = []
            while true {
                try skipTrivia()
                guard let next = current else {
                    throw PortDiagnostic.error(file, line: start, "dictionary opened here is not closed (missing })")
                }
                if next == UInt8(ascii: "}") { advance(); break }
                guard case .string(let key, _) = try value() else { throw failure("a dictionary key must be a string") }
                try expect("=", after: "key \"\(key)\"")
                let item = try value()
                try expect(";", after: "the value of \"\(key)\"")
                if values.updateValue(item, forKey: key) == nil { keys.append(key) }
            }
            return .dictionary(values, keys: keys, line: start)
        case UInt8(ascii: "("):
            advance()
            var values: [OldStyleValue] = []
            while true {
                try skipTrivia()
                guard let next = current else {
                    throw PortDiagnostic.error(file, line: start, "array opened here is not closed (missing ))")
                }
                if next == UInt8(ascii: ")") { advance(); break }
                values.append(try value())
                try skipTrivia()
                if current == UInt8(ascii: ",") { advance() } else if current != UInt8(ascii: ")") {
                    throw failure("expected , or ) in the array opened on line \(start)")
                }
            }
            return .array(values, line: start)
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            return .string(try quoted(byte), line: start)
        case UInt8(ascii: "<"):
            advance()
            var text = ""
            while let next = current, next != UInt8(ascii: ">") { text.unicodeScalars.append(Unicode.Scalar(next)); advance() }
            guard current != nil else { throw PortDiagnostic.error(file, line: start, "data opened here is not closed (missing >)") }
            advance()
            return .string(text, line: start)
        default:
            var text: [UInt8] = []
            while let next = current, Self.isBare(next) { text.append(next); advance() }
            guard !text.isEmpty else { throw failure("unexpected character \"\(Character(Unicode.Scalar(byte)))\"") }
            return .string(String(decoding: text, as: UTF8.self), line: start)
        }
    }

    private static func isBare(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
        case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."),
             UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "~"): true
        default: byte >= 0x80
        }
    }

    /// A missing separator is reported on the line of what it should follow.
    private mutating func expect(_ character: Unicode.Scalar, after what: String) throws(PortDiagnostic) {
        let lineBefore = line
        try skipTrivia()
        guard current == UInt8(ascii: character) else {
            throw .error(file, line: lineBefore, "expected \"\(character)\" after \(what)")
        }
        advance()
    }

    private mutating func quoted(_ quote: UInt8) throws(PortDiagnostic) -> String {
        let start = line
        advance()
        var text: [UInt8] = []
        while true {
            guard let byte = current else { throw PortDiagnostic.error(file, line: start, "string opened here is not closed") }
            advance()
            if byte == quote { break }
            guard byte == UInt8(ascii: "\\") else { text.append(byte); continue }
            guard let escaped = current else { throw PortDiagnostic.error(file, line: start, "string opened here is not closed") }
            advance()
            switch escaped {
            case UInt8(ascii: "n"): text.append(UInt8(ascii: "\n"))
            case UInt8(ascii: "t"): text.append(UInt8(ascii: "\t"))
            case UInt8(ascii: "r"): text.append(UInt8(ascii: "\r"))
            case UInt8(ascii: "U"):
                var hex = ""
                for _ in 0..<4 {
                    guard let digit = current else { break }
                    hex.unicodeScalars.append(Unicode.Scalar(digit)); advance()
                }
                guard let code = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(code) else {
                    throw failure("bad \\U escape \"\\U\(hex)\"")
                }
                text += Array(String(Character(scalar)).utf8)
            default: text.append(escaped)
            }
        }
        return String(decoding: text, as: UTF8.self)
    }
}
