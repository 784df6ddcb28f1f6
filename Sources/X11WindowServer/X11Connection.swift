internal import CX11
import Foundation
import UIKitCore
internal import CXrender
internal import CXrandr
internal import CXext

/// One connection to an X server: the display, its atoms, error handling, and the run-loop source that reads it.
///
/// All Xlib calls happen on the main thread, so no `XInitThreads` is needed.
@MainActor final class X11Connection {
    let display: OpaquePointer
    let displayName: String
    let defaultScreen: Int32
    let rootWindow: UInt
    /// The first event code of the RandR extension, or nil when the server has no RandR.
    let randrEventBase: Int32?
    let hasShm: Bool
    /// X Render's standard ARGB32 format, looked up once while the connection is known to answer: a connection
    /// that died answers NULL, and Xlib dereferences the format it is given.
    let argb32Format: UnsafeMutablePointer<XRenderPictFormat>
    private var visualFormats: [UInt: UnsafeMutablePointer<XRenderPictFormat>] = [:]
    /// The pointer's cursors, loaded on first use.
    private(set) lazy var cursors = X11Cursors(connection: self)
    private var readSource: DispatchSourceRead?
    /// Handles each event read; set by the window server.
    var eventHandler: ((inout XEvent) -> Void)?
    /// Compositors' frame markers (`X11FrameMarker`), by window: handed on as they are read, whether or not a
    /// window server handles the other events.
    var frameMarkerHandlers: [UInt: @MainActor (Int) -> Void] = [:]
    private var atomCache: [String: Atom] = [:]
    /// What the connection costs (round trip, throughput, the server's resampling), timed once, on first use.
    private(set) lazy var linkMeasurement = X11LinkMeasurement.measure(self)

    /// Opens the display named `name` (or `$DISPLAY`). Fails with a message naming the display.
    init(name: String?) throws {
        let resolved = name ?? ProcessInfo.processInfo.environment["DISPLAY"] ?? ""
        X11ErrorTrap.install()
        X11ErrorTrap.isOpening = true
        let opened = XOpenDisplay(resolved.isEmpty ? nil : resolved)
        X11ErrorTrap.isOpening = false
        guard let display = opened else {
            throw X11Error.cannotOpenDisplay(resolved)
        }
        self.display = display
        X11ErrorTrap.register(display)
        displayName = resolved
        defaultScreen = XDefaultScreen(display)
        rootWindow = XRootWindow(display, defaultScreen)
        var eventBase: Int32 = 0, errorBase: Int32 = 0
        randrEventBase = XRRQueryExtension(display, &eventBase, &errorBase) != 0 ? eventBase : nil
        var renderEvent: Int32 = 0, renderError: Int32 = 0
        guard XRenderQueryExtension(display, &renderEvent, &renderError) != 0 else {
            X11ErrorTrap.unregister(display)
            XCloseDisplay(display)
            throw X11Error.missingExtension("RENDER", resolved)
        }
        guard let argb32 = XRenderFindStandardFormat(display, Int32(PictStandardARGB32)) else {
            let lost = X11ErrorTrap.isLost(display)
            X11ErrorTrap.unregister(display)
            if !lost { XCloseDisplay(display) }
            throw lost ? X11Error.connectionLost(resolved) : X11Error.missingExtension("RENDER ARGB32 format", resolved)
        }
        argb32Format = argb32
        // Whether the server really reads our memory is tried when a segment is attached (a server on another
        // machine, or behind a forwarded connection, may announce MIT-SHM and read its own memory).
        hasShm = XShmQueryExtension(display) != 0
        X11ErrorTrap.learnExtensions(display)
        X11ErrorTrap.connectionLost = { message in
            MainActor.assumeIsolated { X11Connection.onConnectionLost?(message) }
        }
    }

    /// Called once when the server goes away (killed, or the connection broke).
    static var onConnectionLost: ((String) -> Void)?

    /// True once the connection broke: Xlib then answers every request with nothing (NULL, 0, "missing").
    var isLost: Bool { X11ErrorTrap.isLost(display) }

    /// Neither closed nor lost. Reading events needs this: after the I/O error Xlib's reader state stays as the
    /// failed read left it, and the next XEventsQueued waits for ever for a reader that is gone (a frame presented
    /// after a cut link hung there).
    var isUsable: Bool { !isClosed && !isLost }

    /// Throws when the connection broke: checked before any step whose X answers are used as pointers or ids.
    func requireAlive() throws {
        if isClosed || isLost { throw X11Error.connectionLost(displayName) }
    }

