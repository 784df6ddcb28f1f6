/// A text as Pango takes it: UTF-8 bytes, and the byte offset of each UTF-16 offset (plus the end) to turn
/// `NSRange`s into Pango's byte indices. Both halves of a surrogate pair point at the pair's first byte.
struct TextEncoding {
    var utf8: [UInt8] = []
    var utf8Offsets: [Int32] = []

    private init(utf8: [UInt8], utf8Offsets: [Int32]) {
        self.utf8 = utf8
        self.utf8Offsets = utf8Offsets
    }

    init(_ text: String) {
        utf8 = Array(text.utf8)
        utf8Offsets.reserveCapacity(utf8.count + 1)
        var byte: Int32 = 0
        for scalar in text.unicodeScalars {
            let units = scalar.utf16.count
            for _ in 0..<units { utf8Offsets.append(byte) }
            byte += Int32(scalar.utf8.count)
        }
        utf8Offsets.append(byte)
    }

    /// Transcodes code units in one pass (a `String` made from a slice of them first took a tenth of laying out a
    /// long text). A lone surrogate becomes U+FFFD, as `String(decoding:as:)` repairs it.
    init(utf16 units: ArraySlice<UInt16>) {
        utf8.reserveCapacity(units.count * 3 / 2 + 4)
        utf8Offsets.reserveCapacity(units.count + 1)
        var index = units.startIndex
        while index < units.endIndex {
            let unit = units[index]
            utf8Offsets.append(Int32(utf8.count))
            if unit < 0x80 {
                utf8.append(UInt8(unit))
            } else if unit < 0x800 {
                utf8.append(UInt8(0xC0 | unit >> 6))
                utf8.append(UInt8(0x80 | unit & 0x3F))
            } else if unit & 0xFC00 == 0xD800, index + 1 < units.endIndex, units[index + 1] & 0xFC00 == 0xDC00 {
                let scalar = 0x10000 + (UInt32(unit & 0x3FF) << 10 | UInt32(units[index + 1] & 0x3FF))
                utf8.append(UInt8(0xF0 | scalar >> 18))
                utf8.append(UInt8(0x80 | scalar >> 12 & 0x3F))
                utf8.append(UInt8(0x80 | scalar >> 6 & 0x3F))
                utf8.append(UInt8(0x80 | scalar & 0x3F))
                utf8Offsets.append(utf8Offsets[utf8Offsets.count - 1])
                index += 1
            } else {
                // A lone surrogate is not a character: the replacement character stands for it.
                let scalar = unit & 0xF800 == 0xD800 ? 0xFFFD : unit
                utf8.append(UInt8(0xE0 | scalar >> 12))
                utf8.append(UInt8(0x80 | scalar >> 6 & 0x3F))
                utf8.append(UInt8(0x80 | scalar & 0x3F))
            }
            index += 1
        }
        utf8Offsets.append(Int32(utf8.count))
    }

    /// The text with a soft hyphen (U+00AD) before the character at each UTF-16 offset (ascending, each the first
    /// unit of a character). The hyphens get no UTF-16 offset of their own: every offset keeps pointing at its
    /// character's first byte, so ranges, line starts and carets map back to the text unchanged, and the bytes of
    /// an inserted hyphen map to the character after it (`TextLayout.utf16Offset(byte:)`).
    func insertingSoftHyphens(before offsets: [Int]) -> TextEncoding {
        guard !offsets.isEmpty else { return self }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count + 2 * offsets.count)
        var shifted: [Int32] = []
        shifted.reserveCapacity(utf8Offsets.count)
        var next = 0, shift: Int32 = 0, copied = 0
        for (offset, byte) in utf8Offsets.enumerated() {
            if next < offsets.count, offsets[next] == offset {
                bytes.append(contentsOf: utf8[copied..<Int(byte)])
                bytes.append(contentsOf: [0xC2, 0xAD])
                copied = Int(byte)
                shift += 2
                repeat { next += 1 } while next < offsets.count && offsets[next] <= offset
            }
            shifted.append(byte + shift)
        }
        bytes.append(contentsOf: utf8[copied...])
        return TextEncoding(utf8: bytes, utf8Offsets: shifted)
    }

    /// The Unicode scalar starting at a UTF-16 offset; `nil` for the second half of a surrogate pair and the end.
    func scalar(at offset: Int) -> Unicode.Scalar? {
        guard offset >= 0, offset < utf8Offsets.count - 1,
              offset == 0 || utf8Offsets[offset] != utf8Offsets[offset - 1] else { return nil }
        let start = Int(utf8Offsets[offset])
        let lead = utf8[start]
        let count = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        var value = count == 1 ? UInt32(lead) : UInt32(lead) & (0xFF >> (count + 1))
        for index in 1..<max(count, 1) where start + index < utf8.count {
            value = value << 6 | UInt32(utf8[start + index] & 0x3F)
        }
        return Unicode.Scalar(value)
    }
}
