internal import CX11
internal import CXrandr
import UIKitCore

/// The window server on an X11 display: screens from RandR, windows as X windows composited with X Render, events
/// from the X connection read on the main run loop.
@MainActor public final class X11WindowServer: WindowServer {
    let connection: X11Connection
    private var hosts: [UInt: X11WindowHost] = [:]
    private var sink: (@MainActor (WindowServerEvent) -> Void)?
    private var lastScreens: [ScreenDescription] = []

    public var name: String { "X11 \(connection.displayName)" }

    /// Connects to `displayName` (default `$DISPLAY`); throws a message naming the display when nothing answers.
    public init(displayName: String? = nil) throws {
        connection = try X11Connection(name: displayName)
        lastScreens = X11Screens(connection: connection).read()
    }

    public var screens: [ScreenDescription] { lastScreens }

    public func start(sink: @escaping @MainActor (WindowServerEvent) -> Void) throws {
        self.sink = sink
        let display = connection.display
        if connection.randrEventBase != nil {
            XRRSelectInput(display, connection.rootWindow,
                           Int32(RRScreenChangeNotifyMask | RROutputChangeNotifyMask | RRCrtcChangeNotifyMask))
        }
        // Virtual monitors (xrandr --setmonitor) only announce themselves through the root's ConfigureNotify.
        XSelectInput(display, connection.rootWindow, StructureNotifyMask | PropertyChangeMask)
        connection.eventHandler = { [weak self] event in self?.handle(&event) }
        X11Connection.onConnectionLost = { message in
            sink(.connectionLost(reason: message))
            UIApplication.shared.processPendingEvents()
        }
        connection.startReading()
        XFlush(display)
    }

    public func makeWindowHost(_ configuration: WindowHostConfiguration) throws -> any WindowHost {
        let screenFrame = lastScreens.first { $0.id == configuration.screenID }?.pixelFrame ?? .zero
        let host = try X11WindowHost(connection: connection, configuration: configuration, screenFrame: screenFrame)
        hosts[host.window] = host
        return host
    }

    public func setMode(_ mode: ScreenModeDescription, forScreen screenID: String) throws {
        try X11ModeSetter(connection: connection).setMode(mode, forMonitor: screenID)
    }

    public func shutDown() {
        for host in hosts.values { host.destroy() }
        hosts = [:]
        connection.close()
    }

    /// Statistics of every window, for tests and benchmarks.
    public var windowHosts: [X11WindowHost] { Array(hosts.values) }

    // MARK: Events

    private func handle(_ event: inout XEvent) {
        let type = event.type
        if let base = connection.randrEventBase, type == base + RRScreenChangeNotify || type == base + RRNotify {
            XRRUpdateConfiguration(&event)
            screensMayHaveChanged()
            return
        }
        switch type {
        case Expose:
            let e = event.xexpose
            hosts[e.window]?.exposed(CGRect(x: Int(e.x), y: Int(e.y), width: Int(e.width), height: Int(e.height)))
        case ConfigureNotify:
            let e = event.xconfigure
            if e.window == connection.rootWindow {
                XRRUpdateConfiguration(&event)
                screensMayHaveChanged()
            } else if let host = hosts[e.window], let size = host.configured(width: Int(e.width), height: Int(e.height)) {
                sink?(.windowResized(host, size))
            }
        case DestroyNotify:
            if let host = hosts.removeValue(forKey: event.xdestroywindow.window), !host.isDestroyed {
                // Destroyed behind our back by another client: the window is gone, as if closed.
                sink?(.windowCloseRequested(host))
            }
        case ClientMessage:
            handleClientMessage(event.xclient)
        case FocusIn, FocusOut:
            let e = event.xfocus
            guard let host = hosts[e.window], e.mode == NotifyNormal || e.mode == NotifyWhileGrabbed else { return }
            sink?(.windowFocusChanged(host, focused: type == FocusIn))
        case UnmapNotify, MapNotify:
            if let host = hosts[event.xmap.window], isIconic(host.window) || type == MapNotify {
                sink?(.windowMinimized(host, minimized: type == UnmapNotify))
            }
        default:
            break
        }
    }

    private func handleClientMessage(_ message: XClientMessageEvent) {
        guard message.message_type == connection.atom("WM_PROTOCOLS"), let host = hosts[message.window] else { return }
        let kind = Atom(message.data.l.0)
        if kind == connection.atom("WM_DELETE_WINDOW") {
            sink?(.windowCloseRequested(host))
        } else if kind == connection.atom("_NET_WM_PING") {
            // Answer the window manager's "are you alive?" by sending the message back to the root.
            var reply = XEvent()
            reply.xclient = message
            reply.xclient.window = connection.rootWindow
            XSendEvent(connection.display, connection.rootWindow, 0,
                       SubstructureNotifyMask | SubstructureRedirectMask, &reply)
            XFlush(connection.display)
        }
    }

    private func isIconic(_ window: UInt) -> Bool {
        var type: Atom = 0, format: Int32 = 0, count: UInt = 0, after: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        let wmState = connection.atom("WM_STATE")
        X11ErrorTrap.quiet = true
        defer { X11ErrorTrap.quiet = false }
        guard XGetWindowProperty(connection.display, window, wmState, 0, 2, 0, wmState, &type, &format, &count,
                                 &after, &data) == Success, let data, count > 0 else { return false }
        defer { XFree(data) }
        return data.withMemoryRebound(to: UInt.self, capacity: 1) { $0.pointee } == UInt(IconicState)
    }

    private func screensMayHaveChanged() {
        let screens = X11Screens(connection: connection).read()
        guard screens != lastScreens else { return }
        lastScreens = screens
        sink?(.screensChanged(screens))
    }
}

extension X11WindowServer {
    /// The serial number of the next X request: the difference between two readings counts requests sent.
    public var requestSerial: UInt { connection.nextRequestSerial }
}
