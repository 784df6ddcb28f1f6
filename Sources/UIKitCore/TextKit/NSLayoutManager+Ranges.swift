/// What the geometry queries share: containers by index, ranges clamped, the rectangles glyphs cover.
extension NSLayoutManager {

    func containerIndex(_ container: NSTextContainer) -> Int? {
        let index = textContainers.firstIndex { $0 === container }
        if index == nil { UIKitLog.errorOnce("NSLayoutManager: a text container it does not hold was passed; empty answers given") }
        return index
    }

    /// The rectangles (one per line) the glyphs of `glyphRange` cover in a container.
    func enclosingRects(_ glyphRange: NSRange, in container: NSTextContainer) -> [CGRect] {
        guard let index = containerIndex(container) else { return [] }
        let range = clamped(glyphRange, "boundingRect(forGlyphRange:in:)")
        var rects: [CGRect] = []
        for fragment in fragments(intersecting: range) where fragment.containerIndex == index {
            let characters = fragment.glyphCharacters
            let start = max(range.location, characters.lowerBound), end = min(NSMaxRange(range), characters.upperBound)
            let top = fragment.usedRect.minY, height = fragment.usedRect.height
            if end > start {
                let x1 = caretX(start, in: fragment), x2 = caretX(end, in: fragment)
                rects.append(CGRect(x: min(x1, x2), y: top, width: abs(x2 - x1), height: height))
            } else {
                // Only the paragraph break: a thin rectangle at the line's end.
                rects.append(CGRect(x: caretX(characters.upperBound, in: fragment), y: top, width: 0, height: height))
            }
        }
        return rects
    }

    /// The x (in the container) of the insertion point before a character of a fragment. The end of a line that
    /// wrapped is its right end (Pango puts that offset at the next line's start).
    func caretX(_ characterIndex: Int, in fragment: LineFragment) -> CGFloat {
        let layoutEnd = fragment.layoutStart + fragment.layout.utf16Length
        if characterIndex >= fragment.glyphCharacters.upperBound, fragment.glyphCharacters.upperBound < layoutEnd {
            let line = fragment.line.rect
            // A line hyphenation broke ends before its hyphen (drawn there, part of no character).
            if let end = fragment.layout.hyphenatedEndX(ofLine: fragment.line.index) { return fragment.layoutOrigin.x + end }
            return fragment.layoutOrigin.x + (fragment.layout.isRightToLeft ? line.minX : line.maxX)
        }
        return fragment.layout.caretRect(utf16Offset: characterIndex - fragment.layoutStart).minX + fragment.layoutOrigin.x
    }

    /// The fragments holding characters of `range` (or, for an empty range, the one holding its location), in order.
    func fragments(intersecting range: NSRange) -> ArraySlice<LineFragment> {
        let fragments = layout.fragments
        let first = fragments.partitioningIndex { NSMaxRange($0.characterRange) > range.location }
        var end = first
        while end < fragments.count, intersects(fragments[end].characterRange, range) { end += 1 }
        return fragments[first..<end]
    }

    func fragment(at glyphIndex: Int, effectiveRange: NSRangePointer?, _ call: String) -> LineFragment? {
        let layout = layout
        guard glyphIndex >= 0, glyphIndex < numberOfGlyphs || glyphIndex == 0 && numberOfGlyphs == 0 else {
            UIKitLog.error("NSLayoutManager: \(call) glyph index \(glyphIndex) is out of bounds (\(numberOfGlyphs) glyphs)")
            effectiveRange?.pointee = NSRange(location: NSNotFound, length: 0)
            return nil
        }
        guard let index = layout.fragmentIndex(containing: glyphIndex) else {
            effectiveRange?.pointee = NSRange(location: NSNotFound, length: 0)
            return nil
        }
        effectiveRange?.pointee = layout.fragments[index].characterRange
        return layout.fragments[index]
    }

    func intersects(_ a: NSRange, _ b: NSRange) -> Bool {
        if b.length == 0 { return b.location >= a.location && b.location < NSMaxRange(a) }
        return a.location < NSMaxRange(b) && b.location < NSMaxRange(a)
    }

    func clamped(_ range: NSRange, _ call: String) -> NSRange {
        let count = numberOfGlyphs
        guard range.location != NSNotFound, range.location >= 0, range.length >= 0, NSMaxRange(range) <= count else {
            UIKitLog.error("NSLayoutManager: \(call) range \(range) is out of bounds (\(count) glyphs); clamped")
            let start = min(max(range.location == NSNotFound ? count : range.location, 0), count)
            return NSRange(location: start, length: min(max(range.length, 0), count - start))
        }
        return range
    }

    func clamped(_ index: Int, _ call: String) -> Int {
        guard index >= 0, index <= numberOfGlyphs else {
            UIKitLog.error("NSLayoutManager: \(call) index \(index) is out of bounds (\(numberOfGlyphs) glyphs); clamped")
            return min(max(index, 0), numberOfGlyphs)
        }
        return index
    }
}
