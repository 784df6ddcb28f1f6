/// Writes the OpenStep ("old-style") property-list text format: `{ key = value; }`, `( a, b )`, `<0a1b>`.
/// Like Apple's writer it has no numbers, Booleans or dates: they are written as strings, which is what the format
/// reads back.
enum OpenStepPropertyListWriter {
    static func string(for value: Any) throws -> String {
        var output = ""
        try write(value, indent: "", into: &output)
        return output + "\n"
    }

    private static func write(_ value: Any, indent: String, into output: inout String) throws {
        let inner = indent + "    "
        switch value {
        case let string as String:
            output += quoted(string)
        case let data as Data:
            output += "<" + data.map { String(format: "%02x", $0) }.joined() + ">"
        case let dictionary as [String: Any]:
            output += "{\n"
            for key in dictionary.keys.sorted() {
                output += inner + quoted(key) + " = "
                try write(dictionary[key]!, indent: inner, into: &output)
                output += ";\n"
            }
            output += indent + "}"
        case let array as [Any]:
            output += "(\n"
            for (offset, element) in array.enumerated() {
                output += inner
                try write(element, indent: inner, into: &output)
                output += offset == array.count - 1 ? "\n" : ",\n"
            }
            output += indent + ")"
        case let bool as Bool:
            output += quoted(bool ? "YES" : "NO")
        case let int as Int:
            output += quoted(String(int))
        case let double as Double:
            output += quoted(String(double))
        case let number as NSNumber:
            output += quoted(number.stringValue)
        case let date as Date:
            output += quoted(ISO8601DateFormatter().string(from: date))
        default:
            throw ResourceError(path: "<property list>", line: 0, message: "cannot write a \(type(of: value)) as OpenStep")
        }
    }

    private static func quoted(_ string: String) -> String {
        var result = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default:
                if scalar.value < 0x20 || scalar.value > 0x7E {
                    result += scalar.value > 0xFFFF ? String(scalar) : String(format: "\\U%04x", scalar.value)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
