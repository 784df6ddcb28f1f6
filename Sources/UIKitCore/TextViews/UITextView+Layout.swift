import Foundation

/// Where a text view's text, caret and selection go, and drawing them, all through its TextKit stack as on iOS:
/// the layout manager lays the text storage out in the text container (its width the view's less the insets, its
/// padding and exclusion paths honoured), and the view draws its line fragments, places the caret on them and
/// hit-tests them. The container's origin is `textContainerOrigin` in the content. An edit lays out its
/// paragraphs again (the layout manager keeps the lines around it); the view draws only the lines in view (it
/// redraws when it scrolls), so a long text needs no backing store of its whole height.
///
/// Where the layout manager has several containers, the view shows its own container's lines only: its content,
/// size, caret, its part of the selection and hit-testing stay within `shownCharacterRange`, in the storage's
/// character indexes; an insertion point whose line is in another view's container takes the first responder
/// there (`UITextView+LinkedViews.swift`).
extension UITextView {
    /// The text container's top left in content coordinates.
    var textContainerOrigin: CGPoint { CGPoint(x: textContainerInset.left, y: textContainerInset.top) }

    /// Which of the layout manager's containers the view shows.
    var shownContainerIndex: Int { textKitLayoutManager.textContainers.firstIndex { $0 === textContainer } ?? 0 }

    /// The characters laid out in the view's container, where its caret can be: from the container's first
    /// character to its last, and on to the text's end for the last container (the only one of a view's own stack),
    /// which holds the insertion point after the last line.
    var shownCharacterRange: NSRange {
        let manager = textKitLayoutManager
        let index = shownContainerIndex
        guard manager.textContainers.count > 1 else { return NSRange(location: 0, length: storage.length) }
        let range = manager.glyphRange(for: textContainer)
        let end = index == manager.textContainers.count - 1 ? storage.length : NSMaxRange(range)
        return NSRange(location: range.location, length: max(end - range.location, 0))
    }

    /// Whether an insertion point lies in the view's container (its ends included).
    func shows(offset: Int) -> Bool {
        let range = shownCharacterRange
        return offset >= range.location && offset <= NSMaxRange(range)
    }

    /// What the text lacks comes from the view: its font, colour and alignment.
    func updateFallbackAttributes() {
        var attributes = defaultAttributes
        if textAlignment != .natural {
            let style = NSMutableParagraphStyle()
            style.alignment = textAlignment
            attributes[.paragraphStyle] = style
        }
        textKitLayoutManager.fallbackAttributes = attributes
    }

    /// The text's style or the insets changed: redraw, resize the content, move the caret.
    func textLayoutDidChange() {
        setNeedsDisplay()
        updateContentSize()
        showCaret()
    }

    func textContainerDidChange() { textLayoutDidChange() }

    /// The container's size for a view `width` wide: the width less the insets, and no bottom unless it tracks
    /// the view's height.
    private func containerSize(forWidth width: CGFloat) -> CGSize {
        let inset = textContainerInset
        return CGSize(width: max(width - inset.left - inset.right, 0),
                      height: textContainer.heightTracksTextView ? max(bounds.height - inset.top - inset.bottom, 0)
                                                                 : .greatestFiniteMagnitude)
    }

    /// The content is the view's width and the text's height with the insets.
    func updateContentSize() {
        takeExternalChanges()
        if textContainer.widthTracksTextView, bounds.width.isFinite {
            let size = containerSize(forWidth: bounds.width)
            if textContainer.size != size {
                changeContainer { $0.size = size }
                setNeedsDisplay()
            }
        }
        let used = textKitLayoutManager.layout.usedRect(inContainerAt: shownContainerIndex)
        let size = CGSize(width: bounds.width, height: ceil(used.maxY + textContainerInset.top + textContainerInset.bottom))
        if contentSize != size {
            contentSize = size
            if !isScrollEnabled { invalidateIntrinsicContentSize() }
        }
    }

    /// The height the view's text needs at a width, laid out aside in a container of that width: the whole text,
    /// or where the layout manager has several containers only the characters laid out in the view's (the rest
    /// belongs to the other views).
    func textHeight(forWidth width: CGFloat) -> CGFloat {
        takeExternalChanges()
        let container = NSTextContainer(size: containerSize(forWidth: width))
        container.lineFragmentPadding = textContainer.lineFragmentPadding
        container.exclusionPaths = textContainer.exclusionPaths
        container.maximumNumberOfLines = textContainer.maximumNumberOfLines
        let manager = textKitLayoutManager
        let text: NSAttributedString = manager.textContainers.count > 1
            ? textStorage.attributedSubstring(from: manager.glyphRange(for: textContainer)) : textStorage
        let layout = TextKitTypesetter(text: text, containers: [container], manager: manager).layout()
        return layout.usedRect(inContainerAt: 0).maxY
    }

    // MARK: Geometry

    func caretRect(atOffset offset: Int) -> CGRect {
        takeExternalChanges()
        let origin = textContainerOrigin
        guard let caret = textKitLayoutManager.insertionPointRect(at: min(max(offset, 0), editor.length),
                                                                  inContainerAt: shownContainerIndex) else {
            return CGRect(x: origin.x + textContainer.lineFragmentPadding - 1, y: origin.y, width: 2,
                          height: (font ?? Self.defaultFont).lineHeight.rounded())
        }
        return CGRect(x: (origin.x + caret.minX - 1).rounded(), y: (origin.y + caret.minY).rounded(),
                      width: 2, height: caret.height.rounded())
    }

