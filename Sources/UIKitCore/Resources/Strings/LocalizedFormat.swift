/// printf-style formats read from `.strings` and `.stringsdict` files are checked against the arguments the app
/// passes before Foundation formats them: `String(format:)` reads each argument as its conversion says, so a
/// translator's `%@` or `%s` where the app passes an integer, or `%5$d` past the arguments, reads an integer as a
/// pointer and crashes the app. UIKit's own formatting would crash too; a file must not be able to.
enum LocalizedFormat {
    /// `format` formatted with `arguments`; when they do not fit, `format` itself and one log line naming `source`.
    static func string(_ format: String, arguments: [CVarArg], source: @autoclosure () -> String) -> String {
        if let problem = problem(in: format, arguments: arguments) {
            UIKitLog.error("\(source()): format \"\(format)\" \(problem); left unformatted")
            return format
        }
        return String(format: format, arguments: arguments)
    }

    /// The largest argument position, width or precision taken (`%9999$d`, `%9999d`): no format has that many
    /// arguments, and Foundation allocates for a width.
    static let largestNumber = 9_999

    /// Why `format` cannot be formatted with `arguments`, or `nil` when every conversion has an argument of its kind.
    static func problem(in format: String, arguments: [CVarArg]) -> String? {
        let scalars = Array(format.unicodeScalars)
        var index = 0, sequential = 0
        func number() -> Int? {
            var value = 0, digits = 0
            while index < scalars.count, ("0"..."9").contains(scalars[index]) {
                // Saturates just past the limit, so a number of any length neither overflows nor passes.
                value = min(value * 10 + Int(scalars[index].value - 48), largestNumber + 1)
                digits += 1
                index += 1
            }
            return digits == 0 ? nil : value
        }
        func argument(_ position: Int?, _ kind: String, _ fits: (CVarArg) -> Bool) -> String? {
            let argumentIndex = position.map { $0 - 1 } ?? sequential
            if position == nil { sequential += 1 }
            guard argumentIndex >= 0, argumentIndex < arguments.count else {
                return "wants argument \(argumentIndex + 1) but \(arguments.count) \(arguments.count == 1 ? "is" : "are") given"
            }
            return fits(arguments[argumentIndex]) ? nil
                : "formats argument \(argumentIndex + 1) (\(type(of: arguments[argumentIndex]))) as \(kind)"
        }
        while index < scalars.count {
            guard scalars[index] == "%" else { index += 1; continue }
            index += 1
            let start = index
            var position: Int?
            if let value = number(), index < scalars.count, scalars[index] == "$" {
                guard value >= 1, value <= largestNumber else { return "has an argument position out of range" }
                position = value
                index += 1
            } else {
                index = start
            }
            while index < scalars.count, "-+ #0'".unicodeScalars.contains(scalars[index]) { index += 1 }
            for part in 0..<2 {
                if part == 1 {
                    guard index < scalars.count, scalars[index] == "." else { break }
                    index += 1
                }
                if index < scalars.count, scalars[index] == "*" {
                    index += 1
                    if let problem = argument(nil, "a width", isInteger) { return problem }
                } else if let value = number(), value > largestNumber {
                    return "has a width or precision over \(largestNumber)"
                }
            }
            while index < scalars.count, "hlqLztj".unicodeScalars.contains(scalars[index]) { index += 1 }
            guard index < scalars.count else { return "ends inside a conversion" }
            let conversion = scalars[index]
            index += 1
            let problem: String?
            switch conversion {
            case "%": problem = nil
            case "d", "i", "o", "u", "x", "X", "c", "C": problem = argument(position, "an integer", isInteger)
            case "f", "F", "e", "E", "g", "G", "a", "A": problem = argument(position, "a floating-point number") {
                $0 is any BinaryFloatingPoint
            }
            // By the argument's own type: `is NSObject` also holds for an Int, which casts bridge to NSNumber.
            case "@": problem = argument(position, "an object") { $0 is String || type(of: $0) is AnyClass }
            default: problem = "has the conversion %\(conversion), which cannot be checked"
            }
            if let problem { return problem }
        }
        return nil
    }

    private static func isInteger(_ argument: CVarArg) -> Bool { argument is any BinaryInteger }
}
