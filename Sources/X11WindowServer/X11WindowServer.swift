internal import CX11
internal import CXrandr
import UIKitCore

/// The window server on an X11 display: screens from RandR (on every X screen), windows as X windows composited
/// with X Render, events from the X connections read on the main run loop.
///
/// Windows on X screen `s` use a connection whose default screen is `s` (`:N.s`): pixmaps and pictures belong to one
/// X screen, and a compositor creates them on its connection's root.
@preconcurrency @MainActor public final class X11WindowServer: WindowServer {
    let connection: X11Connection
    /// Connections for X screens other than the default one, opened when a window first goes there.
    private var screenConnections: [Int32: X11Connection] = [:]
    private var hosts: [UInt: X11WindowHost] = [:]
    private var sink: (@MainActor (WindowServerEvent) -> Void)?
    private(set) var monitors: [X11Monitor] = []
    private var raiseCounter = 0
    /// XInput 2 pointer, touch, gesture and keyboard input (Input/).
    let input: X11InputSource
    /// The CLIPBOARD and PRIMARY selections (Selections/).
    let clipboard: X11Clipboard
    /// Drags from other clients over our windows (Xdnd/).
    let xdndTarget: X11XdndTarget
    /// Our drag outside our windows, if one is under way (Xdnd/).
    private var outgoingDrag: X11XdndOutgoingDrag?

    public var name: String { "X11 \(connection.displayName)" }

    /// Connects to `displayName` (default `$DISPLAY`); throws a message naming the display when nothing answers.
    public init(displayName: String? = nil) throws {
        connection = try X11Connection(name: displayName)
        monitors = X11Screens(connection: connection).read()
        input = X11InputSource(connection: connection, translator: X11InputTranslator(target: { _ in nil }, sink: { _ in }))
        clipboard = X11Clipboard(connection: connection)
        xdndTarget = X11XdndTarget(connection: connection, clipboard: clipboard)
        input.translator.target = { [weak self] window in self?.hosts[window].map(X11InputTarget.init) }
        clipboard.lastInputTime = { [weak self] in self?.input.translator.lastEventTime }
        // The server may die at any moment of this: what it answered since is nothing to build on.
        try connection.requireAlive()
    }

    public var pasteboardTransport: (any PasteboardTransport)? { clipboard }

    public var screens: [ScreenDescription] { monitors.map(\.description) }

    public func start(sink: @escaping @MainActor (WindowServerEvent) -> Void) throws {
        self.sink = sink
        let display = connection.display
        for xScreen in 0..<XScreenCount(display) {
            let root = XRootWindow(display, xScreen)
            if connection.randrEventBase != nil {
                XRRSelectInput(display, root,
                               Int32(RRScreenChangeNotifyMask | RROutputChangeNotifyMask | RRCrtcChangeNotifyMask))
            }
            // Virtual monitors (xrandr --setmonitor) only announce themselves through the root's ConfigureNotify.
            XSelectInput(display, root, StructureNotifyMask | PropertyChangeMask)
        }
        connection.eventHandler = { [weak self] event in self?.handle(&event) }
        input.translator.sink = sink
        input.start()
        X11Connection.onConnectionLost = { message in
            sink(.connectionLost(reason: message))
            UIApplication.shared.processPendingEvents()
        }
        connection.startReading()
        XFlush(display)
        // Lost before the handler above was there to hear it.
        try connection.requireAlive()
    }

    public func makeWindowHost(_ configuration: WindowHostConfiguration) throws -> any WindowHost {
        let monitor = monitors.first { $0.description.id == configuration.screenID }
        let hostConnection = try connection(forXScreen: monitor?.xScreen ?? connection.defaultScreen)
        try hostConnection.requireAlive()
        let host = try X11WindowHost(connection: hostConnection, configuration: configuration,
                                     screenFrame: monitor?.description.pixelFrame ?? .zero)
        host.stackingChanged = { [weak self, weak host] in
            guard let self, let host else { return }
            if host.isVisible {
                raiseCounter += 1
                host.raiseOrder = raiseCounter
            }
            restack(on: host.connection)
        }
        host.monitorPixelFrame = { [weak self] id in self?.monitors.first { $0.description.id == id }?.description.pixelFrame }
        hosts[host.window] = host
        input.select(on: host)
        xdndTarget.makeAware(host.window, on: hostConnection)
        host.textInputChanged = { [weak self, weak host] in
            guard let self, let host else { return }
            input.translator.setTextInput(window: host.window, state: host.textInput.map { state in
                var inRoot = state
                inRoot.caret = host.rootPixels(of: state.caret)
                return inRoot
            })
        }
        host.outgoingDragStarter = { [weak self, weak host] request in
            guard let self, let host else { return nil }
            return beginOutgoingDrag(request, from: host)
        }
        host.textCompositionCancelled = { [weak self, weak host] in
            guard let self, let host else { return }
            input.translator.cancelComposition(in: host.window)
        }
        return host
    }

