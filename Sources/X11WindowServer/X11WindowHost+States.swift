internal import CX11
import UIKitCore

/// Window states the desktop shows (EWMH `_NET_WM_STATE`): full screen and demanding attention. A mapped window
/// asks the window manager with a client message to the root window, which the manager answers by changing the
/// property; with no window manager (Xvfb, a kiosk) or before mapping, the window sets the property itself, and
/// goes full screen by covering its monitor.
extension X11WindowHost {
    public func setFullScreen(_ fullScreen: Bool) {
        guard fullScreen != isFullScreen, !isDestroyed else { return }
        isFullScreen = fullScreen
        let managed = changeState("_NET_WM_STATE_FULLSCREEN", to: fullScreen)
        guard !managed else { return }
        // The window changes its own size: the configure notification that follows tells UIKit, as a window
        // manager's resize would.
        if fullScreen {
            frameBeforeFullScreen = knownFrame
            moveResize(toPixels: monitorFrame)
        } else if let frame = frameBeforeFullScreen {
            frameBeforeFullScreen = nil
            moveResize(toPixels: CGRect(x: screenFrame.minX + frame.minX * scale, y: screenFrame.minY + frame.minY * scale,
                                        width: frame.width * scale, height: frame.height * scale))
        }
    }

    private func moveResize(toPixels rect: CGRect) {
        XMoveResizeWindow(connection.display, window, X11Wire.coordinate(rect.minX), X11Wire.coordinate(rect.minY),
                          UInt32(max(1, rect.width.rounded())), UInt32(max(1, rect.height.rounded())))
        XFlush(connection.display)
    }

    /// The urgency hint (ICCCM `WM_HINTS`) and `_NET_WM_STATE_DEMANDS_ATTENTION`: the taskbar flashes the window.
    public func setUrgent(_ urgent: Bool) {
        guard !isDestroyed else { return }
        let display = connection.display
        let existing = XGetWMHints(display, window)
        var hints = existing?.pointee ?? XWMHints()
        if let existing { XFree(existing) }
        if urgent { hints.flags |= Int(XUrgencyHint) } else { hints.flags &= ~Int(XUrgencyHint) }
        XSetWMHints(display, window, &hints)
        changeState("_NET_WM_STATE_DEMANDS_ATTENTION", to: urgent)
        XFlush(display)
    }

    /// The monitor's pixels on the desktop: the X screen's when the window's screen is none of the server's
    /// monitors.
    private var monitorFrame: CGRect {
        guard screenFrame.isEmpty else { return screenFrame }
        let display = connection.display, screen = connection.defaultScreen
        return CGRect(x: 0, y: 0, width: Int(XDisplayWidth(display, screen)), height: Int(XDisplayHeight(display, screen)))
    }

    /// Adds or removes a state; true when a window manager was asked to do it.
    @discardableResult
    private func changeState(_ name: String, to on: Bool) -> Bool {
        let display = connection.display
        let state = connection.atom(name), property = connection.atom("_NET_WM_STATE")
        if isVisible && X11WindowHost.windowManagerRuns(connection) {
            var event = XEvent()
            event.xclient.type = ClientMessage
            event.xclient.window = window
            event.xclient.message_type = property
            event.xclient.format = 32
            event.xclient.data.l.0 = on ? 1 : 0  // _NET_WM_STATE_ADD, _NET_WM_STATE_REMOVE
            event.xclient.data.l.1 = Int(state)
            event.xclient.data.l.3 = 1  // from a normal application
            XSendEvent(display, connection.rootWindow, 0, SubstructureNotifyMask | SubstructureRedirectMask, &event)
            XFlush(display)
            return true
        }
        var states = currentStates().filter { $0 != state }
        if on { states.append(state) }
        let count = Int32(states.count)
        _ = states.withUnsafeMutableBytes { bytes in
            XChangeProperty(display, window, property, Atom(XA_ATOM), 32, PropModeReplace,
                            bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), count)
        }
        XFlush(display)
        return false
    }

    /// `_NET_WM_STATE` changed (the window manager answered, or acted on its own): the full-screen state it now
    /// says, when that is not what the window knew.
    func fullScreenStateChanged() -> Bool? {
        guard !isDestroyed else { return nil }
        let now = currentStates().contains(connection.atom("_NET_WM_STATE_FULLSCREEN"))
        guard now != isFullScreen else { return nil }
        isFullScreen = now
        return now
    }

    /// The atoms of `_NET_WM_STATE` now.
    func currentStates() -> [Atom] {
        var type: Atom = 0, format: Int32 = 0, count: UInt = 0, after: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        guard XGetWindowProperty(connection.display, window, connection.atom("_NET_WM_STATE"), 0, 64, 0, Atom(XA_ATOM),
                                 &type, &format, &count, &after, &data) == Success, let data else { return [] }
        defer { XFree(data) }
        return data.withMemoryRebound(to: UInt.self, capacity: Int(count)) { Array(UnsafeBufferPointer(start: $0, count: Int(count))) }
    }
}