    /// X Render's format for windows of `visual`, or nil (logged once) when the server has none or went away.
    func pictureFormat(for visual: UnsafeMutablePointer<Visual>) -> UnsafeMutablePointer<XRenderPictFormat>? {
        let key = UInt(bitPattern: visual)
        if let known = visualFormats[key] { return known }
        guard let format = XRenderFindVisualFormat(display, visual) else {
            UIKitLog.errorOnce("X11: the server at '\(displayName)' has no picture format for the window's visual"
                + (isLost ? " (it went away)" : ""))
            return nil
        }
        visualFormats[key] = format
        return format
    }

    func atom(_ name: String) -> Atom {
        if let atom = atomCache[name] { return atom }
        let atom = XInternAtom(display, name, 0)
        atomCache[name] = atom
        return atom
    }

    func atomName(_ atom: Atom) -> String? {
        guard atom != 0, let pointer = XGetAtomName(display, atom) else { return nil }
        defer { XFree(pointer) }
        return String(cString: pointer)
    }

    /// The name of the same display with `screen` as its default X screen: "host:N.s".
    static func displayName(_ name: String, screen: Int32) -> String {
        guard let colon = name.lastIndex(of: ":") else { return name }
        let afterColon = name[name.index(after: colon)...]
        let number = afterColon.split(separator: ".", maxSplits: 1).first.map(String.init) ?? ""
        return "\(name[..<colon]):\(number).\(screen)"
    }

    /// Reads events whenever the connection's socket is readable, on the main queue.
    func startReading() {
        let source = DispatchSource.makeReadSource(fileDescriptor: XConnectionNumber(display), queue: .main)
        source.setEventHandler { [weak self] in
            MainActor.assumeIsolated { self?.processEvents() }
        }
        source.resume()
        readSource = source
    }

    /// Handles every event Xlib has read or can read without blocking, for at most about 8 ms a turn: a flood
    /// (another client sending thousands of events at once) must not keep the run loop from handling what was
    /// read and drawing a frame. What is left is read in a later turn.
    func processEvents() {
        let start = DispatchTime.now().uptimeNanoseconds
        var handled = 0
        while isUsable && XPending(display) > 0 {
            var event = XEvent()
            XNextEvent(display, &event)
            if event.type == ClientMessage, let handler = frameMarkerHandlers[event.xclient.window],
               event.xclient.message_type == atom(X11FrameMarker.atomName) {
                handler(event.xclient.data.l.0)
            } else {
                eventHandler?(&event)
            }
            handled += 1
            if handled % 64 == 0, DispatchTime.now().uptimeNanoseconds - start > 8_000_000 {
                DispatchQueue.main.async { MainActor.assumeIsolated { self.processEvents() } }
                return
            }
        }
    }

    /// Events Xlib already read into its queue (during a round trip) do not make the socket readable again.
    func processQueuedEvents() {
        if isUsable && XEventsQueued(display, QueuedAlready) > 0 {
            DispatchQueue.main.async { MainActor.assumeIsolated { self.processEvents() } }
        }
    }

    /// The serial number of the next request: a cheap way to count requests sent.
    var nextRequestSerial: UInt { XNextRequest(display) }

    /// After `close()` the display pointer is dangling; work still queued on the main queue checks this first.
    private(set) var isClosed = false

    func close() {
        guard !isClosed else { return }
        cursors.freeAll()
        isClosed = true
        readSource?.cancel()
        readSource = nil
        let lost = X11ErrorTrap.isLost(display)
        X11ErrorTrap.unregister(display)
        if !lost { XCloseDisplay(display) }
        // Xlib may give the next connection the same address: its bytes are counted anew (else it would look
        // counted already and never get the hook). After closing, whose last flush still counts.
        X11ProtocolByteCounter.forget(display)
    }
}

enum X11Error: Error, CustomStringConvertible {
    case cannotOpenDisplay(String)
    case missingExtension(String, String)
    case requestFailed(String)
    case connectionLost(String)

    var description: String {
        switch self {
        case .cannotOpenDisplay(let name):
            "cannot open X display '\(name.isEmpty ? "(DISPLAY not set)" : name)': no X server is reachable there"
        case .missingExtension(let ext, let name): "the X server at '\(name)' lacks the \(ext) extension"
        case .requestFailed(let what): what
        case .connectionLost(let name): "the X server at '\(name)' went away; ending the application"
        }
    }
}
