import Foundation

/// An editable (or selectable) text view: a text field or a text view. Each keeps a `TextEditingState` and says
/// how its own text is laid out and how its delegate is asked; the keys, the moves, the deletions, the pasteboard
/// and the selecting touches are this one implementation, so the two cannot drift apart.
@MainActor protocol TextEditingView: UIView, UITextInput, UITextEditingKeys {
    var editor: TextEditingState { get set }
    /// Takes Return and Tab as text and has lines to move between.
    var isMultiline: Bool { get }
    /// Whether the text may change; a read-only text view still selects and copies.
    var allowsEditing: Bool { get }
    /// Whether the selection may go to the pasteboard and its words be told apart (not for secure entry).
    var allowsCopying: Bool { get }
    /// Replaces `range` with `string` if the delegate agrees, telling everyone who listens; false when refused.
    @discardableResult
    func replaceCharacters(in range: NSRange, with string: String) -> Bool
    /// Return in a single-line view.
    func returnPressed()
    /// Shows the blinking caret where the selection is empty while editing, or hides it.
    func showCaret()
    /// The character boundary nearest a point in the view.
    func closestOffset(to point: CGPoint) -> Int
    /// The start or end of the line (as laid out) the offset is on.
    func lineBoundary(from offset: Int, _ direction: TextEditingCommand.Direction) -> Int
    /// The offset a line or page up or down, at `goalX` (the caret's x when nil, which it then becomes).
    func verticalOffset(from offset: Int, _ direction: TextEditingCommand.Direction, _ unit: TextEditingCommand.Unit,
                        goalX: inout CGFloat?) -> Int
}

extension TextEditingView {
    // MARK: Keys

    /// The command a key stands for here: none for keys that change text when the text may not change.
    func editingCommand(for key: UIKey) -> TextEditingCommand? {
        guard let command = TextEditingCommand(key, multiline: isMultiline) else { return nil }
        switch command {
        case .selectAll, .copy, .move, .moveVertically: return command
        case .cut, .paste, .delete, .enter, .type: return allowsEditing ? command : nil
        }
    }

    func handlesAsEditing(_ key: UIKey) -> Bool { editingCommand(for: key) != nil }

    /// Edits with the presses the view uses while first responder; returns the others.
    func editText(with presses: Set<UIPress>) -> Set<UIPress> {
        var rest: Set<UIPress> = []
        for press in presses.sorted(by: { $0.timestamp < $1.timestamp }) {
            noteShiftKey(press)
            if isFirstResponder, press.phase == .began, let key = press.key, allowsEditing, followKeySequence(of: key) {
                press.typedBy = self
                continue
            }
            guard isFirstResponder, let key = press.key, let command = editingCommand(for: key) else {
                rest.insert(press)
                continue
            }
            press.typedBy = self
            perform(command)
        }
        return rest
    }

    /// Shows a dead-key or Compose sequence under way as marked text, as GTK does, and takes it away when the
    /// sequence ends: the composed character replaces it like any typed text, while a key that abandons the
    /// sequence only abandons it (xkbcommon's advice; Escape, Backspace or an arrow does nothing else). A shortcut
    /// abandons it too and still runs. True when the press did no more than that.
    private func followKeySequence(of key: UIKey) -> Bool {
        // The keyboard's own composition changing is no reason to tell it to drop it.
        TextInputFocus.isApplyingInputMethodText = true
        defer { TextInputFocus.isApplyingInputMethodText = false }
        let shown = editor.marksKeySequence ? editor.markedRange : nil
        if let marked = key.markedText {
            // A modifier key mid-sequence leaves it as it is.
            if let shown, (editor.text as NSString).substring(with: shown) == marked { return false }
            setMarkedTextInEditor(marked, selectedRange: NSRange(location: marked.utf16.count, length: 0))
            editor.marksKeySequence = true
            return true
        }
        guard editor.marksKeySequence else { return false }
        editor.marksKeySequence = false
        let abandoned = key.characters.isEmpty || !key.modifierFlags.isDisjoint(with: [.control, .command])
        guard abandoned else { return false }
        if shown != nil { setMarkedTextInEditor(nil, selectedRange: NSRange(location: 0, length: 0)) }
        return key.characters.isEmpty
    }

