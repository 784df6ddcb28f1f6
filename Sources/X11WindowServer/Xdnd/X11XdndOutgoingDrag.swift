internal import CX11
internal import CXi
import Foundation
import UIKitCore

/// A drag of ours outside our windows, as an XDND version 5 source (freedesktop.org's XDND): we own
/// `XdndSelection` (answered from the request's data by the clipboard), hold the pointer with an XI2 grab whose
/// cursor is the drag's picture, and talk to the XDND-aware window under the pointer: XdndEnter (types inline,
/// or all in `XdndTypeList` when more than three), XdndPosition with the action (one at a time: the next waits for
/// the XdndStatus, and none goes inside the rectangle where the target said it answers the same), XdndLeave when
/// the pointer moves off, XdndDrop on release when the target accepted, then the wait for XdndFinished.
///
/// Every target is untrusted: answers from a window other than the current target are ignored; one that never
/// answers the drop within `finishTimeout`, or whose window is destroyed meanwhile, ends the drag as not taken
/// (logged once); one that dies while the pointer is over it is simply no target any more.
@MainActor final class X11XdndOutgoingDrag: OutgoingDrag {
    /// How long a target may take to answer a drop (its last XdndStatus, then XdndFinished).
    package static var finishTimeout: TimeInterval = 5

    private enum Phase {
        case dragging
        /// Released while a position was unanswered: the target's XdndStatus decides.
        case releasedAwaitingStatus
        /// XdndDrop sent; XdndFinished awaited.
        case dropped
        /// Cancelled (Escape) with the button still down: the pointer stays ours until it is released, so that the
        /// release comes to our window (UIKit's touch ends there) and drops nothing on the other client.
        case cancelledAwaitingRelease
        case ended
    }

    private let host: X11WindowHost
    private let request: OutgoingDragRequest
    private let atoms: X11XdndAtoms
    private let clipboard: X11Clipboard
    /// Our windows, which never become targets of our own drags (UIKit handles drags over them itself).
    private let ownWindows: () -> Set<Window>
    /// Told once the drag is over, so the window server forgets it.
    private let forget: (X11XdndOutgoingDrag) -> Void
    private let typeAtoms: [Atom]
    private let action: Atom
    private var phase = Phase.dragging
    private var target: X11XdndDropTarget?
    /// The target's last XdndStatus: whether it takes a drop, with which action, and where it answers the same.
    private var accepted = false
    private var acceptedAction: Atom = 0
    private var quietZone: CGRect?
    private var awaitingStatus = false
    /// The root position to send once the target answered the previous one.
    private var pendingPosition: (x: Int32, y: Int32)?
    private var grabbedDevice: Int32?
    /// The keyboard paired with the grabbed pointer, held too while the drag is outside (see `grabKeyboard`).
    private var grabbedKeyboard: Int32?
    private var previewCursor: UInt = 0
    private var showsPreview = false
    /// Counts the waits for a drop's answer: a timer of an earlier wait finds another number.
    private var waitNumber = 0

    /// The window whose XdndStatus and XdndFinished we hear: the owner of `XdndSelection`.
    var sourceWindow: Window { clipboard.window }
    private var display: OpaquePointer { clipboard.connection.display }

    init(host: X11WindowHost, request: OutgoingDragRequest, atoms: X11XdndAtoms, clipboard: X11Clipboard,
         ownWindows: @escaping () -> Set<Window>, forget: @escaping (X11XdndOutgoingDrag) -> Void) {
        self.host = host; self.request = request; self.atoms = atoms; self.clipboard = clipboard
        self.ownWindows = ownWindows; self.forget = forget
        // Text goes under the names other toolkits look for as well, as GTK lists it: Qt takes only "text/plain"
        // (or UTF8_STRING) as text, and ignores a drag that offers just "text/plain;charset=utf-8". The selection
        // answers all of them from the one UTF-8 representation (X11SelectionOffer).
        let textAtoms = clipboard.atoms
        typeAtoms = request.types.flatMap { type in
            type == X11SelectionOffer.textMIME ? [textAtoms.textPlainUTF8, textAtoms.textPlain, textAtoms.utf8String]
                : [clipboard.connection.atom(type)]
        }
        action = request.allowsMove ? atoms.actionMove : atoms.actionCopy
        takeSelection()
        grab(cursor: 0)
        grabKeyboard()
    }

    private var time: Time { clipboard.lastInputTime() ?? Time(CurrentTime) }

