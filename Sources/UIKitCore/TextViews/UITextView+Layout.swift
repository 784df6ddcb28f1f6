import Foundation

/// Where a text view's text, caret and selection go, and drawing them. The text is laid out paragraph by
/// paragraph (`TextViewLayout`, Pango through `TextLayout`) at the text container's width, and kept: an edit lays
/// out its paragraphs again, a new style, inset or width all of them. It sits at `textOrigin` in the content,
/// below `textContainerInset.top`, inset by the line fragment padding. The view draws the paragraphs in view (it
/// redraws when it scrolls), so a long text needs no backing store of its whole height.
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
    func makeTextLayout(width: CGFloat) -> TextViewLayout {
        var paragraph = TextParagraph()
        switch textAlignment {
        case .left: paragraph.alignment = .left
        case .center: paragraph.alignment = .center
        case .right: paragraph.alignment = .right
        case .justified: paragraph.alignment = .justified
        case .natural: paragraph.alignment = .natural
        }
        paragraph.wrapping = .word
        return TextViewLayout(text: textStorage, defaults: defaultAttributes, style: paragraph,
                              wrapWidth: wrapWidth(forViewWidth: width))
    }

    /// The laid-out text at the view's width.
    var textLayout: TextViewLayout {
        takeExternalChanges()
        if let cachedTextLayout { return cachedTextLayout }
        let layout = makeTextLayout(width: bounds.width)
        cachedTextLayout = layout
        return layout
    }

    /// The text's style, the insets or the padding changed: lay out again, redraw, resize the content.
    func textLayoutDidChange() {
        cachedTextLayout = nil
        setNeedsDisplay()
        updateContentSize()
        showCaret()
    }

    func textContainerDidChange() { textLayoutDidChange() }

    /// The content is the view's width and the text's height with the insets; a new width lays the text out anew.
    func updateContentSize() {
        if textContainer.widthTracksTextView {
            let inset = textContainerInset
            textKitLayoutManager.viewIsChangingItsText = true
            defer { textKitLayoutManager.viewIsChangingItsText = false }
            textContainer.size = CGSize(width: max(bounds.width - inset.left - inset.right, 0),
                                        height: textContainer.heightTracksTextView
                                            ? max(bounds.height - inset.top - inset.bottom, 0) : .greatestFiniteMagnitude)
        }
        if let cachedTextLayout, cachedTextLayout.wrapWidth != wrapWidth(forViewWidth: bounds.width) {
            self.cachedTextLayout = nil
            setNeedsDisplay()
        }
        let height = ceil(textLayout.height + textContainerInset.top + textContainerInset.bottom)
        let size = CGSize(width: bounds.width, height: height)
        if contentSize != size { contentSize = size }
    }

    // MARK: Geometry

    func caretRect(atOffset offset: Int) -> CGRect {
        let caret = textLayout.caretRect(at: min(max(offset, 0), editor.length))
        let origin = textOrigin
        return CGRect(x: (origin.x + caret.minX - 1).rounded(), y: (origin.y + caret.minY).rounded(),
                      width: 2, height: caret.height.rounded())
    }

    func closestOffset(to point: CGPoint) -> Int {
        let origin = textOrigin
        let offset = textLayout.offset(closestTo: CGPoint(x: point.x - origin.x, y: point.y - origin.y))
        return editor.clamped(NSRange(location: offset, length: 0)).location
    }

    /// The start or end of the laid-out line: a wrapped line ends before the space it broke at, so that the caret
    /// stays on it.
    func lineBoundary(from offset: Int, _ direction: TextEditingCommand.Direction) -> Int {
        let (range, wraps) = textLayout.line(containing: offset)
        guard direction == .forward else { return range.lowerBound }
        return wraps && !range.isEmpty ? editor.characterBoundary(before: range.upperBound) : range.upperBound
    }

    func verticalOffset(from offset: Int, _ direction: TextEditingCommand.Direction, _ unit: TextEditingCommand.Unit,
                        goalX: inout CGFloat?) -> Int {
        let layout = textLayout
        let caret = layout.caretRect(at: offset)
        let x = goalX ?? caret.minX
        goalX = x
        let sign: CGFloat = direction == .forward ? 1 : -1
        guard unit == .page else { return layout.offset(movingFrom: offset, lines: Int(sign), atX: x) }
        // A page: the visible height less a line, so that a line of context stays in view.
        let page = max(bounds.height - textContainerInset.top - textContainerInset.bottom - caret.height, caret.height)
        let y = caret.midY + sign * page
        if y < 0 { return 0 }
        if y > layout.height { return editor.length }
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

    /// The paragraphs in view.
    private var visibleParagraphs: ArraySlice<TextViewLayout.Paragraph> {
        let layout = textLayout, top = textOrigin.y
        return layout.paragraphs[layout.indices(between: bounds.minY - top, and: bounds.maxY - top)]
    }

    /// The selection's tint behind the text, line by line in view: from its start to the line's end on its first
    /// line, whole lines between, to its end on its last.
    func drawSelection() {
        guard isFirstResponder || isShowingEditingMenu, editor.selection.length > 0 else { return }
        tintColor.withAlphaComponent(0.3).setFill()
        lineRects(of: editor.selection, pastLineEnds: true).forEach(UIRectFill)
    }

    /// Text being composed: underlined in the text's colour.
    func drawMarkedText() {
        guard isEditing, let marked = editor.markedRange else { return }
        (textColor ?? .label).setFill()
        for rect in lineRects(of: marked, pastLineEnds: false) {
            UIRectFill(CGRect(x: rect.minX, y: (rect.maxY - 2).rounded(), width: rect.width, height: 1))
        }
    }

    /// The rectangles a range covers on the lines in view, one a line; `pastLineEnds`: to the container's right
    /// edge where the range goes on past a line's end (a selected line break or wrapping space).
    private func lineRects(of range: NSRange, pastLineEnds: Bool) -> [CGRect] {
        let origin = textOrigin, start = range.location, end = NSMaxRange(range)
        let right = bounds.width - textContainerInset.right - textContainer.lineFragmentPadding
        var rects: [CGRect] = []
        for paragraph in visibleParagraphs where paragraph.start <= end && paragraph.next > start {
            let layout = paragraph.layout
            for line in 0..<layout.lineCount {
                let range = layout.lineRange(at: line)
                let lower = paragraph.start + range.lowerBound, upper = paragraph.start + range.upperBound
                let wraps = line + 1 < layout.lineCount
                // The range goes on past this line: over the space it wrapped at, or the paragraph's break.
                let goesOn = end > upper || (wraps && end == upper)
                guard end >= lower, start < upper || (start == upper && goesOn && !wraps) else { continue }
                let first = layout.caretRect(utf16Offset: max(start, lower) - paragraph.start)
                let minX = origin.x + first.minX
                let lineEndX = upper > lower ? origin.x + layout.characterRect(utf16Offset: upper - 1 - paragraph.start).maxX : minX
                let maxX = goesOn ? (pastLineEnds ? right : lineEndX)
                    : origin.x + layout.caretRect(utf16Offset: end - paragraph.start).minX
                guard maxX > minX else { continue }
                rects.append(CGRect(x: minX, y: origin.y + paragraph.top + first.minY, width: maxX - minX, height: first.height))
            }
        }
        return rects
    }

    func drawText() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        defer { context.restoreGState() }
        context.clip(to: bounds)
        let origin = textOrigin
        for paragraph in visibleParagraphs {
            context.draw(paragraph.layout, at: CGPoint(x: origin.x, y: origin.y + paragraph.top))
        }
    }
}
