/// Why a visual format string could not be read: what was expected at which character (whitespace removed).
struct VisualFormatError: Error, CustomStringConvertible {
    let format: String
    let position: Int
    let expected: String

    var description: String {
        "Unable to parse constraint format: expected \(expected) at character \(position) of \"\(format)\""
    }
}
