import Foundation
import Testing
import UIKit
@testable import X11WindowServer
import UIKitTestSupport

/// Backgrounds and gradients painted by the server from pictures it keeps (`X11PaintedBody`): a gradient layer
/// uploads no pixels at any size or angle, a recoloured rounded view none either (its outline mask crossed once),
/// alike outlines share one mask, and what crosses a TCP link per frame is a few hundred bytes, not the pictures.
/// Each test fails if the server path is lost (the sprite path uploads the layer's pixels).
@MainActor @Suite(.serialized) struct ServerPaintXvfbTests {
    static let red = CGColor(red: 0.9, green: 0.2, blue: 0.1, alpha: 1)
    static let blue = CGColor(red: 0.1, green: 0.3, blue: 0.9, alpha: 1)
    /// A faded gradient clipped by an outline: the reference rounds the clipped gradient, then fades it; the server
    /// fades the gradient's stops, then clips. On an antialiased edge pixel that can round one level further apart
    /// (measured: 3, at one pixel of a turned, rounded gradient at half opacity).
    static let fadedOutlineTolerance = CompositorDifferentialTests.tolerance + 1

    func gradient(_ kind: CAGradientLayerType, frame: CGRect) -> CAGradientLayer {
        let layer = CAGradientLayer()
        layer.type = kind
        layer.frame = frame
        layer.colors = [Self.red, CGColor(red: 1, green: 0.9, blue: 0.2, alpha: 0.6), Self.blue]
        layer.locations = [0, 0.4, 1]
        layer.startPoint = kind == .axial ? CGPoint(x: 0, y: 0) : CGPoint(x: 0.5, y: 0.5)
        layer.endPoint = kind == .conic ? CGPoint(x: 1, y: 0.3) : CGPoint(x: 1, y: 1)
        return layer
    }

    /// A remote server (no MIT-SHM) and a byte-counting relay to it, and a window on it showing `layers`.
    func remoteWindow(_ layers: [CALayer], size: CGSize = CGSize(width: 240, height: 160))
        throws -> (CompositorTestWindow, XServer, TCPRelay) {
        let server = try XServer(remote: true)
        let relay = try TCPRelay(targetPort: try #require(server.tcpPort))
        let root = solidLayer(.zero, CGColor(gray: 0.95, alpha: 1))
        for layer in layers { root.addSublayer(layer) }
        let window = try CompositorTestWindow(root: root, size: size, server: server, displayName: relay.display)
        window.host.presentationRefreshRate = 0
        window.flush()
        return (window, server, relay)
    }

    @Test(arguments: [CAGradientLayerType.axial, .radial])
    func aGradientLayerUploadsNoPixels(kind: CAGradientLayerType) throws {
        let layer = gradient(kind, frame: CGRect(x: 20, y: 20, width: 160, height: 110))
        let (window, server, relay) = try remoteWindow([layer])
        defer { window.close(stopServer: false); relay.close(); server.stop() }
        let statistics = window.host.statistics
        #expect(statistics.uploads == 0)
        #expect(statistics.serverGradients == 1)
        #expect(try window.differenceFromReference(name: "server-gradient-\(kind.rawValue)")
            <= CompositorDifferentialTests.tolerance)
    }

    /// The reference renderer's conic gradient is a mesh of one-degree sectors, Render's exact in angle: along the
    /// seam they differ by up to 200, so a conic gradient stays a sprite drawn by the reference's code.
    @Test func aConicGradientKeepsItsSprite() throws {
        let layer = gradient(.conic, frame: CGRect(x: 20, y: 20, width: 160, height: 110))
        let (window, server, relay) = try remoteWindow([layer])
        defer { window.close(stopServer: false); relay.close(); server.stop() }
        #expect(window.host.statistics.uploads == 1)
        #expect(window.host.statistics.serverGradients == 0)
        #expect(try window.differenceFromReference(name: "server-gradient-conic") <= CompositorDifferentialTests.tolerance)
    }

