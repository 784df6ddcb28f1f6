internal import CX11
import UIKitCore

extension X11WindowHost {
    /// Waits until the X server has executed every frame presented so far (before reading pixels back, or to
    /// measure a frame's full cost).
    public func finishPresentedFrames() { compositor.finishFrames() }
}

extension X11WindowServer {
    /// Bytes of X protocol this connection has written since its first window host was made (all requests, not
    /// only the compositor's), for benchmarks and tests of idle traffic.
    public var protocolBytesWritten: Int { X11ProtocolByteCounter.bytesWritten(on: connection.display) }
}

extension X11WindowServer {
    /// Reads and handles every event the server has sent so far, now (tests, which run inside a main-queue job
    /// where the connection's read source cannot fire).
    public func handlePendingEvents() {
        XSync(connection.display, 0)
        connection.processEvents()
    }
}
