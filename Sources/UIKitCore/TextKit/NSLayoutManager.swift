/// Lays out a text storage's text in a list of text containers and answers where everything went: line
/// fragments, glyph and character ranges, bounding rectangles, the character at a point. It draws the text too.
///
/// Layout is made lazily, when something asks for it, and thrown away when the text storage reports an edit or a
/// container changes. Glyphs correspond one to one to the text's UTF-16 code units here: a glyph index is a
/// character index (shaping, ligatures and combining marks happen inside Pango, which does not expose TextKit's
/// glyph numbering); ranges convert unchanged.
open class NSLayoutManager: NSObject, @unchecked Sendable {
    // @unchecked: as on iOS, a layout manager is used by one thread at a time.
    public override init() { super.init() }

    /// The text laid out; set by `NSTextStorage.addLayoutManager(_:)`.
    open private(set) weak var textStorage: NSTextStorage?
    open private(set) var textContainers: [NSTextContainer] = []
    open weak var delegate: NSLayoutManagerDelegate?
    /// Whether line heights include the fonts' leading (Pango's line heights always do).
    open var usesFontLeading = true
    /// Layout is made whole, from the first character: every query sees the text laid out in full.
    open var allowsNonContiguousLayout = false
    open var hasNonContiguousLayout: Bool { false }

    /// Whether a long text's paragraphs may be shaped on two cores (`TextKitTypesetter+ShapingAhead.swift`); tests
    /// turn it off to compare with the one-thread layout.
    var shapesParagraphsConcurrently = true
    /// Attributes for text that lacks them (a text view's font, colour and alignment), under the text's own.
    var fallbackAttributes: [NSAttributedString.Key: Any] = [:] { didSet { invalidateWholeLayout() } }
    private var cachedLayout: TextKitLayout?
    /// The edits since `cachedLayout` was made, laid out when the layout is next needed.
    private var pendingEdit: TextKitEdit?

    /// Replaces the text storage reference without registering with it (the storage calls this).
    open func replaceTextStorage(_ newTextStorage: NSTextStorage) {
        let managers = textStorage?.layoutManagers ?? [self]
        for manager in managers {
            manager.textStorage?.removeLayoutManager(manager)
            newTextStorage.addLayoutManager(manager)
        }
    }

    func replaceTextStorageReference(_ storage: NSTextStorage?) {
        textStorage = storage
        invalidateWholeLayout()
        textViewsNoteExternalEdit()
    }

    // MARK: Containers

    open func addTextContainer(_ container: NSTextContainer) { insertTextContainer(container, at: textContainers.count) }

    open func insertTextContainer(_ container: NSTextContainer, at index: Int) {
        guard (0...textContainers.count).contains(index) else {
            UIKitLog.error("NSLayoutManager: insertTextContainer(_:at:) index \(index) is out of bounds (\(textContainers.count) containers); ignored")
            return
        }
        if let other = container.layoutManager, other !== self,
           let old = other.textContainers.firstIndex(where: { $0 === container }) {
            other.removeTextContainer(at: old)
        }
        textContainers.removeAll { $0 === container }
        textContainers.insert(container, at: min(index, textContainers.count))
        container.layoutManager = self
        invalidateWholeLayout()
    }

    open func removeTextContainer(at index: Int) {
        guard textContainers.indices.contains(index) else {
            UIKitLog.error("NSLayoutManager: removeTextContainer(at:) index \(index) is out of bounds (\(textContainers.count) containers); ignored")
            return
        }
        let container = textContainers.remove(at: index)
        if container.layoutManager === self { container.layoutManager = nil }
        invalidateWholeLayout()
    }

    /// A container's size, exclusion paths, padding or line limit changed: the text is laid out again, and the text
    /// views showing the containers redraw.
    open func textContainerChangedGeometry(_ container: NSTextContainer) {
        invalidateWholeLayout()
        textViewsNoteContainerChange()
    }

    // MARK: Invalidation and layout

