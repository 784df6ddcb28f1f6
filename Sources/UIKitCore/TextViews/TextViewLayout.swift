import Foundation

/// A text view's text laid out paragraph by paragraph: one Pango `TextLayout` per paragraph, stacked top to
/// bottom. An edit lays out again only the paragraphs it touches, and drawing visits only those in view: one
/// layout of a whole long text costs more than its length (Pango took 0.6 s for 4,000 short lines in one layout,
/// for every key typed). Offsets are UTF-16 offsets in the whole text; points are in the text's space, its top
/// left at the origin.
@MainActor final class TextViewLayout {
    struct Paragraph {
        var start: Int
        /// The paragraph's length without its line break.
        let length: Int
        /// The line break's length: 1, 2 for CR LF, 0 for the last paragraph.
        let breakLength: Int
        var top: CGFloat = 0
        let height: CGFloat
        let layout: TextLayout

        var end: Int { start + length }
        /// Where the next paragraph starts.
        var next: Int { start + length + breakLength }
    }

    private(set) var paragraphs: [Paragraph] = []
    /// The width lines wrap at; nil: each paragraph on one line.
    let wrapWidth: CGFloat?
    private let style: TextParagraph
    private let defaults: [NSAttributedString.Key: Any]

    init(text: NSAttributedString, defaults: [NSAttributedString.Key: Any], style: TextParagraph, wrapWidth: CGFloat?) {
        self.defaults = defaults
        self.style = style
        self.wrapWidth = wrapWidth
        paragraphs = makeParagraphs(of: text, in: NSRange(location: 0, length: text.length))
        restack(from: 0)
    }

    var height: CGFloat { paragraphs.last.map { $0.top + $0.height } ?? 0 }
    var length: Int { paragraphs.last?.end ?? 0 }

    /// The text changed: `range` of the old text is now `newLength` units of `text`. Lays out again the
    /// paragraphs from the one the change starts in to the one it ends in (a line break typed splits one, one
    /// deleted joins two).
    func replaceCharacters(in range: NSRange, newLength: Int, text: NSAttributedString) {
        let first = index(containing: range.location)
        var last = index(containing: NSMaxRange(range))
        let delta = newLength - range.length
        let start = paragraphs[first].start
        let end = min(paragraphs[last].next + delta, text.length)
        // Laid out to the text's end, the region makes the last paragraph (empty after a final line break) anew.
        if end == text.length { last = paragraphs.count - 1 }
        let fresh = makeParagraphs(of: text, in: NSRange(location: start, length: max(end - start, 0)))
        paragraphs.replaceSubrange(first...last, with: fresh)
        for index in (first + fresh.count)..<paragraphs.count { paragraphs[index].start += delta }
        restack(from: first)
    }

    /// The paragraph an offset is in: a line break belongs to the paragraph it ends, the offset after it to the next.
    func index(containing offset: Int) -> Int { lastIndex(\.start, atMost: offset) }

    /// The paragraph at a height: the first or last beyond the text.
    func index(atY y: CGFloat) -> Int { lastIndex(\.top, atMost: y) }