    /// Follows the Shift keys going down and up, for Shift+click.
    func noteShiftKey(_ press: UIPress) {
        guard let code = press.key?.keyCode, code == .keyboardLeftShift || code == .keyboardRightShift else { return }
        editor.isShiftDown = press.phase == .began || press.phase == .changed
    }

    func perform(_ command: TextEditingCommand) {
        let selection = editor.selection, length = editor.length
        switch command {
        case .selectAll:
            editor.select(NSRange(location: 0, length: length))
        case .copy:
            if selection.length > 0, allowsCopying { UIPasteboard.general.string = editor.selectedText }
        case .cut:
            if selection.length > 0, allowsCopying {
                UIPasteboard.general.string = editor.selectedText
                replaceCharacters(in: selection, with: "")
                nameUndoStep("Cut")
            }
        case .paste:
            if let pasted = UIPasteboard.general.string {
                editor.typingUndo = nil
                insertText(pasted)
                nameUndoStep("Paste")
            }
        case .move(let direction, let unit, let extending):
            // A plain move from a selection starts at the selection's end in the move's direction (and a
            // character move stops there).
            let collapsing = selection.length > 0 && !extending
            let from = collapsing ? (direction == .backward ? selection.location : NSMaxRange(selection)) : editor.head
            let target = collapsing && unit == .character ? from : offset(from: from, direction, unit)
            editor.moveHead(to: target, extending: extending)
        case .moveVertically(let direction, let unit, let extending):
            let collapsing = selection.length > 0 && !extending
            let from = collapsing ? (direction == .backward ? selection.location : NSMaxRange(selection)) : editor.head
            var goalX = editor.goalX
            let target = verticalOffset(from: from, direction, unit, goalX: &goalX)
            editor.moveHead(to: target, extending: extending, keepsGoalX: true)
            editor.goalX = goalX
        case .delete(let direction, let unit):
            if selection.length > 0 {
                replaceCharacters(in: selection, with: "")
                return
            }
            let other = offset(from: selection.location, direction, unit)
            guard other != selection.location else { return }
            replaceCharacters(in: NSRange(location: min(other, selection.location), length: abs(other - selection.location)),
                              with: "")
        case .enter:
            returnPressed()
        case .type(let text):
            insertText(text)
        }
    }

    /// Where a move or deletion by `unit` from `offset` ends. Hidden text has no words to show: word moves in it
    /// go to the line's ends, as on macOS and GTK.
    private func offset(from offset: Int, _ direction: TextEditingCommand.Direction, _ unit: TextEditingCommand.Unit) -> Int {
        let forward = direction == .forward
        switch unit == .word && !allowsCopying ? .line : unit {
        case .character: return forward ? editor.characterBoundary(after: offset) : editor.characterBoundary(before: offset)
        case .word: return forward ? editor.wordBoundary(after: offset) : editor.wordBoundary(before: offset)
        case .line: return lineBoundary(from: offset, direction)
        case .page, .document: return forward ? editor.length : 0
        }
    }

    /// Backspace: the selection, or the character before the caret.
    func deleteBackwardInEditor() {
        guard allowsEditing else { return }
        perform(.delete(.backward, .character))
    }

    // MARK: Touches: a tap places the caret, a drag selects, a double tap selects a word (and its drag goes on
    // word by word), a triple tap the paragraph (all of a single line), Shift+tap extends the selection

    /// A touch went down on a view that is already editing.
    func beginSelecting(at point: CGPoint, tapCount: Int) {
        let offset = closestOffset(to: point)
        editor.dragAnchor = nil
        editor.dragWord = nil
        switch tapCount {
        case 2 where allowsCopying:
            let word = editor.wordRange(at: offset)
            editor.select(word)
            editor.dragWord = word
        case 2:
            editor.select(NSRange(location: 0, length: editor.length))
        case 3...:
            editor.select(isMultiline ? editor.paragraphRange(at: offset) : NSRange(location: 0, length: editor.length))
        default:
            if editor.isShiftDown {
                let anchor = editor.anchor ?? (offset < editor.selection.location ? NSMaxRange(editor.selection) : editor.selection.location)
                editor.select(from: anchor, to: offset)
                editor.dragAnchor = anchor
            } else {
                editor.select(NSRange(location: offset, length: 0))
                editor.dragAnchor = offset
            }
        }
    }

