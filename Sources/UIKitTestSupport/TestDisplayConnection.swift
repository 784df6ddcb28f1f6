internal import CX11

/// Opens an X connection for a test helper that survives its server going away. Xlib's default reaction to a
/// broken connection is to print a line and exit the process, which would take the whole test run down with one
/// killed or stopped server (tests stop servers while helpers still hold connections, and kill them on purpose).
/// With these handlers the connection just goes dead.
enum TestDisplayConnection {
    nonisolated(unsafe) private static var installed = false

    static func open(_ name: String) throws -> OpaquePointer {
        if !installed {
            installed = true
            // Process-wide; the X11 window server installs its own when a test runs one in-process.
            XSetIOErrorHandler { _ in 0 }
        }
        guard let display = XOpenDisplay(name) else { throw XServerError.cannotConnect(name) }
        XSetIOErrorExitHandler(display, { _, _ in }, nil)
        return display
    }
}