    func closestOffset(to point: CGPoint) -> Int {
        // A selecting drag that left this view for another view of its text selects there.
        if editor.dragAnchor != nil || editor.dragWord != nil, let offset = linkedOffset(under: point) { return offset }
        takeExternalChanges()
        let origin = textContainerOrigin
        let offset = textKitLayoutManager.insertionPoint(closestTo: CGPoint(x: point.x - origin.x, y: point.y - origin.y),
                                                         inContainerAt: shownContainerIndex)
        return editor.clamped(NSRange(location: offset, length: 0)).location
    }

    /// The start or end of the laid-out line: a wrapped line ends before the space it broke at, so that the caret
    /// stays on it.
    func lineBoundary(from offset: Int, _ direction: TextEditingCommand.Direction) -> Int {
        takeExternalChanges()
        guard case .fragment(let index) = textKitLayoutManager.insertionLine(at: offset, inContainerAt: shownContainerIndex) else {
            return offset
        }
        let line = textKitLayoutManager.lineRange(ofFragmentAt: index)
        return direction == .forward ? line.end : line.characters.lowerBound
    }

    func verticalOffset(from offset: Int, _ direction: TextEditingCommand.Direction, _ unit: TextEditingCommand.Unit,
                        goalX: inout CGFloat?) -> Int {
        takeExternalChanges()
        let manager = textKitLayoutManager
        let container = shownContainerIndex, shown = shownCharacterRange
        guard let caret = manager.insertionPointRect(at: offset, inContainerAt: container) else { return offset }
        let x = goalX ?? caret.minX
        goalX = x
        let sign: CGFloat = direction == .forward ? 1 : -1
        guard unit == .page else {
            return manager.insertionPoint(movingFrom: offset, lines: Int(sign), atX: x, inContainerAt: container,
                                          within: shown)
        }
        // A page: the visible height less a line, so that a line of context stays in view.
        let page = max(bounds.height - textContainerInset.top - textContainerInset.bottom - caret.height, caret.height)
        let y = caret.midY + sign * page
        if y < 0 { return shown.location }
        if y > manager.layout.usedRect(inContainerAt: container).maxY { return NSMaxRange(shown) }
        return manager.insertionPoint(closestTo: CGPoint(x: x, y: y), inContainerAt: container)
    }

    /// Scrolls the caret (the selection's moving end) into view while editing.
    func scrollToCaret() {
        guard isFirstResponder else { return }
        updateContentSize()
        scrollRangeToVisible(NSRange(location: editor.head, length: 0))
    }

    // MARK: Drawing

    /// Shows the blinking caret where the selection is empty while editing, if it is in the view's container.
    func showCaret() {
        let visible = isFirstResponder && isEditable && editor.selection.length == 0 && shows(offset: editor.selection.location)
        caretLayer.showTextCaret(at: visible ? caretRect(atOffset: editor.selection.location) : nil, color: tintColor)
    }

    /// The characters of the lines in view.
    private var visibleGlyphRange: NSRange {
        let origin = textContainerOrigin
        return textKitLayoutManager.glyphRange(forBoundingRect: bounds.offsetBy(dx: -origin.x, dy: -origin.y),
                                               in: textContainer)
    }

    /// The selection's tint behind the text, line by line in view: from its start to the line's end on its first
    /// line, whole lines between, to its end on its last.
    /// Views of one layout manager share the selection: each draws the part of it in its container.
    private func drawSelection() {
        guard let holder = selectionHoldingTextView, holder.editor.selection.length > 0 else { return }
        tintColor.withAlphaComponent(0.3).setFill()
        lineRects(of: holder.editor.selection, pastLineEnds: true).forEach(UIRectFill)
    }

    /// Text being composed: underlined in the text's colour.
    func drawMarkedText() {
        guard isEditing, let marked = editor.markedRange else { return }
        (textColor ?? .label).setFill()
        for rect in lineRects(of: marked, pastLineEnds: false) {
            UIRectFill(CGRect(x: rect.minX, y: (rect.maxY - 2).rounded(), width: rect.width, height: 1))
        }
    }

    /// The rectangles a range covers on the lines in view, one a line fragment, in content coordinates;
    /// `pastLineEnds`: to the fragment's end (inside its padding) where the range goes on past a line's end (a
    /// selected line break or wrapping space).
    private func lineRects(of range: NSRange, pastLineEnds: Bool) -> [CGRect] {
        let manager = textKitLayoutManager
        let visible = visibleGlyphRange
        let start = max(range.location, visible.location), end = NSMaxRange(range)
        guard start <= end else { return [] }
        let origin = textContainerOrigin, container = shownContainerIndex
        var rects: [CGRect] = []
        for fragment in manager.fragments(intersecting: NSRange(location: start, length: max(min(end, NSMaxRange(visible)) - start, 0)))
        where fragment.containerIndex == container {
            let characters = fragment.glyphCharacters
            // The range goes on past this line: over the space it wrapped at, or the paragraph's break.
            let goesOn = end > characters.upperBound
            let minX = manager.caretX(max(range.location, characters.lowerBound), in: fragment)
            let maxX = goesOn ? (pastLineEnds ? fragment.rect.maxX - textContainer.lineFragmentPadding
                                              : manager.caretX(characters.upperBound, in: fragment))
                : manager.caretX(end, in: fragment)
            guard maxX > minX else { continue }
            let line = fragment.usedRect
            rects.append(CGRect(x: origin.x + minX, y: origin.y + line.minY, width: maxX - minX, height: line.height))
        }
        return rects
    }

    /// The lines in view, as the layout manager draws them: their background colours, the selection over those,
    /// then their glyphs.
    func drawText() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        defer { context.restoreGState() }
        context.clip(to: bounds)
        let range = visibleGlyphRange
        textKitLayoutManager.drawBackground(forGlyphRange: range, at: textContainerOrigin)
        drawSelection()
        textKitLayoutManager.drawGlyphs(forGlyphRange: range, at: textContainerOrigin)
    }
}
