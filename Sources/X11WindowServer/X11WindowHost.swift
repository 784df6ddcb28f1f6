internal import CX11
internal import CXrender
import UIKitCore

/// The X window behind a `UIWindow`: a decorated top-level window on the main screen, a borderless full-screen one
/// on an external monitor. Shows render trees through its compositor.
@MainActor public final class X11WindowHost: WindowHost {
    let connection: X11Connection
    let window: UInt
    let compositor: X11Compositor
    /// The monitor's rectangle on the desktop, in pixels.
    private let screenFrame: CGRect
    let scale: CGFloat
    private(set) var isDestroyed = false
    /// Size in pixels as last configured by the X server.
    private(set) var pixelSize: CGSize

    /// What the compositor has done so far.
    public var statistics: CompositorStatistics { compositor.statistics }
    /// The X window id, for tests that look at the window from outside.
    public var windowID: UInt { window }

    init(connection: X11Connection, configuration: WindowHostConfiguration, screenFrame: CGRect) throws {
        self.connection = connection
        self.screenFrame = screenFrame
        scale = configuration.scale
        let display = connection.display
        let frame = configuration.frame
        guard [frame.minX, frame.minY, frame.width, frame.height].allSatisfy(\.isFinite) else {
            throw X11Error.requestFailed("window frame \(frame) is not finite")
        }
        let width = Int(min(max((frame.width * scale).rounded(), 1), 16_384))
        let height = Int(min(max((frame.height * scale).rounded(), 1), 16_384))
        let x = Int32(clamping: Int(screenFrame.minX + (frame.minX * scale).rounded()))
        let y = Int32(clamping: Int(screenFrame.minY + (frame.minY * scale).rounded()))
        pixelSize = CGSize(width: width, height: height)

        let screen = connection.defaultScreen
        let visual = XDefaultVisual(display, screen)!
        let depth = XDefaultDepth(display, screen)
        var attributes = XSetWindowAttributes()
        attributes.background_pixmap = 0  // None: the compositor paints every pixel, so no flash of background.
        attributes.bit_gravity = Int32(NorthWestGravity)
        attributes.event_mask = Int(ExposureMask | StructureNotifyMask | FocusChangeMask | PropertyChangeMask)
        attributes.override_redirect = configuration.isFullScreen && !X11WindowHost.windowManagerRuns(connection) ? 1 : 0
        let mask = UInt(CWBackPixmap | CWBitGravity | CWEventMask | CWOverrideRedirect)
        window = XCreateWindow(display, connection.rootWindow, x, y, UInt32(width), UInt32(height), 0, depth,
                               UInt32(InputOutput), visual, mask, &attributes)
        compositor = X11Compositor(connection: connection, window: window, depth: depth, visual: visual,
                                   pixelWidth: width, pixelHeight: height, scale: scale)
        setDesktopProperties(title: configuration.title, fullScreen: configuration.isFullScreen)
        if configuration.isFullScreen {
            // Some window managers place new windows where they like; insist on the monitor's rectangle.
            var hints = XSizeHints()
            hints.flags = Int(PPosition | USPosition | PSize | USSize)
            hints.x = x; hints.y = y; hints.width = Int32(width); hints.height = Int32(height)
            XSetWMNormalHints(display, window, &hints)
        }
    }

    static func windowManagerRuns(_ connection: X11Connection) -> Bool {
        var type: Atom = 0, format: Int32 = 0, count: UInt = 0, after: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        let status = XGetWindowProperty(connection.display, connection.rootWindow, connection.atom("_NET_SUPPORTING_WM_CHECK"),
                                        0, 1, 0, Atom(XA_WINDOW), &type, &format, &count, &after, &data)
        defer { if let data { XFree(data) } }
        return status == Success && count > 0
    }

