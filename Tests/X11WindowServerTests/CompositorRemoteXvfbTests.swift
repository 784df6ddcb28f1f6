import Foundation
import Testing
import UIKit
@testable import X11WindowServer
import UIKitTestSupport
import GoldenScenes

/// The compositor on a display as another machine would show it: an Xvfb without MIT-SHM, reached over TCP through
/// a relay that counts bytes and can stall or cut the link. Every golden scene equals the reference renderer in both
/// upload policies; a turned layer crosses the link once, not every frame, when the server resamples it; a stalled
/// link is survived with one log line and never blocks a paced window's main thread, a cut one without a storm of
/// errors.
@MainActor @Suite(.serialized) struct CompositorRemoteXvfbTests {
    /// Runs `body` with `UIKIT_X11_UPLOADS` set to `policy` (compositors read it when made), then restores it.
    func withUploadPolicy<T>(_ policy: String, _ body: () throws -> T) rethrows -> T {
        let previous = ProcessInfo.processInfo.environment["UIKIT_X11_UPLOADS"]
        setenv("UIKIT_X11_UPLOADS", policy, 1)
        defer {
            if let previous { setenv("UIKIT_X11_UPLOADS", previous, 1) } else { unsetenv("UIKIT_X11_UPLOADS") }
        }
        return try body()
    }

    /// Captures UIKit's log lines while `body` runs.
    func logLines(_ body: () throws -> Void) rethrows -> [String] {
        let saved = UIKitLog.sink
        nonisolated(unsafe) var lines: [String] = []
        UIKitLog.sink = { lines.append($0) }
        defer { UIKitLog.sink = saved }
        try body()
        return lines
    }

