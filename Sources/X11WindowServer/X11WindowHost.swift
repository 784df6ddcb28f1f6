internal import CX11
internal import CXrender
import UIKitCore

/// The X window behind a `UIWindow`: a decorated top-level window on the main screen, a borderless full-screen one
/// on an external monitor. Shows render trees through its compositor.
@preconcurrency @MainActor public final class X11WindowHost: WindowHost {
    let connection: X11Connection
    let window: UInt
    let compositor: X11Compositor
    /// The monitor the window is on (`UIScreen.identifier`), and its rectangle on the desktop in pixels.
    private(set) var screenID: String
    private(set) var screenFrame: CGRect
    /// Pixels per point: the monitor's native scale.
    private(set) var scale: CGFloat
    /// A monitor's rectangle on the desktop, in pixels, by id (the window server's current list).
    var monitorPixelFrame: (String) -> CGRect? = { _ in nil }
    private(set) var isDestroyed = false
    /// Size in pixels as last configured by the X server.
    private(set) var pixelSize: CGSize
    /// The frame (screen points) last asked for or reported by the server: asking again for it sends nothing.
    private(set) var knownFrame: CGRect
    /// Full screen (X11WindowHost+States.swift), and the frame to go back to when no window manager does it.
    var isFullScreen = false
    /// Made to cover its monitor (a window on an external display): it stays on that monitor.
    let coversMonitor: Bool
    /// The window holds an XI2 grab of the pointer (X11WindowHost+PointerLock.swift).
    public internal(set) var isPointerLocked = false
    var frameBeforeFullScreen: CGRect?
    /// `UIWindow.windowLevel`: higher levels stack above lower ones.
    private(set) var level: CGFloat
    /// Among windows of one level, the one shown or raised last is on top.
    var raiseOrder = 0
    private(set) var isVisible = false
    /// Asks the window server to restack its windows by level.
    var stackingChanged: (() -> Void)?
    /// The text input that has the keys in this window, if one has (its caret in window points).
    private(set) var textInput: TextInputState?
    /// Tells the window server's input method what UIKit said of text input here.
    var textInputChanged: (() -> Void)?
    var textCompositionCancelled: (() -> Void)?
    /// Set by the window server: carries a drag leaving this window on to other clients (XDND).
    var outgoingDragStarter: ((OutgoingDragRequest) -> (any OutgoingDrag)?)?

    /// What the compositor has done so far.
    public var statistics: CompositorStatistics { compositor.statistics }
    /// The X window id, for tests that look at the window from outside.
    public var windowID: UInt { window }

