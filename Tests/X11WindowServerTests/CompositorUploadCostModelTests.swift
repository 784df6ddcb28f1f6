import Testing
import UIKitCore
@testable import X11WindowServer

/// Who draws turned layers, from what uploads cost: the client with shared memory, the server whenever uploads
/// cross the connection (however fast it measured), the forced policies regardless; a stall reported once.
@Suite struct CompositorUploadCostModelTests {
    /// A loopback: 2 GB/s (2 ns a pixel to upload), resampling 6 ns a pixel.
    static let fastLink = X11LinkMeasurement(transport: .tcp, roundTripSeconds: 0.000_05, bytesPerSecond: 2e9,
                                             resampleSecondsPerPixel: 6e-9)
    /// 100 Mbit/s: 320 ns a pixel to upload.
    static let slowLink = X11LinkMeasurement(transport: .tcp, roundTripSeconds: 0.002, bytesPerSecond: 12.5e6,
                                             resampleSecondsPerPixel: 6e-9)

    @Test func withSharedMemoryTheClientDrawsAndMayHandSomeOver() {
        let model = X11UploadCostModel(policy: .auto, sharesMemory: true, link: Self.slowLink)
        #expect(!model.turnedPartsDrawnByServer)
        #expect(model.mayBalance)
    }

    /// The unlimited loopback relay as `run.py --remote` measured it when the old comparison picked the client
    /// (put 560 MB/s, 7.1 ns a pixel, against 8.1 ns of resampling): uploads cross the stream, so the server draws.
    static let loopbackRelay = X11LinkMeasurement(transport: .tcp, roundTripSeconds: 0.000_12,
                                                  bytesPerSecond: 5.6e8, resampleSecondsPerPixel: 8.1e-9)

    @Test func withoutSharedMemoryTheServerResamplesHoweverFastTheLinkMeasured() {
        for link in [Self.slowLink, Self.loopbackRelay, Self.fastLink] {
            let model = X11UploadCostModel(policy: .auto, sharesMemory: false, link: link)
            #expect(!model.uploadsAreFree)
            #expect(model.turnedPartsDrawnByServer, "\(link)")
            #expect(!model.mayBalance)
        }
    }

    @Test func theEstimateWeighsEachWayFromTheMeasurements() {
        let model = X11UploadCostModel(policy: .auto, sharesMemory: false, link: Self.loopbackRelay)
        let estimate = model.estimate(turnedParts: 100, pixels: 1_640_000)
        #expect(estimate.uploadBytes == 6_560_000)
        #expect(abs(estimate.uploadSeconds - 6_560_000 / 5.6e8) < 1e-9)
        #expect(abs(estimate.resampleSeconds - 1_640_000 * 8.1e-9) < 1e-9)
        let line = model.logLine(frame: 7, estimate: estimate, toServer: 100, uploadedBytes: 0, composeSeconds: 0.002)
        #expect(line.contains("frame 7") && line.contains("protocol stream over TCP")
            && line.contains("100 to the server"))
        #expect(line.contains("6560000 B") && line.contains("policy auto"), "\(line)")
    }

    @Test func aForcedPolicyOverridesTheMeasurements() {
        let server = X11UploadCostModel(policy: .server, sharesMemory: true, link: Self.fastLink)
        #expect(server.turnedPartsDrawnByServer && !server.mayBalance)
        let client = X11UploadCostModel(policy: .client, sharesMemory: false, link: Self.slowLink)
        #expect(!client.turnedPartsDrawnByServer && !client.mayBalance)
    }

    /// 10 Mbit/s: the link, not the server, is the limit for the peer scene's layers.
    static let verySlowLink = X11LinkMeasurement(transport: .tcp, roundTripSeconds: 0.002, bytesPerSecond: 1.25e6,
                                                 resampleSecondsPerPixel: 6e-9)

    @Test func uniformMiddlesAreFilledWhereTheServerIsTheLimitNotOnSlowLinks() {
        #expect(X11UploadCostModel(policy: .auto, sharesMemory: true, link: Self.verySlowLink).fillsUniformCores)
        #expect(X11UploadCostModel(policy: .auto, sharesMemory: false, link: Self.loopbackRelay).fillsUniformCores)
        // 100 Mbit/s, measured as low as 5 MB/s: the server is still the limit.
        #expect(X11UploadCostModel(policy: .auto, sharesMemory: false, link: Self.slowLink).fillsUniformCores)
        let measuredLow = X11LinkMeasurement(transport: .tcp, roundTripSeconds: 0.002, bytesPerSecond: 5e6,
                                             resampleSecondsPerPixel: 6e-9)
        #expect(X11UploadCostModel(policy: .auto, sharesMemory: false, link: measuredLow).fillsUniformCores)
        #expect(!X11UploadCostModel(policy: .auto, sharesMemory: false, link: Self.verySlowLink).fillsUniformCores)
    }

    @Test func aStallIsNotedOnceAndChangesNoChoice() {
        var model = X11UploadCostModel(policy: .auto, sharesMemory: false, link: Self.fastLink)
        let before = (model.turnedPartsDrawnByServer, model.fillsUniformCores, model.mayBalance)
        let busy = model.noteFrameRoundTrip(0.2)  // a busy server, not a stall
        #expect(!busy && !model.hasStalled)
        let stalled = model.noteFrameRoundTrip(1.0)
        #expect(stalled && model.hasStalled)
        let again = model.noteFrameRoundTrip(1.5)
        #expect(!again)  // reported once
        #expect(before == (model.turnedPartsDrawnByServer, model.fillsUniformCores, model.mayBalance))
    }

    @Test func theEnvironmentNamesThePolicyAndAutoIsTheDefault() {
        #expect(X11UploadPolicy.named(nil) == .auto)
        #expect(X11UploadPolicy.named("server") == .server)
        #expect(X11UploadPolicy.named("Client") == .client)
        #expect(X11UploadPolicy.named("AUTO") == .auto)
        let saved = UIKitLog.sink
        nonisolated(unsafe) var lines: [String] = []
        UIKitLog.sink = { lines.append($0) }
        defer { UIKitLog.sink = saved }
        // A value that names no policy: measured costs decide, and one line says so however often it is read.
        #expect(X11UploadPolicy.named("shm-please") == .auto)
        #expect(X11UploadPolicy.named("shm-please") == .auto)
        #expect(lines.count == 1 && lines[0].contains("UIKIT_X11_UPLOADS=shm-please"), "\(lines)")
    }

    @Test func theUploadCostOfAPixelIsFourBytesAtTheMeasuredRate() {
        #expect(abs(Self.slowLink.uploadSecondsPerPixel - 3.2e-7) < 1e-12)
    }
}
