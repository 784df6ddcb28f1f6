internal import CX11
internal import CXfixes
import Foundation
import UIKitCore

/// The desktop's selections on X11 (CLIPBOARD and PRIMARY) as the window server's pasteboard transport.
///
/// Owner side (ICCCM 2.2–2.7): a write takes the selection with the last input's time and keeps the items here;
/// requests are answered from them (X11Clipboard+Requests.swift), large ones through INCR. Requestor side: a read
/// converts the selection into a property of our window and waits, boundedly, for the answer
/// (X11Clipboard+Reading.swift). XFixes tells us when another client takes a selection, so `changeCount` moves and
/// `UIPasteboard.changedNotification` is posted as on iOS.
@MainActor final class X11Clipboard: PasteboardTransport {
    let connection: X11Connection
    let atoms: X11SelectionAtoms
    /// An unmapped window of ours: the owner of our selections and the requestor of others'.
    let window: Window
    /// The first XFixes event code, or nil when the server lacks XFixes (then only losing our own ownership counts).
    private let xfixesEventBase: Int32?
    /// The server time of the user's last input, for taking ownership (ICCCM 2.1: never CurrentTime).
    var lastInputTime: () -> Time? = { nil }

    /// What this application put in each selection it still owns, and when it took it.
    var owned: [PasteboardSelection: (items: [[String: Data]], time: Time)] = [:]
    private var changeCounts: [PasteboardSelection: Int] = [:]
    /// The ownership change last counted, per selection: SelectionClear and XFixes both report one change.
    private var countedChange: [PasteboardSelection: Time] = [:]
    /// What a drag of ours offers through XdndSelection while it is outside our windows (X11XdndOutgoingDrag).
    var dragOffer: (@MainActor () -> X11SelectionOffer)?
    /// INCR transfers under way to other clients.
    var sends: [X11IncrementalSend] = []
    /// When this run-loop turn's time for reading other clients' selections ends; nil until a read starts it.
    var pasteEnd: Date?
    /// Whether running out of that time was logged this turn (once is enough).
    var pasteTimeSpentLogged = false
    /// Other clients' repeated misbehaviour as the owner sees it: one line per kind and interval.
    var ownerLog = X11LogThrottle()

    init(connection: X11Connection) {
        self.connection = connection
        atoms = X11SelectionAtoms(connection)
        let display = connection.display
        window = XCreateSimpleWindow(display, connection.rootWindow, -10, -10, 1, 1, 0, 0, 0)
        XSelectInput(display, window, PropertyChangeMask)
        var eventBase: Int32 = 0, errorBase: Int32 = 0
        if XFixesQueryExtension(display, &eventBase, &errorBase) != 0 {
            var major: Int32 = 1, minor: Int32 = 0
            XFixesQueryVersion(display, &major, &minor)
            xfixesEventBase = eventBase
            let mask = UInt(XFixesSetSelectionOwnerNotifyMask | XFixesSelectionWindowDestroyNotifyMask
                            | XFixesSelectionClientCloseNotifyMask)
            for selection in PasteboardSelection.allCases {
                XFixesSelectSelectionInput(display, window, atoms.atom(for: selection), mask)
            }
        } else {
            xfixesEventBase = nil
            UIKitLog.error("X11: the server lacks XFIXES; other clients' copies will not move UIPasteboard.changeCount")
        }
    }

    var display: OpaquePointer { connection.display }

    // MARK: PasteboardTransport

    /// False once the connection closed or broke: no request may go out, and our selections live on in memory only.
    var isConnected: Bool { !connection.isClosed && !X11ErrorTrap.isLost(display) }

    func write(_ items: [[String: Data]], to selection: PasteboardSelection) {
        changeCounts[selection, default: 0] += 1
        guard isConnected else {
            owned[selection] = (items, Time(CurrentTime))
            return
        }
        let selectionAtom = atoms.atom(for: selection)
        var time = lastInputTime() ?? serverTime() ?? Time(CurrentTime)
        XSetSelectionOwner(display, selectionAtom, window, time)
        if XGetSelectionOwner(display, selectionAtom) != window, let now = serverTime() {
            // The last input is older than the current owner's claim: the server ignored us. Claim it as of now.
            time = now
            XSetSelectionOwner(display, selectionAtom, window, time)
        }
        guard XGetSelectionOwner(display, selectionAtom) == window else {
            owned[selection] = nil
            UIKitLog.error("X11: could not take the \(selection) selection (the server kept another owner); the copy is lost")
            return
        }
        owned[selection] = (items, time)
    }

    func ownItems(in selection: PasteboardSelection) -> [[String: Data]]? {
        confirmOwnership(of: selection)
        return owned[selection]?.items
    }

