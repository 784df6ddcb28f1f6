/// Lays a text out in a layout manager's containers, paragraph by paragraph, line fragment by line fragment.
///
/// A paragraph in a plain rectangle (no exclusion paths) is laid out by Pango in one pass at the container's
/// width, and its lines are placed one under the other until the container is full; the rest of the paragraph
/// starts again at the top of the next container. Around exclusion paths each line gets its own width: the free
/// stretch of the container at the line's height, and Pango lays out what is left of the paragraph in it to take
/// its first line. Line heights follow the paragraph style (multiple, minimum, maximum); line spacing, paragraph
/// spacing before and after, head, first-line and tail indents are added here, not by Pango.
struct TextKitTypesetter {
    let text: NSAttributedString
    let containers: [NSTextContainer]
    let manager: NSLayoutManager

    let units: [UInt16]

    init(text: NSAttributedString, containers: [NSTextContainer], manager: NSLayoutManager) {
        self.text = text
        self.containers = containers
        self.manager = manager
        units = Array(text.string.utf16)
    }

    /// Where the next line goes: the container and the height in it, and how many lines it already holds.
    private struct Cursor {
        var container = 0
        var y: CGFloat = 0
        var lines = 0
        /// The free stretch right of the last line's fragment, on the same line (a hole splits the line): where
        /// the next line goes before the text moves down.
        var sameLine: CGRect?

        mutating func nextContainer() {
            container += 1
            y = 0
            lines = 0
            sameLine = nil
        }
    }

    func layout() -> TextKitLayout {
        var result = TextKitLayout()
        var cursor = Cursor()
        layParagraphs(from: 0, cursor: &cursor, into: &result, resyncingWith: nil, shapedAhead: shapeParagraphsAhead())
        return result
    }

    /// The layout after an edit, from the one before it: the lines of the paragraphs before the edit are kept,
    /// the edited paragraphs are laid out again, and once a paragraph after the edit lands where it was (or, in a
    /// container without a bottom, only higher or lower) the old lines from there on are kept too, moved. Typing
    /// in a long text lays out one paragraph, not the whole text. Around exclusion paths a line's width depends on
    /// where it lands, so there everything after the edit is laid out again.
    func layout(updating old: TextKitLayout, after edit: TextKitEdit) -> TextKitLayout {
        let length = units.count
        guard old.length + edit.delta == length, containers.allSatisfy(\.isSimpleRectangularTextContainer) else {
            return layout()
        }
        // The edited paragraph's start: the characters before the edit are unchanged, and so are their lines.
        var start = min(max(edit.start, 0), length)
        while start > 0, !Self.isParagraphBreak(units[start - 1]) { start -= 1 }
        var result = TextKitLayout()
        var cursor = Cursor()
        let kept = old.fragments.partitioningIndex { NSMaxRange($0.characterRange) > start }
        result.fragments = Array(old.fragments[..<kept])
        if let last = result.fragments.last {
            cursor.container = last.containerIndex
            cursor.y = last.rect.maxY
            cursor.lines = result.fragments.reversed().prefix { $0.containerIndex == last.containerIndex }.count
        }
        layParagraphs(from: start, cursor: &cursor, into: &result, resyncingWith: (old, edit), shapedAhead: [:])
        return result
    }

    /// Lays out the paragraphs from `start` (a paragraph's start) to the text's end, then the extra line. With an
    /// old layout and an edit, stops early once a paragraph past the edit can take its old lines.
    /// `shapedAhead` holds paragraphs already read and shaped, by their start.
    private func layParagraphs(from start: Int, cursor: inout Cursor, into result: inout TextKitLayout,
                               resyncingWith old: (layout: TextKitLayout, edit: TextKitEdit)?,
                               shapedAhead: [Int: PreparedParagraph]) {
        let length = units.count
        var start = start
        result.length = length
        result.firstUnlaidCharacterIndex = length
        paragraphs: while start < length {
            let (range, breakLength) = paragraph(from: start)
            let prepared = shapedAhead[start] ?? prepareParagraph(range)
            if !layParagraph(prepared, breakLength: breakLength, cursor: &cursor, into: &result) {
                break paragraphs
            }
            start = range.upperBound + breakLength
            // Past the edit (its last new character before the break just passed), the text is as it was.
            if let old, start > old.edit.newEnd, start < length,
               takeRest(of: old.layout, from: start - old.edit.delta, delta: old.edit.delta, cursor: cursor, into: &result) {
                return
            }
        }
        if result.firstUnlaidCharacterIndex == length, length == 0 || Self.isParagraphBreak(units[length - 1]) {
            result.extraLineFragment = extraLineFragment(cursor: &cursor)
        }
    }

