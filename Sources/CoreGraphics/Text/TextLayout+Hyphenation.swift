internal import CPangoCairo

/// Hyphenation by dictionary. Pango breaks words only where the text allows it (its own soft hyphens), so a
/// hyphenating paragraph is handed to Pango with soft hyphens (U+00AD) put in at its words' hyphenation points
/// (`Hyphenator`). They have no UTF-16 offset of their own (`TextEncoding.insertingSoftHyphens`), so every range,
/// line, caret and hit test maps back to the text unchanged; Pango draws a soft hyphen only at the end of a line.
///
/// Which lines hyphenate follows UIKit's factor: hyphenation is tried where a line laid out without it fills less
/// than `hyphenationFactor` of its width. Pango breaks a paragraph's lines greedily in one pass and cannot be asked
/// line by line, so a factor below 1 works in passes: the paragraph is laid out without dictionary hyphens; each
/// wrapped line that fills less than the factor of its width lets the word after it (the next line's first word)
/// hyphenate; the paragraph is laid out again with those words' hyphenation points, and the check is repeated on
/// the new lines (at most `hyphenationPasses` layouts in all), words chosen earlier keeping their points. A factor of 1 (or
/// more) gives every word its points in one layout: any word crossing a line's end hyphenates. A word longer than
/// its line, which Pango would break between any two characters, always gets its points.
extension TextLayout {
    /// The most layouts of one paragraph a factor below 1 may take.
    static let hyphenationPasses = 3

    /// Whether a paragraph laid out in `width` hyphenates by dictionary at all.
    static func hyphenates(_ paragraph: TextParagraph, width: CGFloat?, _ encoded: TextEncoding) -> Bool {
        guard paragraph.hyphenates, paragraph.wrapping != .clip, paragraph.wrapping != .character,
              let width, width.isFinite, width > 0 else { return false }
        return encoded.utf8.count >= Hyphenator.shortestWord
    }

    /// With a factor of 1 (or more) every word gets its points before the first layout: the text Pango is handed
    /// first (one layout, one set of attributes).
    static func hyphenatedUpFront(_ encoded: TextEncoding, paragraph: TextParagraph, width: CGFloat?) -> TextEncoding {
        guard paragraph.hyphenationFactor >= 1, hyphenates(paragraph, width: width, encoded),
              let hyphenator = Hyphenator.forLanguage(paragraph.language) else { return encoded }
        let words = hyphenator.hyphenationPoints(in: encoded)
        return words.isEmpty ? encoded : encoded.insertingSoftHyphens(before: words.flatMap(\.points))
    }

    /// With a factor below 1, hyphenates the words after the lines laid out without them that fill less than it.
    func hyphenateLooseLines(_ encoded: TextEncoding, base: TextStyle, spans: [TextSpan], paragraph: TextParagraph,
                             width: CGFloat?) {
        guard paragraph.hyphenationFactor < 1, Self.hyphenates(paragraph, width: width, encoded), let width else { return }
        let factor = CGFloat(paragraph.hyphenationFactor)
        var words: [(word: Range<Int>, points: [Int])]?
        func allWords() -> [(word: Range<Int>, points: [Int])]? {
            if words == nil {
                guard let hyphenator = Hyphenator.forLanguage(paragraph.language) else { return nil }
                words = hyphenator.hyphenationPoints(in: encoded)
            }
            return words
        }
        func apply(_ chosen: [(word: Range<Int>, points: [Int])]) {
            setText(encoded.insertingSoftHyphens(before: chosen.flatMap(\.points)), base: base, spans: spans,
                    hyphenates: true)
        }
        var chosen = Set<Int>()
        for _ in 1..<Self.hyphenationPasses {
            let lines = self.lines
            var added = false
            for index in lines.indices.dropLast() {
                let line = lines[index], next = lines[index + 1].range.lowerBound
                // A line ended by a paragraph break is not a wrapped line.
                guard let before = encoded.scalar(at: next - 1) ?? encoded.scalar(at: next - 2),
                      !before.endsParagraph else { continue }
                let available = width - (index == 0 ? max(paragraph.firstLineHeadIndent, 0) : 0)
                let splitsWord = (encoded.scalar(at: next - 1)?.properties.isAlphabetic ?? false)
                    && (encoded.scalar(at: next)?.properties.isAlphabetic ?? false)
                guard splitsWord || line.rect.width < available * factor else { continue }
                guard let words = allWords() else { return }
                // The word the next line begins with (or that the break cuts).
                let found = words.partitioningIndex { $0.word.upperBound > next }
                guard found < words.count, words[found].word.lowerBound <= next,
                      chosen.insert(found).inserted else { continue }
                added = true
            }
            guard added, let words else { return }
            apply(chosen.sorted().map { words[$0] })
        }
    }
}

extension TextLayout {
    /// Where a line's text ends in x (layout space) when hyphenation broke it: before the hyphen drawn at its end,
    /// which belongs to no character (an inserted soft hyphen); `nil` for any other line.
    package func hyphenatedEndX(ofLine index: Int) -> CGFloat? {
        guard let line = pango_layout_get_line_readonly(layout, Int32(index)), let text = pango_layout_get_text(layout)
        else { return nil }
        let end = line.pointee.start_index + line.pointee.length
        guard end >= 2, UInt8(bitPattern: text[Int(end) - 2]) == 0xC2, UInt8(bitPattern: text[Int(end) - 1]) == 0xAD,
              utf8Offsets[utf16Offset(byte: end - 2)] != end - 2 else { return nil }
        var rect = PangoRectangle()
        pango_layout_index_to_pos(layout, end - 2, &rect)
        return CGFloat(min(rect.x, rect.x + rect.width)) / PangoSupport.scale
    }
}

extension Unicode.Scalar {
    /// Whether the scalar ends a line or paragraph (line feed, carriage return, next line, U+2028, U+2029).
    fileprivate var endsParagraph: Bool { [0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029].contains(value) }
}

extension RandomAccessCollection {
    /// The first index whose element satisfies `predicate`, which must be false for a prefix and true after it.
    fileprivate func partitioningIndex(where predicate: (Element) -> Bool) -> Index {
        var low = startIndex, high = endIndex
        while low != high {
            let middle = index(low, offsetBy: distance(from: low, to: high) / 2)
            if predicate(self[middle]) { high = middle } else { low = index(after: middle) }
        }
        return low
    }
}
