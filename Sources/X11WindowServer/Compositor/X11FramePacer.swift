internal import CX11
import Foundation
import UIKitCore

/// Keeps presentation at the monitor's refresh with at most one frame in flight, without ever blocking the main
/// thread to wait for the refresh: a tree that arrives sooner than one refresh interval after the last frame was
/// sent is kept (a newer one replaces it) and composed by a timer at the next refresh. Before a frame is sent, the
/// previous one must have been executed by the server (one round trip), so the client prepares the next frame
/// while the server draws the last one, and never queues more than one.
///
/// `UIKIT_X11_REFRESH_RATE` overrides the rate (Hz); 0 turns pacing off (benchmarks), keeping the one-frame limit.
@MainActor final class X11FramePacer {
    /// Seconds between frames; 0 when unpaced.
    var interval: Double
    private var frameInFlight = false
    private var lastSent = -Double.infinity
    private var timerIsScheduled = false

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

    /// Whether a frame sent now keeps to the refresh rate.
    var mayPresentNow: Bool { interval == 0 || Self.now() >= lastSent + interval }

    /// Runs `present` on the main queue at the next refresh; asking again before then changes nothing (the caller
    /// keeps only its newest tree, so one timer presents it).
    func presentAtNextRefresh(_ present: @escaping @MainActor () -> Void) {
        guard !timerIsScheduled else { return }
        timerIsScheduled = true
        let delay = max(lastSent + interval - Self.now(), 0)
        DispatchQueue.main.asyncAfter(deadline: .now() + delay) { [weak self] in
            MainActor.assumeIsolated {
                self?.timerIsScheduled = false
                present()
            }
        }
    }

    /// Before a frame is sent: waits for the one in flight. Returns how long it waited when it made a round trip
    /// (the server has then executed every request sent before), nil when no frame was in flight.
    func waitForFrameInFlight(_ display: OpaquePointer) -> Double? {
        guard frameInFlight else { return nil }
        let start = Self.now()
        XSync(display, 0)
        frameInFlight = false
        return Self.now() - start
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

    static func now() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) * 1e-9
    }
}