    /// What a desktop expects of a well-behaved window: title, class, process id, close and ping protocols.
    private func setDesktopProperties(title: String, fullScreen: Bool) {
        let display = connection.display
        setTitle(title)
        let name = ProcessInfo.processInfo.processName
        var classHint = XClassHint()
        name.withCString { instance in
            "UIKitApp".withCString { cls in
                classHint.res_name = UnsafeMutablePointer(mutating: instance)
                classHint.res_class = UnsafeMutablePointer(mutating: cls)
                XSetClassHint(display, window, &classHint)
            }
        }
        var pid = UInt(ProcessInfo.processInfo.processIdentifier)
        XChangeProperty(display, window, connection.atom("_NET_WM_PID"), Atom(XA_CARDINAL), 32, PropModeReplace,
                        withUnsafeBytes(of: &pid) { $0.baseAddress!.assumingMemoryBound(to: UInt8.self) }, 1)
        var protocols = [connection.atom("WM_DELETE_WINDOW"), connection.atom("_NET_WM_PING")]
        XSetWMProtocols(display, window, &protocols, Int32(protocols.count))
        if fullScreen {
            var state = connection.atom("_NET_WM_STATE_FULLSCREEN")
            XChangeProperty(display, window, connection.atom("_NET_WM_STATE"), Atom(XA_ATOM), 32, PropModeReplace,
                            withUnsafeBytes(of: &state) { $0.baseAddress!.assumingMemoryBound(to: UInt8.self) }, 1)
        }
    }

    // MARK: WindowHost

    public func setFrame(_ frame: CGRect) {
        guard !isDestroyed, [frame.minX, frame.minY, frame.width, frame.height].allSatisfy(\.isFinite) else { return }
        let width = UInt32(min(max((frame.width * scale).rounded(), 1), 16_384))
        let height = UInt32(min(max((frame.height * scale).rounded(), 1), 16_384))
        XMoveResizeWindow(connection.display, window, Int32(clamping: Int(screenFrame.minX + frame.minX * scale)),
                          Int32(clamping: Int(screenFrame.minY + frame.minY * scale)), width, height)
        compositor.resize(pixelWidth: Int(width), pixelHeight: Int(height))
    }

    public func setVisible(_ visible: Bool) {
        guard !isDestroyed else { return }
        if visible { XMapRaised(connection.display, window) } else { XUnmapWindow(connection.display, window) }
        XFlush(connection.display)
    }

    public func setTitle(_ title: String) {
        guard !isDestroyed else { return }
        let display = connection.display
        XStoreName(display, window, title)
        let bytes = Array(title.utf8)
        XChangeProperty(display, window, connection.atom("_NET_WM_NAME"), connection.atom("UTF8_STRING"), 8,
                        PropModeReplace, bytes, Int32(bytes.count))
    }

    public func setLevel(_ level: CGFloat) {
        guard !isDestroyed else { return }
        if level > 0 { XRaiseWindow(connection.display, window) }
    }

    public func makeKey() {
        guard !isDestroyed else { return }
        X11ErrorTrap.quiet = true
        XSetInputFocus(connection.display, window, RevertToParent, UInt(CurrentTime))
        XSync(connection.display, 0)
        X11ErrorTrap.quiet = false
    }

    public func present(_ tree: RenderLayer) {
        guard !isDestroyed else { return }
        compositor.present(tree)
        connection.processQueuedEvents()
    }

    public func destroy() {
        guard !isDestroyed else { return }
        isDestroyed = true
        guard !X11ErrorTrap.isConnectionLost, !connection.isClosed else { return }
        compositor.destroy()
        XDestroyWindow(connection.display, window)
        XFlush(connection.display)
    }

    // MARK: Events from the server

    func exposed(_ rect: CGRect) { compositor.repaint(rect) }

    /// Returns the new size in points when the size changed.
    func configured(width: Int, height: Int) -> CGSize? {
        let size = CGSize(width: width, height: height)
        guard size != pixelSize, width > 0, height > 0 else { return nil }
        pixelSize = size
        compositor.resize(pixelWidth: width, pixelHeight: height)
        return CGSize(width: CGFloat(width) / scale, height: CGFloat(height) / scale)
    }
}
