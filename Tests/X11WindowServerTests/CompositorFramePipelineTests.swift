import Foundation
import Testing
import UIKit
@testable import X11WindowServer
import UIKitTestSupport
import CX11

/// Unpaced frames in flight (`X11WindowHost.unpacedFramesInFlight`): with two, the client prepares and sends a frame
/// while the server still executes the one before, so the server finds work queued; what each frame draws, and what
/// it sends, is the same as with one.
@MainActor @Suite(.serialized) struct CompositorFramePipelineTests {
    /// Rounded, bordered layers, some turned, on a grey root, in an unpaced window.
    func scene(framesInFlight: Int) throws -> (CompositorTestWindow, [CALayer]) {
        let root = solidLayer(.zero, CGColor(gray: 0.95, alpha: 1))
        var layers: [CALayer] = []
        for index in 0..<12 {
            let layer = solidLayer(CGRect(x: 10 + (index % 6) * 100, y: 20 + (index / 6) * 120, width: 80, height: 80),
                                   CGColor(red: 0.9, green: 0.2 + 0.05 * CGFloat(index), blue: 0.3, alpha: 0.7))
            layer.cornerRadius = 10
            layer.borderWidth = 2
            layer.borderColor = CGColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 1)
            root.addSublayer(layer)
            layers.append(layer)
        }
        let window = try CompositorTestWindow(root: root, size: CGSize(width: 640, height: 280))
        window.host.presentationRefreshRate = 0
        window.host.unpacedFramesInFlight = framesInFlight
        window.flush()
        return (window, layers)
    }

    /// Moves every layer and turns every third one, as frame `step` of an animation.
    func place(_ layers: [CALayer], step: Int) {
        withoutImplicitAnimation {
            for (index, layer) in layers.enumerated() {
                layer.position = CGPoint(x: 50 + (index % 6) * 100 + (step * 3 + index) % 17,
                                         y: 60 + (index / 6) * 120 + (step * 5 + index) % 13)
                if index % 3 == 0 {
                    layer.setAffineTransform(CGAffineTransform(rotationAngle: 0.1 * CGFloat(step) + 0.3 * CGFloat(index)))
                }
            }
        }
    }

    @Test func twoFramesAreInFlightWhenUnpacedAndOneWhenPacedOrAskedFor() throws {
        for (framesInFlight, paced, expected) in [(2, false, 2), (1, false, 1), (2, true, 1)] {
            let (window, layers) = try scene(framesInFlight: framesInFlight)
            defer { window.close() }
            if paced { window.host.presentationRefreshRate = 1_000 }
            let before = window.host.statistics.mostFramesInFlight
            #expect(before <= 1)
            for step in 1...12 {
                place(layers, step: step)
                CATransaction.flush()
                if paced { usleep(1_500) }  // past the refresh interval: each tree is composed, not replaced
            }
            window.host.finishPresentedFrames()
            #expect(window.host.statistics.mostFramesInFlight == expected,
                    "\(framesInFlight) asked, paced \(paced): \(window.host.statistics.mostFramesInFlight)")
            #expect(try window.differenceFromReference(name: "pipeline-\(framesInFlight)-\(paced)") <= 2)
        }
    }

    @Test func framesInFlightNeverDrawAnOlderTreeOverANewerOne() throws {
        let (window, layers) = try scene(framesInFlight: 2)
        defer { window.close() }
        // Frames sent back to back without waiting, each checked once the server has executed it and the next
        // is already queued behind it: what shows is always the newest tree the server has reached, never an older.
        for step in 1...24 {
            place(layers, step: step)
            CATransaction.flush()
            if step % 6 == 0 {
                #expect(try window.differenceFromReference(name: "pipeline-order-\(step)") <= 2)
            }
        }
        #expect(window.host.statistics.mostFramesInFlight == 2)
    }

    @Test func anUploadSlotIsWrittenAgainOnlyOnceTheServerHasExecutedTheFrameThatReadIt() throws {
        let server = try XServer()
        defer { server.stop() }
        let connection = try X11Connection(name: server.display)
        defer { connection.close() }
        let uploader = try #require(X11SharedMemoryUploader(connection: connection, slotCapacity: 1 << 16))
        defer { uploader.detach() }
        let pixmap = XCreatePixmap(connection.display, connection.rootWindow, 8, 8, 32)
        let gc = try #require(XCreateGC(connection.display, pixmap, 0, nil))
        defer {
            XFreeGC(connection.display, gc)
            XFreePixmap(connection.display, pixmap)
        }
        func frame(_ number: Int) -> Bool {
            let waited = uploader.beginFrame(number)
            let region = try! #require(uploader.reserve(bytesPerRow: 32, height: 8))
            uploader.put(region, width: 8, into: pixmap, gc: gc)
            return waited
        }
        // One slot per frame in flight and one for the frame being prepared: frames 1-3 never wait.
        #expect(X11SharedMemoryUploader.slotCount == X11FramePacer.maximumFramesInFlight + 1)
        #expect(!frame(1) && !frame(2) && !frame(3))
        // Frame 4 comes back to frame 1's slot: unexecuted, it waits for the server (a round trip).
        #expect(frame(4))
        // Executed (its marker came back), a slot is written at once.
        uploader.serverExecuted(frame: 4)
        #expect(!frame(5) && !frame(6) && !frame(7))
        uploader.serverExecuted(frame: 5)
        #expect(!frame(8))
        // Frame 9 comes to frame 6's slot, which is not known to be executed.
        #expect(frame(9))
    }

    @Test func twoFramesInFlightUploadThroughSharedMemoryWithoutWaitingForASlot() throws {
        let (window, layers) = try scene(framesInFlight: 2)
        defer { window.close() }
        try #require(window.host.uploadCosts.sharesMemory)
        let before = window.host.statistics
        for step in 1...20 {
            // The client draws every turned layer at its final angle, into shared memory.
            window.host.compositor.balance = X11TurnedPartBalance(serverShare: 0)
            place(layers, step: step)
            CATransaction.flush()
        }
        let after = window.host.statistics
        #expect(after.bytesUploadedThroughSharedMemory - before.bytesUploadedThroughSharedMemory > 20 * 4 * 80 * 80)
        #expect(after.mostFramesInFlight == 2)
        #expect(after.uploadSlotWaits == before.uploadSlotWaits)
        #expect(try window.differenceFromReference(name: "pipeline-shared-memory") <= 2)
    }

    @Test func theBytesAndRequestsOfEachFrameAreTheSameWithOneOrTwoFramesInFlight() throws {
        var sent: [Int: (bytes: Int, requests: Int, composites: Int)] = [:]
        for framesInFlight in [1, 2] {
            let (window, layers) = try scene(framesInFlight: framesInFlight)
            defer { window.close() }
            // Only moves (no turns): what each frame sends does not depend on which side draws turned layers.
            let movers = layers.enumerated().filter { $0.offset % 3 != 0 }.map(\.element)
            let before = window.host.statistics
            for step in 1...20 {
                withoutImplicitAnimation {
                    for (index, layer) in movers.enumerated() {
                        layer.position.x += CGFloat((step + index) % 2 == 0 ? 3 : -2)
                    }
                }
                CATransaction.flush()
            }
            window.host.waitForPresentedFrames()
            let after = window.host.statistics
            sent[framesInFlight] = (after.protocolBytes - before.protocolBytes, after.requests - before.requests,
                                    after.composites - before.composites)
        }
        let one = try #require(sent[1]), two = try #require(sent[2])
        #expect(one.bytes == two.bytes && one.requests == two.requests && one.composites == two.composites,
                "\(one) against \(two)")
        #expect(one.bytes > 0, "\(one)")
    }

    @Test func theEnvironmentSetsOneOrTwoFramesInFlightAndTwoIsTheDefault() {
        #expect(X11FramePacer.framesInFlight(named: nil) == 2)
        #expect(X11FramePacer.framesInFlight(named: "1") == 1)
        #expect(X11FramePacer.framesInFlight(named: "2") == 2)
        let saved = UIKitLog.sink
        nonisolated(unsafe) var lines: [String] = []
        UIKitLog.sink = { lines.append($0) }
        defer { UIKitLog.sink = saved }
        // Out of range or not a number: two, and one line however often it is read.
        #expect(X11FramePacer.framesInFlight(named: "7") == 2)
        #expect(X11FramePacer.framesInFlight(named: "7") == 2)
        #expect(X11FramePacer.framesInFlight(named: "lots") == 2)
        #expect(lines.filter { $0.contains("UIKIT_X11_FRAMES_IN_FLIGHT=7") }.count == 1, "\(lines)")
        #expect(lines.filter { $0.contains("UIKIT_X11_FRAMES_IN_FLIGHT=lots") }.count == 1, "\(lines)")
        // A pacer asked for more than it can keep holds the most there are slots for.
        let pacer = X11FramePacer(refreshRate: 0, unpacedFramesInFlight: 5)
        #expect(pacer.unpacedFramesInFlight == 2)
    }
}