    /// The text storage reports an edit: the edited paragraphs are laid out again when the layout is next needed
    /// (and what follows, as far as it moved). The text views showing the containers, but the one making the edit,
    /// take the new text and redraw.
    open func processEditing(for textStorage: NSTextStorage, edited editMask: NSTextStorage.EditActions,
                             range newCharRange: NSRange, changeInLength delta: Int, invalidatedRange invalidatedCharRange: NSRange) {
        if cachedLayout != nil {
            let edit = TextKitEdit(range: newCharRange, changeInLength: delta)
            pendingEdit = pendingEdit.map { $0.followed(by: edit) } ?? edit
            delegate?.layoutManagerDidInvalidateLayout(self)
        }
        textViewsNoteExternalEdit()
    }

    open func invalidateLayout(forCharacterRange charRange: NSRange, actualCharacterRange actualCharRange: NSRangePointer?) {
        actualCharRange?.pointee = NSRange(location: 0, length: numberOfGlyphs)
        invalidateWholeLayout()
    }

    open func invalidateGlyphs(forCharacterRange charRange: NSRange, changeInLength delta: Int,
                               actualCharacterRange actualCharRange: NSRangePointer?) {
        invalidateLayout(forCharacterRange: charRange, actualCharacterRange: actualCharRange)
    }

    /// Nothing is cached per display: views redraw from the layout when they are asked to.
    open func invalidateDisplay(forCharacterRange charRange: NSRange) {}
    open func invalidateDisplay(forGlyphRange glyphRange: NSRange) {}

    open func ensureLayout(for container: NSTextContainer) { _ = layout }
    open func ensureLayout(forCharacterRange charRange: NSRange) { _ = layout }
    open func ensureLayout(forGlyphRange glyphRange: NSRange) { _ = layout }
    open func ensureLayout(forBoundingRect bounds: CGRect, in container: NSTextContainer) { _ = layout }
    open func ensureGlyphs(forCharacterRange charRange: NSRange) {}
    open func ensureGlyphs(forGlyphRange glyphRange: NSRange) {}

    /// The first character that did not fit in the containers (the text's length when all of it fits).
    open func firstUnlaidCharacterIndex() -> Int { layout.firstUnlaidCharacterIndex }
    open func firstUnlaidGlyphIndex() -> Int { layout.firstUnlaidCharacterIndex }

    private func invalidateWholeLayout() {
        guard cachedLayout != nil else { return }
        cachedLayout = nil
        pendingEdit = nil
        delegate?.layoutManagerDidInvalidateLayout(self)
    }

    /// The laid-out text, made now if it is not (from the layout before the last edits, if there is one).
    var layout: TextKitLayout {
        if let cachedLayout, pendingEdit == nil { return cachedLayout }
        let typesetter = TextKitTypesetter(text: textStorage ?? NSAttributedString(string: ""), containers: textContainers,
                                           manager: self)
        let made = if let cachedLayout, let pendingEdit { typesetter.layout(updating: cachedLayout, after: pendingEdit) }
                   else { typesetter.layout() }
        cachedLayout = made
        pendingEdit = nil
        if let delegate {
            let used = Set(made.fragments.map(\.containerIndex))
            let last = made.fragments.last?.containerIndex ?? made.extraLineFragment?.containerIndex
            for index in textContainers.indices where used.contains(index) || index == last {
                delegate.layoutManager(self, didCompleteLayoutFor: textContainers[index],
                                       atEnd: index == last && made.firstUnlaidCharacterIndex >= numberOfGlyphs)
            }
            if made.firstUnlaidCharacterIndex < numberOfGlyphs {
                delegate.layoutManager(self, didCompleteLayoutFor: nil, atEnd: false)
            }
        }
        return made
    }

    /// The paragraph style governing a glyph's paragraph (its first character's), or the default.
    func paragraphStyle(atGlyph glyphIndex: Int) -> NSParagraphStyle {
        guard let storage = textStorage, storage.length > 0 else { return .default }
        return storage.attribute(.paragraphStyle, at: min(max(glyphIndex, 0), storage.length - 1), effectiveRange: nil)
            as? NSParagraphStyle ?? .default
    }

