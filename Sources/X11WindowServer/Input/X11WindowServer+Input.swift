import UIKitCore

extension X11WindowServer {
    /// Accept input events that another client forged with `XSendEvent` (automation such as `xdotool --window`).
    /// Off by default, as a desktop's own input never carries the send-event flag; the environment variable
    /// `UIKIT_X11_ACCEPT_SENT_EVENTS=1` turns it on too.
    public var acceptsSentEvents: Bool {
        get { input.translator.acceptsSentEvents }
        set { input.translator.acceptsSentEvents = newValue }
    }

    /// Whether a first-button drag with Alt held is two fingers mirrored about the window's centre (pinch and
    /// rotate; with Shift too, a two-finger pan), as in the iOS Simulator. On by default; off with
    /// `UIKIT_X11_ALT_DRAG=0`, for applications that use Alt+drag themselves: it is then an ordinary drag with
    /// Alt in its modifier flags.
    public var emulatesTwoFingersWithAlt: Bool {
        get { input.translator.emulatesTwoFingers }
        set { input.translator.emulatesTwoFingers = newValue }
    }

    /// Whether text inputs compose through the desktop's input method (IBus) when its daemon runs; on by default,
    /// off with `UIKIT_INPUT_METHOD=none`. Without one, dead keys and Compose still work. Read when a text input
    /// first takes the keys.
    public var usesInputMethod: Bool {
        get { input.usesInputMethod }
        set { input.usesInputMethod = newValue }
    }

    /// Switches the IBus connection to the engine called `name` and waits until it runs (benchmarks and tests, with a
    /// private daemon that has no configured engine); false without an IBus connection or when it did not start.
    public func usesIBusEngine(_ name: String) -> Bool {
        (input.translator.inputMethod as? IBusInputMethod)?.useEngine(name) ?? false
    }

    /// Pointer drags, fingers and touchpad gestures the translator holds down (tests: zero once input is over).
    public var activeInputSequenceCount: Int { input.translator.activeSequenceCount }
}