    /// Appends the old layout's lines from the paragraph that started at `oldStart`, if they go where the new
    /// layout has got to: at the same place, or higher or lower in a container without a bottom or line limit
    /// (where nothing further down depends on the height). False when they cannot be kept.
    private func takeRest(of old: TextKitLayout, from oldStart: Int, delta: Int, cursor: Cursor,
                          into result: inout TextKitLayout) -> Bool {
        let index = old.fragments.partitioningIndex { $0.characterRange.location >= oldStart }
        guard index < old.fragments.count, old.fragments[index].characterRange.location == oldStart,
              old.fragments[index].containerIndex == cursor.container else { return false }
        let first = old.fragments[index]
        let container = containers[cursor.container]
        let bottomless = container.size.height >= CGFloat.greatestFiniteMagnitude / 2 && container.maximumNumberOfLines == 0
        var dy: CGFloat = 0
        if first.rect.minY != cursor.y {
            // Paragraph spacing before is left out at a container's top: moving to or from there changes lines.
            guard bottomless, first.rect.minY > 0, cursor.y > 0 else { return false }
            dy = cursor.y - first.rect.minY
        } else if container.maximumNumberOfLines > 0 {
            let linesBefore = old.fragments[..<index].reversed().prefix { $0.containerIndex == cursor.container }.count
            guard linesBefore == cursor.lines else { return false }
        }
        result.fragments.reserveCapacity(result.fragments.count + old.fragments.count - index)
        for var fragment in old.fragments[index...] {
            fragment.move(characters: delta, dy: fragment.containerIndex == cursor.container ? dy : 0)
            result.fragments.append(fragment)
        }
        if var extra = old.extraLineFragment {
            if extra.containerIndex == cursor.container {
                extra.rect.origin.y += dy
                extra.usedRect.origin.y += dy
            }
            result.extraLineFragment = extra
        }
        result.firstUnlaidCharacterIndex = old.firstUnlaidCharacterIndex + delta
        return true
    }

    static func isParagraphBreak(_ unit: UInt16) -> Bool { unit == 0x0A || unit == 0x0D || unit == 0x2029 }

    /// The paragraph starting at `start`: its characters up to its break, and the break's length (CR LF is one
    /// break; the last paragraph may have none).
    func paragraph(from start: Int) -> (range: Range<Int>, breakLength: Int) {
        let length = units.count
        var end = start
        while end < length, !Self.isParagraphBreak(units[end]) { end += 1 }
        let breakLength = end < length ? (units[end] == 0x0D && end + 1 < length && units[end + 1] == 0x0A ? 2 : 1) : 0
        return (start..<end, breakLength)
    }

    // MARK: Paragraphs

    /// A paragraph's characters (without its break), its attribute runs and style, and, when it was shaped
    /// ahead (`shapeParagraphsAhead()`), its first lines and the region they were shaped for.
    struct PreparedParagraph {
        var range: Range<Int>
        var runs: TextKitAttributeRuns
        var style: NSParagraphStyle
        var shaped: (measure: Region.Measure, layout: TextLayout, lines: [TextLine])?
    }

    func prepareParagraph(_ range: Range<Int>) -> PreparedParagraph {
        let runs = TextKitAttributeRuns(text: text, range: range, fallback: manager.fallbackAttributes)
        let style = attributes(at: range.lowerBound, runs)[.paragraphStyle] as? NSParagraphStyle ?? .default
        return PreparedParagraph(range: range, runs: runs, style: style)
    }

