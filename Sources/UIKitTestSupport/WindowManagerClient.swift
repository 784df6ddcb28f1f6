import Foundation
internal import CX11

/// Another X client acting on an app's windows the way a window manager or a user would: finding them, reading
/// their desktop properties, resizing, moving, focusing, iconifying, closing, pinging and destroying them.
public final class WindowManagerClient {
    private let display: OpaquePointer

    public init(display name: String) throws {
        let display = try TestDisplayConnection.open(name)
        self.display = display
        // Replies to _NET_WM_PING come back to the root window.
        for screen in 0..<XScreenCount(display) {
            XSelectInput(display, XRootWindow(display, screen), SubstructureNotifyMask)
        }
        XSync(display, 0)
    }

    deinit { XCloseDisplay(display) }

    // MARK: Finding and reading

    /// The top-level windows of X screen `screen`, bottom to top (the stacking order).
    public func topLevelWindows(screen: Int32 = 0) -> [UInt] {
        var root: UInt = 0, parent: UInt = 0, count: UInt32 = 0
        var children: UnsafeMutablePointer<UInt>?
        guard XQueryTree(display, XRootWindow(display, screen), &root, &parent, &children, &count) != 0,
              let children else { return [] }
        defer { XFree(children) }
        return (0..<Int(count)).map { children[$0] }
    }

    /// The first top-level window on any X screen whose `_NET_WM_NAME` is `title`.
    public func window(titled title: String) -> UInt? {
        for screen in 0..<XScreenCount(display) {
            if let found = topLevelWindows(screen: screen).first(where: { self.title(of: $0) == title }) {
                return found
            }
        }
        return nil
    }

    /// Waits (up to `timeout` seconds) for a window titled `title` to exist and be mapped.
    public func waitForWindow(titled title: String, timeout: TimeInterval = 10) -> UInt? {
        let deadline = Date().addingTimeInterval(timeout)
        repeat {
            if let found = window(titled: title), geometry(of: found)?.isMapped == true { return found }
            Thread.sleep(forTimeInterval: 0.02)
        } while Date() < deadline
        return nil
    }

    public func title(of window: UInt) -> String? {
        property(window, "_NET_WM_NAME").map { String(decoding: $0, as: UTF8.self) }
    }

    /// WM_CLASS as (instance, class).
    public func windowClass(of window: UInt) -> (instance: String, class: String)? {
        guard let bytes = property(window, "WM_CLASS") else { return nil }
        let parts = bytes.split(separator: 0, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        guard parts.count >= 2 else { return nil }
        return (parts[0], parts[1])
    }

    public func processID(of window: UInt) -> Int? {
        cardinals(window, "_NET_WM_PID").first.map { Int($0) }
    }

    /// The pictures of `_NET_WM_ICON`: each its size and its pixels, non-premultiplied ARGB, row by row.
    public func icons(of window: UInt) -> [(width: Int, height: Int, pixels: [UInt32])] {
        let values = cardinals(window, "_NET_WM_ICON", length: 1 << 20)
        var icons: [(width: Int, height: Int, pixels: [UInt32])] = []
        var index = 0
        while index + 2 <= values.count {
            let width = Int(values[index]), height = Int(values[index + 1])
            let count = width * height
            guard width > 0, height > 0, index + 2 + count <= values.count else { break }
            icons.append((width, height, values[(index + 2)..<(index + 2 + count)].map { UInt32(truncatingIfNeeded: $0) }))
            index += 2 + count
        }
        return icons
    }

    /// Names of the atoms in WM_PROTOCOLS ("WM_DELETE_WINDOW", "_NET_WM_PING").
    public func protocols(of window: UInt) -> [String] {
        cardinals(window, "WM_PROTOCOLS").compactMap { atomName(UInt($0)) }
    }

    /// Names of the atoms in _NET_WM_STATE.
    public func states(of window: UInt) -> [String] {
        cardinals(window, "_NET_WM_STATE").compactMap { atomName(UInt($0)) }
    }

    /// Replaces _NET_WM_STATE with the atoms named, as a window manager does when it changes a window's state.
    public func setStates(of window: UInt, _ names: [String]) {
        let values = names.map { UInt(XInternAtom(display, $0, 0)) }
        values.withUnsafeBytes { bytes in
            _ = XChangeProperty(display, window, XInternAtom(display, "_NET_WM_STATE", 0), UInt(XA_ATOM), 32,
                                PropModeReplace, bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), Int32(values.count))
        }
        XSync(display, 0)
    }

    public struct Geometry: Equatable, Sendable {
        public var x: Int, y: Int, width: Int, height: Int
        public var isMapped: Bool
        public var isOverrideRedirect: Bool
        /// The X screen whose root holds the window.
        public var screen: Int
    }

