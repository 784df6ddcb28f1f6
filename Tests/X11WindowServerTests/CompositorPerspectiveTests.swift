import Testing
import UIKit
@testable import X11WindowServer
import UIKitTestSupport

/// Flat layers under perspective (`m34`): the server warps their flat pictures through the projection (a full
/// projective picture transform); the client draws what the server cannot do exactly.
@MainActor @Suite(.serialized) struct CompositorPerspectiveTests {
    /// The server's bilinear filter weighs neighbours in 7-bit steps where the reference renderer's warp uses
    /// floating point (up to about 2 per axis across a step from black to white): measured at most 3 per channel
    /// on the golden scenes' perspective layers, 4 at the dark border of the 300x300 layer below.
    static let projectedTolerance = 4

    /// A 300x300 bordered layer with a sublayer, turned `degrees` about y under perspective.
    static func turnedLayer(degrees: CGFloat) -> (root: CALayer, turned: CALayer) {
        let root = solidLayer(.zero, CGColor(gray: 0.92, alpha: 1))
        let turned = solidLayer(CGRect(x: 100, y: 50, width: 300, height: 300),
                                CGColor(red: 0.2, green: 0.4, blue: 0.9, alpha: 0.9))
        turned.borderWidth = 6
        turned.borderColor = CGColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 1)
        turned.cornerRadius = 20
        turned.addSublayer(solidLayer(CGRect(x: 30, y: 30, width: 120, height: 80),
                                      CGColor(red: 1, green: 0.8, blue: 0, alpha: 1)))
        var transform = CATransform3DIdentity
        transform.m34 = -1 / 500
        turned.transform = CATransform3DRotate(transform, degrees * .pi / 180, 0, 1, 0)
        root.addSublayer(turned)
        return (root, turned)
    }

    @Test func aFlatLayerUnderPerspectiveIsWarpedByTheServerAndMovesWithoutUploads() throws {
        let (root, turned) = Self.turnedLayer(degrees: 60)
        let window = try CompositorTestWindow(root: root, size: CGSize(width: 500, height: 400))
        defer { window.close() }
        window.flush()
        let first = window.host.statistics
        #expect(first.serverProjectedLayers > 0)
        #expect(try window.differenceFromReference(name: "perspective-server") <= Self.projectedTolerance)
        // Moved: the projection only translates, so the server warps the same flat picture at the new place.
        withoutImplicitAnimation { turned.position.x += 23 }
        window.flush()
        let moved = window.host.statistics
        #expect(moved.serverProjectedLayers > first.serverProjectedLayers)
        #expect(moved.uploads == first.uploads)
        #expect(moved.clientRasterizations == first.clientRasterizations)
        #expect(try window.differenceFromReference(name: "perspective-server-moved") <= Self.projectedTolerance)
    }

    @Test func aLayerReachingBehindTheEyeIsDrawnOnTheClient() throws {
        // Turned so far under strong perspective that its far edge passes behind the eye (w <= 0 there).
        let (root, turned) = Self.turnedLayer(degrees: 80)
        var transform = CATransform3DIdentity
        transform.m34 = -1 / 100
        turned.transform = CATransform3DRotate(transform, 80 * .pi / 180, 0, 1, 0)
        let window = try CompositorTestWindow(root: root, size: CGSize(width: 500, height: 400))
        defer { window.close() }
        window.flush()
        #expect(window.host.statistics.serverProjectedLayers == 0)
        #expect(try window.differenceFromReference(name: "perspective-behind-eye") <= 2)
    }

    @Test func theClientPathStillDrawsPerspectiveWhenTheServerPathIsOff() throws {
        let (root, _) = Self.turnedLayer(degrees: 60)
        let window = try CompositorTestWindow(root: root, size: CGSize(width: 500, height: 400))
        defer { window.close() }
        window.host.compositor.projectsPerspectiveOnServer = false
        let before = window.host.statistics
        withoutImplicitAnimation { window.root.sublayers?[0].position.y += 1 }
        window.flush()
        #expect(window.host.statistics.serverProjectedLayers == before.serverProjectedLayers)
        #expect(window.host.statistics.clientRasterizations > before.clientRasterizations)
        #expect(try window.differenceFromReference(name: "perspective-client") <= 2)
    }
}
