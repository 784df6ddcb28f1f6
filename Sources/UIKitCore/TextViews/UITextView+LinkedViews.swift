import Foundation

/// Several text views showing the containers of one layout manager edit one text, as AppKit's text views of one
/// layout manager do (they share one selection and one of them at a time is the first responder): the first
/// responder is the view whose container holds the insertion point. When typing overflows a view's container and
/// the insertion point's line flows into the next container, when an arrow key or a line move crosses from one
/// container into another, or when deleting back pulls the text (and the insertion point) back, the view showing
/// the insertion point's line takes the selection and becomes the first responder; editing goes on (no delegate
/// calls for it ending or beginning). A selecting mouse drag that leaves the view for another view of the text
/// selects on into that view's lines, and when the button is released the view showing the selection's moving end
/// takes it, as the keys do. Each view draws its part of the selection.
extension UITextView {
    /// The text views showing this view's layout manager's containers, this one included, in container order.
    var linkedTextViews: [UITextView] { textKitLayoutManager.textViewLinks.compactMap(\.textView) }

    /// The view of the layout manager holding the selection: the first responder among them, or the one whose
    /// editing menu is open.
    var selectionHoldingTextView: UITextView? {
        if isFirstResponder || isShowingEditingMenu { return self }
        return linkedTextViews.first { $0.isFirstResponder || $0.isShowingEditingMenu }
    }

    /// The other view of the layout manager whose container holds the line of `offset`, if any.
    private func linkedTextView(showing offset: Int) -> UITextView? {
        let manager = textKitLayoutManager
        guard manager.textContainers.count > 1, let index = manager.containerIndex(ofInsertionPoint: offset),
              index != shownContainerIndex else { return nil }
        return manager.textContainers[index].textViewLink?.textView
    }

    /// Passes the selection and the first responder to the view whose container holds the insertion point (the
    /// selection's moving end), when that is another view of the layout manager.
    func followInsertionPointIntoItsView() {
        guard isFirstResponder, !textViewLink.isReplacingText, !editor.focusIsWithEditingMenu, editor.dragAnchor == nil,
              let target = linkedTextView(showing: editor.head), target.window != nil, target.canBecomeFirstResponder
        else { return }
        target.takeExternalChanges()
        // The whole editing state goes over: selection and its anchor, the line moves' x, text being composed.
        target.editor = editor
        textViewLink.isPassingFocus = true
        target.textViewLink.isPassingFocus = true
        defer {
            textViewLink.isPassingFocus = false
            target.textViewLink.isPassingFocus = false
        }
        if target.becomeFirstResponder() { setNeedsDisplay() }
    }

    /// The insertion point under `point` (in this view) when it lies outside this view, in another view of the
    /// layout manager in the same window.
    func linkedOffset(under point: CGPoint) -> Int? {
        guard !bounds.contains(point), let window, textKitLayoutManager.textContainers.count > 1 else { return nil }
        for view in linkedTextViews where view !== self && view.window === window && !view.isHidden {
            let local = view.convert(point, from: self)
            if view.bounds.contains(local) { return view.closestOffset(to: local) }
        }
        return nil
    }

    /// The selection of the view holding it changed: the other views draw their part of it anew.
    func redrawLinkedSelections() {
        for view in linkedTextViews where view !== self { view.setNeedsDisplay() }
    }
}