    /// Lays out one paragraph's lines; false when the containers ran out (the first unlaid character is set).
    private func layParagraph(_ prepared: PreparedParagraph, breakLength: Int, cursor: inout Cursor,
                              into result: inout TextKitLayout) -> Bool {
        let paragraph = prepared.range, style = prepared.style
        var position = paragraph.lowerBound
        var firstLine = true
        while true {
            guard cursor.container < containers.count else {
                result.firstUnlaidCharacterIndex = position
                return false
            }
            let container = containers[cursor.container]
            let size = container.size
            guard size.width > 0, size.height > 0 else {
                UIKitLog.errorOnce("NSLayoutManager: a text container of size \(size) holds no text; the text flows on")
                cursor.nextContainer()
                continue
            }
            if container.maximumNumberOfLines > 0, cursor.lines >= container.maximumNumberOfLines {
                cursor.nextContainer()
                continue
            }
            let sameLine = cursor.sameLine
            cursor.sameLine = nil
            let before = firstLine && cursor.y > 0 && sameLine == nil ? spacingBefore(style, at: position) : 0
            let estimate = lineHeight(natural: naturalLineHeight(attributes(at: position, prepared.runs)), style)
            let top = sameLine?.minY ?? cursor.y + before
            if top + estimate > size.height {
                cursor.nextContainer()
                continue
            }
            guard let region = freeRegion(in: container, top: top, height: sameLine?.height ?? estimate, at: position,
                                          style: style, firstLine: firstLine, from: sameLine) else {
                // No room across at this height (an exclusion path covers it): try a little lower.
                cursor.y = max(cursor.y, top + max(estimate / 4, 1) - before)
                continue
            }
            let simple = container.isSimpleRectangularTextContainer
            guard let pieces = makeLines(position..<paragraph.upperBound, of: prepared, region: region, simple: simple,
                                         fullWidth: region.fragment.width >= size.width - 0.5) else {
                // The stretch beside a hole cannot hold the next word: the rest of the line, else lower down.
                if let rest = region.remaining {
                    cursor.sameLine = rest
                } else {
                    // Nothing further right: lower down (past a line already placed beside, if any).
                    cursor.y = max(cursor.y, top + max(estimate / 4, 1) - before)
                }
                continue
            }
            var consumed = position
            var filled = false
            for (index, line) in pieces.lines.enumerated() {
                let natural = line.rect.height
                let height = lineHeight(natural: natural, style)
                let lineTop = index == 0 ? top : cursor.y
                let isBeside = index == 0 && sameLine != nil
                if index > 0 {
                    let full = container.maximumNumberOfLines > 0 && cursor.lines >= container.maximumNumberOfLines
                    if full || lineTop + height > size.height {
                        filled = true
                        break
                    }
                }
                let lineEnd = position + line.range.upperBound
                let isLast = lineEnd >= paragraph.upperBound
                let characterEnd = isLast ? paragraph.upperBound + breakLength : lineEnd
                let fragmentTop = index == 0 && firstLine && !isBeside ? cursor.y : lineTop
                var after = lineSpacing(after: max(characterEnd - 1, consumed), style, region.fragment)
                if isLast { after += spacingAfter(style, at: max(characterEnd - 1, consumed), region.fragment) }
                let rect = CGRect(x: region.fragment.minX, y: fragmentTop, width: region.fragment.width,
                                  height: lineTop - fragmentTop + height + after)
                let usedWidth = min(region.fragment.width, region.left + line.rect.maxX + region.padding - region.fragment.minX)
                let fragment = LineFragment(
                    containerIndex: cursor.container, rect: rect,
                    usedRect: CGRect(x: region.fragment.minX, y: lineTop, width: max(usedWidth, 0), height: height),
                    characterRange: NSRange(location: consumed, length: characterEnd - consumed), layout: pieces.layout,
                    line: line, layoutStart: position,
                    origin: CGPoint(x: region.left + line.originX, y: lineTop + height - line.descent))
                result.fragments.append(fragment)
                consumed = characterEnd
                cursor.y = isBeside ? max(cursor.y, rect.maxY) : rect.maxY
                if !isBeside { cursor.lines += 1 }
                firstLine = false
                if isLast { return true }
                if !simple, let rest = region.remaining { cursor.sameLine = rest }
            }
            if consumed == position {
                // Pango gave no line for the text (cannot happen for a non-empty layout): skip it rather than loop.
                return true
            }
            position = consumed
            if filled { cursor.nextContainer() }
        }
    }

    /// The free stretch of a container at a line's height, with the paragraph's indents applied.
    struct Region {
        var fragment: CGRect
        var padding: CGFloat
        /// Where the text's left edge and its width are (in the container).
        var left: CGFloat
        var width: CGFloat
        /// How much further the first line of a one-pass paragraph starts than the others (Pango's indent).
        var indent: CGFloat
        /// What is free right of the fragment on the same line.
        var remaining: CGRect?

        /// What shaping a paragraph in the region depends on: its width, first-line indent, and how far its left
        /// edge lies inside the padding (tab stops count from the padding).
        struct Measure: Equatable {
            var width: CGFloat
            var indent: CGFloat
            var shift: CGFloat
        }

        var measure: Measure { Measure(width: width, indent: indent, shift: left - (fragment.minX + padding)) }
    }