    /// Owns XdndSelection (answered from the request through the clipboard) and lists every type in XdndTypeList.
    private func takeSelection() {
        var data: [String: Data]?
        clipboard.dragOffer = { [request, atoms = clipboard.atoms] in
            if data == nil {
                data = Dictionary(request.types.compactMap { type in request.data(type).map { (type, $0) } },
                                  uniquingKeysWith: { first, _ in first })
            }
            return X11SelectionOffer(item: data ?? [:], time: Time(CurrentTime), atoms: atoms)
        }
        XSetSelectionOwner(display, atoms.selection, sourceWindow, time)
        X11Property.write(display, window: sourceWindow, property: atoms.typeList, type: XA_ATOM,
                          values: typeAtoms.map { UInt($0) })
        XFlush(display)
    }

    // MARK: OutgoingDrag

    func move(to location: CGPoint, isOutside: Bool) {
        guard phase == .dragging, !host.isDestroyed else { return }
        guard isOutside else {
            // Back over our window: UIKit's targets take it; the other client hears it leave.
            leaveTarget()
            setPreviewShown(false)
            return
        }
        setPreviewShown(true)
        guard let root = rootPosition(of: location) else { return }
        let found = X11XdndDropTarget.find(atRoot: root.x, root.y, connection: clipboard.connection, atoms: atoms,
                                           ours: ownWindows())
        if found != target {
            leaveTarget()
            if let found { enter(found) }
        }
        guard target != nil else { return }
        if awaitingStatus {
            pendingPosition = root
        } else if !isQuiet(root) {
            sendPosition(root)
        }
    }

    /// Inside the rectangle where the target said its answer stays the same: no position needs to go.
    private func isQuiet(_ root: (x: Int32, y: Int32)) -> Bool {
        quietZone?.contains(CGPoint(x: Int(root.x), y: Int(root.y))) ?? false
    }

    func drop() {
        guard phase == .dragging else { return }
        ungrab()
        guard target != nil else { return end(.cancel) }
        if awaitingStatus {
            phase = .releasedAwaitingStatus
            waitForAnswer()
        } else {
            dropOrRefuse()
        }
    }

    func cancel() {
        if phase == .cancelledAwaitingRelease { return tearDown() }
        guard phase == .dragging || phase == .releasedAwaitingStatus else { return }
        leaveTarget()
        guard phase == .dragging, buttonsAreDown() else { return tearDown() }
        phase = .cancelledAwaitingRelease
        ungrabKeyboard()
        grab(cursor: 0)
        waitForRelease()
    }

