import Foundation

/// The app's accessibility tree as a platform adapter reads it: stable ids for live elements, their children and
/// parents (application -> windows -> elements and containers, with plain layout views flattened away as iOS does),
/// what each is now (`node(_:)`), what can be done to it, and the changes a client hears of (`bridge`).
///
/// Ids are handed out on first sight and held weakly: an element that goes away takes its id with it, and a client
/// asking for that id later gets nothing (never another element).
@preconcurrency @MainActor package final class AccessibilityTree {
    package static let shared = AccessibilityTree()

    /// The adapter that carries the tree to assistive technologies; nil when none runs (the default and the
    /// headless case), which makes every change notice a single check.
    package var bridge: (any AccessibilityBridge)? {
        didSet {
            observeTextChanges(bridge != nil)
            // A new client session starts from nothing it was told.
            reportedChildren = [:]
            changedContainers = []
            changedContainerSet = []
            hiddenThisTurn = []
        }
    }

    private struct Entry {
        weak var object: AnyObject?
    }
    private var entries: [UInt64: Entry] = [:]
    private var ids: [ObjectIdentifier: UInt64] = [:]
    private var nextID: UInt64 = 1
    /// Entries at the last sweep of dead ones: the table is swept when it has doubled since.
    private var sweptCount = 64
    /// Parents seen while listing children: an element listed by a container has no other way back up.
    var parents: [UInt64: AccessibilityElementID] = [:]
    /// The text each text element had when last reported, to tell a client what was inserted or deleted.
    var reportedTexts: [UInt64: String] = [:]
    private var textObservers: [NSObjectProtocol] = []
    /// Children lists and nodes a client asked for lately, while a bridge is installed: a client walks a container by
    /// asking for each child by index, and asks for each element's properties one call at a time; listing a
    /// 1,000-view window for every child would cost a million steps. Every change the tree hears of empties the
    /// cache; what it does not hear of (a view added or hidden, a value set in code) shows within `cacheLifetime`.
    var childrenCache: [UInt64: [AccessibilityElementID]] = [:]
    var nodeCache: [UInt64: AccessibilityNode] = [:]
    private var cacheExpiry: UInt64 = 0
    /// The children list a client was last given for each container, to tell it what was added and removed.
    var reportedChildren: [UInt64: [AccessibilityElementID]] = [:]
    /// Containers whose children may have changed this run-loop turn, told at the end of the turn.
    var changedContainers: [UInt64] = []
    var changedContainerSet = Set<UInt64>()
    /// Elements hidden this turn: shown again in the same turn they are reused (a table's cell for another row), and
    /// are told as leaving and coming back.
    var hiddenThisTurn = Set<AccessibilityElementID>()
    /// The menu row a client was last told has the focus.
    var focusedMenuRow: AccessibilityElementID?
    var childrenFlushIsScheduled = false
    /// Elements whose names changed this turn, told once each at its end with the name they have then (a
    /// button's title reaches it twice: itself and through its title label).
    var renamedThisTurn: [AccessibilityElementID] = []
    static let cacheLifetime: UInt64 = 50_000_000 // nanoseconds

    package init() {}

    /// The id of `object`, the same while it lives.
    package func id(for object: AnyObject) -> AccessibilityElementID {
        if object === UIApplication.shared { return .application }
        let key = ObjectIdentifier(object)
        if let raw = ids[key], entries[raw]?.object === object { return AccessibilityElementID(rawValue: raw) }
        let raw = nextID
        nextID += 1
        ids[key] = raw
        entries[raw] = Entry(object: object)
        if entries.count > sweptCount * 2 { sweep() }
        return AccessibilityElementID(rawValue: raw)
    }

    /// The live element with `id`, or nil once it went away (or was never handed out).
    package func object(for id: AccessibilityElementID) -> AnyObject? {
        if id == .application { return UIApplication.shared }
        return entries[id.rawValue]?.object
    }

    private func sweep() {
        entries = entries.filter { $0.value.object != nil }
        ids = ids.filter { entries[$0.value] != nil }
        parents = parents.filter { entries[$0.key] != nil }
        reportedTexts = reportedTexts.filter { entries[$0.key] != nil }
        reportedChildren = reportedChildren.filter { entries[$0.key] != nil }
        sweptCount = max(64, entries.count)
    }

    // MARK: Changes

    func send(_ event: AccessibilityEvent) {
        emptyCache()
        bridge?.accessibilityEvent(event)
    }

    func emptyCache() {
        childrenCache.removeAll(keepingCapacity: true)
        nodeCache.removeAll(keepingCapacity: true)
    }

    /// Whether cached answers may be given: a bridge is installed and the cache is fresh (emptied when stale).
    func cacheIsUsable() -> Bool {
        guard bridge != nil else { return false }
        let now = DispatchTime.now().uptimeNanoseconds
        if now > cacheExpiry {
            emptyCache()
            cacheExpiry = now + Self.cacheLifetime
        }
        return true
    }

    /// `UIAccessibility.post(notification:argument:)`.
    func post(_ notification: UIAccessibility.Notification, argument: Any?) {
        guard let bridge else { return }
        switch notification {
        case .announcement, .pageScrolled:
            guard let text = (argument as? String) ?? (argument as? NSAttributedString)?.string else {
                return UIKitLog.error("UIAccessibility.post(notification: .announcement) needs a String argument; got \(String(describing: argument))")
            }
            bridge.accessibilityEvent(.announcement(text))
            if notification == .announcement {
                NotificationCenter.default.post(name: UIAccessibility.announcementDidFinishNotification, object: nil, userInfo: [
                    UIAccessibility.announcementStringValueUserInfoKey: text,
                    UIAccessibility.announcementWasSuccessfulUserInfoKey: bridge.status.isScreenReaderRunning,
                ])
            }
        case .screenChanged, .layoutChanged:
            // Anything a client was shown may have changed: it hears what did, before the focus moves.
            emptyCache()
            for container in reportedChildren.keys { noteChildrenChanged(AccessibilityElementID(rawValue: container)) }
            flushChildrenChanges()
            if let target = argument as AnyObject?, argument != nil, target is AccessibilityDescribing {
                bridge.accessibilityEvent(.focusChanged(id(for: target)))
            }
        default:
            break
        }
    }

    /// A container's elements changed (`accessibilityElements` set, `accessibilityChildrenDidChange`).
    func childrenDidChange(of object: AnyObject) {
        guard bridge != nil else { return }
        noteChildrenChanged(id(for: object))
    }

    /// An open menu changed: panels opened or closed, or the highlight moved. The client hears the panels as
    /// children changing at the end of the turn, and the highlighted row at once as selected and focused (as GTK's
    /// menus tell Orca), once per row.
    func menuDidChange(_ menu: ContextMenuView) {
        guard bridge != nil else { return }
        noteChildrenChanged(id(for: menu))
        guard let row = menu.highlightedRowElement else { return }
        let rowID = id(for: row)
        guard rowID != focusedMenuRow else { return }
        focusedMenuRow = rowID
        send(.stateChanged(rowID, .selected, true))
        send(.focusChanged(rowID))
    }

    /// A name a client may have read changed (a label's text, a button's title, an `accessibilityLabel`): the
    /// element the client sees carrying it is told: the outermost element around the view (a cell hides the
    /// labels inside it and takes its name from them), or the view itself.
    func nameDidChange(of view: UIView) {
        guard bridge != nil, view.window != nil else { return }
        var carrier: UIView?
        var current: UIView? = view
        while let candidate = current, !(candidate is UIWindow) {
            if candidate.isAccessibilityElement { carrier = candidate }
            current = candidate.superview
        }
        guard let carrier else { return }
        let carrierID = id(for: carrier)
        guard !renamedThisTurn.contains(carrierID) else { return }
        renamedThisTurn.append(carrierID)
        scheduleFlush()
    }

    /// A table or collection cell was selected or deselected (by the user, the keyboard or the app).
    func selectionDidChange(of cell: UIView, selected: Bool) {
        guard bridge != nil, cell.window != nil else { return }
        send(.stateChanged(id(for: cell), .selected, selected))
    }

    /// Keyboard focus moved onto or off `view` (the focus ring's focus is the accessible focus).
    func focusStateDidChange(of view: UIView) {
        guard bridge != nil, let system = view.window?.focusSystemIfMade else { return }
        let focused = system.focusedView === view
        send(.stateChanged(id(for: view), .focused, focused))
        if focused { send(.focusChanged(id(for: view))) }
    }

    /// A control sent Value Changed: its value, and the states that follow it (a switch's checked, a segment's
    /// selected), are new.
    func valueDidChange(of control: UIControl) {
        guard bridge != nil else { return }
        let controlID = id(for: control)
        send(.valueChanged(controlID))
        if control is UISwitch { send(.stateChanged(controlID, .checked, (control as? UISwitch)?.isOn ?? false)) }
        for part in (control as? any StandardAccessibility)?.standardAccessibilityParts ?? [] {
            guard let element = part as? AccessibilityDescribing else { continue }
            send(.stateChanged(id(for: element), .selected, element.accessibilityTraits.contains(.selected)))
        }
    }

    /// Text views and fields tell what changed through the notifications they post anyway; observed only while a
    /// bridge is installed.
    private func observeTextChanges(_ observe: Bool) {
        for observer in textObservers { NotificationCenter.default.removeObserver(observer) }
        textObservers = []
        guard observe else { return }
        for name in [UITextField.textDidChangeNotification, UITextView.textDidChangeNotification] {
            textObservers.append(NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
                nonisolated(unsafe) let object = note.object
                MainActor.assumeIsolated {
                    if let view = object as? any TextEditingView { AccessibilityTree.shared.textDidChange(in: view) }
                }
            })
        }
    }

    /// Reports the text change as AT-SPI clients expect it: what was deleted, then what was inserted, at the first
    /// offset where old and new differ.
    func textDidChange(in view: any TextEditingView) {
        guard bridge != nil else { return }
        let viewID = id(for: view)
        let new = AccessibilityText.readableText(of: view)
        let old = reportedTexts[viewID.rawValue] ?? ""
        reportedTexts[viewID.rawValue] = new
        let oldUnits = Array(old.utf16), newUnits = Array(new.utf16)
        var prefix = 0
        while prefix < oldUnits.count, prefix < newUnits.count, oldUnits[prefix] == newUnits[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < oldUnits.count - prefix, suffix < newUnits.count - prefix,
              oldUnits[oldUnits.count - 1 - suffix] == newUnits[newUnits.count - 1 - suffix] { suffix += 1 }
        let deleted = String(utf16CodeUnits: Array(oldUnits[prefix..<(oldUnits.count - suffix)]), count: oldUnits.count - suffix - prefix)
        let inserted = String(utf16CodeUnits: Array(newUnits[prefix..<(newUnits.count - suffix)]), count: newUnits.count - suffix - prefix)
        if !deleted.isEmpty { send(.textDeleted(viewID, offset: prefix, text: deleted)) }
        if !inserted.isEmpty { send(.textInserted(viewID, offset: prefix, text: inserted)) }
        send(.caretMoved(viewID, offset: AccessibilityText.caret(of: view)))
    }

    /// Remembers the text a client was shown, so that the next change is reported against it.
    func noteTextReported(_ text: String, of id: AccessibilityElementID) { reportedTexts[id.rawValue] = text }
}