    init(connection: X11Connection, configuration: WindowHostConfiguration, screenFrame: CGRect) throws {
        self.connection = connection
        self.screenFrame = screenFrame
        screenID = configuration.screenID
        coversMonitor = configuration.isFullScreen
        scale = configuration.scale.isFinite && configuration.scale > 0 ? configuration.scale : 1
        let display = connection.display
        let frame = configuration.frame
        guard [frame.minX, frame.minY, frame.width, frame.height].allSatisfy(\.isFinite) else {
            throw X11Error.requestFailed("window frame \(frame) is not finite")
        }
        let size = X11WindowHost.pixelSize(of: frame, scale: scale, connection: connection)
        let width = Int(size.width), height = Int(size.height)
        let x = X11Wire.coordinate(screenFrame.minX + frame.minX * scale)
        let y = X11Wire.coordinate(screenFrame.minY + frame.minY * scale)
        pixelSize = CGSize(width: width, height: height)
        knownFrame = frame
        level = configuration.level

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

    /// The window's size in pixels as the server is asked for it: at least 1, and no larger than the desktop in
    /// each direction (at least 4,096, at most 16,384), since the compositor keeps a back buffer of the window's
    /// size on the server and nobody sees more of a window than the desktop shows. Logged once per clamped size.
    static func pixelSize(of frame: CGRect, scale: CGFloat,
                          connection: X11Connection) -> (width: UInt32, height: UInt32) {
        let display = connection.display, screen = connection.defaultScreen
        let limit = { (desktop: Int32) in min(max(Int(desktop), 4_096), 16_384) }
        let widthLimit = limit(XDisplayWidth(display, screen)), heightLimit = limit(XDisplayHeight(display, screen))
        let width = X11Wire.dimension(frame.width * scale, limit: widthLimit)
        let height = X11Wire.dimension(frame.height * scale, limit: heightLimit)
        if frame.width * scale > CGFloat(widthLimit) || frame.height * scale > CGFloat(heightLimit) {
            UIKitLog.errorOnce("window size \(frame.width) x \(frame.height) points is larger than the desktop allows; "
                + "its X window is \(width) x \(height) pixels")
        }
        return (width, height)
    }

    static func windowManagerRuns(_ connection: X11Connection) -> Bool {
        var type: Atom = 0, format: Int32 = 0, count: UInt = 0, after: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        let status = XGetWindowProperty(connection.display, connection.rootWindow, connection.atom("_NET_SUPPORTING_WM_CHECK"),
                                        0, 1, 0, Atom(XA_WINDOW), &type, &format, &count, &after, &data)
        defer { if let data { XFree(data) } }
        return status == Success && count > 0
    }

    /// What a desktop expects of a well-behaved window: title, class, process id, icon, close and ping protocols.
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
        var icon = X11WindowIcon.application
        if !icon.isEmpty {
            _ = icon.withUnsafeMutableBytes { bytes in
                XChangeProperty(display, window, connection.atom("_NET_WM_ICON"), Atom(XA_CARDINAL), 32, PropModeReplace,
                                bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), Int32(bytes.count / MemoryLayout<UInt>.size))
            }
        }
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
        guard !isDestroyed, frame != knownFrame,
              [frame.minX, frame.minY, frame.width, frame.height].allSatisfy(\.isFinite) else { return }
        knownFrame = frame
        let size = X11WindowHost.pixelSize(of: frame, scale: scale, connection: connection)
        let width = size.width, height = size.height
        XMoveResizeWindow(connection.display, window, X11Wire.coordinate(screenFrame.minX + frame.minX * scale),
                          X11Wire.coordinate(screenFrame.minY + frame.minY * scale), width, height)
        if CGSize(width: Int(width), height: Int(height)) != pixelSize {
            pixelSize = CGSize(width: Int(width), height: Int(height))
            compositor.resize(pixelWidth: Int(width), pixelHeight: Int(height))
        }
    }

    /// The window is on another monitor, or its monitor's scale changed: the frame is read in that monitor's points
    /// from now on, and the next `setFrame` gives the X window its pixel size there (the same size in points).
    public func setScreen(_ screenID: String, scale newScale: CGFloat) {
        guard !isDestroyed, newScale.isFinite, newScale > 0 else { return }
        let newFrame = monitorPixelFrame(screenID) ?? screenFrame
        guard screenID != self.screenID || newScale != scale || newFrame != screenFrame else { return }
        // The size limits, kept in points: the window manager is told them again in the new scale's pixels.
        let limits = sizeLimitsInPoints()
        // Where the window is now, in the new monitor's points (its pixel size not yet changed).
        let rootOrigin = CGPoint(x: screenFrame.minX + knownFrame.minX * scale, y: screenFrame.minY + knownFrame.minY * scale)
        self.screenID = screenID
        screenFrame = newFrame
        scale = newScale
        knownFrame = CGRect(x: (rootOrigin.x - newFrame.minX) / newScale, y: (rootOrigin.y - newFrame.minY) / newScale,
                            width: pixelSize.width / newScale, height: pixelSize.height / newScale)
        compositor.rescale(to: newScale)
        if let limits { setSizeLimits(minimum: limits.minimum, maximum: limits.maximum) }
    }

    /// The size limits WM_NORMAL_HINTS hold, in points at the current scale; nil when none are set.
    private func sizeLimitsInPoints() -> (minimum: CGSize, maximum: CGSize)? {
        var hints = XSizeHints()
        var supplied = 0
        guard XGetWMNormalHints(connection.display, window, &hints, &supplied) != 0,
              hints.flags & Int(PMinSize | PMaxSize) != 0 else { return nil }
        let points = { (width: Int32, height: Int32) in CGSize(width: CGFloat(width) / self.scale, height: CGFloat(height) / self.scale) }
        let unlimited = CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)
        return (hints.flags & Int(PMinSize) != 0 ? points(hints.min_width, hints.min_height) : .zero,
                hints.flags & Int(PMaxSize) != 0 ? points(hints.max_width, hints.max_height) : unlimited)
    }

    public func setVisible(_ visible: Bool) {
        guard !isDestroyed else { return }
        isVisible = visible
        if visible { XMapRaised(connection.display, window) } else { XUnmapWindow(connection.display, window) }
        stackingChanged?()
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

    /// WM_NORMAL_HINTS' minimum and maximum sizes, in pixels (the window's position and size hints kept).
    public func setSizeLimits(minimum: CGSize, maximum: CGSize) {
        guard !isDestroyed else { return }
        let display = connection.display
        var hints = XSizeHints()
        var supplied = 0
        XGetWMNormalHints(display, window, &hints, &supplied)
        hints.flags &= ~Int(PMinSize | PMaxSize)
        if minimum.width > 0 || minimum.height > 0 {
            hints.flags |= Int(PMinSize)
            hints.min_width = Int32(X11Wire.dimension(minimum.width * scale))
            hints.min_height = Int32(X11Wire.dimension(minimum.height * scale))
        }
        if maximum.width < .greatestFiniteMagnitude || maximum.height < .greatestFiniteMagnitude {
            hints.flags |= Int(PMaxSize)
            hints.max_width = Int32(X11Wire.dimension(maximum.width * scale))
            hints.max_height = Int32(X11Wire.dimension(maximum.height * scale))
        }
        XSetWMNormalHints(display, window, &hints)
        XFlush(display)
    }

    public func setPointerCursor(_ cursor: PointerCursor) {
        guard !isDestroyed else { return }
        XDefineCursor(connection.display, window, connection.cursors.cursor(cursor))
        XFlush(connection.display)
    }

    public func setLevel(_ level: CGFloat) {
        guard !isDestroyed, level != self.level else { return }
        self.level = level
        stackingChanged?()
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

    public func setTextInput(_ state: TextInputState?) {
        textInput = state
        textInputChanged?()
    }

    public func cancelTextComposition() { textCompositionCancelled?() }
    public func beginOutgoingDrag(_ request: OutgoingDragRequest) -> (any OutgoingDrag)? {
        isDestroyed ? nil : outgoingDragStarter?(request)
    }

    /// A rectangle in this window's points, in root-window pixels, from the frame last reported (no round trip).
    func rootPixels(of rect: CGRect) -> CGRect {
        CGRect(x: screenFrame.minX + (knownFrame.minX + rect.minX) * scale,
               y: screenFrame.minY + (knownFrame.minY + rect.minY) * scale,
               width: rect.width * scale, height: rect.height * scale)
    }

    public func destroy() {
        guard !isDestroyed else { return }
        isDestroyed = true
        guard !connection.isClosed, !X11ErrorTrap.isLost(connection.display) else { return }
        compositor.destroy()
        XDestroyWindow(connection.display, window)
        XFlush(connection.display)
    }

    // MARK: Events from the server

    func exposed(_ rect: CGRect) { compositor.repaint(rect) }

    /// The server (a window manager, a user dragging an edge) configured the window; `x`, `y` are desktop
    /// pixels. Returns what changed, in the screen's points.
    func configured(x: Int, y: Int, width: Int, height: Int) -> (size: CGSize?, origin: CGPoint?) {
        guard width > 0, height > 0, !isDestroyed else { return (nil, nil) }
        let origin = CGPoint(x: (CGFloat(x) - screenFrame.minX) / scale, y: (CGFloat(y) - screenFrame.minY) / scale)
        let size = CGSize(width: CGFloat(width) / scale, height: CGFloat(height) / scale)
        let old = knownFrame
        knownFrame = CGRect(origin: origin, size: size)
        var sizeChange: CGSize?
        if CGSize(width: width, height: height) != pixelSize {
            pixelSize = CGSize(width: width, height: height)
            compositor.resize(pixelWidth: width, pixelHeight: height)
        }
        if size != old.size { sizeChange = size }
        return (sizeChange, origin != old.origin ? origin : nil)
    }

    /// Another client destroyed the X window: nothing may be sent to it any more.
    func destroyedByServer() {
        guard !isDestroyed else { return }
        isDestroyed = true
        isVisible = false
        // The window's own picture went with it; free the rest (pixmaps, pictures) without logging the former.
        X11ErrorTrap.quiet = true
        compositor.destroy()
        XSync(connection.display, 0)
        X11ErrorTrap.quiet = false
    }
}
