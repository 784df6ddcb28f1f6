import Testing
@testable import X11WindowServer

/// Who draws turned layers, from what uploads cost: the client with shared memory, the server on a link where a
/// pixel costs more to send than to resample, the forced policies regardless, and the server once a link stalled.
@Suite struct CompositorUploadCostModelTests {
    /// A loopback: 2 GB/s (2 ns a pixel to upload), resampling 6 ns a pixel.
    static let fastLink = X11LinkMeasurement(roundTripSeconds: 0.000_05, bytesPerSecond: 2e9,
                                             resampleSecondsPerPixel: 6e-9)
    /// 100 Mbit/s: 320 ns a pixel to upload.
    static let slowLink = X11LinkMeasurement(roundTripSeconds: 0.002, bytesPerSecond: 12.5e6,
                                             resampleSecondsPerPixel: 6e-9)

    @Test func withSharedMemoryTheClientDrawsAndMayHandSomeOver() {
        let model = X11UploadCostModel(policy: .auto, sharesMemory: true, link: Self.slowLink)
        #expect(!model.turnedPartsDrawnByServer)
        #expect(model.mayBalance)
    }

    @Test func withoutSharedMemoryTheCheaperSideDraws() {
        #expect(X11UploadCostModel(policy: .auto, sharesMemory: false, link: Self.slowLink).turnedPartsDrawnByServer)
        #expect(!X11UploadCostModel(policy: .auto, sharesMemory: false, link: Self.fastLink).turnedPartsDrawnByServer)
    }

    @Test func aForcedPolicyOverridesTheMeasurements() {
        let server = X11UploadCostModel(policy: .server, sharesMemory: true, link: Self.fastLink)
        #expect(server.turnedPartsDrawnByServer && !server.mayBalance)
        let client = X11UploadCostModel(policy: .client, sharesMemory: false, link: Self.slowLink)
        #expect(!client.turnedPartsDrawnByServer && !client.mayBalance)
    }

    @Test func aStallMakesTheLinkSlowOnceAndForAll() {
        var model = X11UploadCostModel(policy: .auto, sharesMemory: false, link: Self.fastLink)
        let busy = model.noteFrameRoundTrip(0.2)  // a busy server, not a stall
        #expect(!busy && !model.turnedPartsDrawnByServer)
        let stalled = model.noteFrameRoundTrip(1.0)
        #expect(stalled && model.turnedPartsDrawnByServer)
        let again = model.noteFrameRoundTrip(1.5)
        #expect(!again)  // reported once
    }

    @Test func theUploadCostOfAPixelIsFourBytesAtTheMeasuredRate() {
        #expect(abs(Self.slowLink.uploadSecondsPerPixel - 3.2e-7) < 1e-12)
    }
}
