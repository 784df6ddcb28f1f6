import Foundation
import CX11

/// Another X client driven from the test's own thread, which forges what any client may send: selection events
/// through XSendEvent (the server checks nothing in them), properties on other clients' windows, XSETTINGS. Unlike
/// `SelectionPeer` it answers nothing, so it needs no thread of its own.
final class HostileXClient {
    let display: OpaquePointer
    /// Its window: the requestor it names, the owner of what it takes.
    let window: Window

    init(display name: String) throws {
        guard let display = XOpenDisplay(name) else { throw SelectionPeer.PeerError.cannotOpen(name) }
        self.display = display
        window = XCreateSimpleWindow(display, XDefaultRootWindow(display), 0, 0, 1, 1, 0, 0, 0)
        XSync(display, 0)
    }

    var rootWindow: Window { XDefaultRootWindow(display) }

    func atom(_ name: String) -> Atom { XInternAtom(display, name, 0) }

    /// Replaces `property` of `window` with `count` items of `format` from `bytes` (format 32 items are C longs).
    func setProperty(_ property: Atom, of window: Window, type: Atom, format: Int32, bytes: [UInt8]) {
        let size = format == 32 ? MemoryLayout<Int>.size : Int(format / 8)
        var padded = bytes + [UInt8](repeating: 0, count: (size - bytes.count % size) % size)
        _ = padded.withUnsafeMutableBufferPointer { buffer in
            XChangeProperty(display, window, property, type, format, PropModeReplace, buffer.baseAddress,
                            Int32(buffer.count / size))
        }
    }

    /// Replaces `property` of `window` with format-32 `values`.
    func setProperty(_ property: Atom, of window: Window, type: Atom, values: [UInt]) {
        let bytes = values.flatMap { value in withUnsafeBytes(of: value) { Array($0) } }
        setProperty(property, of: window, type: type, format: 32, bytes: bytes)
    }

    /// A SelectionRequest as if from `requestor` (which need not exist), sent to `owner`'s client.
    func sendRequest(to owner: Window, requestor: Window, selection: Atom, target: Atom, property: Atom,
                     time: Time = Time(CurrentTime)) {
        var event = XEvent()
        event.xselectionrequest = XSelectionRequestEvent(type: SelectionRequest, serial: 0, send_event: 1,
                                                         display: display, owner: owner, requestor: requestor,
                                                         selection: selection, target: target, property: property,
                                                         time: time)
        XSendEvent(display, owner, 0, NoEventMask, &event)
    }

    /// A SelectionNotify to `requestor`'s client, answering a request it may never have made.
    func sendNotify(to requestor: Window, selection: Atom, target: Atom, property: Atom,
                    time: Time = Time(CurrentTime)) {
        var event = XEvent()
        event.xselection = XSelectionEvent(type: SelectionNotify, serial: 0, send_event: 1, display: display,
                                           requestor: requestor, selection: selection, target: target,
                                           property: property, time: time)
        XSendEvent(display, requestor, 0, NoEventMask, &event)
    }

    /// A format-32 ClientMessage; on the root window it goes to clients selecting StructureNotify there (ICCCM's
    /// MANAGER convention).
    func sendClientMessage(to target: Window, type: Atom, data: [Int]) {
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.window = target
        event.xclient.message_type = type
        event.xclient.format = 32
        let longs = data + Array(repeating: 0, count: max(0, 5 - data.count))
        event.xclient.data.l = (longs[0], longs[1], longs[2], longs[3], longs[4])
        XSendEvent(display, target, 0, target == rootWindow ? StructureNotifyMask : NoEventMask, &event)
    }

    func own(_ selection: Atom) { XSetSelectionOwner(display, selection, window, Time(CurrentTime)) }

    /// Asks the owner of `selection` for `target` into `property` of this client's window.
    func convert(_ selection: Atom, to target: Atom, into property: Atom) {
        XConvertSelection(display, selection, target, property, window, Time(CurrentTime))
    }

    /// Waits until the server has handled everything sent so far, and drops the events this client received.
    func sync() { XSync(display, 1) }

    func close() { XCloseDisplay(display) }
}