    /// Position on the root, size, map state and X screen of `window`; nil when it no longer exists.
    public func geometry(of window: UInt) -> Geometry? {
        var attributes = XWindowAttributes()
        guard quietly({ XGetWindowAttributes(display, window, &attributes) }) != 0 else { return nil }
        var x: Int32 = 0, y: Int32 = 0, child: UInt = 0
        _ = XTranslateCoordinates(display, window, attributes.root, 0, 0, &x, &y, &child)
        let screen = (0..<XScreenCount(display)).first { XRootWindow(display, $0) == attributes.root } ?? 0
        return Geometry(x: Int(x), y: Int(y), width: Int(attributes.width), height: Int(attributes.height),
                        isMapped: attributes.map_state == IsViewable, isOverrideRedirect: attributes.override_redirect != 0,
                        screen: Int(screen))
    }

    /// The window holding the keyboard focus.
    public var focusedWindow: UInt {
        var focus: UInt = 0, revert: Int32 = 0
        XGetInputFocus(display, &focus, &revert)
        return focus
    }

    // MARK: Acting

    public func resize(_ window: UInt, width: Int, height: Int) {
        XResizeWindow(display, window, UInt32(width), UInt32(height))
        XSync(display, 0)
    }

    public func move(_ window: UInt, x: Int, y: Int) {
        XMoveWindow(display, window, Int32(x), Int32(y))
        XSync(display, 0)
    }

    public func focus(_ window: UInt) {
        XSetInputFocus(display, window, Int32(RevertToPointerRoot), UInt(CurrentTime))
        XSync(display, 0)
    }

    /// Gives the focus to the root window, as clicking another application would take it away.
    public func focusElsewhere() {
        XSetInputFocus(display, UInt(PointerRoot), Int32(RevertToPointerRoot), UInt(CurrentTime))
        XSync(display, 0)
    }

    /// What Alt+Tab to another application does: the focus goes to a window of another client (this one's, made
    /// here, 40 points at the screen's corner, kept until this client closes). Unlike `focusElsewhere`, the focus
    /// does not then follow the pointer back into the app's window.
    public func focusAnotherClientsWindow() {
        let window = XCreateSimpleWindow(display, XDefaultRootWindow(display), 0, 0, 40, 40, 0, 0, 0)
        XMapRaised(display, window)
        XSync(display, 0)
        // The focus may only be given to a viewable window; without a window manager mapping is immediate.
        var attributes = XWindowAttributes()
        let deadline = Date().addingTimeInterval(5)
        while XGetWindowAttributes(display, window, &attributes) != 0, attributes.map_state != IsViewable,
              Date() < deadline {
            Thread.sleep(forTimeInterval: 0.01)
        }
        XSetInputFocus(display, window, Int32(RevertToParent), UInt(CurrentTime))
        XSync(display, 0)
    }

    /// What a window manager does on "minimize": WM_STATE Iconic, then unmap.
    public func iconify(_ window: UInt) {
        setWMState(window, UInt(IconicState))
        XUnmapWindow(display, window)
        XSync(display, 0)
    }

    /// What a window manager does on "restore": map, then WM_STATE Normal.
    public func restore(_ window: UInt) {
        XMapWindow(display, window)
        setWMState(window, UInt(NormalState))
        XSync(display, 0)
    }

    /// The title bar's close button: a WM_DELETE_WINDOW message.
    public func requestClose(_ window: UInt) {
        sendProtocol(window, "WM_DELETE_WINDOW", extra: 0)
    }

    /// Destroys the window from outside, as `xkill`-like tools or a crashed parent would.
    public func destroy(_ window: UInt) {
        XDestroyWindow(display, window)
        XSync(display, 0)
    }