    @Test func aMovingTurningAndFadingGradientSendsAFewHundredBytesAFrame() throws {
        let layer = gradient(.axial, frame: CGRect(x: 60, y: 40, width: 120, height: 80))
        layer.cornerRadius = 14
        layer.masksToBounds = true
        let (window, server, relay) = try remoteWindow([layer])
        defer { window.close(stopServer: false); relay.close(); server.stop() }
        // The rounded outline's mask: one byte a pixel (and a margin), once.
        #expect(window.host.statistics.outlineMaskUploads == 1)
        #expect(window.host.statistics.bytesUploaded == 122 * 82)
        let before = window.host.statistics, bytesBefore = relay.bytesForwarded
        for frame in 1...20 {
            withoutImplicitAnimation {
                layer.setAffineTransform(CGAffineTransform(rotationAngle: 0.07 * CGFloat(frame)))
                layer.position.x += 1.5
                layer.opacity = 1 - Float(frame) / 40
            }
        }
        let after = window.host.statistics
        #expect(after.uploads == before.uploads)
        #expect(after.serverGradients - before.serverGradients >= 20)
        let perFrame = Double(relay.bytesForwarded - bytesBefore) / 20
        // Composites, clips, transforms and the faded gradient's stops: a few hundred bytes (its pixels: 38 KiB).
        #expect(perFrame < 1_024, "\(perFrame) bytes per frame")
    }

    @Test func aRecolouredRoundedViewUploadsNothing() throws {
        let layer = solidLayer(CGRect(x: 40, y: 30, width: 150, height: 90), Self.red)
        layer.cornerRadius = 16
        let (window, server, relay) = try remoteWindow([layer])
        defer { window.close(stopServer: false); relay.close(); server.stop() }
        // The outline's mask, once: 152 x 92 bytes.
        #expect(window.host.statistics.uploads == 1)
        #expect(window.host.statistics.bytesUploaded == 152 * 92)
        let before = window.host.statistics, bytesBefore = relay.bytesForwarded
        for frame in 1...20 {
            let t = CGFloat(frame) / 20
            withoutImplicitAnimation {
                layer.backgroundColor = CGColor(red: 0.9 - 0.8 * t, green: 0.2 + 0.3 * t, blue: 0.1 + 0.8 * t, alpha: 1)
            }
        }
        #expect(window.host.statistics.uploads == before.uploads)
        let perFrame = Double(relay.bytesForwarded - bytesBefore) / 20
        #expect(perFrame < 1_024, "\(perFrame) bytes per frame")
        window.flush()
        #expect(try window.differenceFromReference(name: "server-recoloured") <= CompositorDifferentialTests.tolerance)
    }