    // MARK: Geometry
    // Glyph and character ranges, line fragments and rectangles, in container coordinates (top left origin).
    // Out-of-range indexes are logged and clamped; containers the manager does not hold give empty answers.

    // MARK: Glyphs and characters (one glyph per UTF-16 code unit)

    open var numberOfGlyphs: Int { textStorage?.length ?? 0 }

    open func glyphRange(forCharacterRange charRange: NSRange, actualCharacterRange actualCharRange: NSRangePointer?) -> NSRange {
        let range = clamped(charRange, "glyphRange(forCharacterRange:actualCharacterRange:)")
        actualCharRange?.pointee = range
        return range
    }

    open func characterRange(forGlyphRange glyphRange: NSRange, actualGlyphRange: NSRangePointer?) -> NSRange {
        let range = clamped(glyphRange, "characterRange(forGlyphRange:actualGlyphRange:)")
        actualGlyphRange?.pointee = range
        return range
    }

    open func characterIndexForGlyph(at glyphIndex: Int) -> Int { clamped(glyphIndex, "characterIndexForGlyph(at:)") }
    open func glyphIndexForCharacter(at charIndex: Int) -> Int { clamped(charIndex, "glyphIndexForCharacter(at:)") }

    /// The glyphs laid out in a container.
    open func glyphRange(for container: NSTextContainer) -> NSRange {
        guard let index = containerIndex(container) else { return NSRange(location: 0, length: 0) }
        let fragments = layout.fragments.filter { $0.containerIndex == index }
        guard let first = fragments.first, let last = fragments.last else {
            let start = layout.fragments.last { $0.containerIndex < index }.map { NSMaxRange($0.characterRange) } ?? 0
            return NSRange(location: start, length: 0)
        }
        return NSRange(location: first.characterRange.location,
                       length: NSMaxRange(last.characterRange) - first.characterRange.location)
    }

    // MARK: Line fragments

    open func lineFragmentRect(forGlyphAt glyphIndex: Int, effectiveRange effectiveGlyphRange: NSRangePointer?) -> CGRect {
        fragment(at: glyphIndex, effectiveRange: effectiveGlyphRange, "lineFragmentRect(forGlyphAt:effectiveRange:)")?.rect ?? .zero
    }

    open func lineFragmentRect(forGlyphAt glyphIndex: Int, effectiveRange effectiveGlyphRange: NSRangePointer?,
                               withoutAdditionalLayout flag: Bool) -> CGRect {
        lineFragmentRect(forGlyphAt: glyphIndex, effectiveRange: effectiveGlyphRange)
    }

    open func lineFragmentUsedRect(forGlyphAt glyphIndex: Int, effectiveRange effectiveGlyphRange: NSRangePointer?) -> CGRect {
        fragment(at: glyphIndex, effectiveRange: effectiveGlyphRange, "lineFragmentUsedRect(forGlyphAt:effectiveRange:)")?.usedRect ?? .zero
    }

    open func textContainer(forGlyphAt glyphIndex: Int, effectiveRange effectiveGlyphRange: NSRangePointer?) -> NSTextContainer? {
        guard let fragment = fragment(at: glyphIndex, effectiveRange: nil, "textContainer(forGlyphAt:effectiveRange:)") else {
            effectiveGlyphRange?.pointee = NSRange(location: NSNotFound, length: 0)
            return nil
        }
        if let effectiveGlyphRange {
            effectiveGlyphRange.pointee = glyphRange(for: textContainers[fragment.containerIndex])
        }
        return textContainers[fragment.containerIndex]
    }

    /// Where a glyph sits relative to its line fragment's origin: its left edge, on the baseline.
    open func location(forGlyphAt glyphIndex: Int) -> CGPoint {
        guard let fragment = fragment(at: glyphIndex, effectiveRange: nil, "location(forGlyphAt:)") else { return .zero }
        let x = caretX(glyphIndex, in: fragment)
        return CGPoint(x: x - fragment.rect.minX, y: fragment.origin.y - fragment.rect.minY)
    }

