internal import CX11

/// XDND's client messages: format 32, five values, sent straight to the other client's window (no event mask:
/// XDND messages go to the window's owner whatever it selected).
@MainActor enum X11XdndMessage {
    /// `proxy`: the window that takes the messages for `window` (its XdndProxy); the message still names `window`.
    static func send(_ type: Atom, _ values: [UInt], to window: Window, via proxy: Window? = nil,
                     on connection: X11Connection) {
        guard !connection.isClosed, !X11ErrorTrap.isLost(connection.display) else { return }
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.display = connection.display
        event.xclient.window = window
        event.xclient.message_type = type
        event.xclient.format = 32
        let v = values + Array(repeating: 0, count: max(0, 5 - values.count))
        event.xclient.data.l = (Int(bitPattern: v[0]), Int(bitPattern: v[1]), Int(bitPattern: v[2]),
                                Int(bitPattern: v[3]), Int(bitPattern: v[4]))
        // The source may be gone already: a BadWindow is its problem, not ours.
        X11ErrorTrap.quiet = true
        XSendEvent(connection.display, proxy ?? window, 0, 0, &event)
        XSync(connection.display, 0)
        X11ErrorTrap.quiet = false
    }

    /// The message's five values, unsigned.
    static func values(of message: XClientMessageEvent) -> [UInt] {
        let l = message.data.l
        return [l.0, l.1, l.2, l.3, l.4].map { UInt(bitPattern: $0) }
    }
}