    public func setMode(_ mode: ScreenModeDescription, forScreen screenID: String) throws {
        guard let monitor = monitors.first(where: { $0.description.id == screenID }) else {
            throw X11Error.requestFailed("no monitor \(screenID) on \(connection.displayName)")
        }
        try X11ModeSetter(connection: connection).setMode(mode, for: monitor)
    }

    public func shutDown() {
        clipboard.shutDown()
        for host in hosts.values { host.destroy() }
        hosts = [:]
        for extra in screenConnections.values { extra.close() }
        screenConnections = [:]
        connection.close()
    }

    /// Statistics of every window, for tests and benchmarks.
    public var windowHosts: [X11WindowHost] { Array(hosts.values) }

    private func connection(forXScreen xScreen: Int32) throws -> X11Connection {
        if xScreen == connection.defaultScreen { return connection }
        if let existing = screenConnections[xScreen] { return existing }
        let opened = try X11Connection(name: X11Connection.displayName(connection.displayName, screen: xScreen))
        opened.eventHandler = { [weak self] event in self?.handle(&event) }
        opened.startReading()
        screenConnections[xScreen] = opened
        return opened
    }

    /// Carries a drag of `host`'s window on to other clients through XDND; one at a time (a new one ends the last).
    private func beginOutgoingDrag(_ request: OutgoingDragRequest, from host: X11WindowHost) -> (any OutgoingDrag)? {
        guard clipboard.isConnected, !host.isDestroyed else { return nil }
        outgoingDrag?.cancel()
        let drag = X11XdndOutgoingDrag(host: host, request: request, atoms: xdndTarget.atoms, clipboard: clipboard,
                                       ownWindows: { [weak self] in Set(self?.hosts.keys.map { Window($0) } ?? []) },
                                       forget: { [weak self] drag in
                                           if self?.outgoingDrag === drag { self?.outgoingDrag = nil }
                                       })
        outgoingDrag = drag
        return drag
    }

    /// `windowLevel` is stacking: higher levels above lower ones; within a level, the last shown or raised on top.
    private func restack(on hostConnection: X11Connection) {
        var order = hosts.values.filter { $0.connection === hostConnection && $0.isVisible && !$0.isDestroyed }
        guard order.count > 1 else { return }
        order.sort { ($0.level, $0.raiseOrder) > ($1.level, $1.raiseOrder) }
        var windows = order.map(\.window)
        XRestackWindows(hostConnection.display, &windows, Int32(windows.count))
        XFlush(hostConnection.display)
    }

    // MARK: Events

