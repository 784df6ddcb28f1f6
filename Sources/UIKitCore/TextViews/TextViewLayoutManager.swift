import Foundation

/// A text view's layout manager: besides laying out, it tells the view when code edits the view's text storage
/// directly or changes its container (padding, exclusion paths), so the view redraws and resizes its content.
final class TextViewLayoutManager: NSLayoutManager, @unchecked Sendable {
    // @unchecked: a text view's stack is used on the main thread only.
    weak var textView: UITextView?
    /// Set while the view changes its own storage or sizes its container: it has taken those changes into account.
    var viewIsChangingItsText = false

    /// Changes the view has not taken in yet: it takes them when next asked for its text or layout.
    var hasExternalEdit = false
    var hasContainerChange = false

    override func processEditing(for textStorage: NSTextStorage, edited editMask: NSTextStorage.EditActions,
                                 range newCharRange: NSRange, changeInLength delta: Int, invalidatedRange invalidatedCharRange: NSRange) {
        super.processEditing(for: textStorage, edited: editMask, range: newCharRange, changeInLength: delta,
                             invalidatedRange: invalidatedCharRange)
        guard !viewIsChangingItsText else { return }
        hasExternalEdit = true
        tellViewOnMainThread()
    }

    override func textContainerChangedGeometry(_ container: NSTextContainer) {
        super.textContainerChangedGeometry(container)
        guard !viewIsChangingItsText else { return }
        hasContainerChange = true
        tellViewOnMainThread()
    }

    /// On the main queue the view follows at once (redraws, resizes its content, moves the caret); from another
    /// thread (misuse) it follows when it is next asked for its text or layout, never from two threads at once.
    private func tellViewOnMainThread() {
        guard MainQueue.isCurrent, let textView else { return }
        MainActor.assumeIsolated { textView.takeExternalChanges() }
    }
}
