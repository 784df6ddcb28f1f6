import Foundation

/// What ties a text container to the text view showing it. The container's layout manager (a plain
/// `NSLayoutManager` or any subclass) goes through the links of its containers to tell their views that the text
/// storage was edited elsewhere (by another view of the same text, or by code) or that a container changed, so
/// that every view of one text redraws. The link, not the view, keeps what the view has not taken in yet: a
/// layout manager used on another thread (misuse) can note it there, and the view takes it when next asked for
/// its text or layout.
final class TextViewLink: @unchecked Sendable {
    // @unchecked: changed by the layout manager and read by the view, on the main thread, one at a time.
    weak var textView: UITextView?
    /// Set while the view edits the storage or sizes its container itself: it has taken that change into account.
    var viewIsChangingItsText = false
    /// The storage was edited elsewhere since the view last looked.
    var hasExternalEdit = false
    /// A container of the layout manager (the view's or another: text flows through all of them) changed.
    var hasContainerChange = false
    /// Set while the first responder passes from one view of the layout manager to another with the insertion
    /// point: editing goes on, so neither view asks or tells its delegate of editing ending or beginning.
    var isPassingFocus = false
    /// Set while the view replaces text: it follows the insertion point into another view once the edit is told.
    var isReplacingText = false
}

/// Telling the text views of a layout manager's containers about edits and container changes.
extension NSLayoutManager {
    /// The text views showing this manager's containers, through their links (a container shows in at most one).
    var textViewLinks: [TextViewLink] { textContainers.compactMap(\.textViewLink) }

    /// The text storage was edited, or replaced: every view not making the edit takes the new text.
    func textViewsNoteExternalEdit() {
        let links = textViewLinks.filter { !$0.viewIsChangingItsText }
        for link in links { link.hasExternalEdit = true }
        tellTextViews(links)
    }

    /// A container's geometry changed: the text flows anew through every container, so every view but the one
    /// sizing its own container redraws.
    func textViewsNoteContainerChange() {
        let links = textViewLinks.filter { !$0.viewIsChangingItsText }
        for link in links { link.hasContainerChange = true }
        tellTextViews(links)
    }

    /// On the main queue the views follow at once (redraw, resize their content, move their carets); from another
    /// thread they follow when next asked for their text or layout.
    private func tellTextViews(_ links: [TextViewLink]) {
        guard MainQueue.isCurrent, !links.isEmpty else { return }
        MainActor.assumeIsolated {
            for link in links { link.textView?.takeExternalChanges() }
        }
    }
}
