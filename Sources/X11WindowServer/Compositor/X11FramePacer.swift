internal import CX11
import Foundation
import UIKitCore

/// Keeps presentation at the monitor's refresh with at most one frame in flight: before a frame is sent, the
/// previous one must have been executed by the server (one round trip), and at least one refresh interval must
/// have passed since it was sent. The client prepares the next frame while the server draws the last one.
///
/// `UIKIT_X11_REFRESH_RATE` overrides the rate (Hz); 0 turns pacing off (benchmarks), keeping the one-frame limit.
@MainActor final class X11FramePacer {
    let interval: Double
    private var frameInFlight = false
    private var lastSent: Double = 0

    init(refreshRate: Double = X11FramePacer.configuredRefreshRate) {
        interval = refreshRate > 0 ? 1 / refreshRate : 0
    }

    static var configuredRefreshRate: Double {
        guard let text = ProcessInfo.processInfo.environment["UIKIT_X11_REFRESH_RATE"] else { return 60 }
        guard let rate = Double(text), rate >= 0, rate.isFinite else {
            UIKitLog.error("UIKIT_X11_REFRESH_RATE=\(text) is not a rate in Hz; presenting at 60 Hz")
            return 60
        }
        return rate
    }

    /// Waits until the next frame may be sent. Returns true when it made a round trip (the server then has
    /// executed every request sent before).
    @discardableResult
    func waitForTurn(_ display: OpaquePointer) -> Bool {
        var synced = false
        if frameInFlight {
            XSync(display, 0)
            frameInFlight = false
            synced = true
        }
        if interval > 0 {
            let wait = lastSent + interval - Self.now()
            if wait > 0 { usleep(useconds_t(min(wait, interval) * 1e6)) }
        }
        return synced
    }

    func frameSent() {
        frameInFlight = true
        lastSent = Self.now()
    }

    /// Waits for the frame in flight without starting a new one (before reading pixels back, or at exit).
    func finish(_ display: OpaquePointer) {
        XSync(display, 0)
        frameInFlight = false
    }

    private static func now() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) * 1e-9
    }
}
