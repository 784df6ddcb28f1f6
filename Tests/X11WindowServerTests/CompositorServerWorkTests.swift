import Foundation
import Testing
import UIKit
@testable import X11WindowServer
import UIKitTestSupport

/// What the server is spared: turned layers it resamples have their uniform middles filled rather than resampled
/// (the very same pixels), and a window's opaque background fills the damage once.
@MainActor @Suite(.serialized) struct CompositorServerWorkTests {
    /// Rounded, bordered layers turned at several angles (one scaled as well, one cut by the window's edge) on a grey
    /// root, in an unpaced window whose server resamples every turned layer.
    func turnedScene() throws -> (CompositorTestWindow, [CALayer]) {
        let root = solidLayer(.zero, CGColor(gray: 0.95, alpha: 1))
        var layers: [CALayer] = []
        for (index, x) in [20, 150, 280, 410, 560].enumerated() {
            let layer = solidLayer(CGRect(x: x, y: 40, width: 100, height: 100),
                                   CGColor(red: 0.9, green: 0.3 + 0.1 * CGFloat(index), blue: 0.25, alpha: 0.7))
            layer.cornerRadius = 12
            layer.borderWidth = 2
            layer.borderColor = CGColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 1)
            root.addSublayer(layer)
            layers.append(layer)
        }
        let window = try CompositorTestWindow(root: root, size: CGSize(width: 620, height: 200))
        window.host.presentationRefreshRate = 0
        window.flush()
        return (window, layers)
    }

    /// Turns the layers and sends the frame, the server resampling every one (as when the client is the slower
    /// side of unpaced frames).
    func turn(_ window: CompositorTestWindow, _ layers: [CALayer], by offset: CGFloat) {
        window.host.compositor.balance = X11TurnedPartBalance(serverShare: 1)
        withoutImplicitAnimation {
            for (index, layer) in layers.enumerated() {
                var transform = CGAffineTransform(rotationAngle: offset + 0.4 + 0.35 * CGFloat(index))
                if index == 2 { transform = transform.scaledBy(x: 1.3, y: 0.8) }
                layer.setAffineTransform(transform)
            }
        }
        CATransaction.flush()
    }

    /// The window as the server drew the last frame (turned layers still resampled: not finished, which would
    /// draw them again on the client).
    func capture(_ window: CompositorTestWindow) throws -> Screenshot {
        window.host.waitForPresentedFrames()
        return try Screenshot.capture(display: window.server.display, window: window.host.windowID)
    }

    @Test func resampledLayersHaveTheirMiddlesFilledWithTheSamePixels() throws {
        let (window, layers) = try turnedScene()
        defer { window.close() }
        let before = window.host.statistics
        turn(window, layers, by: 0)
        let filled = try capture(window)
        let after = window.host.statistics
        #expect(after.serverResampledParts - before.serverResampledParts == layers.count)
        let resampled = after.pixelsResampled - before.pixelsResampled
        let fills = after.pixelsFilledForCores - before.pixelsFilledForCores

        // The same frame resampled whole: not one pixel differs.
        window.host.compositor.fillsUniformCores = false
        turn(window, layers, by: 0.2)
        let wholeBefore = window.host.statistics
        turn(window, layers, by: 0)
        let whole = try capture(window)
        window.host.compositor.fillsUniformCores = true
        let wholeAfter = window.host.statistics
        #expect(wholeAfter.pixelsFilledForCores == after.pixelsFilledForCores)
        // The fills and what is still resampled make the whole boxes; the server resamples a quarter fewer pixels.
        let wholePixels = wholeAfter.pixelsResampled - wholeBefore.pixelsResampled
        #expect(fills + resampled == wholePixels)
        #expect(Double(resampled) < 0.75 * Double(wholePixels), "resampled \(resampled) of \(wholePixels)")
        let difference = filled.maximumDifference(from: whole)
        if difference.value > 0 {
            try filled.writePNG(to: "/tmp/compositor-core-filled.png")
            try whole.writePNG(to: "/tmp/compositor-core-whole.png")
        }
        #expect(difference.value == 0, "\(difference)")
        // Standing still, the client draws them exactly, as before.
        window.host.compositor.balance = X11TurnedPartBalance()
        #expect(try window.differenceFromReference(name: "core-refined") <= 2)
    }

    @Test func anOpaqueBackgroundFillsTheDamageOnceATranslucentOneOverBlack() throws {
        let (window, layers) = try turnedScene()
        defer { window.close() }
        var before = window.host.statistics
        withoutImplicitAnimation { layers[0].position.x += 7 }
        window.flush()
        #expect(window.host.statistics.frames > before.frames)
        #expect(window.host.statistics.backgroundFills == before.backgroundFills)
        #expect(try window.differenceFromReference(name: "opaque-background") <= 2)
        // A translucent root shows the window's black through it: the damage is filled black first.
        withoutImplicitAnimation { window.root.backgroundColor = CGColor(gray: 0.95, alpha: 0.5) }
        window.flush()
        before = window.host.statistics
        withoutImplicitAnimation { layers[0].position.x -= 7 }
        window.flush()
        #expect(window.host.statistics.backgroundFills > before.backgroundFills)
        #expect(try window.differenceFromReference(name: "translucent-background") <= 2)
    }
}