    /// A remote server and a relay to it.
    func remoteServer() throws -> (XServer, TCPRelay) {
        let server = try XServer(remote: true)
        return (server, try TCPRelay(targetPort: try #require(server.tcpPort)))
    }

    @Test(arguments: [("server", true), ("client", true), ("server", false)])
    func everyGoldenSceneMatchesTheReferenceRenderer(policy: String, remote: Bool) throws {
        let server = try remote ? XServer(remote: true) : XServer()
        defer { server.stop() }
        let relay = try server.tcpPort.map { try TCPRelay(targetPort: $0) }
        defer { relay?.close() }
        var failures: [String] = []
        try withUploadPolicy(policy) {
            for scene in GoldenScenes.all {
                let window = try CompositorTestWindow(root: scene.makeRootLayer(), size: scene.size, server: server,
                                                      displayName: relay?.display)
                #expect(window.host.uploadCosts.sharesMemory == !remote)
                #expect(window.host.uploadCosts.turnedPartsDrawnByServer == (policy == "server"))
                let allowed = CompositorDifferentialTests.tolerance(for: scene, in: window)
                let difference = try window.differenceFromReference(name: "\(policy)-\(scene.name)", tolerance: allowed)
                if difference > allowed { failures.append("\(scene.name): \(difference)") }
                if remote { #expect(window.host.statistics.bytesUploadedThroughSharedMemory == 0) }
                window.close(stopServer: false)
            }
        }
        #expect(failures.isEmpty, "scenes off by more than the tolerance (pictures in /tmp): \(failures)")
    }

    /// A rounded, bordered layer turning on a grey root, in an unpaced window reached through `relay`.
    func turningScene(server: XServer, relay: TCPRelay, layer given: CALayer? = nil)
        throws -> (CompositorTestWindow, CALayer) {
        let root = solidLayer(.zero, CGColor(gray: 0.95, alpha: 1))
        let layer = given ?? solidLayer(CGRect(x: 60, y: 40, width: 100, height: 80),
                                        CGColor(red: 0.2, green: 0.6, blue: 0.9, alpha: 0.8))
        if given == nil {
            layer.cornerRadius = 12
            layer.borderWidth = 2
            layer.borderColor = CGColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 1)
        }
        root.addSublayer(layer)
        let window = try CompositorTestWindow(root: root, size: CGSize(width: 220, height: 160), server: server,
                                              displayName: relay.display)
        window.host.presentationRefreshRate = 0
        window.flush()
        return (window, layer)
    }

    /// Turns `layer` a little each frame without waiting for the server to finish (as an animation does).
    func turn(_ layer: CALayer, frames: Int) {
        for frame in 1...frames {
            let angle = 0.07 * CGFloat(frame)
            withoutImplicitAnimation { layer.setAffineTransform(CGAffineTransform(rotationAngle: angle)) }
        }
    }

    @Test func aTurningLayerCrossesTheLinkOnceWhenTheServerResamplesIt() throws {
        let (server, relay) = try remoteServer()
        defer { relay.close(); server.stop() }
        try withUploadPolicy("server") {
            let (window, layer) = try turningScene(server: server, relay: relay)
            defer { window.close(stopServer: false) }
            let before = window.host.statistics, bytesBefore = relay.bytesForwarded
            turn(layer, frames: 20)
            let after = window.host.statistics
            #expect(after.uploads == before.uploads)
            #expect(after.serverResampledParts - before.serverResampledParts == 20)
            // Composites, clips and transforms only: a few hundred bytes a frame, both directions.
            let perFrame = Double(relay.bytesForwarded - bytesBefore) / 20
            #expect(perFrame < 1_024, "\(perFrame) bytes per frame")
            // Once it stands still, the client draws it exactly, once.
            window.host.finishPresentedFrames()
            #expect(window.host.statistics.uploads == after.uploads + 1)
            #expect(try window.differenceFromReference(name: "remote-turned") <= CompositorDifferentialTests.tolerance)
        }
    }

    /// A gradient layer casting a blurred shadow: before, drawn with its shadow on the client as a subtree and
    /// uploaded every frame it turned; then a gradient sprite and a shadow sprite; now the gradient is an X Render
    /// gradient picture and the shadow its colour through the blurred shape's mask (see `ShadowMaskXvfbTests`).
    func shadowedGradient() -> CAGradientLayer {
        let gradient = CAGradientLayer()
        gradient.frame = CGRect(x: 60, y: 40, width: 100, height: 70)
        gradient.colors = [CGColor(red: 0.9, green: 0.3, blue: 0.2, alpha: 1), CGColor(red: 0.2, green: 0.3, blue: 0.9, alpha: 1)]
        gradient.startPoint = CGPoint(x: 0, y: 0)
        gradient.endPoint = CGPoint(x: 1, y: 1)
        gradient.shadowOpacity = 0.6
        gradient.shadowOffset = CGSize(width: 4, height: 6)
        gradient.shadowRadius = 5
        return gradient
    }

    @Test func aTurningGradientAndItsShadowCrossTheLinkOnceWhenTheServerResamplesThem() throws {
        let (server, relay) = try remoteServer()
        defer { relay.close(); server.stop() }
        try withUploadPolicy("server") {
            let (window, layer) = try turningScene(server: server, relay: relay, layer: shadowedGradient())
            defer { window.close(stopServer: false) }
            #expect(try window.differenceFromReference(name: "remote-gradient") <= CompositorDifferentialTests.tolerance)
            let before = window.host.statistics, bytesBefore = relay.bytesForwarded
            turn(layer, frames: 20)
            let after = window.host.statistics
            // The gradient is painted by the server and its shadow is a mask it resamples every frame: nothing is
            // uploaded but the mask of the turned gradient's outline (its bounds), once, a byte a pixel.
            #expect(after.uploads == before.uploads + 1)
            #expect(after.outlineMaskUploads == before.outlineMaskUploads + 1)
            #expect(after.bytesUploaded - before.bytesUploaded == 102 * 72)
            #expect(after.clientRasterizations == before.clientRasterizations)
            #expect(after.serverResampledParts == before.serverResampledParts)
            #expect(after.serverGradients - before.serverGradients == 20)
            let perFrame = Double(relay.bytesForwarded - bytesBefore) / 20
            #expect(perFrame < 2_048, "\(perFrame) bytes per frame")
            window.host.finishPresentedFrames()
            #expect(try window.differenceFromReference(name: "remote-gradient-turned") <= CompositorDifferentialTests.tolerance)
        }
    }

    @Test func alikeShadowedGradientLayersShareOneUpload() throws {
        let (server, relay) = try remoteServer()
        defer { relay.close(); server.stop() }
        let root = solidLayer(.zero, CGColor(gray: 0.95, alpha: 1))
        for index in 0..<10 {
            let layer = shadowedGradient()
            // Away from the window's edges, which cut the reference renderer's blur short.
            layer.frame.origin = CGPoint(x: 40 + 30 * index, y: 40 + 20 * (index % 3))
            root.addSublayer(layer)
        }
        let window = try CompositorTestWindow(root: root, size: CGSize(width: 480, height: 240), server: server,
                                              displayName: relay.display)
        defer { window.close(stopServer: false) }
        window.flush()
        // One shadow mask for all ten; the gradient is a gradient picture on the server.
        #expect(window.host.statistics.uploads == 1)
        #expect(window.host.statistics.outlineMaskUploads == 1)
        #expect(window.host.statistics.clientRasterizations == 0)
        #expect(try window.differenceFromReference(name: "remote-gradients") <= CompositorDifferentialTests.tolerance)
    }

    @Test func inTheClientPolicyATurningLayerIsUploadedEveryFrame() throws {
        let (server, relay) = try remoteServer()
        defer { relay.close(); server.stop() }
        try withUploadPolicy("client") {
            let (window, layer) = try turningScene(server: server, relay: relay)
            defer { window.close(stopServer: false) }
            let before = window.host.statistics, bytesBefore = relay.bytesForwarded
            turn(layer, frames: 20)
            let after = window.host.statistics
            #expect(after.uploads - before.uploads == 20)
            #expect(after.serverResampledParts == before.serverResampledParts)
            // Its pixels, every frame: about 130 x 130 x 4 bytes.
            #expect(Double(relay.bytesForwarded - bytesBefore) / 20 > 40_000)
        }
    }

    @Test func theConnectionIsMeasuredFromTheServersAnswers() throws {
        let (server, relay) = try remoteServer()
        defer { relay.close(); server.stop() }
        let (window, _) = try turningScene(server: server, relay: relay)
        defer { window.close(stopServer: false) }
        let costs = window.host.uploadCosts
        #expect(!costs.sharesMemory)
        #expect(costs.link.transport == .tcp)
        #expect(costs.link.roundTripSeconds > 0 && costs.link.roundTripSeconds < 1)
        #expect(costs.link.bytesPerSecond > 1e6 && costs.link.bytesPerSecond.isFinite)
        #expect(costs.link.resampleSecondsPerPixel > 0 && costs.link.resampleSecondsPerPixel < 1e-5)
        // The same server over its unix socket shares memory (verified by reading a pixel back).
        let local = try CompositorTestWindow(root: solidLayer(.zero, CGColor(gray: 1, alpha: 1)),
                                             size: CGSize(width: 20, height: 20))
        defer { local.close() }
        #expect(local.host.uploadCosts.sharesMemory)
        #expect(local.host.uploadCosts.link.transport == .localSocket)
    }

    @Test func aStalledLinkIsLoggedOnceAndTheServerTakesTheTurnedLayers() throws {
        let (server, relay) = try remoteServer()
        defer { relay.close(); server.stop() }
        try withUploadPolicy("auto") {
            let (window, layer) = try turningScene(server: server, relay: relay)
            defer { window.close(stopServer: false) }
            let uploadsBefore = window.host.statistics.uploads
            let lines = logLines {
                turn(layer, frames: 2)
                relay.stall(for: 1)
                turn(layer, frames: 3)
                relay.stall(for: 1)
                turn(layer, frames: 3)
            }
            #expect(lines.count == 1 && lines[0].contains("to answer a frame"), "\(lines)")
            #expect(window.host.uploadCosts.hasStalled)
            // The turned layer went on crossing the link as composites only, stall or not.
            #expect(window.host.uploadCosts.turnedPartsDrawnByServer)
            #expect(window.host.statistics.uploads == uploadsBefore)
            // Nothing was lost: the last state shows, exactly.
            window.flush()
            #expect(try window.differenceFromReference(name: "remote-stalled") <= CompositorDifferentialTests.tolerance)
        }
    }

    @Test func aStalledLinkNeverBlocksAPacedWindowsMainThread() throws {
        let (server, relay) = try remoteServer()
        defer { relay.close(); server.stop() }
        let (window, layer) = try turningScene(server: server, relay: relay)
        defer { window.close(stopServer: false) }
        window.host.presentationRefreshRate = 60
        let before = window.host.statistics
        var longestCommit = 0.0, frame = 0
        relay.stall(for: 1)
        let start = Date()
        // For 0.6 s of the 1 s stall, an animation's worth of changes, with the run loop turning between them.
        while Date().timeIntervalSince(start) < 0.6 {
            frame += 1
            let commitStart = Date()
            withoutImplicitAnimation { layer.setAffineTransform(CGAffineTransform(rotationAngle: 0.05 * CGFloat(frame))) }
            longestCommit = max(longestCommit, Date().timeIntervalSince(commitStart))
            RunLoop.main.run(until: Date().addingTimeInterval(0.016))
        }
        let during = window.host.statistics
        // No commit waited for the server: the frame in flight held the newer trees back instead.
        #expect(longestCommit < 0.1, "a commit took \(longestCommit) s")
        #expect(during.frames - before.frames <= 1)
        #expect(during.framesHeldBack > before.framesHeldBack)
        // The run loop (timers, input) kept turning: one turn per refresh, give or take a loaded machine.
        #expect(frame >= 20, "the run loop turned \(frame) times in 0.6 s")
        // Once the link answers, the newest state shows, exactly.
        window.flush()
        #expect(window.host.statistics.frames > during.frames)
        #expect(try window.differenceFromReference(name: "remote-stalled-paced") <= CompositorDifferentialTests.tolerance)
    }

    @Test func aLinkCutMidFrameIsReportedOnceAndTheLayersKeepTheirState() async throws {
        let (server, relay) = try remoteServer()
        defer { relay.close(); server.stop() }
        // Each frame uploads the turned layer (about 50 KB), so the cut falls inside a frame's requests.
        let previous = ProcessInfo.processInfo.environment["UIKIT_X11_UPLOADS"]
        setenv("UIKIT_X11_UPLOADS", "client", 1)
        let (window, layer) = try turningScene(server: server, relay: relay)
        if let previous { setenv("UIKIT_X11_UPLOADS", previous, 1) } else { unsetenv("UIKIT_X11_UPLOADS") }
        defer { window.close(stopServer: false) }
        turn(layer, frames: 2)
        window.host.waitForPresentedFrames()
        let framesBefore = window.host.statistics.frames, bytesBefore = relay.bytesForwarded
        nonisolated(unsafe) var reports: [String] = []
        let saved = X11Connection.onConnectionLost
        X11Connection.onConnectionLost = { reports.append($0) }
        defer { X11Connection.onConnectionLost = saved }
        relay.cutConnections(afterForwarding: 20_000)
        let lines = logLines {
            turn(layer, frames: 5)
            window.flush()
        }
        // Xlib reports the loss to the main queue (the test's actor may run elsewhere): let it run, and on a loaded
        // machine give the relay's threads time to cut.
        let deadline = Date().addingTimeInterval(5)
        while reports.isEmpty, Date() < deadline {
            try await Task.sleep(for: .milliseconds(50))
            window.host.finishPresentedFrames()
        }
        let framesAtLoss = window.host.statistics.frames
        let moreLines = logLines {
            turn(layer, frames: 3)
            window.flush()
        }
        try await Task.sleep(for: .milliseconds(100))
        // The server got 20,000 bytes of the next frame (and answered nothing more), then the link went down.
        #expect(relay.cutCount == 1)
        let forwarded = relay.bytesForwarded - bytesBefore
        #expect(forwarded >= 20_000 && forwarded < 21_000, "\(forwarded) bytes after the last full frame")
        #expect(window.host.compositor.connection.isLost)
        // Xlib's report reaches the window server once (an app then ends through its life cycle with that one
        // line, see LaunchServerDeathTests); the compositor adds no line, nor one per frame.
        #expect(reports.filter { $0.contains(relay.display) }.count == 1, "\(reports)")
        #expect(lines.isEmpty && moreLines.isEmpty, "\(lines + moreLines)")
        // The app's side goes on: nothing crashes or hangs, the layers keep their state, and nothing more is sent
        // (after Xlib's I/O error a round trip may block for ever: a frame finished on the cut link hung in XSync).
        #expect(framesAtLoss > framesBefore)
        #expect(window.host.statistics.frames == framesAtLoss)
        #expect(abs(layer.affineTransform().b - sin(0.21)) < 1e-9)
    }
}
