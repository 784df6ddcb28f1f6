internal import CX11
import Foundation
import UIKitCore

/// Keeps presentation at the monitor's refresh with at most one frame in flight, without ever blocking the main
/// thread to wait for the refresh or for the server: a tree that arrives sooner than one refresh interval after the
/// last frame was sent is kept (a newer one replaces it) and composed by a timer at the next refresh.
///
/// Each frame ends with a marker (`X11FrameMarker`): a client message the server sends back to us once it has
/// executed every request before it. A paced frame is sent only once the previous one's marker came back, checked
/// without blocking; until then newer trees replace the waiting one (frames are skipped, never queued), and the
/// marker's arrival, read by the event loop like any event, sends the newest. So a link that stalls for a second
/// leaves input, timers and animations running; the window shows the latest state when the link comes back.
///
/// `UIKIT_X11_REFRESH_RATE` overrides the rate (Hz); 0 turns pacing off (benchmarks): each frame then waits for the
/// previous one's marker after the client prepared it (the client draws while the server draws the last frame),
/// for at most `unpacedWaitSeconds`, and is sent anyway after that.
@MainActor final class X11FramePacer {
    /// Seconds between frames; 0 when unpaced.
    var interval: Double
    /// The number of the last frame sent, and of the last one whose marker came back.
    private(set) var framesSent = 0
    private(set) var framesAnswered = 0
    /// When each frame in flight was sent, oldest first (its marker's latency is the frame's round trip).
    private var sendTimes: [(frame: Int, time: Double)] = []
    private var lastSent = -Double.infinity
    private var timerIsScheduled = false

    /// The longest an unpaced frame waits for the previous one: a stalled link costs the main thread this much a
    /// frame at most.
    static let unpacedWaitSeconds = 0.25

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

    var isPaced: Bool { interval > 0 }

    /// Whether a frame was sent whose marker has not come back.
    var frameInFlight: Bool { framesAnswered < framesSent }

    /// Whether a frame sent now keeps to the refresh rate.
    var mayPresentNow: Bool { interval == 0 || Self.now() >= lastSent + interval }

    /// Runs `present` on the main queue at the next refresh (at least `minimumDelay` from now); asking again before
    /// then changes nothing (the caller keeps only its newest tree, so one timer presents it).
    func presentAtNextRefresh(minimumDelay: Double = 0, _ present: @escaping @MainActor () -> Void) {
        guard !timerIsScheduled else { return }
        timerIsScheduled = true
        let delay = max(lastSent + interval - Self.now(), minimumDelay)
        DispatchQueue.main.asyncAfter(deadline: .now() + delay) { [weak self] in
            MainActor.assumeIsolated {
                self?.timerIsScheduled = false
                present()
            }
        }
    }

    /// After the frame's last request: sends its marker (the caller flushes).
    func frameSent(marker: X11FrameMarker) {
        framesSent += 1
        lastSent = Self.now()
        sendTimes.append((framesSent, lastSent))
        marker.send(frame: framesSent)
    }

    /// Frame `number`'s marker came back: the server has executed it and every frame before it. Returns its round
    /// trip (seconds from sending to now), nil for a marker already accounted for.
    func markerArrived(frame number: Int) -> Double? {
        guard number > framesAnswered, number <= framesSent else { return nil }
        framesAnswered = number
        var sent: Double?
        while let first = sendTimes.first, first.frame <= number {
            sent = first.time
            sendTimes.removeFirst()
        }
        return sent.map { Self.now() - $0 }
    }

    /// How long the oldest frame in flight has waited for its marker (0 when none is in flight).
    var oldestUnansweredSeconds: Double { sendTimes.first.map { Self.now() - $0.time } ?? 0 }

    /// Every frame sent has been executed (the caller made a round trip), whatever markers are still on their way.
    func serverCaughtUp() {
        framesAnswered = framesSent
        sendTimes = []
    }

    static func now() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) * 1e-9
    }
}
