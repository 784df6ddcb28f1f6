import Foundation

/// Insertion points (carets) on the laid-out lines, for the text views that edit through a layout manager: where
/// the caret goes, the insertion point nearest a point, a line's ends and moving a line up or down. Insertion
/// points are UTF-16 offsets between characters, `0...length`; points are in container coordinates. A text view
/// shows one container: its questions name it, and their answers stay on that container's lines.
extension NSLayoutManager {
    /// Where an insertion point's line is: a line fragment, or the extra line after a final paragraph break.
    enum InsertionLine: Equatable {
        case fragment(Int)
        case extra
    }

    /// The line an insertion point is on: the one holding the character after it; at the text's end the last
    /// line, or the extra line when the text ends with a paragraph break (or is empty). Nil when nothing is laid
    /// out (no container has room).
    func insertionLine(at offset: Int) -> InsertionLine? {
        let layout = layout
        if let index = layout.fragmentIndex(containing: max(offset, 0)) { return .fragment(index) }
        if offset >= layout.length, layout.extraLineFragment != nil { return .extra }
        return layout.fragments.isEmpty ? nil : .fragment(layout.fragments.count - 1)
    }

    /// The line of a container an insertion point is on: its own line when that is in the container, else the
    /// container's first line for a point before the container's text and its last for one after (the end of a
    /// container's last line is also the start of the next container's first). Nil when the container holds no line.
    func insertionLine(at offset: Int, inContainerAt containerIndex: Int) -> InsertionLine? {
        let layout = layout
        let own = insertionLine(at: offset)
        switch own {
        case .fragment(let index) where layout.fragments[index].containerIndex == containerIndex: return own
        case .extra where layout.extraLineFragment?.containerIndex == containerIndex: return own
        default: break
        }
        let lines = fragmentIndexes(inContainerAt: containerIndex)
        guard !lines.isEmpty else { return layout.extraLineFragment?.containerIndex == containerIndex ? .extra : nil }
        return .fragment(offset < layout.fragments[lines.lowerBound].characterRange.location ? lines.lowerBound : lines.upperBound - 1)
    }

    /// The indexes of a container's line fragments (a container's lines are together, in order).
    func fragmentIndexes(inContainerAt containerIndex: Int) -> Range<Int> {
        let fragments = layout.fragments
        let first = fragments.partitioningIndex { $0.containerIndex >= containerIndex }
        let end = fragments.partitioningIndex { $0.containerIndex > containerIndex }
        return first..<max(first, end)
    }

    /// The caret's rectangle at an insertion point, in a container: zero wide, its line's glyph height (at the
    /// nearest end of the container's text for a point outside it).
    func insertionPointRect(at offset: Int, inContainerAt containerIndex: Int) -> CGRect? {
        switch insertionLine(at: offset, inContainerAt: containerIndex) {
        case .fragment(let index):
            let fragment = layout.fragments[index]
            let characters = fragment.glyphCharacters
            let x = caretX(min(max(offset, characters.lowerBound), characters.upperBound), in: fragment)
            return CGRect(x: x, y: fragment.origin.y - fragment.line.ascent, width: 0, height: fragment.line.rect.height)
        case .extra:
            guard let extra = layout.extraLineFragment else { return nil }
            let padding = textContainers[extra.containerIndex].lineFragmentPadding
            let x: CGFloat = switch paragraphStyle(atGlyph: numberOfGlyphs).alignment {
            case .center: extra.rect.midX
            case .right: extra.rect.maxX - padding
            default: extra.usedRect.maxX - padding
            }
            return CGRect(x: x, y: extra.usedRect.minY, width: 0, height: extra.usedRect.height)
        case nil:
            return nil
        }
    }

