import CoreGraphics
import Foundation
import Testing
import UIKit
@testable import X11WindowServer
import UIKitTestSupport

/// On a display without shared memory, a turning layer cut by a mask, sublayers clipped by a turning rounded
/// outline and a turning group faded as one are composed by the server upright, from the pictures of their parts,
/// and that one picture is resampled while they move: what shows is the mask, the rounding and the group opacity
/// (read back while they move), the picture is composed again only when the subtree draws something else, and
/// once they stand still the client draws them exactly.
@MainActor @Suite(.serialized) struct CompositorUprightGroupTests {
    enum Kind: String, CaseIterable, Sendable { case masked, roundedClip, groupOpacity, maskedGroup }

    static let blue = CGColor(red: 0.2, green: 0.5, blue: 0.9, alpha: 1)
    static let yellow = CGColor(red: 1, green: 0.8, blue: 0, alpha: 1)
    static let red = CGColor(red: 0.9, green: 0.1, blue: 0.1, alpha: 1)

    /// A 100x80 layer whose mask, clip or group shows on hundreds of pixels: drawn without it, the moving frame
    /// would differ from the reference there. Returns the layer and a sublayer (or the layer) to recolour.
    static func scene(_ kind: Kind) -> (layer: CALayer, recoloured: CALayer) {
        let frame = CGRect(x: 80, y: 60, width: 100, height: 80)
        let layer = solidLayer(frame, blue)
        switch kind {
        case .masked:
            let mask = CAShapeLayer()
            mask.frame = CGRect(x: 0, y: 0, width: 100, height: 80)
            mask.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 80), transform: nil)
            layer.mask = mask
            return (layer, layer)
        case .roundedClip:
            // The sublayer covers the bounds and more: only the rounded outline (radius 30) cuts it.
            layer.cornerRadius = 30
            layer.masksToBounds = true
            let child = solidLayer(CGRect(x: -10, y: -10, width: 120, height: 100), yellow)
            layer.addSublayer(child)
            return (layer, child)
        case .groupOpacity, .maskedGroup:
            layer.opacity = 0.6
            layer.addSublayer(solidLayer(CGRect(x: 10, y: 10, width: 50, height: 40), yellow))
            let top = solidLayer(CGRect(x: 30, y: 30, width: 50, height: 40), red)
            layer.addSublayer(top)
            if kind == .maskedGroup {
                let mask = CALayer()
                mask.frame = CGRect(x: 0, y: 0, width: 100, height: 80)
                mask.backgroundColor = CGColor(gray: 0, alpha: 0.7)
                mask.cornerRadius = 25
                layer.mask = mask
            }
            return (layer, top)
        }
    }

    /// Pixels of `shot` that differ from `reference` by more than `threshold` in some channel.
    static func pixelsDiffering(_ shot: Screenshot, from reference: Screenshot, by threshold: Int) -> Int {
        var count = 0
        for (a, b) in zip(shot.pixels, reference.pixels) {
            let d = max(abs(Int((a >> 16) & 0xff) - Int((b >> 16) & 0xff)),
                        abs(Int((a >> 8) & 0xff) - Int((b >> 8) & 0xff)), abs(Int(a & 0xff) - Int(b & 0xff)))
            if d > threshold { count += 1 }
        }
        return count
    }

    @Test(arguments: Kind.allCases)
    func turningSubtreeIsComposedUprightOnTheServer(kind: Kind) throws {
        let server = try XServer(remote: true)
        defer { server.stop() }
        let relay = try TCPRelay(targetPort: try #require(server.tcpPort))
        defer { relay.close() }
        let root = solidLayer(.zero, CGColor(gray: 0.95, alpha: 1))
        let (layer, recoloured) = Self.scene(kind)
        root.addSublayer(layer)
        let window = try CompositorTestWindow(root: root, size: CGSize(width: 260, height: 200), server: server,
                                              displayName: relay.display)
        defer { window.close(stopServer: false) }
        window.host.presentationRefreshRate = 0
        #expect(window.host.uploadCosts.turnedPartsDrawnByServer)
        window.flush()
        withoutImplicitAnimation { layer.transform = CATransform3DMakeRotation(0.3, 0, 0, 1) }
        let first = window.host.statistics
        #expect(first.uprightGroupsComposed >= 1, "\(kind)")
        for step in 1...5 {
            withoutImplicitAnimation { layer.transform = CATransform3DMakeRotation(0.3 + 0.11 * CGFloat(step), 0, 0, 1) }
        }
        var moved = window.host.statistics
        // Only turning: the one picture is resampled again, nothing composed anew, nothing uploaded.
        #expect(moved.uprightGroupsComposed == first.uprightGroupsComposed, "\(kind)")
        #expect(moved.serverResampledGroups - first.serverResampledGroups == 5, "\(kind)")
        #expect(moved.uploads == first.uploads, "\(kind)")
        #expect(moved.clientRasterizations == first.clientRasterizations, "\(kind)")

        // What shows while it moves is the subtree with its mask, clip or group opacity: within the bilinear
        // filter's difference of the exact drawing along the edges only.
        window.host.waitForPresentedFrames()
        let moving = try Screenshot.capture(display: server.display, window: window.host.windowID)
        let reference = try window.reference()
        let differing = Self.pixelsDiffering(moving, from: reference, by: 40)
        if differing > 0 {
            try moving.writePNG(to: "/tmp/compositor-upright-\(kind)-moving-x11.png")
            try reference.writePNG(to: "/tmp/compositor-upright-\(kind)-moving-reference.png")
        }
        print("\(kind): \(differing) pixels off by more than 40 while turning")
        #expect(differing <= 120, "\(kind)")

        // Drawing something else composes the picture again, from the parts' pictures (a fill: no upload).
        withoutImplicitAnimation {
            recoloured.backgroundColor = CGColor(red: 0.3, green: 0.9, blue: 0.4, alpha: 1)
            layer.transform = CATransform3DMakeRotation(0.95, 0, 0, 1)
        }
        let recolouredStatistics = window.host.statistics
        #expect(recolouredStatistics.uprightGroupsComposed == moved.uprightGroupsComposed + 1, "\(kind)")
        #expect(recolouredStatistics.uploads == moved.uploads, "\(kind)")
        moved = recolouredStatistics

        // Standing still, the client draws it exactly.
        window.host.finishPresentedFrames()
        #expect(window.host.statistics.clientRasterizations > moved.clientRasterizations
                    || window.host.statistics.uploads > moved.uploads, "\(kind)")
        #expect(try window.differenceFromReference(name: "upright-\(kind)-still")
                    <= CompositorDifferentialTests.tolerance, "\(kind)")
    }

    /// Turned and scaled by 1.2 (√2 on the ladder, where the 100x80 bounds land between pixels), a rounded clip is
    /// composed at the next step, 2, where they lie on whole pixels: still nothing is uploaded while it moves.
    @Test func scaledRoundedClipIsComposedAtAPowerOfTwo() throws {
        let server = try XServer(remote: true)
        defer { server.stop() }
        let relay = try TCPRelay(targetPort: try #require(server.tcpPort))
        defer { relay.close() }
        let root = solidLayer(.zero, CGColor(gray: 0.95, alpha: 1))
        let (layer, _) = Self.scene(.roundedClip)
        root.addSublayer(layer)
        let window = try CompositorTestWindow(root: root, size: CGSize(width: 260, height: 200), server: server,
                                              displayName: relay.display)
        defer { window.close(stopServer: false) }
        window.host.presentationRefreshRate = 0
        window.flush()
        func turn(_ angle: CGFloat) {
            withoutImplicitAnimation {
                layer.transform = CATransform3DRotate(CATransform3DMakeScale(1.2, 1.2, 1), angle, 0, 0, 1)
            }
        }
        turn(0.2)
        turn(0.3)
        let before = window.host.statistics
        #expect(before.uprightGroupsComposed == 1)
        for step in 1...5 { turn(0.3 + 0.1 * CGFloat(step)) }
        let after = window.host.statistics
        #expect(after.uploads == before.uploads)
        #expect(after.clientRasterizations == before.clientRasterizations)
        #expect(after.serverResampledGroups - before.serverResampledGroups == 5)
        window.host.waitForPresentedFrames()
        let moving = try Screenshot.capture(display: server.display, window: window.host.windowID)
        let differing = Self.pixelsDiffering(moving, from: try window.reference(), by: 40)
        print("scaled rounded clip: \(differing) pixels off by more than 40 while turning")
        #expect(differing <= 150)
        #expect(try window.differenceFromReference(name: "upright-scaled-clip-still")
                    <= CompositorDifferentialTests.tolerance)
    }

    /// With shared memory uploads cost nothing: the client keeps drawing these subtrees exactly while they move.
    @Test func sharedMemoryKeepsTheClientDrawing() throws {
        let server = try XServer()
        defer { server.stop() }
        let root = solidLayer(.zero, CGColor(gray: 0.95, alpha: 1))
        let (layer, _) = Self.scene(.masked)
        root.addSublayer(layer)
        let window = try CompositorTestWindow(root: root, size: CGSize(width: 260, height: 200), server: server)
        defer { window.close(stopServer: false) }
        window.host.presentationRefreshRate = 0
        window.flush()
        guard !window.host.uploadCosts.turnedPartsDrawnByServer else { return }  // UIKIT_X11_UPLOADS=server
        for step in 1...3 {
            withoutImplicitAnimation { layer.transform = CATransform3DMakeRotation(0.2 * CGFloat(step), 0, 0, 1) }
        }
        #expect(window.host.statistics.uprightGroupsComposed == 0)
        window.host.waitForPresentedFrames()
        #expect(try window.differenceFromReference(name: "upright-shared-memory")
                    <= CompositorDifferentialTests.tolerance)
    }
}
