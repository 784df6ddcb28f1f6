import Foundation
import UIKitCore

/// Decides where a window's turned, scaled and off-grid layer parts are drawn, from what uploads cost on its
/// connection.
///
/// With shared memory, an upload costs the server one copy out of our memory: the client draws those parts at
/// their final place (equal to the reference renderer), on every core, and `X11TurnedPartBalance` hands some to
/// the server only while the client is the slower side. Without it (a remote display, ssh -X, a server without
/// MIT-SHM), every pixel the client draws crosses the link in the protocol stream, every frame a layer turns. The
/// measured costs per pixel then decide: uploading (4 bytes at the measured throughput) against the server
/// resampling the layer's upright picture, which crossed the link once. On a 100 Mbit/s link an upload costs
/// about 50 times what resampling does; over an unlimited loopback they come close (see docs/ARCHITECTURE.md).
/// A connection that stalls (a frame's answer later than `stallSeconds`) is treated as slow from then on.
public struct X11UploadCostModel: Sendable, Equatable {
    public let policy: X11UploadPolicy
    /// Whether pictures reach the server through MIT-SHM (verified by reading a probe back, see
    /// `X11SharedMemoryUploader`).
    public let sharesMemory: Bool
    public let link: X11LinkMeasurement
    /// Set once a frame's answer took longer than `stallSeconds`: the link is then treated as slow.
    public private(set) var hasStalled = false

    /// A round trip longer than this is a stalled link, not a busy server.
    static let stallSeconds = 0.5

    public init(policy: X11UploadPolicy, sharesMemory: Bool, link: X11LinkMeasurement) {
        self.policy = policy
        self.sharesMemory = sharesMemory
        self.link = link
    }

    /// Whether the server resamples every turned part from its upright picture (else the client draws them, and
    /// the balance may still hand some to the server).
    public var turnedPartsDrawnByServer: Bool {
        switch policy {
        case .server: true
        case .client: false
        case .auto: !sharesMemory && (hasStalled || link.uploadSecondsPerPixel >= link.resampleSecondsPerPixel)
        }
    }

    /// Whether the balance between the two sides may move turned parts to the server.
    var mayBalance: Bool { policy == .auto && !turnedPartsDrawnByServer }

    /// After a frame's round trip of `seconds`. Returns true the first time it counts as a stall (the caller logs).
    mutating func noteFrameRoundTrip(_ seconds: Double) -> Bool {
        guard !hasStalled, seconds > Self.stallSeconds else { return false }
        hasStalled = true
        return true
    }
}