    /// The first stretch wide enough for text at a line's height, from the container's left or from `start` (the
    /// rest of a line a hole split).
    func freeRegion(in container: NSTextContainer, top: CGFloat, height: CGFloat, at position: Int,
                            style: NSParagraphStyle, firstLine: Bool, from start: CGRect?) -> Region? {
        let size = container.size
        let padding = container.lineFragmentPadding
        var proposed = start ?? CGRect(x: 0, y: top, width: size.width, height: height)
        while true {
            var remaining = CGRect.zero
            let fragment = container.lineFragmentRect(forProposedRect: proposed, at: position,
                                                      writingDirection: style.baseWritingDirection, remaining: &remaining)
            guard !fragment.isEmpty else { return nil }
            let head = firstLine ? style.firstLineHeadIndent : style.headIndent
            var left = max(fragment.minX + padding, padding + head)
            var indent: CGFloat = 0
            if container.isSimpleRectangularTextContainer, firstLine {
                // One pass lays out every line: the first line's indent is Pango's, the others' the head indent.
                left = padding + min(style.firstLineHeadIndent, style.headIndent)
                indent = style.firstLineHeadIndent - style.headIndent
            }
            let tail = style.tailIndent
            let right = min(fragment.maxX - padding, tail > 0 ? padding + tail : size.width - padding + tail)
            let width = right - left
            // A stretch narrower than a line is high holds no useful text: the next stretch, or none.
            if width - max(indent, 0) >= min(height, size.width - 2 * padding) && width > 0 {
                return Region(fragment: fragment, padding: padding, left: left, width: width, indent: indent,
                              remaining: remaining.width > 0 ? remaining : nil)
            }
            guard remaining.width > 0 else { return nil }
            proposed = remaining
        }
    }

    // MARK: Lines

    /// Lays out `range` (the rest of a paragraph) in the region: every line at once in a plain container, else
    /// only the first line (the next line's width depends on where it lands). Beside a hole a word is not broken
    /// between characters: `nil` when the stretch cannot hold the next word (a line across the whole container
    /// breaks a longer word, as a plain container does).
    private func makeLines(_ range: Range<Int>, of paragraph: PreparedParagraph, region: Region, simple: Bool,
                           fullWidth: Bool) -> (layout: TextLayout, lines: [TextLine])? {
        let wraps = paragraph.style.lineBreakMode != .byClipping
        if simple {
            if let shaped = paragraph.shaped, range.lowerBound == paragraph.range.lowerBound, shaped.measure == region.measure {
                return (shaped.layout, shaped.lines)
            }
            let layout = layoutRequest(range, of: paragraph, region: region, wraps: wraps, breaksLongWords: true).make()
            return (layout, layout.lines)
        }
        // One line is needed: lay out a prefix that surely holds more than a line (a character is at least a
        // point wide), and the whole rest only when the prefix turns out to be a single line.
        func firstLine(breaksLongWords: Bool) -> (TextLayout, [TextLine]) {
            let prefixEnd = min(range.upperBound, range.lowerBound + Int(min(region.width, 100_000)) + 256)
            var layout = layoutRequest(range.lowerBound..<prefixEnd, of: paragraph, region: region, wraps: wraps,
                                       breaksLongWords: breaksLongWords).make()
            var lines = layout.lines
            if prefixEnd < range.upperBound, lines.count <= 1 {
                layout = layoutRequest(range, of: paragraph, region: region, wraps: wraps, breaksLongWords: breaksLongWords).make()
                lines = layout.lines
            }
            return (layout, Array(lines.prefix(1)))
        }
        let (layout, lines) = firstLine(breaksLongWords: false)
        guard wraps, let line = lines.first, line.rect.maxX > region.width + 0.5 else { return (layout, lines) }
        return fullWidth ? firstLine(breaksLongWords: true) : nil
    }

    /// What Pango needs to lay out `range` (part of the paragraph) in the region: the characters, the runs'
    /// styles, the paragraph's settings. Made from the runs read once per paragraph (copying an attributed
    /// substring and reading its attributes again cost a fifth of laying out a long text).
    func layoutRequest(_ range: Range<Int>, of prepared: PreparedParagraph, region: Region, wraps: Bool,
                       breaksLongWords: Bool) -> TextLayoutRequest {
        let style = prepared.style
        var paragraph = NSAttributedString.textParagraph(style)
        paragraph.breaksLongWords = breaksLongWords
        paragraph.language = prepared.runs.run(at: range.lowerBound)?.attributes[.languageIdentifier] as? String
        paragraph.lineSpacing = 0
        paragraph.firstLineHeadIndent = region.indent
        paragraph.maximumLineCount = 0
        if [.byTruncatingHead, .byTruncatingMiddle, .byTruncatingTail, .byClipping].contains(style.lineBreakMode) {
            paragraph.wrapping = .word
        }
        // Tab stops count from the line fragment's start inside its padding; the layout starts at its indent.
        let shift = region.measure.shift
        paragraph.tabStops = paragraph.tabStops.compactMap { tab in
            var moved = tab
            moved.location -= shift
            return moved.location > 0 ? moved : nil
        }
        let base = prepared.runs.run(at: range.lowerBound)?.style
            ?? TextKitAttributeRuns.style(baseAttributes(at: range.lowerBound))
        return TextLayoutRequest(units: units[range], base: base, spans: prepared.runs.spans(in: range),
                                 paragraph: paragraph, width: wraps ? region.width : nil)
    }

