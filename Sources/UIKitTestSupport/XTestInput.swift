import Foundation
internal import CX11
internal import CXtst

/// Synthetic mouse input through the XTEST extension, as a person's mouse would produce it.
public final class XTestInput {
    private let display: OpaquePointer

    public init(display name: String) throws {
        let display = try TestDisplayConnection.open(name)
        self.display = display
    }

    deinit { XCloseDisplay(display) }

    public func move(to x: Int, _ y: Int) {
        XTestFakeMotionEvent(display, -1, Int32(x), Int32(y), 0)
        XFlush(display)
    }

    public func press(button: UInt32 = 1) {
        XTestFakeButtonEvent(display, button, 1, 0)
        XFlush(display)
    }

    public func release(button: UInt32 = 1) {
        XTestFakeButtonEvent(display, button, 0, 0)
        XFlush(display)
    }

    /// Waits until the server has processed every request sent so far (input injected before any read-back).
    public func sync() { XSync(display, 0) }

    /// Presses or releases the key that types `keysym` (0x61 is "a", 0xFFE9 is Alt_L); XSync'ed.
    public func key(_ keysym: UInt, press: Bool) {
        XTestFakeKeyEvent(display, UInt32(XKeysymToKeycode(display, KeySym(keysym))), press ? 1 : 0, 0)
        XSync(display, 0)
    }

    /// Gives a key code new keysyms (unshifted, shifted), as `xmodmap` would: for keys the default layout lacks,
    /// such as dead keys. Clients get a MappingNotify.
    public func remap(keycode: UInt32, to keysyms: [UInt]) {
        var symbols = keysyms.map { KeySym($0) }
        XChangeKeyboardMapping(display, Int32(keycode), Int32(symbols.count), &symbols, 1)
        XSync(display, 0)
    }

    public func click(at x: Int, _ y: Int, button: UInt32 = 1) {
        move(to: x, y)
        press(button: button)
        release(button: button)
        XSync(display, 0)
    }
}
