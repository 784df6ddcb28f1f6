import Foundation

/// Undo in editable text: each change registers its inverse with the view's undo manager (the window's), so Undo
/// puts back the old text and selects it, and Redo does the change again. Typing goes into one step while it
/// continues at the caret, as in UIKit's text views; a move, another kind of edit or an undo starts a new one.
extension TextEditingView {
    /// Registers the undoing of replacing `range` with `string`; call before the text changes.
    func registerUndoOfReplacing(_ range: NSRange, with string: String) {
        // Text being composed changes with every key; what counts is the text it commits.
        guard editor.markedRange == nil, let manager = undoManager, manager.isUndoRegistrationEnabled else { return }
        let range = editor.clamped(range)
        let replaced = (editor.text as NSString).substring(with: range)
        let isTyping = range.length == 0 && !string.isEmpty && !manager.isUndoing && !manager.isRedoing
        if isTyping, let run = editor.typingUndo, run.manager === manager, run.changeCount == manager.changeCount,
           run.end == range.location {
            run.length += string.utf16.count
            return
        }
        let run = TextUndoRun(manager: manager, location: range.location, length: string.utf16.count,
                              replaced: replaced)
        manager.registerUndo(withTarget: self) { view in
            view.undoReplacement(run)
        }
        run.changeCount = manager.changeCount
        editor.typingUndo = isTyping ? run : nil
        if isTyping { manager.setActionName("Typing") }
    }

    /// Puts back what `run` replaced, selected (the replacement registers its own undoing: the redo).
    private func undoReplacement(_ run: TextUndoRun) {
        let range = NSRange(location: run.location, length: run.length)
        guard replaceCharacters(in: range, with: run.replaced) else { return }
        editor.select(NSRange(location: run.location, length: run.replaced.utf16.count))
        editor.typingUndo = nil
    }
}

/// One undoable replacement: where the new text lies now and the text it replaced. A typing run grows as typing
/// continues.
@MainActor final class TextUndoRun {
    weak var manager: UndoManager?
    let location: Int
    var length: Int
    let replaced: String
    /// The undo manager's change count when the run last grew: anything registered or undone since ends the run.
    var changeCount = 0

    init(manager: UndoManager, location: Int, length: Int, replaced: String) {
        self.manager = manager
        self.location = location
        self.length = length
        self.replaced = replaced
    }

    var end: Int { location + length }
}