    /// The last paragraph whose `key` (growing from paragraph to paragraph) is at most `value`; the first when none is.
    private func lastIndex<Value: Comparable>(_ key: KeyPath<Paragraph, Value>, atMost value: Value) -> Int {
        var low = 0, high = paragraphs.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if paragraphs[middle][keyPath: key] <= value { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The paragraphs that reach into the band between two heights.
    func indices(between minY: CGFloat, and maxY: CGFloat) -> ClosedRange<Int> {
        let first = index(atY: minY)
        var last = first
        while last + 1 < paragraphs.count, paragraphs[last + 1].top < maxY { last += 1 }
        return first...last
    }

    // MARK: Geometry

    /// The caret's rectangle (zero width, a line high) at an offset.
    func caretRect(at offset: Int) -> CGRect {
        let paragraph = paragraphs[index(containing: offset)]
        return paragraph.layout.caretRect(utf16Offset: min(max(offset - paragraph.start, 0), paragraph.length))
            .offsetBy(dx: 0, dy: paragraph.top)
    }

    /// The character boundary nearest a point.
    func offset(closestTo point: CGPoint) -> Int {
        guard point.x.isFinite, point.y.isFinite else { return 0 }
        let paragraph = paragraphs[index(atY: point.y)]
        let local = paragraph.layout.offset(closestTo: CGPoint(x: point.x, y: point.y - paragraph.top))
        return paragraph.start + min(local, paragraph.length)
    }

    /// The laid-out line an offset is on (without the paragraph's line break), and whether the paragraph goes on
    /// after it (the line wrapped).
    func line(containing offset: Int) -> (range: Range<Int>, wraps: Bool) {
        let paragraph = paragraphs[index(containing: offset)]
        let layout = paragraph.layout
        let line = layout.lineIndex(utf16Offset: min(max(offset - paragraph.start, 0), paragraph.length))
        let range = layout.lineRange(at: line)
        return ((paragraph.start + range.lowerBound)..<(paragraph.start + range.upperBound), line + 1 < layout.lineCount)
    }

    /// The offset a line up (`lines` -1) or down (+1) keeps at `x`: into the next or previous paragraph past a
    /// paragraph's first or last line; past the text's first line its start, past its last its end.
    func offset(movingFrom offset: Int, lines: Int, atX x: CGFloat) -> Int {
        let index = index(containing: offset)
        let paragraph = paragraphs[index]
        let local = min(max(offset - paragraph.start, 0), paragraph.length)
        let target = paragraph.layout.lineIndex(utf16Offset: local) + lines
        if (0..<paragraph.layout.lineCount).contains(target) {
            return paragraph.start + min(paragraph.layout.offset(movingFrom: local, lines: lines, atX: x), paragraph.length)
        }
        let neighbour = index + (lines > 0 ? 1 : -1)
        guard paragraphs.indices.contains(neighbour) else { return lines > 0 ? length : 0 }
        let other = paragraphs[neighbour]
        let line = lines > 0 ? 0 : other.layout.lineCount - 1
        let y = other.layout.caretRect(utf16Offset: other.layout.lineRange(at: line).lowerBound).midY
        return self.offset(closestTo: CGPoint(x: x, y: other.top + y))
    }

    // MARK: Making paragraphs

    /// Lays out the paragraphs of `range` of the text: it starts a paragraph and ends after a line break or at the
    /// text's end (where an empty last paragraph follows a final line break).
    private func makeParagraphs(of text: NSAttributedString, in range: NSRange) -> [Paragraph] {
        let region = text.attributedSubstring(from: range)
        let units = Array(region.string.utf16)
        var result: [Paragraph] = []
        var start = 0, index = 0
        while index < units.count {
            let unit = units[index]
            guard unit == 0x0A || unit == 0x0D || unit == 0x2029 else {
                index += 1
                continue
            }
            let breakLength = unit == 0x0D && index + 1 < units.count && units[index + 1] == 0x0A ? 2 : 1
            result.append(makeParagraph(region, units[start..<index], breakLength, at: range.location))
            index += breakLength
            start = index
        }
        if start < units.count || NSMaxRange(range) == text.length {
            result.append(makeParagraph(region, units[start...], 0, at: range.location))
        }
        return result
    }

    /// One paragraph: `units` of `region`, which starts at `offset` in the text.
    private func makeParagraph(_ region: NSAttributedString, _ units: ArraySlice<UInt16>, _ breakLength: Int,
                               at offset: Int) -> Paragraph {
        let range = NSRange(location: units.startIndex, length: units.count)
        var spans: [TextSpan] = []
        region.enumerateAttributes(in: range, options: []) { attributes, run, _ in
            let merged = defaults.merging(attributes) { _, own in own }
            spans.append(TextSpan(range: (run.location - range.location)..<(NSMaxRange(run) - range.location),
                                  style: NSAttributedString.textStyle(merged)))
        }
        let string = String(decoding: units, as: UTF16.self)
        let layout = TextLayout(text: string, base: NSAttributedString.textStyle(defaults), spans: spans,
                                paragraph: paragraphStyle(of: region, at: range.location), width: wrapWidth)
        return Paragraph(start: offset + range.location, length: range.length, breakLength: breakLength,
                         height: layout.size.height, layout: layout)
    }

    /// A paragraph's layout settings: its own paragraph style's (from its first character), wrapping by word as
    /// a text view does, or the view's.
    private func paragraphStyle(of region: NSAttributedString, at location: Int) -> TextParagraph {
        guard location < region.length,
              let own = region.attribute(.paragraphStyle, at: location, effectiveRange: nil) as? NSParagraphStyle else { return style }
        var paragraph = NSAttributedString.textParagraph(own)
        paragraph.wrapping = .word
        return paragraph
    }

    /// Stacks the paragraphs from `index` on below the one before.
    private func restack(from index: Int) {
        guard index < paragraphs.count else { return }
        var top = index > 0 ? paragraphs[index - 1].top + paragraphs[index - 1].height : 0
        for i in index..<paragraphs.count {
            paragraphs[i].top = top
            top += paragraphs[i].height
        }
    }
}
