import Foundation
internal import CX11

/// Whether another client may grab the pointer now, as a window manager or a panel would: it may not while an
/// application holds the pointer (a pointer lock's XI2 grab).
public enum PointerGrabProbe {
    public static func canGrab(display name: String) throws -> Bool {
        let display = try TestDisplayConnection.open(name)
        defer { XCloseDisplay(display) }
        let status = XGrabPointer(display, XDefaultRootWindow(display), 0, UInt32(ButtonPressMask), GrabModeAsync,
                                  GrabModeAsync, 0, 0, UInt(CurrentTime))
        if status == GrabSuccess { XUngrabPointer(display, UInt(CurrentTime)) }
        XSync(display, 0)
        return status == GrabSuccess
    }

    /// Whether another client may grab the keyboard now: it may not while an application holds it (a drag of its
    /// over another client, which listens for Escape).
    public static func canGrabKeyboard(display name: String) throws -> Bool {
        let display = try TestDisplayConnection.open(name)
        defer { XCloseDisplay(display) }
        let status = XGrabKeyboard(display, XDefaultRootWindow(display), 0, GrabModeAsync, GrabModeAsync, UInt(CurrentTime))
        if status == GrabSuccess { XUngrabKeyboard(display, UInt(CurrentTime)) }
        XSync(display, 0)
        return status == GrabSuccess
    }
}
