import Foundation

/// Decides, frame by frame, how much of the turned layers' drawing goes to the X server.
///
/// A turned or scaled layer costs the client about as much to draw at its final angle (Cairo) as it costs the
/// server to resample its sprite (X Render's bilinear filter), so where it is drawn should follow whichever side
/// has time to spare. Frames go to the server one at a time: the client prepares the next while the server draws
/// the last, then waits for it. A client that had to wait found the server slower, and keeps more of the work; a
/// client that never waits (the server was done first) is the slower side, and hands more to the server. Only
/// unpaced frames, or paced ones whose composition took the client more than half the refresh interval, hand work
/// over: the
/// client draws exactly what the reference renderer draws, the server's filter blurs a little, so a layer the
/// server drew is drawn again by the client once it stops changing.
struct X11TurnedPartBalance {
    /// The fraction of the frame's turned parts (those not cached) that the server resamples.
    private(set) var serverShare: Double
    private static let step = 0.05
    /// A frame whose client drawing took longer than this moves the share by more than a step, in proportion (at
    /// most `maximumSteps`): the share then follows in seconds rather than frames, so thousands of layers at a few
    /// frames a second settle as quickly as a hundred at sixty.
    private static let stepSeconds = 0.016, maximumSteps = 4.0
    /// A wait for the server shorter than this is the round trip alone: the server had nothing left to do.
    private static let idleWait = 0.000_3

    init(serverShare: Double = 0) { self.serverShare = min(max(serverShare, 0), 1) }

    /// Whether the next frame follows a pause (the server was waited for whole): the client draws all of it.
    private var afterPause = false

    /// How many of `count` turned parts the server should draw this frame.
    func serverCount(of count: Int) -> Int { afterPause ? 0 : Int((Double(count) * serverShare).rounded()) }

    /// After a frame was sent. `composing` is how long the compositor worked on it before waiting for the server,
    /// `waited` how long it then waited, nil when no frame was in flight (the first frame, or one drawn after the
    /// server was waited for anyway): then the server draws nothing of the next frame, and the share learnt so
    /// far holds for the back-to-back frames after it (a benchmark's or a test's pause does not start it over).
    mutating func frameSent(composing: Double, waited: Double?, refreshInterval: Double) {
        afterPause = waited == nil
        guard let waited else { return }
        let clientIsSlower = waited < Self.idleWait && (refreshInterval == 0 || composing > refreshInterval / 2)
        let step = Self.step * min(max(composing / Self.stepSeconds, 1), Self.maximumSteps)
        serverShare = min(max(serverShare + (clientIsSlower ? step : -step), 0), 1)
    }
}