    /// Another client may have taken the selection since the last events were handled: a round trip brings its
    /// SelectionClear and XFixes notification, handled now, so a read right after another copy is not answered
    /// with our stale items.
    func confirmOwnership(of selection: PasteboardSelection) {
        guard owned[selection] != nil, isConnected else { return }
        XSync(display, 0)
        X11EventWait(connection: connection, classify: { event in
            let ours = event.type == SelectionClear && event.xselectionclear.window == self.window
            return ours || self.isSelectionNotify(event) ? .handleNow : .leave
        }, handleNow: { event in _ = self.handle(&event) }).drain()
    }

    private func isSelectionNotify(_ event: XEvent) -> Bool {
        guard let base = xfixesEventBase else { return false }
        return event.type == base + XFixesSelectionNotify
    }

    func changeCount(of selection: PasteboardSelection) -> Int { changeCounts[selection] ?? 0 }

    // MARK: Events

    /// Handles the selection protocol's events; false for every other event.
    func handle(_ event: inout XEvent) -> Bool {
        guard event.xany.display == display else { return false }
        expireSends()
        switch event.type {
        case SelectionRequest where event.xselectionrequest.owner == window:
            answer(event.xselectionrequest)
        case SelectionClear where event.xselectionclear.window == window:
            let clear = event.xselectionclear
            if let selection = atoms.selection(for: clear.selection) { anotherClientTook(selection, at: clear.time) }
        case SelectionNotify where event.xselection.requestor == window:
            // The late answer to a read that timed out: nobody waits for it any more. Any client may send one naming
            // any property, so only ours goes.
            if event.xselection.property == atoms.transferProperty {
                XDeleteProperty(display, window, atoms.transferProperty)
            }
        case PropertyNotify where event.xproperty.window == window:
            break
        case PropertyNotify where isTransferProperty(event.xproperty):
            continueSends(after: event.xproperty)
        case DestroyNotify where sends.contains { $0.requestor == event.xdestroywindow.window }:
            dropSends(to: event.xdestroywindow.window, reason: "the requestor's window was destroyed")
            return false   // whoever else watches that window hears of it too
        default:
            guard isSelectionNotify(event) else { return false }
            selectionOwnerChanged(event)
        }
        return true
    }

    /// A property change of a transfer's property on its requestor's window (others on that window are not ours).
    func isTransferProperty(_ event: XPropertyEvent) -> Bool {
        sends.contains { $0.requestor == event.window && $0.property == event.atom }
    }

    /// XFixes: a selection's owner changed (a new owner, or the owner's window or connection went away).
    func selectionOwnerChanged(_ event: XEvent) {
        var event = event
        let notify = withUnsafePointer(to: &event) {
            $0.withMemoryRebound(to: XFixesSelectionNotifyEvent.self, capacity: 1) { $0.pointee }
        }
        guard notify.window == window, let selection = atoms.selection(for: notify.selection) else { return }
        if notify.subtype == XFixesSetSelectionOwnerNotify {
            guard notify.owner != window else { return }
            anotherClientTook(selection, at: notify.selection_timestamp)
        } else {
            countChange(of: selection, ownedSince: notify.selection_timestamp)
        }
    }

    /// Is `event` an XFixes report that `selection` lost its owner (the owner's window or connection went away)?
    func reportsOwnerGone(_ event: XEvent, for selection: Atom) -> Bool {
        guard isSelectionNotify(event) else { return false }
        var event = event
        let notify = withUnsafePointer(to: &event) {
            $0.withMemoryRebound(to: XFixesSelectionNotifyEvent.self, capacity: 1) { $0.pointee }
        }
        return notify.selection == selection && notify.subtype != XFixesSetSelectionOwnerNotify
    }

    /// Another client owns `selection` since `time`: our items are gone, and the change is counted once.
    private func anotherClientTook(_ selection: PasteboardSelection, at time: Time) {
        guard countedChange[selection] != time else { return }
        countedChange[selection] = time
        countChange(of: selection, ownedSince: time)
    }

    /// Counts a change of `selection`'s owner, made by (or ending) an ownership taken at `time`. Our items go only
    /// when that ownership is not older than ours: a notification still queued from before our last copy leaves it.
    private func countChange(of selection: PasteboardSelection, ownedSince time: Time) {
        if let own = owned[selection], X11Clipboard.serverTime(time, isBefore: own.time) {
            // Stale: the change happened, but before we took the selection again.
        } else {
            owned[selection] = nil
        }
        changeCounts[selection, default: 0] += 1
        UIPasteboard.selectionChanged(selection, in: self)
    }

    /// Server times are milliseconds wrapping at 2^32: compared by their signed difference.
    nonisolated static func serverTime(_ time: Time, isBefore other: Time) -> Bool {
        Int32(bitPattern: UInt32(truncatingIfNeeded: time) &- UInt32(truncatingIfNeeded: other)) < 0
    }

    /// Hands the clipboard to a clipboard manager, ends transfers and destroys the window; before the connection
    /// closes.
    func shutDown() {
        guard isConnected else { return }
        handOverToClipboardManager()
        let ended = sends
        sends = []
        for send in ended { releaseIfDone(send) }
        XDestroyWindow(display, window)
        XFlush(display)
    }
}
