internal import CPangoCairo

/// Unicode text segmentation through Pango, whose word boundaries follow UAX #29 (the rules ICU and Apple's
/// `CFStringTokenizer` use): "don't", "3.14" and "foo_bar" are single words, "foo-bar" is two.
package enum TextBoundaries {
    /// The words of `text` as UTF-16 ranges, in order: the UAX #29 word segments that hold a letter, a number or
    /// an emoji. Runs of spaces and punctuation are boundaries between words, not words (as ICU's word status
    /// "none" marks them); each emoji (a pictographic cluster) is a word of its own, as Apple's text system treats it.
    package static func words(in text: String) -> [Range<Int>] {
        let scalars = Array(text.unicodeScalars)
        guard !scalars.isEmpty else { return [] }
        var attributes = [PangoLogAttr](repeating: PangoLogAttr(), count: scalars.count + 1)
        let bytes = Int32(text.utf8.count)
        attributes.withUnsafeMutableBufferPointer { buffer in
            pango_get_log_attrs(text, bytes, -1, pango_language_get_default(), buffer.baseAddress, Int32(buffer.count))
        }
        var words: [Range<Int>] = []
        var segmentStart = 0, segmentStartScalar = 0, offset = 0
        for index in 0...scalars.count {
            if index > 0 && (index == scalars.count || attributes[index].is_word_boundary != 0) {
                if scalars[segmentStartScalar..<index].contains(where: isWordScalar), segmentStart < offset {
                    words.append(segmentStart..<offset)
                }
                segmentStart = offset
                segmentStartScalar = index
            }
            if index < scalars.count { offset += scalars[index].utf16.count }
        }
        return words
    }

    private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        if properties.isAlphabetic || properties.isEmoji && scalar.value > 0xFF { return true }
        switch properties.generalCategory {
        case .decimalNumber, .letterNumber, .otherNumber: return true
        default: return false
        }
    }
}