    /// Polls the pointer's buttons (the release itself goes to UIKit as input) and lets the pointer go once they
    /// are all up.
    private func waitForRelease() {
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.05) { [weak self] in
            MainActor.assumeIsolated {
                guard let self, self.phase == .cancelledAwaitingRelease else { return }
                if self.buttonsAreDown() { self.waitForRelease() } else { self.tearDown() }
            }
        }
    }

    // MARK: Messages from the target

    /// Handles XdndStatus and XdndFinished sent to our source window; false for any other message.
    func handle(_ message: XClientMessageEvent) -> Bool {
        guard message.window == sourceWindow, atoms.sourceMessages.contains(message.message_type) else { return false }
        let values = X11XdndMessage.values(of: message)
        guard message.format == 32, let target, Window(values[0]) == target.window else { return true }
        if message.message_type == atoms.status {
            status(values)
        } else if phase == .dropped {
            let taken = target.version < 5 || values[1] & 1 != 0
            let chosen = target.version < 5 ? acceptedAction : Atom(values[2])
            end(taken ? operation(for: chosen) : .cancel)
        }
        return true
    }

    /// A window was destroyed: when it is the target's, there is no target any more, and a drop it had is lost.
    func windowDestroyed(_ window: Window) {
        guard let target, window == target.window || window == target.messageWindow else { return }
        self.target = nil
        awaitingStatus = false
        accepted = false
        if phase == .dropped || phase == .releasedAwaitingStatus {
            UIKitLog.error("X11: the drop target (window 0x\(String(window, radix: 16))) went away before it "
                           + "finished the drop; the drag ends as not taken")
            end(.cancel)
        }
    }

    private func status(_ values: [UInt]) {
        awaitingStatus = false
        accepted = values[1] & 1 != 0
        acceptedAction = accepted ? Atom(values[4]) : 0
        // Bit 1 clear: no more positions inside this root rectangle, the answer would be the same.
        let x = Int(Int16(truncatingIfNeeded: values[2] >> 16)), y = Int(Int16(truncatingIfNeeded: values[2]))
        let width = Int(values[3] >> 16 & 0xFFFF), height = Int(values[3] & 0xFFFF)
        quietZone = values[1] & 2 == 0 && width > 0 && height > 0
            ? CGRect(x: x, y: y, width: width, height: height) : nil
        switch phase {
        case .dragging:
            if let pending = pendingPosition {
                pendingPosition = nil
                if !isQuiet(pending) { sendPosition(pending) }
            }
        case .releasedAwaitingStatus:
            dropOrRefuse()
        case .dropped, .cancelledAwaitingRelease, .ended:
            break
        }
    }

    // MARK: Steps

    private func enter(_ found: X11XdndDropTarget) {
        target = found
        accepted = false
        acceptedAction = 0
        quietZone = nil
        awaitingStatus = false
        pendingPosition = nil
        // Hear of its death: a target may die at any moment of a drag.
        X11ErrorTrap.quiet = true
        var attributes = XWindowAttributes()
        if XGetWindowAttributes(display, found.window, &attributes) != 0 {
            XSelectInput(display, found.window, attributes.your_event_mask | StructureNotifyMask)
        }
        X11ErrorTrap.quiet = false
        let inline = Array(typeAtoms.prefix(3)).map { UInt($0) }
        send(atoms.enter, [UInt(sourceWindow), found.version << 24 | (typeAtoms.count > 3 ? 1 : 0)] + inline)
    }

    private func sendPosition(_ root: (x: Int32, y: Int32)) {
        awaitingStatus = true
        let packed = UInt(UInt16(truncatingIfNeeded: root.x)) << 16 | UInt(UInt16(truncatingIfNeeded: root.y))
        send(atoms.position, [UInt(sourceWindow), 0, packed, UInt(time), UInt(action)])
    }

    private func leaveTarget() {
        guard target != nil else { return }
        send(atoms.leave, [UInt(sourceWindow)])
        target = nil
        accepted = false
        awaitingStatus = false
        pendingPosition = nil
        quietZone = nil
    }

    /// Released with the target's answer known: XdndDrop when it accepts (then XdndFinished is awaited), else the
    /// drag leaves it, not taken.
    private func dropOrRefuse() {
        guard accepted else {
            leaveTarget()
            return end(.cancel)
        }
        phase = .dropped
        send(atoms.drop, [UInt(sourceWindow), 0, UInt(time)])
        waitForAnswer()
    }

    private func waitForAnswer() {
        waitNumber += 1
        let number = waitNumber
        DispatchQueue.main.asyncAfter(deadline: .now() + Self.finishTimeout) { [weak self] in
            MainActor.assumeIsolated {
                guard let self, self.waitNumber == number,
                      self.phase == .dropped || self.phase == .releasedAwaitingStatus else { return }
                let window = self.target.map { "0x" + String($0.window, radix: 16) } ?? "?"
                UIKitLog.error("X11: the drop target (window \(window)) did not finish the drop within "
                               + "\(Self.finishTimeout) s; the drag ends as not taken")
                self.end(.cancel)
            }
        }
    }

    private func end(_ operation: UIDropOperation) {
        guard phase != .ended else { return }
        tearDown()
        request.ended(operation)
    }

    private func tearDown() {
        phase = .ended
        ungrab()
        clipboard.dragOffer = nil
        if previewCursor != 0, !clipboard.connection.isClosed, !clipboard.connection.isLost {
            XFreeCursor(host.connection.display, previewCursor)
        }
        previewCursor = 0
        forget(self)
    }

    /// What UIKit calls the action the target took: a move only when the session allows one.
    private func operation(for chosen: Atom) -> UIDropOperation {
        chosen == atoms.actionMove && request.allowsMove ? .move : .copy
    }

    private func send(_ type: Atom, _ values: [UInt]) {
        guard let target else { return }
        X11XdndMessage.send(type, values, to: target.window,
                            via: target.messageWindow == target.window ? nil : target.messageWindow,
                            on: clipboard.connection)
    }

    // MARK: Pointer

    /// The root position of a window point (pixels), through the server (a window manager's frame moves windows).
    private func rootPosition(of location: CGPoint) -> (x: Int32, y: Int32)? {
        let px = location.x * host.scale, py = location.y * host.scale
        guard px.isFinite, py.isFinite, abs(px) < 32_768, abs(py) < 32_768 else { return nil }
        var x: Int32 = 0, y: Int32 = 0, child: Window = 0
        X11ErrorTrap.quiet = true
        defer { X11ErrorTrap.quiet = false }
        guard XTranslateCoordinates(host.connection.display, host.window, host.connection.rootWindow, Int32(px),
                                    Int32(py), &x, &y, &child) != 0 else { return nil }
        return (x, y)
    }

    /// Outside the window the pointer carries the drag's picture; over it, the window's own cursor.
    private func setPreviewShown(_ shown: Bool) {
        guard shown != showsPreview else { return }
        showsPreview = shown
        if shown, previewCursor == 0, let image = request.preview {
            previewCursor = X11DragCursor.make(image, hotSpot: request.previewHotSpot, display: host.connection.display)
        }
        grab(cursor: shown ? (previewCursor != 0 ? previewCursor : host.connection.cursors.cursor(.closedHand)) : 0)
    }

    /// Holds the client pointer on our window (button and motion events), so a release anywhere comes back to us;
    /// grabbing again changes the cursor. The button's own implicit grab is on the same window, so UIKit's touch
    /// goes on undisturbed.
    private func grab(cursor: UInt) {
        let display = host.connection.display
        var device: Int32 = 0
        guard XIGetClientPointer(display, 0, &device) != 0 else { return }
        var mask = [UInt8](repeating: 0, count: Int(XI_LASTEVENT) / 8 + 1)
        for event in [XI_ButtonPress, XI_ButtonRelease, XI_Motion] { mask[Int(event) / 8] |= 1 << (UInt8(event) % 8) }
        let status = mask.withUnsafeMutableBufferPointer { bytes in
            var selection = XIEventMask(deviceid: device, mask_len: Int32(bytes.count), mask: bytes.baseAddress)
            return XIGrabDevice(display, device, host.window, Time(CurrentTime), cursor, XIGrabModeAsync,
                                XIGrabModeAsync, 0, &selection)
        }
        if status == GrabSuccess { grabbedDevice = device }
        XFlush(display)
    }

    /// Holds the keyboard paired with `pointer` on our window for the drag, as GTK and Qt do for theirs: with the
    /// pointer over another client (whose window has the keys where focus follows the pointer) Escape still comes
    /// to us, and UIKit's key handling cancels the drag (XdndLeave to the target, the session ends as `.cancel`).
    private func grabKeyboard() {
        let display = host.connection.display
        var count: Int32 = 0
        guard let pointer = grabbedDevice, let info = XIQueryDevice(display, pointer, &count) else { return }
        let keyboard = count > 0 ? info.pointee.attachment : 0
        XIFreeDeviceInfo(info)
        guard keyboard > 0 else { return }
        var mask = [UInt8](repeating: 0, count: Int(XI_LASTEVENT) / 8 + 1)
        for event in [XI_KeyPress, XI_KeyRelease] { mask[Int(event) / 8] |= 1 << (UInt8(event) % 8) }
        let status = mask.withUnsafeMutableBufferPointer { bytes in
            var selection = XIEventMask(deviceid: keyboard, mask_len: Int32(bytes.count), mask: bytes.baseAddress)
            return XIGrabDevice(display, keyboard, host.window, Time(CurrentTime), 0, XIGrabModeAsync,
                                XIGrabModeAsync, 0, &selection)
        }
        if status == GrabSuccess { grabbedKeyboard = keyboard }
        XFlush(display)
    }

    private func ungrabKeyboard() {
        guard let keyboard = grabbedKeyboard else { return }
        grabbedKeyboard = nil
        guard !host.connection.isClosed, !host.connection.isLost else { return }
        XIUngrabDevice(host.connection.display, keyboard, Time(CurrentTime))
        XFlush(host.connection.display)
    }

    /// Whether any button of the grabbed pointer is down.
    private func buttonsAreDown() -> Bool {
        guard let device = grabbedDevice, !host.connection.isClosed, !host.connection.isLost else { return false }
        var root: Window = 0, child: Window = 0
        var rootX = 0.0, rootY = 0.0, x = 0.0, y = 0.0
        var buttons = XIButtonState(), modifiers = XIModifierState(), group = XIGroupState()
        guard XIQueryPointer(host.connection.display, device, host.window, &root, &child, &rootX, &rootY, &x, &y,
                             &buttons, &modifiers, &group) != 0 else { return false }
        defer { if let mask = buttons.mask { XFree(mask) } }
        // Bit n is button n; buttons 1 to 3 carry drags (4 to 7 are scroll clicks).
        let mask = buttons.mask.map { Array(UnsafeBufferPointer(start: $0, count: Int(buttons.mask_len))) } ?? []
        return mask.first.map { $0 & 0b1110 != 0 } ?? false
    }

    private func ungrab() {
        let devices = [grabbedDevice, grabbedKeyboard].compactMap { $0 }
        grabbedDevice = nil
        grabbedKeyboard = nil
        guard !devices.isEmpty, !host.connection.isClosed, !host.connection.isLost else { return }
        for device in devices { XIUngrabDevice(host.connection.display, device, Time(CurrentTime)) }
        XFlush(host.connection.display)
    }
}