    /// A star filled and not stroked, reaching out of its bounds: its path's mask crosses once, then recolouring
    /// and moving it cost composites; a stroked one keeps its sprite.
    @Test func aFilledShapeIsItsPathsMaskAndAColour() throws {
        let star = CAShapeLayer()
        star.frame = CGRect(x: 40, y: 30, width: 60, height: 60)
        let path = CGMutablePath()
        for index in 0..<10 {
            let angle = CGFloat(index) * .pi / 5 - .pi / 2, radius: CGFloat = index % 2 == 0 ? 45 : 18
            let point = CGPoint(x: 30 + radius * cos(angle), y: 30 + radius * sin(angle))
            if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        path.closeSubpath()
        star.path = path
        star.fillColor = Self.red
        star.backgroundColor = CGColor(red: 0.2, green: 0.2, blue: 0.2, alpha: 0.3)
        let stroked = CAShapeLayer()
        stroked.frame = CGRect(x: 150, y: 40, width: 50, height: 50)
        stroked.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 50, height: 50), transform: nil)
        stroked.fillColor = Self.blue
        stroked.strokeColor = Self.red
        stroked.lineWidth = 3
        let (window, server, relay) = try remoteWindow([star, stroked])
        defer { window.close(stopServer: false); relay.close(); server.stop() }
        // The star's mask (a byte a pixel) and the stroked circle's sprite.
        #expect(window.host.statistics.outlineMaskUploads == 1)
        #expect(window.host.statistics.uploads == 2)
        #expect(try window.differenceFromReference(name: "server-shape") <= CompositorDifferentialTests.tolerance)
        let before = window.host.statistics
        for frame in 1...10 {
            withoutImplicitAnimation {
                star.fillColor = CGColor(red: 0.9 - 0.08 * CGFloat(frame), green: 0.2, blue: 0.1 + 0.08 * CGFloat(frame), alpha: 1)
                star.position.x += 2
            }
        }
        window.flush()
        #expect(window.host.statistics.uploads == before.uploads)
        #expect(try window.differenceFromReference(name: "server-shape-recoloured") <= CompositorDifferentialTests.tolerance)
    }

    /// A rounded view clipping a child that moves: its sublayers are composed on the server and composited through
    /// the outline's mask (before, the client drew and uploaded the whole subtree every time a child moved). A
    /// turned clipping view is still drawn by the client (exact where its children's edges cross its own).
    @Test func roundedClipsAreMasksOnTheServer() throws {
        let card = solidLayer(CGRect(x: 20, y: 20, width: 100, height: 80), CGColor(gray: 1, alpha: 1))
        card.cornerRadius = 18
        card.masksToBounds = true
        let child = solidLayer(CGRect(x: -10, y: -10, width: 60, height: 40), Self.red)
        card.addSublayer(child)
        let turned = solidLayer(CGRect(x: 140, y: 40, width: 70, height: 60), Self.blue)
        turned.masksToBounds = true
        turned.addSublayer(solidLayer(CGRect(x: 35, y: 30, width: 60, height: 60), Self.red))
        turned.setAffineTransform(CGAffineTransform(rotationAngle: 0.4))
        let (window, server, relay) = try remoteWindow([card, turned])
        defer { window.close(stopServer: false); relay.close(); server.stop() }
        #expect(window.host.statistics.clientRasterizations == 1)
        #expect(try window.differenceFromReference(name: "server-clips") <= CompositorDifferentialTests.tolerance)
        let before = window.host.statistics, bytesBefore = relay.bytesForwarded
        for frame in 1...10 { withoutImplicitAnimation { child.position.x += CGFloat(frame % 3) + 1 } }
        window.host.waitForPresentedFrames()
        #expect(window.host.statistics.uploads == before.uploads)
        #expect(window.host.statistics.clientRasterizations == before.clientRasterizations)
        let perFrame = Double(relay.bytesForwarded - bytesBefore) / 10
        #expect(perFrame < 1_024, "\(perFrame) bytes per frame")
        window.flush()
        #expect(try window.differenceFromReference(name: "server-clips-moved") <= CompositorDifferentialTests.tolerance)
    }

    @Test func alikeRoundedOutlinesShareOneMask() throws {
        var layers: [CALayer] = []
        for index in 0..<12 {
            let layer = index % 2 == 0 ? solidLayer(.zero, Self.red) : gradient(.axial, frame: .zero)
            layer.frame = CGRect(x: 10 + 36 * (index % 6), y: 20 + 60 * (index / 6), width: 30, height: 40)
            layer.cornerRadius = 6
            layer.masksToBounds = true
            // Scrolled bounds share the outline: the mask is placed by the bounds' origin.
            if index % 4 == 2 { layer.bounds.origin = CGPoint(x: 7, y: -3) }
            layers.append(layer)
        }
        let (window, server, relay) = try remoteWindow(layers)
        defer { window.close(stopServer: false); relay.close(); server.stop() }
        // One mask filled (the backgrounds) and one clipping (the gradients), as the reference draws each.
        #expect(window.host.statistics.uploads == 2)
        #expect(window.host.statistics.outlineMaskUploads == 2)
        #expect(try window.differenceFromReference(name: "server-shared-masks") <= CompositorDifferentialTests.tolerance)
    }

    /// Runs `body` with `UIKIT_X11_PAINTS` set to `value` (compositors read it when made), then restores it.
    func withPaints<T>(_ value: String?, _ body: () throws -> T) rethrows -> T {
        let previous = ProcessInfo.processInfo.environment["UIKIT_X11_PAINTS"]
        if let value { setenv("UIKIT_X11_PAINTS", value, 1) } else { unsetenv("UIKIT_X11_PAINTS") }
        defer {
            if let previous { setenv("UIKIT_X11_PAINTS", previous, 1) } else { unsetenv("UIKIT_X11_PAINTS") }
        }
        return try body()
    }

    /// Bytes crossing the link per frame (both ways) while `change` runs for 20 frames on `layer`, and once the
    /// scene stands still (the exact redraw of what the server resampled), with server paints or sprites.
    func bytesPerFrame(_ paints: String?, layer makeLayer: () -> CALayer, change: (CALayer, Int) -> Void)
        throws -> (moving: Double, still: Int) {
        try withPaints(paints) {
            let layer = makeLayer()
            let (window, server, relay) = try remoteWindow([layer])
            defer { window.close(stopServer: false); relay.close(); server.stop() }
            let start = relay.bytesForwarded
            for frame in 1...20 { withoutImplicitAnimation { change(layer, frame) } }
            window.host.waitForPresentedFrames()
            let moving = Double(relay.bytesForwarded - start) / 20
            let beforeStill = relay.bytesForwarded
            window.flush()
            #expect(try window.differenceFromReference(name: "server-paints-bytes") <= Self.fadedOutlineTolerance)
            return (moving, relay.bytesForwarded - beforeStill)
        }
    }

    /// What the server paints save over TCP, measured against the sprite path in the same run (printed): a
    /// recoloured rounded view, a gradient whose colours animate, and a rounded gradient moving, turning and
    /// fading.
    @Test func serverPaintsSendAFractionOfTheSpritePathsBytes() throws {
        let recolour: (CALayer, Int) -> Void = { layer, frame in
            let t = CGFloat(frame) / 20
            layer.backgroundColor = CGColor(red: 0.9 - 0.8 * t, green: 0.2 + 0.3 * t, blue: 0.1 + 0.8 * t, alpha: 1)
        }
        let rounded = { () -> CALayer in
            let layer = solidLayer(CGRect(x: 40, y: 30, width: 150, height: 90), Self.red)
            layer.cornerRadius = 16
            return layer
        }
        let shifting: (CALayer, Int) -> Void = { layer, frame in
            (layer as? CAGradientLayer)?.locations = [0, NSNumber(value: 0.2 + 0.03 * Double(frame)), 1]
        }
        let plain = { () -> CALayer in self.gradient(.radial, frame: CGRect(x: 20, y: 20, width: 180, height: 120)) }
        let moving: (CALayer, Int) -> Void = { layer, frame in
            layer.setAffineTransform(CGAffineTransform(rotationAngle: 0.07 * CGFloat(frame)))
            layer.position.x += 1.5
            layer.opacity = 1 - Float(frame) / 40
        }
        let roundedGradient = { () -> CALayer in
            let layer = self.gradient(.axial, frame: CGRect(x: 60, y: 40, width: 120, height: 80))
            layer.cornerRadius = 14
            layer.masksToBounds = true
            return layer
        }
        try withUploadPolicy("server") {
            for (name, make, change) in [("recoloured rounded view", rounded, recolour),
                                         ("gradient of moving stops", plain, shifting),
                                         ("rounded gradient moving, turning, fading", roundedGradient, moving)] {
                let server = try bytesPerFrame(nil, layer: make, change: change)
                let sprites = try bytesPerFrame("sprites", layer: make, change: change)
                print("\(name): \(Int(server.moving)) bytes a frame moving, \(server.still) once still; sprite path "
                    + "\(Int(sprites.moving)) and \(sprites.still)")
                #expect(server.moving < 1_024, "\(name): \(server.moving) bytes a frame")
                if name == "rounded gradient moving, turning, fading" {
                    // Moving, both are composites of pictures on the server; standing still, the exact redraw is
                    // an 8-bit mask rather than the layer's 32-bit pixels.
                    #expect(server.still * 3 < sprites.still, "\(name)")
                } else {
                    #expect(server.moving * 20 < sprites.moving, "\(name)")
                }
            }
        }
    }

    func withUploadPolicy<T>(_ policy: String, _ body: () throws -> T) rethrows -> T {
        try CompositorRemoteXvfbTests().withUploadPolicy(policy, body)
    }

    /// Bad input: a gradient of 5,000 colours would be one request of 120 KB: it is a sprite (the one upload), drawn
    /// as the reference draws it; one given a point that is not a number draws as the reference does.
    @Test func gradientsOfAbsurdStopsOrPointsAreDrawnAsTheReferenceDraws() throws {
        let many = gradient(.axial, frame: CGRect(x: 10, y: 10, width: 100, height: 60))
        many.colors = (0..<5_000).map { CGColor(red: CGFloat($0 % 7) / 6, green: 0.5, blue: CGFloat($0 % 3) / 2, alpha: 1) }
        many.locations = nil
        let broken = gradient(.radial, frame: CGRect(x: 120, y: 10, width: 100, height: 60))
        broken.endPoint = CGPoint(x: CGFloat.nan, y: 1)
        let (window, server, relay) = try remoteWindow([many, broken])
        defer { window.close(stopServer: false); relay.close(); server.stop() }
        #expect(window.host.statistics.uploads == 1)
        #expect(try window.differenceFromReference(name: "server-gradient-absurd") <= CompositorDifferentialTests.tolerance)
    }

    @Test func masksAndGradientsNoLayerUsesAreFreed() throws {
        let layer = gradient(.radial, frame: CGRect(x: 20, y: 20, width: 100, height: 60))
        layer.cornerRadius = 10
        layer.masksToBounds = true
        let (window, server, relay) = try remoteWindow([layer])
        defer { window.close(stopServer: false); relay.close(); server.stop() }
        let held = window.host.statistics.serverBytesHeld
        #expect(held == 102 * 62)
        withoutImplicitAnimation { layer.removeFromSuperlayer() }
        window.flush()
        #expect(window.host.statistics.serverBytesHeld == 0)
    }
}
