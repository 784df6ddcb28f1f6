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
/// `UIKIT_X11_REFRESH_RATE` overrides the rate (Hz); 0 turns pacing off (benchmarks). Unpaced, two frames may be in
/// flight (`UIKIT_X11_FRAMES_IN_FLIGHT=1|2`, 2 by default): each frame waits, after the client prepared it, only for
/// the marker of the frame before the last, so the server finds the next frame queued when it finishes one instead
/// of idling through the marker's round trip and the client's sending; the wait lasts at most
/// `unpacedWaitSeconds`, and the frame is sent anyway after that.
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

    /// How many frames may be in flight when unpaced (paced frames keep to one: a refresh interval is longer than
    /// a frame's round trip, and a frame held back is replaced by a newer tree rather than queued).
    var unpacedFramesInFlight: Int {
        didSet { unpacedFramesInFlight = min(max(unpacedFramesInFlight, 1), Self.maximumFramesInFlight) }
    }

    init(refreshRate: Double = X11FramePacer.configuredRefreshRate,
         unpacedFramesInFlight: Int = X11FramePacer.configuredFramesInFlight) {
        interval = refreshRate > 0 ? 1 / refreshRate : 0
        self.unpacedFramesInFlight = min(max(unpacedFramesInFlight, 1), Self.maximumFramesInFlight)
    }

    /// The most frames ever in flight: the shared-memory uploader keeps one slot per frame in flight and one for the
    /// frame being prepared.
    nonisolated static let maximumFramesInFlight = 2

    /// `UIKIT_X11_FRAMES_IN_FLIGHT` (1 or 2) sets the unpaced frames in flight, for measuring the two against each
    /// other; anything else is logged once and the default, 2, holds.
    static var configuredFramesInFlight: Int {
        framesInFlight(named: ProcessInfo.processInfo.environment["UIKIT_X11_FRAMES_IN_FLIGHT"])
    }

    /// The frames in flight a value of `UIKIT_X11_FRAMES_IN_FLIGHT` names: 2 when unset, and anything but 1 or 2 is
    /// logged (once) and 2 used.
    nonisolated static func framesInFlight(named text: String?) -> Int {
        guard let text else { return maximumFramesInFlight }
        guard let count = Int(text.trimmingCharacters(in: .whitespaces)), (1...maximumFramesInFlight).contains(count)
        else {
            UIKitLog.errorOnce("UIKIT_X11_FRAMES_IN_FLIGHT=\(text) is not 1 or 2; keeping 2 frames in flight unpaced")
            return maximumFramesInFlight
        }
        return count
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

    /// Frames sent whose markers have not come back.
    var framesInFlight: Int { framesSent - framesAnswered }

    /// Whether as many frames are in flight as may be: the next one waits for the oldest one's marker.
    var isFull: Bool { framesInFlight >= (isPaced ? 1 : unpacedFramesInFlight) }

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
    /// trip (seconds from sending, or from the previous frame's answer when it queued behind that one, to now), nil
    /// for a marker already accounted for.
    func markerArrived(frame number: Int) -> Double? {
        guard number > framesAnswered, number <= framesSent else { return nil }
        framesAnswered = number
        var sent: Double?
        while let first = sendTimes.first, first.frame <= number {
            sent = first.time
            sendTimes.removeFirst()
        }
        let now = Self.now()
        // With two frames in flight, the newer one waits in the server for the older: its own time starts when that
        // one was answered.
        defer { lastAnswered = now }
        return sent.map { now - max($0, lastAnswered) }
    }

    private var lastAnswered = -Double.infinity

    /// How long the oldest frame in flight has waited for its marker (0 when none is in flight), counted from when
    /// the frame before it was answered if that was later.
    var oldestUnansweredSeconds: Double { sendTimes.first.map { Self.now() - max($0.time, lastAnswered) } ?? 0 }

    /// Every frame sent has been executed (the caller made a round trip), whatever markers are still on their way.
    func serverCaughtUp() {
        framesAnswered = framesSent
        sendTimes = []
        lastAnswered = Self.now()
    }

    static func now() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) * 1e-9
    }
}