    /// Calls `block` for each line fragment holding glyphs of `glyphRange`, in order, with its rectangle, used
    /// rectangle, container and glyph range, until it sets its last argument.
    open func enumerateLineFragments(forGlyphRange glyphRange: NSRange,
                                     using block: (CGRect, CGRect, NSTextContainer, NSRange, UnsafeMutablePointer<ObjCBool>) -> Void) {
        let range = clamped(glyphRange, "enumerateLineFragments(forGlyphRange:using:)")
        var stop = ObjCBool(false)
        for fragment in fragments(intersecting: range) {
            block(fragment.rect, fragment.usedRect, textContainers[fragment.containerIndex], fragment.characterRange, &stop)
            if stop.boolValue { return }
        }
    }

    /// Calls `block` for each rectangle the glyphs of `glyphRange` cover in `container` (one per line).
    open func enumerateEnclosingRects(forGlyphRange glyphRange: NSRange, withinSelectedGlyphRange selectedRange: NSRange,
                                      in textContainer: NSTextContainer,
                                      using block: (CGRect, UnsafeMutablePointer<ObjCBool>) -> Void) {
        var stop = ObjCBool(false)
        for rect in enclosingRects(glyphRange, in: textContainer) {
            block(rect, &stop)
            if stop.boolValue { return }
        }
    }

    // MARK: Rectangles

    /// The rectangle the container's text uses: its lines' used rectangles together, the extra line's too.
    open func usedRect(for container: NSTextContainer) -> CGRect {
        guard let index = containerIndex(container) else { return .zero }
        return layout.usedRect(inContainerAt: index)
    }

    /// The smallest rectangle holding the glyphs of `glyphRange` that lie in `container`: their line heights
    /// and advances.
    open func boundingRect(forGlyphRange glyphRange: NSRange, in container: NSTextContainer) -> CGRect {
        let rect = enclosingRects(glyphRange, in: container).reduce(CGRect.null) { $0.union($1) }
        return rect.isNull ? .zero : rect
    }

    /// The glyphs whose line fragments reach into `bounds`.
    open func glyphRange(forBoundingRect bounds: CGRect, in container: NSTextContainer) -> NSRange {
        guard let index = containerIndex(container) else { return NSRange(location: 0, length: 0) }
        // A container's fragments are together and go down it: those from the first reaching below the top.
        let fragments = layout.fragments
        let start = fragments.partitioningIndex { $0.containerIndex > index || $0.containerIndex == index && $0.rect.maxY > bounds.minY }
        let end = fragments.partitioningIndex { $0.containerIndex > index || $0.containerIndex == index && $0.rect.minY >= bounds.maxY }
        let hits = start < end ? fragments[start..<end].filter { $0.rect.intersects(bounds) } : []
        guard let first = hits.first, let last = hits.last else { return NSRange(location: 0, length: 0) }
        return NSRange(location: first.characterRange.location,
                       length: NSMaxRange(last.characterRange) - first.characterRange.location)
    }

    open func glyphRange(forBoundingRectWithoutAdditionalLayout bounds: CGRect, in container: NSTextContainer) -> NSRange {
        glyphRange(forBoundingRect: bounds, in: container)
    }

    open var extraLineFragmentRect: CGRect { layout.extraLineFragment?.rect ?? .zero }
    open var extraLineFragmentUsedRect: CGRect { layout.extraLineFragment?.usedRect ?? .zero }
    open var extraLineFragmentTextContainer: NSTextContainer? {
        layout.extraLineFragment.map { textContainers[$0.containerIndex] }
    }

    // MARK: Hit-testing