    /// The touch moved: the selection runs from where it began to it, or after a double tap from the first word to
    /// the whole word under it.
    func continueSelecting(at point: CGPoint) {
        let offset = closestOffset(to: point)
        if let first = editor.dragWord {
            let word = editor.wordRange(at: offset)
            if word.location < first.location {
                editor.select(from: NSMaxRange(first), to: word.location)
            } else {
                editor.select(from: first.location, to: max(NSMaxRange(word), NSMaxRange(first)))
            }
            editor.dragWord = first
        } else if let anchor = editor.dragAnchor {
            editor.select(from: anchor, to: offset)
        }
    }

    func endSelecting() {
        editor.dragAnchor = nil
        editor.dragWord = nil
        offerPrimarySelection()
    }

    /// Whether a recognizer is the context menu's right-click tap about to take a finger's tap (a touch without
    /// buttons satisfies any button mask a tap requires): that tap places the caret instead.
    func isMenuTapTakingAFinger(_ recognizer: UIGestureRecognizer) -> Bool {
        guard let tap = recognizer as? UITapGestureRecognizer, tap.buttonMaskRequired == .secondary else { return false }
        return recognizer.trackedTouches.contains { $0.type != .indirectPointer }
    }

    /// Lends the keys to this view's context menu, or takes them back: editing neither ends nor begins anew (no
    /// delegate calls, events or notifications; a field that clears on beginning keeps its text). False when the
    /// view is not lending them.
    func passFocusForEditingMenu() -> Bool {
        guard editor.focusIsWithEditingMenu else { return false }
        if isFirstResponder { editor.focusIsWithEditingMenu = false }
        showCaret()
        setNeedsDisplay()
        return true
    }

    /// Whether this view's context menu is open: it holds the keys meanwhile, and the selection it acts on stays
    /// drawn.
    var isShowingEditingMenu: Bool {
        interactions.contains { ($0 as? UIContextMenuInteraction)?.presentedMenu != nil }
    }

    /// What every text view does when its selection changes: the primary selection and the input method follow.
    func editorSelectionDidChange() {
        offerPrimarySelection()
        TextInputFocus.update()
    }

    // MARK: Marked text

    /// Where typed text goes: over the text being composed, or the selection.
    var rangeForTyping: NSRange { editor.markedRange ?? editor.selection }

    /// Puts `markedText` in place of the text being composed (or the selection), marked, with `selectedRange`
    /// (relative to it) selected; no or empty marked text removes it.
    func setMarkedTextInEditor(_ markedText: String?, selectedRange: NSRange) {
        let text = markedText ?? ""
        let range = rangeForTyping
        guard allowsEditing, replaceCharacters(in: range, with: text), !text.isEmpty else { return }
        editor.mark(NSRange(location: range.location, length: text.utf16.count),
                    selecting: NSRange(location: range.location + selectedRange.location, length: selectedRange.length))
    }

    var editorMarkedTextRange: UITextRange? {
        editor.markedRange.map { UITextRange(start: UITextPosition(offset: $0.location), end: UITextPosition(offset: NSMaxRange($0))) }
    }

    // MARK: UITextInput's arithmetic, on UTF-16 offsets

    var editorSelectedTextRange: UITextRange {
        UITextRange(start: UITextPosition(offset: editor.selection.location),
                    end: UITextPosition(offset: NSMaxRange(editor.selection)))
    }

    func editorText(in range: UITextRange) -> String { (editor.text as NSString).substring(with: editor.clamped(range.range)) }

    func editorTextRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        let start = min(fromPosition.offset, toPosition.offset), end = max(fromPosition.offset, toPosition.offset)
        guard start >= 0, end <= editor.length else { return nil }
        return UITextRange(start: UITextPosition(offset: start), end: UITextPosition(offset: end))
    }

    func editorPosition(from position: UITextPosition, offset: Int) -> UITextPosition? {
        let target = position.offset + offset
        guard (0...editor.length).contains(target) else { return nil }
        return UITextPosition(offset: target)
    }
}
