/// The transition of a context menu appearing or going: animations run alongside it and completions after it.
/// Desktop menus appear and go at once, so animations run immediately and completions right after.
@preconcurrency @MainActor public protocol UIContextMenuInteractionAnimating: AnyObject {
    func addAnimations(_ animations: @escaping @MainActor () -> Void)
    func addCompletion(_ completion: @escaping @MainActor () -> Void)
}

/// The at-once transition behind desktop context menus.
@MainActor final class ContextMenuTransition: UIContextMenuInteractionAnimating {
    private var completions: [@MainActor () -> Void] = []
    func addAnimations(_ animations: @escaping @MainActor () -> Void) { animations() }
    func addCompletion(_ completion: @escaping @MainActor () -> Void) { completions.append(completion) }
    func finish() {
        let pending = completions
        completions.removeAll()
        for completion in pending { completion() }
    }
}
