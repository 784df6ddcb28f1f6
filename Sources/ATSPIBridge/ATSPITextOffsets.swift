import Foundation

/// AT-SPI counts text in characters (Unicode scalars); the editor counts UTF-16 units. Conversions both ways, clamped
/// to the text, so a client's out-of-range offset lands at an end rather than anywhere else.
enum ATSPITextOffsets {
    static func characters(_ text: String, utf16Offset: Int) -> Int {
        let units = text.utf16
        let clamped = min(max(utf16Offset, 0), units.count)
        let index = units.index(units.startIndex, offsetBy: clamped)
        return text.unicodeScalars.distance(from: text.unicodeScalars.startIndex, to: index.samePosition(in: text.unicodeScalars) ?? text.unicodeScalars.endIndex)
    }

    static func utf16(_ text: String, characterOffset: Int) -> Int {
        let scalars = text.unicodeScalars
        let clamped = min(max(characterOffset, 0), scalars.count)
        let index = scalars.index(scalars.startIndex, offsetBy: clamped)
        return text.utf16.distance(from: text.utf16.startIndex, to: index)
    }

    /// The characters from `start` to `end` (`-1`: the end of the text).
    static func substring(_ text: String, from start: Int, to end: Int) -> String {
        let scalars = text.unicodeScalars
        let from = min(max(start, 0), scalars.count)
        let to = end < 0 ? scalars.count : min(max(end, from), scalars.count)
        let lower = scalars.index(scalars.startIndex, offsetBy: from), upper = scalars.index(scalars.startIndex, offsetBy: to)
        return String(scalars[lower..<upper])
    }

    static func utf16Range(_ text: String, from start: Int, to end: Int) -> NSRange {
        let scalars = text.unicodeScalars.count
        let from = min(max(start, 0), scalars)
        let to = end < 0 ? scalars : min(max(end, from), scalars)
        let lower = utf16(text, characterOffset: from)
        return NSRange(location: lower, length: utf16(text, characterOffset: to) - lower)
    }
}
