/// Which cursor the pointer shows: the innermost view under it that says (a pointer interaction's style), else
/// what the view is (text that can be edited shows the text cursor), else the arrow. Told to the window's host
/// only when it changes.
@MainActor enum PointerCursors {
    /// The window whose host was last given a cursor, and that cursor: one pointer, so one entry.
    private static weak var shownWindow: UIWindow?
    private static var shownCursor: PointerCursor?
    /// The pointer interaction the pointer is over, told when the pointer leaves it.
    private static weak var hovered: UIPointerInteraction?

    /// The pointer is at `point` (window coordinates) with no button down.
    static func pointerMoved(to point: CGPoint, in window: UIWindow, modifiers: UIKeyModifierFlags = []) {
        var cursor = PointerCursor.arrow
        var chosenBy: UIPointerInteraction?
        var view = window.hitTest(point, with: nil)
        search: while let current = view {
            let local = current.convert(point, from: window)
            for case let interaction as UIPointerInteraction in current.interactions {
                if let chosen = interaction.cursor(at: local, modifiers: modifiers) {
                    (cursor, chosenBy) = (chosen, interaction)
                    break search
                }
            }
            if let automatic = automaticCursor(for: current, at: local) {
                cursor = automatic
                break
            }
            view = current.superview
        }
        if hovered !== chosenBy {
            hovered?.pointerExited()
            hovered = chosenBy
        }
        show(cursor, in: window)
    }

    /// The pointer left `window`: its next entry chooses again.
    static func pointerLeft(_ window: UIWindow) {
        hovered?.pointerExited()
        hovered = nil
        if shownWindow === window { invalidate() }
    }

    /// A view's own cursor when no interaction chooses one: a hand over a link in text (`point` in the view's
    /// space), the text cursor over editable or selectable text.
    static func automaticCursor(for view: UIView, at point: CGPoint? = nil) -> PointerCursor? {
        if let field = view as? UITextField { return field.isEnabled ? .text : nil }
        if let text = view as? UITextView {
            if let point, text.link(at: point) != nil { return .pointingHand }
            return text.isEditable || text.isSelectable ? .text : nil
        }
        return nil
    }

    /// The cursor for `view` when its interaction's delegate gives no style.
    static func automatic(for view: UIView) -> PointerCursor { automaticCursor(for: view) ?? .arrow }

    /// Forgets what was shown, so the next move sets the cursor again.
    static func invalidate() {
        shownWindow = nil
        shownCursor = nil
    }

    private static func show(_ cursor: PointerCursor, in window: UIWindow) {
        guard shownWindow !== window || shownCursor != cursor, let host = window.host else { return }
        (shownWindow, shownCursor) = (window, cursor)
        host.setPointerCursor(cursor)
    }
}
