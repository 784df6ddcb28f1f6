internal import CX11

/// Opens an X connection for a test helper that survives its server going away. Xlib's default reaction to a
/// broken connection is to print a line and exit the process, which would take the whole test run down with one
/// killed or stopped server (tests stop servers while helpers still hold connections, and kill them on purpose).
/// With these handlers the connection just goes dead.
///
/// The I/O error handler is process-wide: one already installed (the X11 window server's, when a test runs one
/// in-process) is kept and called, so that its connections are still known to be lost once a helper has opened
/// one; that handler leaves other connections to their exit handlers, which for helpers do nothing.
enum TestDisplayConnection {
    nonisolated(unsafe) private static var installed = false
    nonisolated(unsafe) private static var previousHandler: XIOErrorHandler?

    static func open(_ name: String) throws -> OpaquePointer {
        if !installed {
            installed = true
            // Setting none restores Xlib's default (which exits) and returns what was set; the second call
            // returns the default itself, to tell the two apart.
            let previous = XSetIOErrorHandler(nil)
            let xlibDefault = XSetIOErrorHandler(nil)
            let pointer = { (handler: XIOErrorHandler?) in
                handler.map { unsafeBitCast($0, to: UnsafeRawPointer.self) }
            }
            previousHandler = pointer(previous) == pointer(xlibDefault) ? nil : previous
            XSetIOErrorHandler { display in TestDisplayConnection.previousHandler?(display) ?? 0 }
        }
        guard let display = XOpenDisplay(name) else { throw XServerError.cannotConnect(name) }
        XSetIOErrorExitHandler(display, { _, _ in }, nil)
        return display
    }
}
