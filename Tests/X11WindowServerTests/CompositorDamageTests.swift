import Testing
import UIKit
@testable import X11WindowServer
import UIKitTestSupport
import CX11

/// Damage tracking: only what changed is recomposited and copied; nothing is sent when nothing changes.
@MainActor @Suite(.serialized) struct CompositorDamageTests {
    /// 1,000 small static layers in a grid, plus one more that the tests move.
    func thousandLayers() throws -> (CompositorTestWindow, CALayer) {
        let root = solidLayer(.zero, CGColor(gray: 0.95, alpha: 1))
        for i in 0..<1_000 {
            let layer = solidLayer(CGRect(x: (i % 40) * 16, y: (i / 40) * 16, width: 14, height: 14),
                                   CGColor(red: CGFloat(i % 7) / 7, green: 0.5, blue: CGFloat(i % 5) / 5, alpha: 0.8))
            layer.cornerRadius = 4
            root.addSublayer(layer)
        }
        let mover = solidLayer(CGRect(x: 100, y: 100, width: 20, height: 20), CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        mover.cornerRadius = 5
        root.addSublayer(mover)
        return (try CompositorTestWindow(root: root, size: CGSize(width: 640, height: 400)), mover)
    }

    @Test func movingOneSmallLayerAmongAThousandUploadsNothingAndRecompositesOnlyTheDamage() throws {
        let (window, mover) = try thousandLayers()
        defer { window.close() }
        window.flush()
        let before = window.host.statistics
        withoutImplicitAnimation { mover.position = CGPoint(x: mover.position.x + 7, y: mover.position.y + 3) }
        window.flush()
        let after = window.host.statistics
        #expect(after.frames == before.frames + 1)
        #expect(after.uploads == before.uploads)
        #expect(after.bytesUploaded == before.bytesUploaded)
        // Old place (100,100 20x20) and new place (107,103 20x20): one merged rectangle of 27x23.
        #expect(after.lastDamage == [CGRect(x: 100, y: 100, width: 27, height: 23)])
        #expect(after.pixelsComposited - before.pixelsComposited == 27 * 23)
        // The background, the mover and the few grid layers under the damage; not a thousand.
        #expect(after.composites - before.composites < 20)
        #expect(after.protocolBytes - before.protocolBytes < 1_024)
        #expect(try window.differenceFromReference(name: "move-one") <= 2)
    }

    @Test func aLayerMovingFrameAfterFrameAmongAThousandCostsThreeCompositesAndUnderOneKibibyte() throws {
        let (window, mover) = try thousandLayers()
        defer { window.close() }
        // In the middle of the drawing order, so that static layers lie both below and above it.
        window.root.insertSublayer(mover, at: 500)
        let neighbour = try #require(window.root.sublayers?[501])
        window.flush()
        var perFrame: [(composites: Int, bytes: Int)] = []
        for step in 1...6 {
            let before = window.host.statistics
            withoutImplicitAnimation { mover.position = CGPoint(x: 120 + step * 9, y: 100 + step * 4) }
            window.flush()
            let after = window.host.statistics
            perFrame.append((after.composites - before.composites, after.protocolBytes - before.protocolBytes))
            #expect(after.uploads == before.uploads)
            #expect(try window.differenceFromReference(name: "precomposed-\(step)") <= 2)
        }
        // The layers below and above it are composed once, when it moves a second time running; each frame after
        // that draws the picture below, the mover and the picture above.
        #expect(window.host.statistics.precompositions == 1)
        #expect(perFrame.dropFirst(2).allSatisfy { $0.composites == 3 && $0.bytes < 1_024 }, "\(perFrame)")
        let held = window.host.statistics.serverBytesHeld
        // Another layer changes: the pictures no longer hold it and go; the result still equals the reference.
        withoutImplicitAnimation {
            neighbour.position.y += 1
            mover.position.x += 5
        }
        window.flush()
        #expect(window.host.statistics.serverBytesHeld == held - 2 * 640 * 400 * 4)
        #expect(try window.differenceFromReference(name: "precomposed-invalidated") <= 2)
    }

    @Test func noPrecomposedPicturesBeyondTheServerMemoryBudget() throws {
        let (window, mover) = try thousandLayers()
        defer { window.close() }
        window.root.insertSublayer(mover, at: 500)
        // Two 640x400 pictures take 2 MiB: with 1 MiB for everything, the layers are composited one by one.
        window.host.compositor.serverMemoryBudget = 1 << 20
        window.flush()
        for step in 1...4 {
            withoutImplicitAnimation { mover.position = CGPoint(x: 120 + step * 9, y: 100 + step * 4) }
            window.flush()
        }
        #expect(window.host.statistics.precompositions == 0)
        #expect(try window.differenceFromReference(name: "precomposed-over-budget") <= 2)
    }

    @Test func nothingIsSentWhenNothingChanges() throws {
        let (window, _) = try thousandLayers()
        defer { window.close() }
        window.flush()
        let bytes = window.x11.protocolBytesWritten, serial = window.x11.requestSerial
        for _ in 0..<10 { CATransaction.flush() }
        #expect(window.x11.protocolBytesWritten == bytes)
        #expect(window.x11.requestSerial == serial)
    }

    @Test func aChangeThatShowsNothingSendsNothing() throws {
        let (window, mover) = try thousandLayers()
        defer { window.close() }
        window.flush()
        mover.isHidden = true
        window.flush()
        let serial = window.x11.requestSerial
        // A hidden layer's colour is a new render tree, but the same pixels.
        mover.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        window.flush()
        #expect(window.host.statistics.lastDamage.isEmpty)
        // Only the round trip that waits for the frame in flight.
        #expect(window.x11.requestSerial - serial <= 1)
    }

    @Test func exposeRepaintsFromTheBackBufferWithoutRedrawing() throws {
        let (window, _) = try thousandLayers()
        defer { window.close() }
        try window.x11.start { _ in }
        window.flush()
        let before = window.host.statistics
        // Another window covers ours and goes: the server asks for the uncovered part again.
        let display = XOpenDisplay(window.server.display)!
        defer { XCloseDisplay(display) }
        let cover = XCreateSimpleWindow(display, XDefaultRootWindow(display), 0, 0, 300, 200, 0, 0, 0xff00ff)
        XMapRaised(display, cover)
        XSync(display, 0)
        XDestroyWindow(display, cover)
        XSync(display, 0)
        window.x11.handlePendingEvents()
        let after = window.host.statistics
        #expect(after.frames == before.frames)
        #expect(after.composites == before.composites)
        #expect(after.requests > before.requests)
        #expect(try window.differenceFromReference(name: "expose") <= 2)
    }

    @Test func reorderingSiblingsRepaintsWhereTheyOverlap() throws {
        let root = solidLayer(.zero, CGColor(gray: 0.95, alpha: 1))
        let red = solidLayer(CGRect(x: 10, y: 10, width: 60, height: 60), CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        let blue = solidLayer(CGRect(x: 40, y: 40, width: 60, height: 60), CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        root.addSublayer(red)
        root.addSublayer(blue)
        let window = try CompositorTestWindow(root: root, size: CGSize(width: 120, height: 120))
        defer { window.close() }
        window.flush()
        red.zPosition = 1
        window.flush()
        let shot = try window.screenshot()
        #expect(shot.matches(50, 50, (255, 0, 0)))
        #expect(try window.differenceFromReference(name: "reorder") <= 2)
    }

    @Test func treesFasterThanTheRefreshWaitForItWithoutBlockingAndOnlyTheNewestIsDrawn() throws {
        let (window, mover) = try thousandLayers()
        defer { window.close() }
        window.flush()
        // One frame every 10 s: every tree presented now arrives before the next refresh.
        window.host.presentationRefreshRate = 0.1
        withoutImplicitAnimation { mover.backgroundColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1) }
        window.flush()
        let frames = window.host.statistics.frames
        withoutImplicitAnimation { mover.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1) }
        CATransaction.flush()
        withoutImplicitAnimation { mover.backgroundColor = CGColor(red: 1, green: 1, blue: 0, alpha: 1) }
        CATransaction.flush()
        // Presenting returned without drawing: the trees wait for the refresh, the newer replacing the older.
        #expect(window.host.statistics.frames == frames)
        window.host.finishPresentedFrames()
        #expect(window.host.statistics.frames == frames + 1)
        let shot = try window.screenshot()
        #expect(shot.matches(Int(mover.position.x), Int(mover.position.y), (255, 255, 0)))
    }

    @Test func replicatedCopiesKeepTheirOwnIdentitiesAcrossFrames() throws {
        let root = solidLayer(.zero, CGColor(gray: 0.95, alpha: 1))
        let replicator = CAReplicatorLayer()
        withoutImplicitAnimation { replicator.frame = CGRect(x: 0, y: 0, width: 200, height: 60) }
        replicator.instanceCount = 5
        replicator.instanceTransform = CATransform3DMakeTranslation(40, 0, 0)
        let dot = solidLayer(CGRect(x: 5, y: 5, width: 30, height: 30), CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        dot.cornerRadius = 8
        replicator.addSublayer(dot)
        root.addSublayer(replicator)
        let other = solidLayer(CGRect(x: 10, y: 100, width: 20, height: 20), CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        root.addSublayer(other)
        let window = try CompositorTestWindow(root: root, size: CGSize(width: 240, height: 160))
        defer { window.close() }
        window.flush()
        #expect(try window.differenceFromReference(name: "replicated") <= 2)
        // Moving another layer leaves the five copies of the same layer undamaged.
        withoutImplicitAnimation { other.position.x += 30 }
        window.flush()
        let damage = window.host.statistics.lastDamage
        #expect(!damage.isEmpty && damage.allSatisfy { $0.minY >= 100 }, "damage \(damage)")
        #expect(try window.differenceFromReference(name: "replicated-moved") <= 2)
    }

    /// A row of `count` translucent, rounded, bordered squares (as the benchmark's layers) on a light root.
    func roundedBorderedRow(count: Int, side: Int, spacing: Int, cornerRadius: CGFloat, color: CGColor)
        -> (root: CALayer, layers: [CALayer]) {
        let root = solidLayer(.zero, CGColor(gray: 0.95, alpha: 1))
        let layers = (0..<count).map { i in
            let layer = solidLayer(CGRect(x: 20 + i * spacing, y: 30, width: side, height: side), color)
            layer.cornerRadius = cornerRadius
            layer.borderWidth = 2
            layer.borderColor = CGColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 1)
            root.addSublayer(layer)
            return layer
        }
        return (root, layers)
    }

    @Test func turnedLayersAreDrawnStraightIntoSharedMemoryAndEqualTheReferenceFrameAfterFrame() throws {
        let (root, turned) = roundedBorderedRow(count: 6, side: 40, spacing: 45, cornerRadius: 8,
                                                color: CGColor(red: 0.2, green: 0.6, blue: 0.9, alpha: 0.7))
        let window = try CompositorTestWindow(root: root, size: CGSize(width: 320, height: 100))
        defer { window.close() }
        // Frames alternate between the two halves of the segment; each must show its own pixels.
        for frame in 1...6 {
            let before = window.host.statistics
            withoutImplicitAnimation {
                for (i, layer) in turned.enumerated() {
                    layer.setAffineTransform(CGAffineTransform(rotationAngle: CGFloat(frame) * 0.2 + CGFloat(i) * 0.3))
                }
            }
            window.flush()
            let after = window.host.statistics
            #expect(after.uploads - before.uploads == turned.count)
            #expect(after.bytesUploadedThroughSharedMemory - before.bytesUploadedThroughSharedMemory
                    == after.bytesUploaded - before.bytesUploaded)
            #expect(try window.differenceFromReference(name: "turned-\(frame)") <= 2)
        }
    }

    @Test func turnedLayersTheServerResamplesAreDrawnExactlyOnceTheyStandStill() throws {
        let (root, turned) = roundedBorderedRow(count: 4, side: 50, spacing: 70, cornerRadius: 10,
                                                color: CGColor(red: 0.9, green: 0.3, blue: 0.25, alpha: 0.7))
        let window = try CompositorTestWindow(root: root, size: CGSize(width: 320, height: 110))
        defer { window.close() }
        window.flush()
        let before = window.host.statistics
        // As when the client is the slower side of unpaced frames: the server resamples every turned layer from its
        // upright sprite.
        window.host.presentationRefreshRate = 0
        window.host.compositor.balance = X11TurnedPartBalance(serverShare: 1)
        withoutImplicitAnimation {
            for (i, layer) in turned.enumerated() { layer.setAffineTransform(CGAffineTransform(rotationAngle: 0.3 + CGFloat(i) * 0.4)) }
        }
        CATransaction.flush()
        let resampled = window.host.statistics
        #expect(resampled.serverResampledParts - before.serverResampledParts == turned.count)
        // From the upright sprite they already shared (the same appearance): nothing drawn at an angle, no upload.
        #expect(resampled.uploads == before.uploads)
        // Resampled, the layers sit where the reference draws them; only their edges differ (the filter blurs).
        window.x11.handlePendingEvents()
        let moving = try Screenshot.capture(display: window.server.display, window: window.host.windowID)
        let difference = moving.maximumDifference(from: try window.reference())
        if difference.value > 64 { try moving.writePNG(to: "/tmp/compositor-resampled-x11.png") }
        #expect(difference.value <= 64, "\(difference)")
        // Finishing the frames shows the still scene as the reference draws it: the client drew them again.
        window.host.finishPresentedFrames()
        let refined = window.host.statistics
        #expect(refined.frames == resampled.frames + 1)
        #expect(refined.serverResampledParts == resampled.serverResampledParts)
        #expect(refined.uploads - resampled.uploads == turned.count)
        #expect(try window.differenceFromReference(name: "resampled-refined") <= 2)
    }

    @Test func aServerThatAnsweredBeforeTheNextFrameTakesTurnedLayersOverFromTheSlowerClient() throws {
        let (root, turned) = roundedBorderedRow(count: 4, side: 50, spacing: 70, cornerRadius: 10,
                                                color: CGColor(red: 0.9, green: 0.3, blue: 0.25, alpha: 0.7))
        let window = try CompositorTestWindow(root: root, size: CGSize(width: 320, height: 110))
        defer { window.close() }
        window.host.presentationRefreshRate = 0
        window.flush()
        let before = window.host.statistics
        // Each frame's marker is read by the event loop before the next frame: the server was idle when the client
        // sent it, so the client is the slower side and hands turned layers over, step by step.
        for frame in 1...30 {
            withoutImplicitAnimation {
                for layer in turned { layer.setAffineTransform(CGAffineTransform(rotationAngle: 0.05 * CGFloat(frame))) }
            }
            window.x11.handlePendingEvents()
        }
        #expect(window.host.statistics.serverResampledParts > before.serverResampledParts)
        window.host.compositor.balance = X11TurnedPartBalance()
    }

    @Test func clientDrawnLayersMovedByWholePixelsKeepTheirPictures() throws {
        let root = solidLayer(.zero, CGColor(gray: 0.95, alpha: 1))
        let shadowed = solidLayer(CGRect(x: 20, y: 20, width: 50, height: 40), CGColor(red: 1, green: 0.8, blue: 0, alpha: 1))
        shadowed.cornerRadius = 10
        shadowed.shadowOpacity = 0.6
        shadowed.shadowRadius = 5
        shadowed.shadowOffset = CGSize(width: 4, height: 6)
        let turned = solidLayer(CGRect(x: 120, y: 30, width: 50, height: 50), CGColor(red: 0.2, green: 0.5, blue: 0.9, alpha: 0.8))
        turned.cornerRadius = 6
        turned.setAffineTransform(CGAffineTransform(rotationAngle: 0.5))
        root.addSublayer(shadowed)
        root.addSublayer(turned)
        let window = try CompositorTestWindow(root: root, size: CGSize(width: 240, height: 140))
        defer { window.close() }
        window.flush()
        let before = window.host.statistics
        for step in 1...4 {
            withoutImplicitAnimation {
                shadowed.position.x += 7
                shadowed.position.y += CGFloat(step % 2)
                turned.position.y += 5
            }
            window.flush()
            #expect(try window.differenceFromReference(name: "moved-client-drawn-\(step)") <= 2)
        }
        // Dragged or scrolled, they are composited again, not drawn and uploaded again.
        #expect(window.host.statistics.uploads == before.uploads)
        #expect(window.host.statistics.clientRasterizations == before.clientRasterizations)
        // A change of what they show draws them again.
        withoutImplicitAnimation { turned.setAffineTransform(CGAffineTransform(rotationAngle: 0.6)) }
        window.flush()
        #expect(window.host.statistics.uploads == before.uploads + 1)
        #expect(try window.differenceFromReference(name: "moved-client-drawn-turned") <= 2)
    }
}
