/// One laid-out line of a TextKit layout: its rectangles in its container and the Pango line that draws it.
struct LineFragment {
    /// Which of the layout manager's containers holds the line.
    var containerIndex: Int
    /// The line fragment rectangle: the line's band across the free stretch of the container it sits in,
    /// spacing before and after the line included.
    var rect: CGRect
    /// The part of `rect` the text uses: padding, indent and glyphs, the line's height without spacing.
    var usedRect: CGRect
    /// The characters of the line (the last line of a paragraph ends after the paragraph's break).
    var characterRange: NSRange
    /// The Pango layout the line belongs to and where its text starts in the whole text.
    let layout: TextLayout
    let line: TextLine
    var layoutStart: Int
    /// Where the line's origin (its left end on the baseline) sits in the container.
    var origin: CGPoint

    /// Where the Pango layout's top left would sit for this line to land on `origin`.
    var layoutOrigin: CGPoint { CGPoint(x: origin.x - line.originX, y: origin.y - line.baseline) }

    /// The line's characters in the whole text without the paragraph break: where carets and glyphs are.
    var glyphCharacters: Range<Int> { (layoutStart + line.range.lowerBound)..<(layoutStart + line.range.upperBound) }

    /// The same line after an edit before it: `characters` further on in the text, `dy` lower in its container.
    mutating func move(characters: Int, dy: CGFloat) {
        characterRange.location += characters
        layoutStart += characters
        rect.origin.y += dy
        usedRect.origin.y += dy
        origin.y += dy
    }
}

/// A whole text laid out in a layout manager's containers.
struct TextKitLayout {
    /// The length of the text laid out.
    var length = 0
    var fragments: [LineFragment] = []
    /// The empty line after a final paragraph break (or of an empty text), where the caret goes.
    var extraLineFragment: (rect: CGRect, usedRect: CGRect, containerIndex: Int)?
    /// The first character no container had room for; the text's length when all of it fits.
    var firstUnlaidCharacterIndex = 0

    /// The rectangle a container's text uses: its lines' used rectangles together, the extra line's too (zero
    /// when it holds none).
    func usedRect(inContainerAt index: Int) -> CGRect {
        var rect = CGRect.null
        for fragment in fragments where fragment.containerIndex == index { rect = rect.union(fragment.usedRect) }
        if let extra = extraLineFragment, extra.containerIndex == index { rect = rect.union(extra.usedRect) }
        return rect.isNull ? .zero : rect
    }

    /// The fragment holding a character (a paragraph break belongs to its paragraph's last line).
    func fragmentIndex(containing characterIndex: Int) -> Int? {
        var low = 0, high = fragments.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let range = fragments[middle].characterRange
            if characterIndex < range.location { high = middle - 1 }
            else if characterIndex >= NSMaxRange(range) { low = middle + 1 }
            else { return middle }
        }
        return nil
    }
}
