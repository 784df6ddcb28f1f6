import Foundation

/// Sending an action `Selector` to a responder: what `objc_msgSend` does on iOS. The standard edit actions are
/// `UIResponder` methods, called by name; the system's own actions of the standard menus (Undo and Redo through
/// the responder's undo manager, Quit, full screen) are the responders' that can do them; any other action is one
/// registered with `UINibConnections`.
extension UIResponder {
    /// The standard edit actions by their Objective-C names (`copy:`), as `#selector` spells them.
    static let standardEditActions: [String: @MainActor (UIResponder) -> (Any?) -> Void] = [
        "cut:": { $0.cut }, "copy:": { $0.copy }, "paste:": { $0.paste },
        "pasteAndMatchStyle:": { $0.pasteAndMatchStyle }, "pasteAndGo:": { $0.pasteAndGo },
        "pasteAndSearch:": { $0.pasteAndSearch }, "select:": { $0.select }, "selectAll:": { $0.selectAll },
        "delete:": { $0.delete },
        "makeTextWritingDirectionLeftToRight:": { $0.makeTextWritingDirectionLeftToRight },
        "makeTextWritingDirectionRightToLeft:": { $0.makeTextWritingDirectionRightToLeft },
        "toggleBoldface:": { $0.toggleBoldface }, "toggleItalics:": { $0.toggleItalics },
        "toggleUnderline:": { $0.toggleUnderline }, "increaseSize:": { $0.increaseSize },
        "decreaseSize:": { $0.decreaseSize }, "find:": { $0.find }, "findAndReplace:": { $0.findAndReplace },
        "findNext:": { $0.findNext }, "findPrevious:": { $0.findPrevious },
        "useSelectionForFind:": { $0.useSelectionForFind },
    ]

    /// An action of the standard menus that the system performs: who can, what it does, and how its command reads
    /// now (validated before the target's own `validate(_:)`).
    struct SystemAction {
        let canPerform: @MainActor (UIResponder) -> Bool
        let perform: @MainActor (UIResponder) -> Void
        var validate: (@MainActor (UIResponder, UICommand) -> Void)? = nil
    }

    static let systemActions: [String: SystemAction] = [
        "undo:": SystemAction(canPerform: { $0.undoManager?.canUndo ?? false }, perform: { $0.undoManager?.undo() }),
        "redo:": SystemAction(canPerform: { $0.undoManager?.canRedo ?? false }, perform: { $0.undoManager?.redo() }),
        "terminate:": SystemAction(canPerform: { $0 is UIApplication }, perform: { _ in UIApplication.shared.terminate() }),
        "requestNewScene:": SystemAction(
            canPerform: { $0 is UIApplication && UIApplication.shared.usesScenes && UIApplication.shared.supportsMultipleScenes },
            perform: { _ in UIApplication.shared.requestSceneSessionActivation(nil, userActivity: nil, options: nil) }),
        // Closing from the menu is closing with the window manager's close button: the scene disconnects, and the
        // last window ends the app.
        "performClose:": SystemAction(
            canPerform: { ($0 as? UIWindow).map { !$0.isHidden && $0.host != nil && !$0.coversScreen } ?? false },
            perform: { responder in
                if let host = (responder as? UIWindow)?.host { UIApplication.shared.post(.windowCloseRequested(host)) }
            }),
        "toggleFullScreen:": SystemAction(
            canPerform: { ($0 as? UIWindow)?.canToggleFullScreen ?? false },
            perform: { ($0 as? UIWindow)?.toggleFullScreen() },
            validate: { window, command in
                if (window as? UIWindow)?.isFullScreenOnDesktop == true { command.title = "Exit Full Screen" }
            }),
    ]

    /// Whether `action` is one of the system's and this responder can do it now.
    func canPerformSystemAction(_ action: Selector) -> Bool {
        Self.systemActions[action.name]?.canPerform(self) ?? false
    }

    /// Performs `action` on this responder with `sender`; false (nothing done) when it has no such action.
    @discardableResult
    func performAction(_ action: Selector, sender: Any?) -> Bool {
        if let method = Self.standardEditActions[action.name] {
            method(self)(sender)
            return true
        }
        if let system = Self.systemActions[action.name], system.canPerform(self) {
            system.perform(self)
            return true
        }
        return UINibConnections.perform(action, on: self, with: sender)
    }

    /// Sends `action` to its target on the chain from this responder; false when no responder takes it.
    @discardableResult
    func sendActionAlongChain(_ action: Selector, sender: Any?) -> Bool {
        guard let target = target(forAction: action, withSender: sender) as? UIResponder else { return false }
        return target.performAction(action, sender: sender)
    }
}
