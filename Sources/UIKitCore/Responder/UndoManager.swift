import Foundation

/// Foundation's undo manager, which Foundation on Linux lacks: a stack of undo groups, each a list of actions
/// registered while it was open, performed in reverse to undo it. Actions registered while undoing make up the
/// redo group, and those registered while redoing the next undo group, so a client registers the inverse of each
/// change and both directions follow.
///
/// With `groupsByEvent` (the default) a registration outside any group opens one that closes at the end of the
/// run-loop turn (each event's changes are one undo step); `undo()` closes it first.
@preconcurrency @MainActor open class UndoManager: NSObject {
    /// One undo or redo step: its actions in the order registered, and the name the Edit menu shows.
    private final class Group {
        var actions: [Action] = []
        var name = ""
    }

    private struct Action {
        weak var target: AnyObject?
        let perform: @MainActor () -> Void
    }

    private var undoStack: [Group] = []
    private var redoStack: [Group] = []
    /// The groups open now, outermost first.
    private var openGroups: [Group] = []
    private var disableCount = 0
    /// Counts every registration, undo, redo and removal: a client that extends its last registered action (typing
    /// coalesced into one step) checks that nothing happened since.
    private(set) var changeCount = 0
    private var eventGroupIsOpen = false

    open var groupsByEvent = true
    /// The most undo steps kept (0: no limit).
    open var levelsOfUndo = 0 { didSet { trim() } }
    open private(set) var isUndoing = false
    open private(set) var isRedoing = false

    public override init() { super.init() }

    // MARK: Groups

    open var groupingLevel: Int { openGroups.count }

    open func beginUndoGrouping() {
        openGroups.append(Group())
        if openGroups.count == 1, !isUndoing {
            NotificationCenter.default.post(name: .NSUndoManagerDidOpenUndoGroup, object: self)
        }
    }

    open func endUndoGrouping() {
        guard let group = openGroups.popLast() else {
            return UIKitLog.error("endUndoGrouping called with no open undo group; ignored")
        }
        if let parent = openGroups.last {
            parent.actions += group.actions
            if parent.name.isEmpty { parent.name = group.name }
            return
        }
        NotificationCenter.default.post(name: .NSUndoManagerWillCloseUndoGroup, object: self)
        guard !group.actions.isEmpty else { return }
        if isUndoing {
            redoStack.append(group)
        } else {
            undoStack.append(group)
            if !isRedoing { redoStack.removeAll() }
            trim()
        }
        NotificationCenter.default.post(name: .NSUndoManagerDidCloseUndoGroup, object: self)
    }

    // MARK: Registering

    open func disableUndoRegistration() { disableCount += 1 }
    open func enableUndoRegistration() {
        guard disableCount > 0 else {
            return UIKitLog.error("enableUndoRegistration called more often than disableUndoRegistration; ignored")
        }
        disableCount -= 1
    }
    open var isUndoRegistrationEnabled: Bool { disableCount == 0 }

    /// Registers `handler` to run on `target` when the current group is undone.
    open func registerUndo<TargetType: AnyObject>(withTarget target: TargetType,
                                                  handler: @escaping @MainActor (TargetType) -> Void) {
        register(target: target) { [weak target] in if let target { handler(target) } }
    }

    /// Registers `selector` (a standard edit action or a registered action) to be sent to `target` with `anObject`.
    open func registerUndo(withTarget target: Any, selector: Selector, object anObject: Any?) {
        let object = target as AnyObject
        nonisolated(unsafe) let argument = anObject
        register(target: object) { [weak object] in
            guard let object else { return }
            if let responder = object as? UIResponder {
                responder.performAction(selector, sender: argument)
            } else if !UINibConnections.perform(selector, on: object, with: argument) {
                UIKitLog.error("undo: \(type(of: object)) has no action \(selector.name) registered; nothing undone")
            }
        }
    }

    private func register(target: AnyObject, perform: @escaping @MainActor () -> Void) {
        guard isUndoRegistrationEnabled else { return }
        if openGroups.isEmpty {
            guard groupsByEvent else {
                return UIKitLog.error("undo registration with groupsByEvent off and no open undo group; ignored")
            }
            openEventGroup()
        }
        openGroups[openGroups.count - 1].actions.append(Action(target: target, perform: perform))
        changeCount += 1
    }

    /// The group of this run-loop turn's changes, closed once the turn is over.
    private func openEventGroup() {
        beginUndoGrouping()
        eventGroupIsOpen = true
        RunLoopDriver.perform { [weak self] in self?.closeEventGroup() }
    }