    /// Sends _NET_WM_PING and waits for the app to send it back to the root; true when it answered in time.
    public func ping(_ window: UInt, timeout: TimeInterval = 5) -> Bool {
        let stamp = UInt(Date().timeIntervalSince1970 * 1000) & 0x7fff_ffff
        sendProtocol(window, "_NET_WM_PING", extra: window, timestamp: stamp)
        let ping = XInternAtom(display, "_NET_WM_PING", 0)
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            while XPending(display) > 0 {
                var event = XEvent()
                XNextEvent(display, &event)
                if event.type == ClientMessage, UInt(event.xclient.data.l.0) == ping,
                   UInt(event.xclient.data.l.1) == stamp, UInt(event.xclient.data.l.2) == window {
                    return true
                }
            }
            Thread.sleep(forTimeInterval: 0.01)
        }
        return false
    }

    /// WM_NORMAL_HINTS' minimum and maximum sizes in pixels (nil where the window sets none).
    public func sizeLimits(of window: UInt) -> (minimum: (Int, Int)?, maximum: (Int, Int)?) {
        var hints = XSizeHints()
        var supplied = 0
        guard quietly({ XGetWMNormalHints(display, window, &hints, &supplied) }) != 0 else { return (nil, nil) }
        let minimum = hints.flags & Int(PMinSize) != 0 ? (Int(hints.min_width), Int(hints.min_height)) : nil
        let maximum = hints.flags & Int(PMaxSize) != 0 ? (Int(hints.max_width), Int(hints.max_height)) : nil
        return (minimum, maximum)
    }

    /// Whether WM_HINTS has the urgency hint (ICCCM's "draw the user's attention to this window").
    public func isUrgent(_ window: UInt) -> Bool {
        guard let hints = XGetWMHints(display, window) else { return false }
        defer { XFree(hints) }
        return hints.pointee.flags & Int(XUrgencyHint) != 0
    }

    /// Sends a format-32 ClientMessage of type `type` carrying `data` (up to five longs, of any bit pattern) to
    /// `window`, as any client may: to the root with structure-notify propagation (as settings managers announce
    /// themselves), to any other window with no mask (as window managers send protocols).
    public func sendClientMessage(to window: UInt, type: String, data: [Int]) {
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.window = window
        event.xclient.message_type = XInternAtom(display, type, 0)
        event.xclient.format = 32
        let longs = data + Array(repeating: 0, count: max(0, 5 - data.count))
        event.xclient.data.l = (longs[0], longs[1], longs[2], longs[3], longs[4])
        let isRoot = (0..<XScreenCount(display)).contains { XRootWindow(display, $0) == window }
        XSendEvent(display, window, 0, isRoot ? StructureNotifyMask : NoEventMask, &event)
    }

    /// Waits until every request sent so far has been handled by the server.
    public func sync() { XSync(display, 0) }

    /// The default screen's root window.
    public var rootWindow: UInt { XDefaultRootWindow(display) }

    // MARK: Plumbing

    private func sendProtocol(_ window: UInt, _ name: String, extra: UInt, timestamp: UInt = UInt(CurrentTime)) {
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.window = window
        event.xclient.message_type = XInternAtom(display, "WM_PROTOCOLS", 0)
        event.xclient.format = 32
        event.xclient.data.l.0 = Int(XInternAtom(display, name, 0))
        event.xclient.data.l.1 = Int(timestamp)
        event.xclient.data.l.2 = Int(extra)
        XSendEvent(display, window, 0, NoEventMask, &event)
        XSync(display, 0)
    }

    private func setWMState(_ window: UInt, _ state: UInt) {
        let atom = XInternAtom(display, "WM_STATE", 0)
        let values: [UInt] = [state, 0]
        values.withUnsafeBytes { bytes in
            _ = XChangeProperty(display, window, atom, atom, 32, PropModeReplace,
                                bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), 2)
        }
    }

    private func atomName(_ atom: UInt) -> String? {
        guard atom != 0, let pointer = XGetAtomName(display, atom) else { return nil }
        defer { XFree(pointer) }
        return String(cString: pointer)
    }

    /// Format-32 items of a property (Xlib hands them over as longs).
    private func cardinals(_ window: UInt, _ name: String, length: Int = 4096) -> [UInt] {
        guard let (bytes, format) = rawProperty(window, name, length: length), format == 32 else { return [] }
        return stride(from: 0, to: bytes.count, by: MemoryLayout<UInt>.size).map { offset in
            bytes[offset..<offset + MemoryLayout<UInt>.size].withUnsafeBytes { $0.loadUnaligned(as: UInt.self) }
        }
    }

    private func property(_ window: UInt, _ name: String) -> [UInt8]? {
        rawProperty(window, name)?.bytes
    }

    /// `length` is in 32-bit units, as Xlib counts it.
    private func rawProperty(_ window: UInt, _ name: String, length: Int = 4096) -> (bytes: [UInt8], format: Int32)? {
        var type: UInt = 0, format: Int32 = 0, count: UInt = 0, after: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        let status = quietly {
            XGetWindowProperty(display, window, XInternAtom(display, name, 0), 0, length, 0, UInt(AnyPropertyType),
                               &type, &format, &count, &after, &data)
        }
        guard status == Success, let data, type != 0 else { return nil }
        defer { XFree(data) }
        let itemSize = format == 32 ? MemoryLayout<UInt>.size : Int(format) / 8
        return (Array(UnsafeBufferPointer(start: data, count: Int(count) * itemSize)), format)
    }

    /// Runs `body` with errors (a window that is already gone) answered by nobody.
    private func quietly<T>(_ body: () -> T) -> T {
        XSync(display, 0)
        let previous = XSetErrorHandler { _, _ in 0 }
        defer { XSync(display, 0); XSetErrorHandler(previous) }
        return body()
    }
}
