internal import CPangoCairo

/// Editing geometry of a laid-out text: where the caret goes for an offset, the offset nearest a point, the lines
/// and moving up or down a line at a remembered x. Offsets are UTF-16, as `NSRange`s count; points are in the
/// layout's space (its top left at the origin).
extension TextLayout {
    /// The UTF-16 offset of a byte index (the first code unit of the character at it). A byte of a soft hyphen put
    /// in for hyphenation gives the character after the hyphen: the boundary where its line ends.
    func utf16Offset(byte: Int32) -> Int {
        var low = 0, high = utf8Offsets.count - 1
        while low < high {
            let middle = (low + high) / 2
            if utf8Offsets[middle] < byte { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The UTF-16 length of the text.
    package var utf16Length: Int { utf8Offsets.count - 1 }

    /// The character boundary nearest `point`: a point beside a line gives that line's start or end, a point above
    /// or below the text the first or last line.
    package func offset(closestTo point: CGPoint) -> Int {
        guard point.x.isFinite, point.y.isFinite else { return 0 }
        var index: Int32 = 0, trailing: Int32 = 0
        pango_layout_xy_to_index(layout, PangoSupport.units(point.x), PangoSupport.units(point.y), &index, &trailing)
        guard trailing > 0, let text = pango_layout_get_text(layout) else { return utf16Offset(byte: index) }
        // A point on the trailing half of a character: after it (trailing counts its characters).
        let after = g_utf8_offset_to_pointer(text + Int(index), Int(trailing))!
        return utf16Offset(byte: Int32(text.distance(to: after)))
    }

    /// The character under `point` (not the nearest boundary): beside a line, its first or last character.
    package func characterIndex(at point: CGPoint) -> Int {
        guard point.x.isFinite, point.y.isFinite else { return 0 }
        var index: Int32 = 0, trailing: Int32 = 0
        pango_layout_xy_to_index(layout, PangoSupport.units(point.x), PangoSupport.units(point.y), &index, &trailing)
        let offset = utf16Offset(byte: index)
        // On the hyphen drawn at a hyphenated line's end: the line's last character, not the next line's first.
        return offset > 0 && utf8Offsets[offset] > index ? offset - 1 : offset
    }

    /// The caret's rectangle (zero width) before the character at a UTF-16 offset: the line's top and height.
    package func caretRect(utf16Offset offset: Int) -> CGRect {
        var strong = PangoRectangle()
        pango_layout_get_cursor_pos(layout, Int32(byteIndex(utf16: offset)), &strong, nil)
        return CGRect(x: CGFloat(strong.x) / PangoSupport.scale, y: CGFloat(strong.y) / PangoSupport.scale,
                      width: 0, height: CGFloat(strong.height) / PangoSupport.scale)
    }

    /// The line (0-based) that holds the caret at a UTF-16 offset.
    package func lineIndex(utf16Offset offset: Int) -> Int {
        var line: Int32 = 0, x: Int32 = 0
        pango_layout_index_to_line_x(layout, Int32(byteIndex(utf16: offset)), 0, &line, &x)
        return Int(line)
    }

    /// The UTF-16 range of a line's characters, without the line break that ends its paragraph (a wrapped line
    /// keeps the spaces it ends with).
    package func lineRange(at line: Int) -> Range<Int> {
        guard let pangoLine = pango_layout_get_line_readonly(layout, Int32(min(max(line, 0), lineCount - 1))) else {
            return 0..<0
        }
        let start = pangoLine.pointee.start_index, length = pangoLine.pointee.length
        return utf16Offset(byte: start)..<utf16Offset(byte: start + length)
    }

    /// The offset a line up (`lines` < 0) or down keeps at `x`; past the first line it is the start of the
    /// text, past the last its end, as desktop text editors do.
    package func offset(movingFrom offset: Int, lines: Int, atX x: CGFloat) -> Int {
        let target = lineIndex(utf16Offset: offset) + lines
        if target < 0 { return 0 }
        if target >= lineCount { return utf16Length }
        let line = caretRect(utf16Offset: lineRange(at: target).lowerBound)
        return self.offset(closestTo: CGPoint(x: x, y: line.midY))
    }
}