    private func closeEventGroup() {
        guard eventGroupIsOpen else { return }
        eventGroupIsOpen = false
        if openGroups.count == 1 { endUndoGrouping() }
    }

    // MARK: Undoing and redoing

    open var canUndo: Bool { !undoStack.isEmpty || openGroups.count == 1 && !openGroups[0].actions.isEmpty }
    open var canRedo: Bool { !redoStack.isEmpty }

    /// Closes the event's group if it is the only one open, then undoes the last group.
    open func undo() {
        if openGroups.count == 1, eventGroupIsOpen || groupsByEvent { closeEventGroupNow() }
        guard openGroups.isEmpty else {
            return UIKitLog.error("undo called with an undo group still open (level \(openGroups.count)); ignored")
        }
        undoNestedGroup()
    }

    /// Undoes the last group (the caller closes open groups first).
    open func undoNestedGroup() {
        guard let group = undoStack.popLast() else { return }
        changeCount += 1
        NotificationCenter.default.post(name: .NSUndoManagerWillUndoChange, object: self)
        isUndoing = true
        run(group)
        isUndoing = false
        NotificationCenter.default.post(name: .NSUndoManagerDidUndoChange, object: self)
    }

    open func redo() {
        guard openGroups.isEmpty, let group = redoStack.popLast() else { return }
        changeCount += 1
        NotificationCenter.default.post(name: .NSUndoManagerWillRedoChange, object: self)
        isRedoing = true
        run(group)
        isRedoing = false
        NotificationCenter.default.post(name: .NSUndoManagerDidRedoChange, object: self)
    }

    /// Performs a group's actions newest first inside a group of their own, which becomes the opposite step; it
    /// keeps the name.
    private func run(_ group: Group) {
        beginUndoGrouping()
        openGroups[openGroups.count - 1].name = group.name
        for action in group.actions.reversed() { action.perform() }
        endUndoGrouping()
    }

    private func closeEventGroupNow() {
        eventGroupIsOpen = false
        endUndoGrouping()
    }

    open func removeAllActions() {
        changeCount += 1
        undoStack.removeAll()
        redoStack.removeAll()
        openGroups.removeAll()
        eventGroupIsOpen = false
    }

    open func removeAllActions(withTarget target: Any) {
        changeCount += 1
        let object = target as AnyObject
        for group in undoStack + redoStack + openGroups {
            group.actions.removeAll { $0.target === object }
        }
        undoStack.removeAll { $0.actions.isEmpty }
        redoStack.removeAll { $0.actions.isEmpty }
    }

    private func trim() {
        if levelsOfUndo > 0, undoStack.count > levelsOfUndo { undoStack.removeFirst(undoStack.count - levelsOfUndo) }
    }

    // MARK: Names, for the Edit menu

    /// Names the group being registered (or, while undoing or redoing, the opposite step).
    open func setActionName(_ actionName: String) {
        openGroups.last?.name = actionName
    }

    open var undoActionName: String { (openGroups.count == 1 ? openGroups[0] : undoStack.last)?.name ?? "" }
    open var redoActionName: String { redoStack.last?.name ?? "" }
    open var undoMenuItemTitle: String { undoMenuTitle(forUndoActionName: undoActionName) }
    open var redoMenuItemTitle: String { redoMenuTitle(forUndoActionName: redoActionName) }

    open func undoMenuTitle(forUndoActionName actionName: String) -> String {
        actionName.isEmpty ? "Undo" : "Undo \(actionName)"
    }

    open func redoMenuTitle(forUndoActionName actionName: String) -> String {
        actionName.isEmpty ? "Redo" : "Redo \(actionName)"
    }
}

extension NSNotification.Name {
    public static let NSUndoManagerCheckpoint = NSNotification.Name("NSUndoManagerCheckpointNotification")
    public static let NSUndoManagerWillUndoChange = NSNotification.Name("NSUndoManagerWillUndoChangeNotification")
    public static let NSUndoManagerWillRedoChange = NSNotification.Name("NSUndoManagerWillRedoChangeNotification")
    public static let NSUndoManagerDidUndoChange = NSNotification.Name("NSUndoManagerDidUndoChangeNotification")
    public static let NSUndoManagerDidRedoChange = NSNotification.Name("NSUndoManagerDidRedoChangeNotification")
    public static let NSUndoManagerDidOpenUndoGroup = NSNotification.Name("NSUndoManagerDidOpenUndoGroupNotification")
    public static let NSUndoManagerWillCloseUndoGroup = NSNotification.Name("NSUndoManagerWillCloseUndoGroupNotification")
    public static let NSUndoManagerDidCloseUndoGroup = NSNotification.Name("NSUndoManagerDidCloseUndoGroupNotification")
}
