import Foundation

/// A text view's layout manager: besides laying out, it tells the view when code edits the view's text storage
/// directly or changes its container (padding, exclusion paths), so the view redraws and resizes its content.
final class TextViewLayoutManager: NSLayoutManager, @unchecked Sendable {
    // @unchecked: a text view's stack is used on the main thread only.
    weak var textView: UITextView?
    /// Set while the view changes its own storage or sizes its container: it has taken those changes into account.
    var viewIsChangingItsText = false

    override func processEditing(for textStorage: NSTextStorage, edited editMask: NSTextStorage.EditActions,
                                 range newCharRange: NSRange, changeInLength delta: Int, invalidatedRange invalidatedCharRange: NSRange) {
        super.processEditing(for: textStorage, edited: editMask, range: newCharRange, changeInLength: delta,
                             invalidatedRange: invalidatedCharRange)
        tellView { $0.textStorageWasEditedElsewhere() }
    }

    override func textContainerChangedGeometry(_ container: NSTextContainer) {
        super.textContainerChangedGeometry(container)
        tellView { $0.textContainerDidChange() }
    }

    /// Tells the view of a change it did not make: at once on the main thread, else on the main actor next.
    private func tellView(_ action: @escaping @MainActor @Sendable (UITextView) -> Void) {
        guard !viewIsChangingItsText, let textView else { return }
        if Thread.isMainThread {
            MainActor.assumeIsolated { action(textView) }
        } else {
            Task { @MainActor in action(textView) }
        }
    }
}
