import Foundation
import UIKitCore

/// Decides where a window's turned, scaled and off-grid layer parts are drawn, from what uploads cost on its
/// connection.
///
/// With shared memory, an upload costs the server one copy out of our memory: the client draws those parts at
/// their final place (equal to the reference renderer), on every core, and `X11TurnedPartBalance` hands some to
/// the server only while the client is the slower side. Without it (a remote display, ssh -X, a server without
/// MIT-SHM), every pixel the client draws crosses the connection in the protocol stream, every frame a layer turns,
/// and the server resamples each turned part from the layer's upright picture instead, which crossed it once.
///
/// Why not weigh the measured costs without shared memory too: over an unlimited loopback the 128 KiB probe puts
/// 500-800 MB/s (5-8 ns a pixel) against 5-9 ns a pixel of resampling, so the comparison flipped with the machine's
/// load from frame rate to frame rate, and each flip to the client sent 6-7 MiB a frame through a link whose every
/// byte also costs whatever relays it (ssh, a VPN, a real network shared with others), none of which the probe
/// sees. Resampling costs the server what raw X Render pays for the same scene, and the compositor keeps its
/// requests below raw X Render's (`X11ResampledFootprint`, the window's background filled once), so the server
/// path is the one that holds up on every link. The measurements are kept for the log (`UIKIT_X11_COST_LOG=1`
/// prints each frame's estimates) and to notice a stalled link. See docs/ARCHITECTURE.md for the figures.
public struct X11UploadCostModel: Sendable, Equatable {
    public let policy: X11UploadPolicy
    /// Whether pictures reach the server through MIT-SHM (verified by reading a probe back, see
    /// `X11SharedMemoryUploader`).
    public let sharesMemory: Bool
    public let link: X11LinkMeasurement
    /// Set once a frame's answer took longer than `stallSeconds` (reported once). It changes no choice: a frame of
    /// thousands of layers on a loaded machine can take that long with the link idle, and what a stalled link needs
    /// (newer frames held back rather than queued, the main thread never blocked) the frame pacing gives.
    public private(set) var hasStalled = false

    /// A round trip longer than this is a stalled link, not a busy server.
    static let stallSeconds = 0.5

    public init(policy: X11UploadPolicy, sharesMemory: Bool, link: X11LinkMeasurement) {
        self.policy = policy
        self.sharesMemory = sharesMemory
        self.link = link
    }

    /// Whether uploads cost the link nothing: the server copies them out of memory we share with it.
    public var uploadsAreFree: Bool { sharesMemory }

    /// Whether the server resamples every turned part from its upright picture (else the client draws them, and
    /// the balance may still hand some to the server).
    public var turnedPartsDrawnByServer: Bool {
        switch policy {
        case .server: true
        case .client: false
        case .auto: !uploadsAreFree
        }
    }

    /// Whether the server fills turned sprites' uniform middles rather than resampling them (`X11UniformCore`): a
    /// quarter less server time (about 30 us a 100x100 layer) for 115 more bytes a turned layer. Worth it where the
    /// server's core is the limit: with shared memory, and over links of at least `fastLinkBytesPerSecond`. With
    /// two frames in flight the link carries one frame while the server executes the one before, so a frame costs
    /// the slower of the two; a plain layer's composite (36 bytes) costs the server about 9 us, so above about
    /// 4 MB/s the server is the limit for every layer, and 115 bytes (under 40 us there) buy back 30 us of it. A
    /// 100 Mbit/s network measures 5-12 MB/s, the loopback relay 120-860 MB/s even on a loaded machine; on slower
    /// links the bytes stay those of raw X Render.
    public var fillsUniformCores: Bool { sharesMemory || link.bytesPerSecond >= Self.fastLinkBytesPerSecond }

    /// 24 Mbit/s (see `fillsUniformCores`): under it, the link is the limit.
    static let fastLinkBytesPerSecond = 3e6

    /// Whether the balance between the two sides may move turned parts to the server.
    var mayBalance: Bool { policy == .auto && !turnedPartsDrawnByServer }

    /// After a frame's round trip of `seconds`. Returns true the first time it counts as a stall (the caller logs).
    mutating func noteFrameRoundTrip(_ seconds: Double) -> Bool {
        guard !hasStalled, seconds > Self.stallSeconds else { return false }
        hasStalled = true
        return true
    }

    /// What drawing `pixels` pixels of turned parts costs each way, from the measurements: the client's way
    /// sends them (4 bytes each, at the measured throughput, the server's unpacking included), the server's way
    /// resamples them.
    public func estimate(turnedParts: Int, pixels: Int) -> FrameEstimate {
        FrameEstimate(turnedParts: turnedParts, pixels: pixels, uploadBytes: 4 * pixels,
                      uploadSeconds: Double(pixels) * link.uploadSecondsPerPixel,
                      resampleSeconds: Double(pixels) * link.resampleSecondsPerPixel)
    }

    /// One frame's turned parts, as `estimate` sees them.
    public struct FrameEstimate: Sendable, Equatable {
        public let turnedParts: Int
        public let pixels: Int
        /// The client's way: bytes through the protocol stream, and the seconds they take.
        public let uploadBytes: Int
        public let uploadSeconds: Double
        /// The server's way: seconds of its resampling.
        public let resampleSeconds: Double
    }

    /// The line `UIKIT_X11_COST_LOG=1` prints for a frame: the link, the estimate of each way, the choice and what
    /// the frame did.
    func logLine(frame: Int, estimate: FrameEstimate, toServer: Int, uploadedBytes: Int, composeSeconds: Double)
        -> String {
        let ms = { (seconds: Double) in String(format: "%.3f", seconds * 1e3) }
        return "X11 costs: frame \(frame): "
            + (sharesMemory ? "shared memory" : "protocol stream") + " over \(link.transport.rawValue), "
            + "round trip \(ms(link.roundTripSeconds)) ms, "
            + String(format: "put %.1f MB/s (%.2f ns/px), resample %.2f ns/px; ", link.bytesPerSecond / 1e6,
                     link.uploadSecondsPerPixel * 1e9, link.resampleSecondsPerPixel * 1e9)
            + "\(estimate.turnedParts) turned parts, \(estimate.pixels) px: client way \(estimate.uploadBytes) B "
            + "in \(ms(estimate.uploadSeconds)) ms, server way \(ms(estimate.resampleSeconds)) ms; "
            + "policy \(policy.rawValue): \(toServer) to the server; uploaded \(uploadedBytes) B; "
            + "client composed in \(ms(composeSeconds)) ms"
    }

    /// Whether `UIKIT_X11_COST_LOG=1` asks for a line per frame on standard error.
    static let logsEachFrame = ProcessInfo.processInfo.environment["UIKIT_X11_COST_LOG"] == "1"

    static func log(_ line: String) { FileHandle.standardError.write(Data((line + "\n").utf8)) }
}
