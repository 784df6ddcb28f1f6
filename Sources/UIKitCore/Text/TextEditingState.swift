import Foundation
import CoreGraphics

/// The text being edited and its selection, shared by every editable text view so their editing cannot drift
/// apart: the selected UTF-16 range (length 0: the caret), its anchor (the end that stays put while Shift-moves
/// move the other), the x a run of Up/Down moves keeps, and the boundaries edits and moves stop at (characters:
/// grapheme clusters; words: UAX #29, through `TextBoundaries`; paragraphs).
struct TextEditingState {
    private(set) var text = ""
    /// Always inside the text, its ends on character boundaries (set it through `select(_:)`).
    private(set) var selection = NSRange(location: 0, length: 0)
    private(set) var anchor: Int?
    /// The caret's x that Up/Down moves keep, so that a short line on the way does not pull the caret left.
    var goalX: CGFloat?
    /// Text being composed (dead keys, Compose, an input method), shown marked until it is committed: any edit
    /// or selection change commits it.
    private(set) var markedRange: NSRange?
    /// Whether the marked text is a dead-key or Compose sequence the keyboard is going through.
    var marksKeySequence = false
    /// Where a touch that is selecting by dragging began.
    var dragAnchor: Int?
    /// The word a double click selected, while its drag goes on to select word by word.
    var dragWord: NSRange?
    /// The view's own context menu holds the keys: editing goes on meanwhile (no end or new beginning).
    var focusIsWithEditingMenu = false
    /// The typing being coalesced into one undo step, while it goes on.
    var typingUndo: TextUndoRun?
    /// Whether a Shift key is down (seen as presses while first responder), so that a click extends the selection.
    var isShiftDown = false

    var length: Int { text.utf16.count }
    var selectedText: String { (text as NSString).substring(with: selection) }

    /// The moving end of the selection.
    var head: Int {
        guard let anchor else { return NSMaxRange(selection) }
        return anchor == selection.location ? NSMaxRange(selection) : selection.location
    }

    /// New text; the caret goes to its end.
    mutating func setText(_ newText: String) {
        text = newText
        anchor = nil
        markedRange = nil
        goalX = nil
        selection = NSRange(location: length, length: 0)
    }

    /// Selects `range` (clamped to the text and widened to whole characters) with no anchor.
    mutating func select(_ range: NSRange) {
        anchor = nil
        markedRange = nil
        goalX = nil
        selection = clamped(range)
    }

    /// Selects from `anchor` to `head`, the anchor staying put as the head moves.
    mutating func select(from anchor: Int, to head: Int) {
        let anchor = clamped(NSRange(location: anchor, length: 0)).location
        let head = clamped(NSRange(location: head, length: 0)).location
        self.anchor = anchor
        markedRange = nil
        selection = NSRange(location: min(anchor, head), length: abs(head - anchor))
    }

    /// Moves the head to `offset`: extending keeps the anchor (the selection's start when there was none yet),
    /// otherwise the selection collapses to a caret there. `keepsGoalX` for Up/Down moves.
    mutating func moveHead(to offset: Int, extending: Bool, keepsGoalX: Bool = false) {
        let goal = goalX
        if extending {
            select(from: anchor ?? selection.location, to: offset)
        } else {
            select(NSRange(location: offset, length: 0))
        }
        goalX = keepsGoalX ? goal : nil
    }

    /// Replaces `range` with `string`; the caret goes after the new text.
    mutating func replace(_ range: NSRange, with string: String) {
        let range = clamped(range)
        text = (text as NSString).replacingCharacters(in: range, with: string)
        select(NSRange(location: range.location + string.utf16.count, length: 0))
    }

    /// Marks `range` as text being composed, with `selection` (clamped into it) selected.
    mutating func mark(_ range: NSRange, selecting selection: NSRange) {
        let marked = clamped(range)
        let start = min(max(selection.location, marked.location), NSMaxRange(marked))
        let end = min(max(NSMaxRange(selection), start), NSMaxRange(marked))
        select(NSRange(location: start, length: end - start))
        markedRange = marked.length > 0 ? marked : nil
    }

    /// Commits the text being composed: it stays, unmarked.
    mutating func unmark() { markedRange = nil }

    // MARK: Boundaries

    /// `range` inside the text, its ends on character boundaries.
    func clamped(_ range: NSRange) -> NSRange {
        let start = min(max(range.location, 0), length)
        let end = min(max(range.location + max(range.length, 0), start), length)
        let alignedStart = aligned(start), alignedEnd = aligned(end)
        return NSRange(location: alignedStart, length: max(alignedEnd - alignedStart, 0))
    }

    /// The character boundary at or before a UTF-16 offset.
    private func aligned(_ offset: Int) -> Int {
        guard offset < length else { return offset }
        let index = String.Index(utf16Offset: offset, in: text)
        return text.rangeOfComposedCharacterSequence(at: index).lowerBound.utf16Offset(in: text)
    }

    func characterBoundary(before offset: Int) -> Int {
        let index = String.Index(utf16Offset: offset, in: text)
        guard index > text.startIndex else { return 0 }
        return text.index(before: index).utf16Offset(in: text)
    }

    func characterBoundary(after offset: Int) -> Int {
        let index = String.Index(utf16Offset: offset, in: text)
        guard index < text.endIndex else { return length }
        return text.index(after: index).utf16Offset(in: text)
    }

    /// The paragraph around an offset, with the line break that ends it.
    func paragraphRange(at offset: Int) -> NSRange {
        (text as NSString).paragraphRange(for: NSRange(location: min(max(offset, 0), length), length: 0))
    }

    /// The words of the paragraph around an offset, in text offsets. Only that paragraph is segmented, so a
    /// move costs the paragraph's length, not the text's.
    private func words(inParagraphAt offset: Int) -> (paragraph: NSRange, words: [Range<Int>]) {
        let paragraph = paragraphRange(at: offset)
        let words = TextBoundaries.words(in: (text as NSString).substring(with: paragraph))
        return (paragraph, words.map { ($0.lowerBound + paragraph.location)..<($0.upperBound + paragraph.location) })
    }

    /// Where Ctrl/Option+Right goes: the end of the word the offset is in or, between words, of the next one
    /// (punctuation and spaces are skipped, across line breaks); the end of the text after the last word.
    func wordBoundary(after offset: Int) -> Int {
        var position = offset
        while position < length {
            let (paragraph, words) = words(inParagraphAt: position)
            if let word = words.first(where: { $0.upperBound > position }) { return word.upperBound }
            position = NSMaxRange(paragraph)
        }
        return length
    }

    /// Where Ctrl/Option+Left goes: the start of the word the offset is in or, between words, of the one before;
    /// the start of the text before the first word.
    func wordBoundary(before offset: Int) -> Int {
        var position = offset
        while position > 0 {
            let (paragraph, words) = words(inParagraphAt: position)
            // At a paragraph's very start, the paragraph around the offset is the next one: look before it.
            if paragraph.location == position { position -= 1; continue }
            if let word = words.last(where: { $0.lowerBound < position }) { return word.lowerBound }
            position = paragraph.location
        }
        return 0
    }

    /// What a double click selects: the word at the offset (the one ending there at a word's end), or the
    /// character there between words.
    func wordRange(at offset: Int) -> NSRange {
        let words = words(inParagraphAt: offset).words
        if let word = words.first(where: { $0.contains(offset) }) ?? words.first(where: { $0.upperBound == offset }) {
            return NSRange(location: word.lowerBound, length: word.count)
        }
        let end = characterBoundary(after: offset)
        return NSRange(location: offset, length: end - offset)
    }
}
