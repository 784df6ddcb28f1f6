internal import CX11
import Foundation

/// A round-trip marker that never blocks: a client message the compositor sends to its own window after a frame's
/// requests. The server executes requests in order, so when the event comes back (to the client that made the
/// window, us) every request before it is done. It arrives with the other events; the compositor takes it from
/// Xlib's queue when it wants to know (`take`), and the connection hands on any its event loop reads first
/// (`X11Connection.frameMarkerHandlers`).
struct X11FrameMarker {
    /// The message type of frame markers.
    static let atomName = "_UIKIT_FRAME_MARKER"

    let display: OpaquePointer
    let window: UInt
    let atom: Atom

    /// Asks the server to send `frame`'s marker back once it has executed every request sent before.
    func send(frame: Int) {
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.window = window
        event.xclient.message_type = atom
        event.xclient.format = 32
        event.xclient.data.l.0 = frame
        // No event mask: sent to the window's creator.
        XSendEvent(display, window, 0, 0, &event)
    }

    /// The frame numbers of this window's markers that have arrived: from Xlib's queue and what the socket holds
    /// now, without blocking. Other events stay queued, in order.
    func take() -> [Int] {
        var wanted = (window: window, atom: atom)
        var frames: [Int] = []
        var event = XEvent()
        withUnsafeMutablePointer(to: &wanted) { pointer in
            pointer.withMemoryRebound(to: CChar.self, capacity: MemoryLayout<(UInt, Atom)>.size) { argument in
                while XCheckIfEvent(display, &event, { _, event, argument in
                    guard let event, let argument, event.pointee.type == ClientMessage else { return 0 }
                    let wanted = UnsafeRawPointer(argument).load(as: (window: UInt, atom: Atom).self)
                    return event.pointee.xclient.window == wanted.window
                        && event.pointee.xclient.message_type == wanted.atom ? 1 : 0
                }, argument) != 0 {
                    frames.append(event.xclient.data.l.0)
                }
            }
        }
        return frames
    }

    /// Waits until the socket has something to read or `seconds` have passed (a marker may then be taken).
    /// Returns whether it has something to read.
    func waitForInput(seconds: Double) -> Bool {
        guard seconds > 0 else { return false }
        var descriptor = pollfd(fd: XConnectionNumber(display), events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, Int32(max((seconds * 1000).rounded(.up), 1))) > 0
    }
}
