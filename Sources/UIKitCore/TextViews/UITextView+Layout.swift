import Foundation

/// Where a text view's text, caret and selection go, and drawing them. The text is laid out once (by Pango,
/// through `TextLayout`) at the text container's width and kept until the text, its style or the width change;
/// it sits at `textOrigin` in the content, below `textContainerInset.top`, inset by the line fragment padding.
/// The view draws the visible part of its content (it redraws when it scrolls), so a long text needs no backing
/// store of its whole height.
extension UITextView {
    /// The top left of the laid-out text, in content coordinates.
    var textOrigin: CGPoint {
        CGPoint(x: textContainerInset.left + textContainer.lineFragmentPadding, y: textContainerInset.top)
    }

    /// The width lines wrap at: the container's, less the padding at both ends; none for a view without a width.
    private func wrapWidth(forViewWidth width: CGFloat) -> CGFloat? {
        guard width.isFinite, width > 0 else { return nil }
        let inset = textContainerInset
        return max(width - inset.left - inset.right - 2 * textContainer.lineFragmentPadding, 1)
    }

    /// The text laid out for a view `width` wide.
    func makeTextLayout(width: CGFloat) -> TextLayout {
        let defaults = defaultAttributes
        var spans: [TextSpan] = []
        textStorage.enumerateAttributes(in: NSRange(location: 0, length: textStorage.length), options: []) { attributes, range, _ in
            let merged = defaults.merging(attributes) { _, own in own }
            spans.append(TextSpan(range: range.location..<NSMaxRange(range), style: NSAttributedString.textStyle(merged)))
        }
        var paragraph = TextParagraph()
        switch textAlignment {
        case .left: paragraph.alignment = .left
        case .center: paragraph.alignment = .center
        case .right: paragraph.alignment = .right
        case .justified: paragraph.alignment = .justified
        case .natural: paragraph.alignment = .natural
        }
        paragraph.wrapping = .word
        return TextLayout(text: textStorage.string, base: NSAttributedString.textStyle(defaults), spans: spans,
                          paragraph: paragraph, width: wrapWidth(forViewWidth: width))
    }

    /// The laid-out text at the view's width.
    var textLayout: TextLayout {
        if let cachedTextLayout { return cachedTextLayout }
        let layout = makeTextLayout(width: bounds.width)
        cachedTextLayout = layout
        return layout
    }

    /// The text, its style, the insets or the padding changed: lay out again, redraw, resize the content.
    func textLayoutDidChange() {
        cachedTextLayout = nil
        setNeedsDisplay()
        updateContentSize()
        showCaret()
    }

    func textContainerDidChange() { textLayoutDidChange() }

    /// The content is the view's width and the text's height with the insets; a new width lays the text out anew.
    func updateContentSize() {
        if let cachedTextLayout, !cachedTextLayout.wraps(at: wrapWidth(forViewWidth: bounds.width)) {
            self.cachedTextLayout = nil
            setNeedsDisplay()
        }
        let height = ceil(textLayout.size.height + textContainerInset.top + textContainerInset.bottom)
        let size = CGSize(width: bounds.width, height: height)
        if contentSize != size { contentSize = size }
    }

    // MARK: Geometry

    func caretRect(atOffset offset: Int) -> CGRect {
        let caret = textLayout.caretRect(utf16Offset: min(max(offset, 0), editor.length))
        let origin = textOrigin
        return CGRect(x: (origin.x + caret.minX - 1).rounded(), y: (origin.y + caret.minY).rounded(),
                      width: 2, height: caret.height.rounded())
    }

    func closestOffset(to point: CGPoint) -> Int {
        let origin = textOrigin
        return editor.clamped(NSRange(location: textLayout.offset(closestTo: CGPoint(x: point.x - origin.x, y: point.y - origin.y)),
                                      length: 0)).location
    }

    /// The start or end of the laid-out line: a wrapped line ends before the space it broke at, so that the caret
    /// stays on it.
    func lineBoundary(from offset: Int, _ direction: TextEditingCommand.Direction) -> Int {
        let layout = textLayout
        let line = layout.lineIndex(utf16Offset: offset)
        let range = layout.lineRange(at: line)
        guard direction == .forward else { return range.lowerBound }
        let wraps = line + 1 < layout.lineCount && layout.lineRange(at: line + 1).lowerBound == range.upperBound
        return wraps && range.upperBound > range.lowerBound ? editor.characterBoundary(before: range.upperBound) : range.upperBound
    }

    func verticalOffset(from offset: Int, _ direction: TextEditingCommand.Direction, _ unit: TextEditingCommand.Unit,
                        goalX: inout CGFloat?) -> Int {
        let layout = textLayout
        let caret = layout.caretRect(utf16Offset: offset)
        let x = goalX ?? caret.minX
        goalX = x
        let sign: CGFloat = direction == .forward ? 1 : -1
        guard unit == .page else { return layout.offset(movingFrom: offset, lines: Int(sign), atX: x) }
        // A page: the visible height less a line, so that a line of context stays in view.
        let page = max(bounds.height - textContainerInset.top - textContainerInset.bottom - caret.height, caret.height)
        let y = caret.midY + sign * page
        if y < 0 { return 0 }
        if y > layout.size.height { return editor.length }
        return layout.offset(closestTo: CGPoint(x: x, y: y))
    }

    /// Scrolls the caret (the selection's moving end) into view while editing.
    func scrollToCaret() {
        guard isFirstResponder else { return }
        updateContentSize()
        scrollRangeToVisible(NSRange(location: editor.head, length: 0))
    }

    // MARK: Drawing

    /// Shows the blinking caret where the selection is empty while editing.
    func showCaret() {
        let visible = isFirstResponder && isEditable && editor.selection.length == 0
        caretLayer.showTextCaret(at: visible ? caretRect(atOffset: editor.selection.location) : nil, color: tintColor)
    }

    /// The selection's tint behind the text, line by line: from its start to the line's end on the first line,
    /// whole lines between, to its end on the last.
    func drawSelection() {
        let selection = editor.selection
        guard isFirstResponder, selection.length > 0 else { return }
        let layout = textLayout, origin = textOrigin
        // Only the lines in view: a long selection costs what shows.
        let top = layout.lineIndex(utf16Offset: layout.offset(closestTo: CGPoint(x: 0, y: bounds.minY - origin.y)))
        let bottom = layout.lineIndex(utf16Offset: layout.offset(closestTo: CGPoint(x: 0, y: bounds.maxY - origin.y)))
        let first = max(layout.lineIndex(utf16Offset: selection.location), top)
        let last = min(layout.lineIndex(utf16Offset: NSMaxRange(selection)), bottom)
        guard first <= last else { return }
        let right = bounds.width - textContainerInset.right - textContainer.lineFragmentPadding
        tintColor.withAlphaComponent(0.3).setFill()
        for line in first...last {
            let range = layout.lineRange(at: line)
            let start = max(range.lowerBound, selection.location)
            let startCaret = layout.caretRect(utf16Offset: start)
            let endX: CGFloat
            if NSMaxRange(selection) <= range.upperBound {
                endX = origin.x + layout.caretRect(utf16Offset: NSMaxRange(selection)).minX
            } else {
                endX = right   // the selection goes on past this line's end
            }
            let minX = origin.x + startCaret.minX
            UIRectFill(CGRect(x: minX, y: origin.y + startCaret.minY, width: max(endX - minX, 0), height: startCaret.height))
        }
    }

    func drawText() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        defer { context.restoreGState() }
        context.clip(to: bounds)
        context.draw(textLayout, at: textOrigin)
    }
}
