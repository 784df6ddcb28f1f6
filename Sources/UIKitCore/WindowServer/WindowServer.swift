/// The platform interface, outbound half: what UIKit asks of a window server (X11, or headless for tests).
/// The inbound half is `WindowServerEvent`, delivered through `UIApplication`'s event queue.
@preconcurrency @MainActor public protocol WindowServer: AnyObject {
    /// A short name for messages ("X11 :1", "headless").
    var name: String { get }
    /// The monitors, as the server sees them now.
    var screens: [ScreenDescription] { get }
    /// Starts delivering events (screen changes, input, window changes) to `sink`, on the main thread.
    func start(sink: @escaping @MainActor (WindowServerEvent) -> Void) throws
    /// Makes the platform window that shows a `UIWindow`.
    func makeWindowHost(_ configuration: WindowHostConfiguration) throws -> any WindowHost
    /// Switches a monitor to one of its modes.
    func setMode(_ mode: ScreenModeDescription, forScreen screenID: String) throws
    /// Releases the server's resources; no events are delivered afterwards.
    func shutDown()
    /// The desktop's shared selections (clipboard and primary selection); nil when the server has none, and then
    /// pasteboards live in this process.
    var pasteboardTransport: (any PasteboardTransport)? { get }
}

extension WindowServer {
    public var pasteboardTransport: (any PasteboardTransport)? { nil }
}

/// How a `UIWindow` wants its platform window.
public struct WindowHostConfiguration: Sendable {
    public var screenID: String
    /// In the screen's points, relative to the screen's origin.
    public var frame: CGRect
    public var scale: CGFloat
    public var title: String
    public var level: CGFloat
    /// A borderless window covering the whole screen (a window on an external display).
    public var isFullScreen: Bool

    public init(screenID: String, frame: CGRect, scale: CGFloat, title: String, level: CGFloat, isFullScreen: Bool) {
        self.screenID = screenID; self.frame = frame; self.scale = scale; self.title = title
        self.level = level; self.isFullScreen = isFullScreen
    }
}

/// The platform window behind one `UIWindow`.
@preconcurrency @MainActor public protocol WindowHost: AnyObject {
    /// In the screen's points.
    func setFrame(_ frame: CGRect)
    func setVisible(_ visible: Bool)
    func setTitle(_ title: String)
    func setLevel(_ level: CGFloat)
    /// Asks for input focus (key window).
    func makeKey()
    /// Shows a new render tree of the window's layer tree (the root drawn in its own bounds space).
    func present(_ tree: RenderLayer)
    /// Destroys the platform window; the host is not used afterwards.
    func destroy()
    /// The text input that has the keys in this window (its caret and the text about it), or nil while none has.
    /// An input method (IBus) composes only then, and puts its candidates by the caret.
    func setTextInput(_ state: TextInputState?)
    /// The text being composed was committed or dropped by UIKit (a click or a key moved the caret): the input
    /// method forgets its composition without committing it.
    func cancelTextComposition()
    /// The pointer's cursor over the window, from the desktop's cursor theme.
    func setPointerCursor(_ cursor: PointerCursor)
    /// The sizes (in points) between which the window manager keeps the user's resizing.
    func setSizeLimits(minimum: CGSize, maximum: CGSize)
    /// Covers the window's monitor without decorations, or goes back to the window it was.
    func setFullScreen(_ fullScreen: Bool)
    /// Asks the desktop to draw the user's attention to the window (its taskbar entry flashes), or stops asking.
    func setUrgent(_ urgent: Bool)
    /// The window is on another monitor now, or its monitor's scale changed: frames are in that screen's points
    /// from now on, and pixels are `scale` to a point (the next `setFrame` sizes the window for it).
    func setScreen(_ screenID: String, scale: CGFloat)
    /// Locks the pointer to the window (hidden, every pointer event to this window) or frees it
    /// (`UIPointerLockState`).
    func setPointerLocked(_ locked: Bool)
    /// Carries a drag that left the window on to other applications: the pointer is held (a release anywhere comes
    /// back here) and the request's preview follows it. Nil when the window server cannot.
    func beginOutgoingDrag(_ request: OutgoingDragRequest) -> (any OutgoingDrag)?
}

extension WindowHost {
    public func beginOutgoingDrag(_ request: OutgoingDragRequest) -> (any OutgoingDrag)? { nil }
}

/// The platform interface, inbound half: everything a window server tells UIKit.
public enum WindowServerEvent {
    /// The monitor list changed (connect, disconnect, mode change, move).
    case screensChanged([ScreenDescription])
    /// The user (or the window manager) resized the window; the size is in points.
    case windowResized(any WindowHost, CGSize)
    /// The window was moved on the desktop; the origin is in the screen's points.
    case windowMoved(any WindowHost, CGPoint)
    /// The window was moved so that its centre is on another monitor; the origin is in that screen's points.
    case windowMovedToScreen(any WindowHost, screenID: String, origin: CGPoint)
    /// The user asked to close the window (the window manager's close button).
    case windowCloseRequested(any WindowHost)
    case windowFocusChanged(any WindowHost, focused: Bool)
    case windowMinimized(any WindowHost, minimized: Bool)
    /// The desktop put the window in or out of full screen (the window manager's own key or menu, or its answer to
    /// `WindowHost.setFullScreen`).
    case windowFullScreenChanged(any WindowHost, isFullScreen: Bool)
    /// The connection to the server is gone; the application must end.
    case connectionLost(reason: String)
    /// The desktop's light or dark appearance (a dark theme chosen in its settings).
    case userInterfaceStyleChanged(UIUserInterfaceStyle)
    /// The desktop's text scaling factor (1: normal): Dynamic Type's content size category follows it.
    case textScaleChanged(CGFloat)

    // Input. Locations are in the window's points; timestamps are seconds since start-up.
    /// Fingers (or the pointer's primary button) that changed together: one sample per finger.
    case touches(any WindowHost, [TouchSample])
    /// Every touch down in the window is cancelled (device removed, grab broken, window unmapped).
    case touchesCancelled(any WindowHost)
    case scroll(any WindowHost, ScrollSample)
    case hover(any WindowHost, HoverSample)
    case key(any WindowHost, KeySample)
    /// Text from an input method, for the first responder: composed text to insert, or the text being composed.
    case textInput(any WindowHost, TextInputSample)
    case motion(any WindowHost, MotionSample)
    /// A media key (play, pause, next...): a `UIEvent.EventSubtype` from 100 to 109.
    case remoteControl(any WindowHost, UIEvent.EventSubtype, timestamp: TimeInterval)
    /// A drag from another application over the window (XDND on X11).
    case externalDrag(any WindowHost, ExternalDragSample)
}