    private func handle(_ event: inout XEvent) {
        let postDrag: (X11WindowHost, ExternalDragSample) -> Void = { [sink] host, sample in sink?(.externalDrag(host, sample)) }
        xdndTarget.expireSilentDrag(post: postDrag, hosts: hosts)
        if event.type == DestroyNotify {
            xdndTarget.windowDestroyed(event.xdestroywindow.window, post: postDrag, hosts: hosts)
            outgoingDrag?.windowDestroyed(event.xdestroywindow.window)
        }
        if event.type == ClientMessage, outgoingDrag?.handle(event.xclient) == true
            || xdndTarget.handle(event.xclient, host: hosts[event.xclient.window], post: postDrag) { return }
        if clipboard.handle(&event) || input.handle(&event) { return }
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
            if isRoot(e.window) {
                XRRUpdateConfiguration(&event)
                screensMayHaveChanged()
            } else if let host = hosts[e.window] {
                let origin = desktopOrigin(of: host, event: e)
                let change = host.configured(x: origin.x, y: origin.y, width: Int(e.width), height: Int(e.height))
                if let size = change.size { sink?(.windowResized(host, size)) }
                if change.origin != nil, let monitor = monitorToMoveTo(host) {
                    let frame = monitor.description.pixelFrame, scale = monitor.description.scale
                    sink?(.windowMovedToScreen(host, screenID: monitor.description.id,
                                               origin: CGPoint(x: (CGFloat(origin.x) - frame.minX) / scale,
                                                               y: (CGFloat(origin.y) - frame.minY) / scale)))
                    if host.textInput != nil { host.textInputChanged?() }
                } else if let moved = change.origin {
                    sink?(.windowMoved(host, moved))
                    // The input method's candidates follow the caret.
                    if host.textInput != nil { host.textInputChanged?() }
                }
            }
        case KeyPress, KeyRelease, ButtonPress, ButtonRelease, MotionNotify:
            input.handleCore(event)
        case DestroyNotify:
            input.translator.windowGone(event.xdestroywindow.window)
            if let host = hosts.removeValue(forKey: event.xdestroywindow.window), !host.isDestroyed {
                // Destroyed behind our back by another client: the window is gone, as if closed.
                host.destroyedByServer()
                sink?(.windowCloseRequested(host))
            }
        case ClientMessage:
            handleClientMessage(event.xclient)
        case PropertyNotify:
            let e = event.xproperty
            if let host = hosts[e.window], e.atom == connection.atom("_NET_WM_STATE"),
               let fullScreen = host.fullScreenStateChanged() {
                sink?(.windowFullScreenChanged(host, isFullScreen: fullScreen))
            }
        case FocusIn, FocusOut:
            let e = event.xfocus
            guard let host = hosts[e.window], e.mode == NotifyNormal || e.mode == NotifyWhileGrabbed,
                  e.detail != NotifyInferior else { return }
            if type == FocusOut { input.translator.focusLost(e.window) } else { input.translator.focusGained(e.window) }
            sink?(.windowFocusChanged(host, focused: type == FocusIn))
        case UnmapNotify, MapNotify:
            if type == UnmapNotify { input.translator.windowGone(event.xunmap.window) }
            if let host = hosts[event.xmap.window], !host.isDestroyed, isIconic(host) || type == MapNotify {
                sink?(.windowMinimized(host, minimized: type == UnmapNotify))
            }
        default:
            break
        }
    }

    /// The monitor a moved desktop window now belongs to, when it is not its own: the one its centre is on, as
    /// GTK and Qt decide. The centre is judged with the size the window will have there (its size in points at that
    /// monitor's scale), so a window that shrinks or grows on arriving does not bounce back across the edge; when no
    /// monitor holds the centre that way, the window stays where it was.
    private func monitorToMoveTo(_ host: X11WindowHost) -> X11Monitor? {
        guard !host.coversMonitor, !host.isFullScreen else { return nil }
        let points = host.knownFrame
        let rootOrigin = CGPoint(x: host.screenFrame.minX + points.minX * host.scale,
                                 y: host.screenFrame.minY + points.minY * host.scale)
        let xScreen = monitors.first { $0.description.id == host.screenID }?.xScreen ?? connection.defaultScreen
        func holdsCentre(_ monitor: X11Monitor) -> Bool {
            let scale = monitor.description.scale
            let centre = CGPoint(x: rootOrigin.x + points.width * scale / 2, y: rootOrigin.y + points.height * scale / 2)
            return monitor.description.pixelFrame.contains(centre)
        }
        let candidates = monitors.filter { $0.xScreen == xScreen }
        if let own = candidates.first(where: { $0.description.id == host.screenID }), holdsCentre(own) { return nil }
        return candidates.first { $0.description.id != host.screenID && holdsCentre($0) }
    }

    private func isRoot(_ window: UInt) -> Bool {
        (0..<XScreenCount(connection.display)).contains { XRootWindow(connection.display, $0) == window }
    }

    /// A real ConfigureNotify is relative to the parent (a window manager's frame); a synthetic one, or one for a
    /// window whose parent is the root, is in root coordinates.
    private func desktopOrigin(of host: X11WindowHost, event: XConfigureEvent) -> (x: Int, y: Int) {
        if event.send_event != 0 { return (Int(event.x), Int(event.y)) }
        let display = host.connection.display
        var x: Int32 = 0, y: Int32 = 0, child: UInt = 0
        X11ErrorTrap.quiet = true
        defer { X11ErrorTrap.quiet = false }
        guard XTranslateCoordinates(display, host.window, host.connection.rootWindow, 0, 0, &x, &y, &child) != 0 else {
            return (Int(event.x), Int(event.y))
        }
        return (Int(x), Int(y))
    }

    private func handleClientMessage(_ message: XClientMessageEvent) {
        guard message.message_type == connection.atom("WM_PROTOCOLS"), let host = hosts[message.window] else { return }
        let kind = X11Wire.atom(message.data.l.0)
        if kind == connection.atom("WM_DELETE_WINDOW") {
            sink?(.windowCloseRequested(host))
        } else if kind == connection.atom("_NET_WM_PING") {
            // Answer the window manager's "are you alive?" by sending the message back to the root.
            let display = host.connection.display
            var reply = XEvent()
            reply.xclient = message
            reply.xclient.window = host.connection.rootWindow
            XSendEvent(display, host.connection.rootWindow, 0, SubstructureNotifyMask | SubstructureRedirectMask, &reply)
            XFlush(display)
        }
    }

    private func isIconic(_ host: X11WindowHost) -> Bool {
        var type: Atom = 0, format: Int32 = 0, count: UInt = 0, after: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        let display = host.connection.display
        let wmState = host.connection.atom("WM_STATE")
        X11ErrorTrap.quiet = true
        defer { X11ErrorTrap.quiet = false }
        guard XGetWindowProperty(display, host.window, wmState, 0, 2, 0, wmState, &type, &format, &count,
                                 &after, &data) == Success, let data, count > 0 else { return false }
        defer { XFree(data) }
        return data.withMemoryRebound(to: UInt.self, capacity: 1) { $0.pointee } == UInt(IconicState)
    }

    private func screensMayHaveChanged() {
        let current = X11Screens(connection: connection).read()
        guard current != monitors else { return }
        let changed = current.map(\.description) != monitors.map(\.description)
        monitors = current
        if changed { sink?(.screensChanged(screens)) }
    }
}

extension X11WindowServer {
    /// The serial number of the next X request: the difference between two readings counts requests sent.
    public var requestSerial: UInt { connection.nextRequestSerial }
}