    /// The insertion point nearest `point` in a container: on the line whose band holds it (the nearest line
    /// beside a hole), the first or last line above or below the text.
    func insertionPoint(closestTo point: CGPoint, inContainerAt containerIndex: Int) -> Int {
        let layout = layout
        guard point.x.isFinite, point.y.isFinite else { return 0 }
        let lines = fragmentIndexes(inContainerAt: containerIndex)
        let first = lines.lowerBound, end = lines.upperBound
        let extraHere = layout.extraLineFragment.map { $0.containerIndex == containerIndex } ?? false
        guard first < end else { return extraHere ? layout.length : (first < layout.fragments.count ? layout.fragments[first].characterRange.location : layout.firstUnlaidCharacterIndex) }
        var index = layout.fragments[first..<end].partitioningIndex { point.y < $0.rect.maxY }
        if index == end {
            if extraHere { return layout.length }
            index = end - 1
        }
        // Lines a hole splits share a band: the one nearest in x.
        let band = layout.fragments[index].rect
        var nearest = index, distance = CGFloat.infinity
        for candidate in index..<end where layout.fragments[candidate].rect.minY < band.maxY {
            let rect = layout.fragments[candidate].rect
            let away = point.x < rect.minX ? rect.minX - point.x : max(point.x - rect.maxX, 0)
            if away < distance { (nearest, distance) = (candidate, away) }
        }
        return insertionPoint(closestToX: point.x, onFragmentAt: nearest)
    }

    /// The insertion point nearest `x` on a line: within the line, before the space a wrapped line broke at.
    func insertionPoint(closestToX x: CGFloat, onFragmentAt index: Int) -> Int {
        let fragment = layout.fragments[index]
        let local = fragment.layout.offset(closestTo: CGPoint(x: x - fragment.layoutOrigin.x, y: fragment.line.baseline))
        let range = lineRange(ofFragmentAt: index)
        return min(max(fragment.layoutStart + local, range.characters.lowerBound), range.end)
    }

    /// A line's characters (without a paragraph break), whether its paragraph goes on on the next line, and its
    /// last insertion point: before the space a wrapped line broke at, so that the caret stays on the line.
    func lineRange(ofFragmentAt index: Int) -> (characters: Range<Int>, wraps: Bool, end: Int) {
        let layout = layout
        let fragment = layout.fragments[index]
        let characters = fragment.glyphCharacters
        let wraps = characters.upperBound < layout.length && NSMaxRange(fragment.characterRange) == characters.upperBound
        guard wraps, !characters.isEmpty, let storage = textStorage else { return (characters, wraps, characters.upperBound) }
        let last = storage.mutableString.character(at: characters.upperBound - 1)
        let width = UTF16.isTrailSurrogate(last) && characters.count > 1 ? 2 : 1
        return (characters, wraps, characters.upperBound - width)
    }

    /// The insertion point `lines` lines up (negative) or down from `offset` in a container, nearest `x`: past
    /// the container's first or last line, on to the line of the previous or next container when a text view
    /// shows that container (the text goes on there, as the caret does), else the start or end of `shown` (the
    /// characters the container shows).
    func insertionPoint(movingFrom offset: Int, lines: Int, atX x: CGFloat, inContainerAt containerIndex: Int,
                        within shown: NSRange) -> Int {
        let range = fragmentIndexes(inContainerAt: containerIndex)
        let current: Int = switch insertionLine(at: offset, inContainerAt: containerIndex) {
        case .fragment(let index): index
        case .extra: range.upperBound
        case nil: range.lowerBound
        }
        let target = current + lines
        if range.contains(target) { return insertionPoint(closestToX: x, onFragmentAt: target) }
        let fragments = layout.fragments
        if fragments.indices.contains(target), textContainers[fragments[target].containerIndex].textViewLink?.textView != nil {
            return insertionPoint(closestToX: x, onFragmentAt: target)
        }
        return target < range.lowerBound ? shown.location : NSMaxRange(shown)
    }

    /// The container an insertion point's line is in (where its caret shows): its own line's, the extra line's at
    /// the end; nil when it is past every container (text that did not fit).
    func containerIndex(ofInsertionPoint offset: Int) -> Int? {
        let layout = layout
        if let index = layout.fragmentIndex(containing: max(offset, 0)) { return layout.fragments[index].containerIndex }
        guard offset >= layout.length else { return nil }
        return layout.extraLineFragment?.containerIndex ?? layout.fragments.last?.containerIndex
    }
}
