internal import CX11
import Foundation
import UIKitCore

/// Our windows as XDND drop targets: every top-level window says XdndAware (version 5); XdndEnter, XdndPosition,
/// XdndLeave and XdndDrop from another client become `externalDrag` events, and UIKit's answers go back as
/// XdndStatus and XdndFinished (X11XdndIncomingDrag).
///
/// Every source is untrusted: messages for a drag that is not the current one, from another source window, or
/// before an XdndEnter are ignored (one log line per kind per interval); more than `X11SelectionLimits.listedItems`
/// types are cut there; a source that dies mid-drag (its window destroyed) ends the drag as if it had left, and one
/// that goes silent for `silenceTimeout` does too. The data itself is read with the clipboard's bounded reads.
@MainActor final class X11XdndTarget {
    /// How long a drag may go without any message from its source before it counts as abandoned.
    package static var silenceTimeout: TimeInterval = 10

    private let connection: X11Connection
    let atoms: X11XdndAtoms
    private let clipboard: X11Clipboard
    private var log = X11LogThrottle()
    /// The drag over one of our windows, and when its source last spoke.
    private(set) var current: X11XdndIncomingDrag?
    private var lastHeard = Date()

    init(connection: X11Connection, clipboard: X11Clipboard) {
        self.connection = connection
        atoms = X11XdndAtoms(connection)
        self.clipboard = clipboard
    }

    /// Marks a top-level window as a drop target.
    func makeAware(_ window: Window, on windowConnection: X11Connection) {
        var version = X11XdndAtoms.version
        let display = windowConnection.display
        withUnsafeBytes(of: &version) { raw in
            _ = XChangeProperty(display, window, windowConnection.atom("XdndAware"), XA_ATOM, 32, PropModeReplace,
                                raw.bindMemory(to: UInt8.self).baseAddress, 1)
        }
    }

    /// Handles an XDND message to one of our windows; false for any other message.
    func handle(_ message: XClientMessageEvent, host: X11WindowHost?,
                post: (X11WindowHost, ExternalDragSample) -> Void) -> Bool {
        guard atoms.targetMessages.contains(message.message_type) else { return false }
        guard message.format == 32 else {
            log.error("xdnd-format", "X11: an XDND message with format \(message.format) ignored")
            return true
        }
        guard let host, !host.isDestroyed else { return true }
        let values = X11XdndMessage.values(of: message)
        let source = Window(values[0])
        if message.message_type == atoms.enter {
            enter(source: source, values: values, host: host)
            return true
        }
        guard let drag = current, drag.sourceWindow == source, drag.targetWindow == host.window else {
            log.error("xdnd-stray", "X11: an XDND message from window 0x\(String(source, radix: 16)) that has no drag "
                      + "over our window; ignored")
            return true
        }
        lastHeard = Date()
        switch message.message_type {
        case atoms.position:
            drag.requestedAction = Atom(values[4])
            let point = windowPoint(rootX: Int16(truncatingIfNeeded: values[2] >> 16),
                                    rootY: Int16(truncatingIfNeeded: values[2] & 0xFFFF), in: host)
            post(host, sample(.moved, at: point, drag))
        case atoms.leave:
            current = nil
            post(host, sample(.exited, at: .zero, drag))
        case atoms.drop:
            drag.dropped(at: Time(values[2]))
            current = nil
            post(host, sample(.dropped, at: lastPoint, drag))
        default:
            break
        }
        return true
    }

    /// The source's window was destroyed (it died mid-drag): the drag is over.
    func windowDestroyed(_ window: Window, post: (X11WindowHost, ExternalDragSample) -> Void, hosts: [UInt: X11WindowHost]) {
        guard let drag = current, drag.sourceWindow == window else { return }
        current = nil
        UIKitLog.error("X11: the drag source (window 0x\(String(window, radix: 16))) went away mid-drag")
        if let host = hosts[drag.targetWindow] { post(host, sample(.exited, at: .zero, drag)) }
    }

    /// A drag whose source stopped talking long ago is abandoned (checked whenever events arrive).
    func expireSilentDrag(post: (X11WindowHost, ExternalDragSample) -> Void, hosts: [UInt: X11WindowHost]) {
        guard let drag = current, Date().timeIntervalSince(lastHeard) > Self.silenceTimeout else { return }
        current = nil
        UIKitLog.error("X11: the drag source (window 0x\(String(drag.sourceWindow, radix: 16))) said nothing for "
                       + "\(Self.silenceTimeout) s; its drag is abandoned")
        if let host = hosts[drag.targetWindow] { post(host, sample(.exited, at: .zero, drag)) }
    }

    private var lastPoint = CGPoint.zero

    private func enter(source: Window, values: [UInt], host: X11WindowHost) {
        let version = values[1] >> 24
        guard version >= 3 else {
            log.error("xdnd-version", "X11: an XDND source speaking version \(version) (before 3) ignored")
            return
        }
        // A new XdndEnter replaces any drag we still knew (UIKit ends a drag whose source changed).
        var typeAtoms = values[2...4].map { Atom($0) }.filter { $0 != 0 }
        if values[1] & 1 != 0 { typeAtoms = typeList(of: source) ?? typeAtoms }
        let types = X11SelectionTypes.mimeTypes(ofTargets: typeAtoms, connection)
        current = X11XdndIncomingDrag(source: source, target: host.window, version: min(version, X11XdndAtoms.version),
                                      types: types, connection: host.connection, atoms: atoms, clipboard: clipboard)
        lastHeard = Date()
        // Hear of the source's death: it may never send XdndLeave.
        X11ErrorTrap.quiet = true
        var attributes = XWindowAttributes()
        if XGetWindowAttributes(connection.display, source, &attributes) != 0 {
            XSelectInput(connection.display, source, attributes.your_event_mask | StructureNotifyMask)
        }
        XSync(connection.display, 0)
        X11ErrorTrap.quiet = false
    }

    /// XdndTypeList of the source window: at most `X11SelectionLimits.listedItems` atoms.
    private func typeList(of source: Window) -> [Atom]? {
        X11ErrorTrap.quiet = true
        defer { X11ErrorTrap.quiet = false }
        switch X11Property.read(connection.display, window: source, property: atoms.typeList, delete: false,
                                byteLimit: X11SelectionLimits.listedItems * 4) {
        case .value(let value) where value.format == 32:
            return value.values.map { Atom($0) }
        case .tooLarge(let count):
            log.error("xdnd-types", "X11: a drag source listed \(count) types in XdndTypeList, over the limit of "
                      + "\(X11SelectionLimits.listedItems); its first three are used")
            return nil
        default:
            log.error("xdnd-types", "X11: a drag source announced XdndTypeList but has no usable list")
            return nil
        }
    }

    private func windowPoint(rootX: Int16, rootY: Int16, in host: X11WindowHost) -> CGPoint {
        var x: Int32 = 0, y: Int32 = 0, child: Window = 0
        X11ErrorTrap.quiet = true
        defer { X11ErrorTrap.quiet = false }
        XTranslateCoordinates(host.connection.display, host.connection.rootWindow, host.window, Int32(rootX),
                              Int32(rootY), &x, &y, &child)
        lastPoint = CGPoint(x: CGFloat(x) / host.scale, y: CGFloat(y) / host.scale)
        return lastPoint
    }

    private func sample(_ phase: ExternalDragSample.Phase, at point: CGPoint,
                        _ drag: X11XdndIncomingDrag) -> ExternalDragSample {
        ExternalDragSample(phase: phase, location: point, types: drag.types,
                           prefersMove: drag.requestedAction == atoms.actionMove, source: drag)
    }
}
