internal import CX11
import UIKitCore

extension X11WindowHost {
    /// Waits until the X server has executed every frame presented so far (before reading pixels back, or to
    /// measure a frame's full cost).
    public func finishPresentedFrames() { compositor.finishFrames() }

    /// Waits until the X server has executed every frame presented so far, without the exact redraw of turned
    /// layers the server resampled that `finishPresentedFrames()` makes (benchmarks timing motion).
    public func waitForPresentedFrames() { compositor.waitForFrames() }

    /// The rate, in frames per second, at which the window's compositor sends frames to the X server (the monitor's
    /// refresh unless `UIKIT_X11_REFRESH_RATE` says otherwise); 0 sends every presented tree at once.
    public var presentationRefreshRate: Double {
        get { compositor.pacer.interval > 0 ? 1 / compositor.pacer.interval : 0 }
        set { compositor.pacer.interval = newValue > 0 && newValue.isFinite ? 1 / newValue : 0 }
    }

    /// How many frames the compositor keeps in flight when presentation is unpaced (1 or 2, from
    /// `UIKIT_X11_FRAMES_IN_FLIGHT`, 2 by default): with two, the X server finds the next frame queued when it
    /// finishes one. Paced presentation keeps one.
    public var unpacedFramesInFlight: Int {
        get { compositor.pacer.unpacedFramesInFlight }
        set { compositor.pacer.unpacedFramesInFlight = newValue }
    }

    /// What uploads cost on this window's connection, and so who draws its turned layers (`UIKIT_X11_UPLOADS`).
    public var uploadCosts: X11UploadCostModel { compositor.uploadCosts }
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
        input.translator.deliverInputMethodOutput()
    }
}
