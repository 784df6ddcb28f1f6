/// Which cursor the pointer shows: the innermost view under it that says (a pointer interaction's style), else
/// what the view is (text that can be edited shows the text cursor), else the arrow. Told to the window's host
/// only when it changes.
@MainActor enum PointerCursors {
    /// The cursor each window was last given, by window identity.
    private static var shown: [ObjectIdentifier: PointerCursor] = [:]

    /// The pointer is at `point` (window coordinates) with no button down.
    static func pointerMoved(to point: CGPoint, in window: UIWindow, modifiers: UIKeyModifierFlags = []) {
        var cursor = PointerCursor.arrow
        var view = window.hitTest(point, with: nil)
        while let current = view {
            let local = current.convert(point, from: window)
            if let chosen = current.interactions.lazy.compactMap({ ($0 as? UIPointerInteraction)?.cursor(
                at: local, modifiers: modifiers) }).first {
                cursor = chosen
                break
            }
            if let automatic = automaticCursor(for: current) {
                cursor = automatic
                break
            }
            view = current.superview
        }
        show(cursor, in: window)
    }

    /// The pointer left `window`: its next entry chooses again.
    static func pointerLeft(_ window: UIWindow) {
        shown[ObjectIdentifier(window)] = nil
    }

    /// A view's own cursor when no interaction chooses one: editable text shows the text cursor.
    static func automaticCursor(for view: UIView) -> PointerCursor? {
        if let field = view as? UITextField { return field.isEnabled ? .text : nil }
        if let text = view as? UITextView { return text.isEditable || text.isSelectable ? .text : nil }
        return nil
    }

    /// The cursor for `view` when its interaction's delegate gives no style.
    static func automatic(for view: UIView) -> PointerCursor { automaticCursor(for: view) ?? .arrow }

    /// Forgets what was shown, so the next move sets the cursor again.
    static func invalidate() { shown.removeAll() }

    private static func show(_ cursor: PointerCursor, in window: UIWindow) {
        let key = ObjectIdentifier(window)
        guard shown[key] != cursor, let host = window.host else { return }
        shown[key] = cursor
        host.setPointerCursor(cursor)
    }
}