    /// The attributes an empty stretch is laid out with: the character's at `position`, or the one before, over
    /// the manager's fallback attributes.
    private func baseAttributes(at position: Int) -> [NSAttributedString.Key: Any] {
        let fallback = manager.fallbackAttributes
        guard text.length > 0 else { return fallback }
        let own = text.attributes(at: min(max(position, 0), text.length - 1), effectiveRange: nil)
        return fallback.isEmpty ? own : fallback.merging(own) { _, own in own }
    }

    /// The attributes of a character of a paragraph, from its runs (else from the text).
    private func attributes(at position: Int, _ runs: TextKitAttributeRuns) -> [NSAttributedString.Key: Any] {
        runs.run(at: position)?.attributes ?? baseAttributes(at: position)
    }

    private func paragraphStyle(at position: Int) -> NSParagraphStyle {
        baseAttributes(at: position)[.paragraphStyle] as? NSParagraphStyle ?? .default
    }

    // MARK: Heights and spacing

    func naturalLineHeight(_ attributes: [NSAttributedString.Key: Any]) -> CGFloat {
        let font = attributes[.font] as? UIFont ?? NSAttributedString.defaultDrawingFont
        return font.lineHeight
    }

    /// A line's height from its glyphs' natural height: times the multiple, within the minimum and maximum.
    func lineHeight(natural: CGFloat, _ style: NSParagraphStyle) -> CGFloat {
        var height = natural
        if style.lineHeightMultiple > 0, style.lineHeightMultiple.isFinite { height *= style.lineHeightMultiple }
        if style.minimumLineHeight > 0, style.minimumLineHeight.isFinite { height = max(height, style.minimumLineHeight) }
        if style.maximumLineHeight > 0, style.maximumLineHeight.isFinite { height = min(height, style.maximumLineHeight) }
        return height
    }

    private func lineSpacing(after glyphIndex: Int, _ style: NSParagraphStyle, _ rect: CGRect) -> CGFloat {
        let spacing = manager.delegate?.layoutManager(manager, lineSpacingAfterGlyphAt: glyphIndex,
                                                      withProposedLineFragmentRect: rect) ?? style.lineSpacing
        return spacing.isFinite ? max(spacing, 0) : 0
    }

    private func spacingBefore(_ style: NSParagraphStyle, at glyphIndex: Int) -> CGFloat {
        let spacing = manager.delegate?.layoutManager(manager, paragraphSpacingBeforeGlyphAt: glyphIndex,
                                                      withProposedLineFragmentRect: .zero) ?? style.paragraphSpacingBefore
        return spacing.isFinite ? max(spacing, 0) : 0
    }

    private func spacingAfter(_ style: NSParagraphStyle, at glyphIndex: Int, _ rect: CGRect) -> CGFloat {
        let spacing = manager.delegate?.layoutManager(manager, paragraphSpacingAfterGlyphAt: glyphIndex,
                                                      withProposedLineFragmentRect: rect) ?? style.paragraphSpacing
        return spacing.isFinite ? max(spacing, 0) : 0
    }

    /// The empty line after a final paragraph break, where the caret goes: in the container the text ended in,
    /// or the next one when it is full.
    private func extraLineFragment(cursor: inout Cursor) -> (rect: CGRect, usedRect: CGRect, containerIndex: Int)? {
        let style = paragraphStyle(at: units.count)
        let height = lineHeight(natural: naturalLineHeight(baseAttributes(at: units.count)), style)
        while cursor.container < containers.count {
            let container = containers[cursor.container]
            let top = cursor.y + (cursor.y > 0 ? spacingBefore(style, at: units.count) : 0)
            if container.size.width > 0, top + height <= container.size.height,
               container.maximumNumberOfLines == 0 || cursor.lines < container.maximumNumberOfLines {
                let padding = container.lineFragmentPadding
                let rect = CGRect(x: 0, y: cursor.y, width: container.size.width, height: top - cursor.y + height)
                let used = CGRect(x: 0, y: top, width: min(2 * padding + max(style.firstLineHeadIndent, 0), container.size.width),
                                  height: height)
                return (rect, used,
                        cursor.container)
            }
            cursor.nextContainer()
        }
        return nil
    }
}