    /// The glyph under a point of the container (the nearest on the nearest line), and how far across it the
    /// point lies (0 at its left edge, 1 at its right).
    open func glyphIndex(for point: CGPoint, in container: NSTextContainer,
                         fractionOfDistanceThroughGlyph partialFraction: UnsafeMutablePointer<CGFloat>?) -> Int {
        partialFraction?.pointee = 0
        guard point.x.isFinite, point.y.isFinite else {
            UIKitLog.error("NSLayoutManager: glyphIndex(for:in:) point \(point) is not finite; 0 returned")
            return 0
        }
        guard let index = containerIndex(container) else { return 0 }
        let fragments = layout.fragments.filter { $0.containerIndex == index }
        guard !fragments.isEmpty else { return glyphRange(for: container).location }
        // The line whose band holds the point, else the nearest above or below.
        let fragment = fragments.first { point.y < $0.rect.maxY } ?? fragments[fragments.count - 1]
        let characters = fragment.glyphCharacters
        guard !characters.isEmpty else { return fragment.characterRange.location }
        let local = CGPoint(x: point.x - fragment.layoutOrigin.x, y: fragment.line.baseline)
        var glyph = fragment.layoutStart + fragment.layout.characterIndex(at: local)
        glyph = min(max(glyph, characters.lowerBound), characters.upperBound - 1)
        let box = fragment.layout.characterRect(utf16Offset: glyph - fragment.layoutStart)
        let left = min(box.minX, box.maxX) + fragment.layoutOrigin.x, width = abs(box.width)
        partialFraction?.pointee = width > 0 ? min(max((point.x - left) / width, 0), 1) : 0
        return glyph
    }

    open func glyphIndex(for point: CGPoint, in container: NSTextContainer) -> Int {
        glyphIndex(for: point, in: container, fractionOfDistanceThroughGlyph: nil)
    }

    /// The character under a point, and how far the point lies between the insertion points before and after it.
    open func characterIndex(for point: CGPoint, in container: NSTextContainer,
                             fractionOfDistanceBetweenInsertionPoints partialFraction: UnsafeMutablePointer<CGFloat>?) -> Int {
        glyphIndex(for: point, in: container, fractionOfDistanceThroughGlyph: partialFraction)
    }

    // MARK: Drawing

    // Into UIKit's current context, `at` being where the container's origin lies in it; the background first, then
    // the glyphs, as a text view draws. They read `UIGraphicsGetCurrentContext()`, main-actor state here, so they
    // are main-actor methods.

    /// Fills the background colours (`.backgroundColor`) of the glyphs in `glyphsToShow`, a line high.
    @preconcurrency @MainActor open func drawBackground(forGlyphRange glyphsToShow: NSRange, at origin: CGPoint) {
        guard let context = UIGraphicsGetCurrentContext(), let storage = textStorage, origin.x.isFinite, origin.y.isFinite else { return }
        let range = glyphsToShow.clamped(to: storage.length)
        guard range.length > 0 else { return }
        context.saveGState()
        storage.enumerateAttribute(.backgroundColor, in: range, options: []) { value, run, _ in
            guard let color = value as? UIColor else { return }
            context.setFillColor(color.cgColor)
            for container in textContainers {
                for rect in enclosingRects(run, in: container) {
                    context.fill(rect.offsetBy(dx: origin.x, dy: origin.y))
                }
            }
        }
        context.restoreGState()
    }

    /// Draws the lines holding glyphs of `glyphsToShow`, then their attachments' images. Runs with a shadow
    /// attribute draw with it, under their own glyphs only; letterpress runs (`textEffect`) draw embossed.
    @preconcurrency @MainActor open func drawGlyphs(forGlyphRange glyphsToShow: NSRange, at origin: CGPoint) {
        guard let context = UIGraphicsGetCurrentContext(), let storage = textStorage, origin.x.isFinite, origin.y.isFinite else { return }
        let range = glyphsToShow.clamped(to: storage.length)
        for fragment in fragments(intersecting: range) where range.length > 0 {
            let point = CGPoint(x: fragment.origin.x + origin.x, y: fragment.origin.y + origin.y)
            // Shadow attributes are the runs' own (`TextStyle.shadow`): the layout draws each under its runs.
            context.draw(fragment.layout, line: fragment.line.index, at: point)
            let letterpress = letterpressRects(of: fragment, in: storage)
            if !letterpress.isEmpty { drawLetterpress(of: fragment, in: letterpress, at: point, origin: origin, context: context) }
            drawAttachments(of: fragment, in: storage, at: origin)
        }
    }
}
