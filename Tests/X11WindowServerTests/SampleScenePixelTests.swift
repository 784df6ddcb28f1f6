import Testing
import UIKit
import X11WindowServer
import UIKitTestSupport
import HelloLayers

/// The sample scene through the whole pipeline (views, layers, commit, render tree, X Render compositor) on a
/// private Xvfb, read back with XGetImage.
@MainActor @Suite(.serialized) struct SampleScenePixelTests {
    static var liveViews: [UIView] = []

    /// Shows the HelloLayers scene in an X window and returns the window's pixels and the reference rendering.
    func showScene() throws -> (server: XServer, x11: X11WindowServer, host: X11WindowHost, layerHost: CALayerHost,
                                screenshot: Screenshot) {
        let server = try XServer()
        let x11 = try X11WindowServer(displayName: server.display)
        let size = CGRect(x: 0, y: 0, width: 480, height: 360)
        let host = try x11.makeWindowHost(WindowHostConfiguration(
            screenID: x11.screens[0].id, frame: size, scale: 1, title: "test", level: 0, isFullScreen: false))
            as! X11WindowHost
        let view = HelloLayersViewController().view!
        view.frame = size
        // The views must outlive this function: a layer whose view is gone is a stand-alone layer, and those
        // animate their changes implicitly.
        Self.liveViews.append(view)
        let layerHost = CALayerHost(rootLayer: view.layer) { host.present($0) }
        host.setVisible(true)
        CATransaction.flush()
        let shot = try Screenshot.capture(display: server.display, window: host.windowID)
        return (server, x11, host, layerHost, shot)
    }

    @Test func colorsOverlapOrderAndBlendingReadBackFromTheXServer() throws {
        let (server, x11, _, layerHost, shot) = try showScene()
        defer { layerHost.invalidate(); x11.shutDown(); server.stop() }
        let ok = [
            shot.matches(20, 20, (242, 242, 242)),           // root background, white 0.95
            shot.matches(60, 60, (230, 51, 51)),             // red, opaque
            shot.matches(300, 250, (147, 159, 236)),         // blue at 50% over the grey background
            shot.matches(200, 150, (140, 64, 140)),          // blue at 50% over red: blue is in front
            shot.matches(290, 40, (127, 212, 143)),          // green at alpha 0.6 over grey
            shot.matches(330, 80, (250, 227, 112)),          // yellow inside the faded group
            shot.matches(140, 280, (255, 255, 255)),         // the card's white inside
            shot.matches(62, 280, (88, 86, 214)),            // the card's border, drawn inward
            shot.matches(61, 231, (242, 242, 242), tolerance: 40), // outside the rounded corner
        ]
        if ok.contains(false) { try shot.writePNG(to: "/tmp/SampleScenePixelTests-failure.png") }
        #expect(ok == Array(repeating: true, count: ok.count), "probes: \(ok); screenshot in /tmp")
    }

    @Test func compositorMatchesTheReferenceRenderer() throws {
        let (server, x11, _, layerHost, shot) = try showScene()
        defer { layerHost.invalidate(); x11.shutDown(); server.stop() }
        let tree = try #require(layerHost.lastRenderTree)
        let reference = Screenshot(try #require(LayerRenderer.snapshot(of: tree, size: CGSize(width: 480, height: 360),
                                                                      scale: 1)))
        let difference = shot.maximumDifference(from: reference)
        if difference.value > 2 {
            try shot.writePNG(to: "/tmp/compositor-x11.png")
            try reference.writePNG(to: "/tmp/compositor-reference.png")
        }
        #expect(difference.value <= 2, "largest difference \(difference.value) at (\(difference.x), \(difference.y))")
    }

    @Test func nothingIsSentToTheXServerWhileNothingChanges() throws {
        let (server, x11, host, layerHost, _) = try showScene()
        defer { layerHost.invalidate(); x11.shutDown(); server.stop() }
        let framesBefore = host.statistics.frames
        let requestsBefore = x11.requestSerial
        for _ in 0..<20 {
            RunLoop.main.run(until: Date().addingTimeInterval(0.005))
            CATransaction.flush()
        }
        #expect(x11.requestSerial == requestsBefore)
        #expect(host.statistics.frames == framesBefore)
        // A change does reach the server: the counter can move.
        layerHost.rootLayer.backgroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        CATransaction.flush()
        host.finishPresentedFrames()
        #expect(x11.requestSerial > requestsBefore)
        #expect(host.statistics.frames == framesBefore + 1)
    }

    @Test func movingALayerUploadsNoPixels() throws {
        let (server, x11, host, layerHost, _) = try showScene()
        defer { layerHost.invalidate(); x11.shutDown(); server.stop() }
        let uploadsBefore = host.statistics.bytesUploaded
        let red = try #require(layerHost.rootLayer.sublayers?.first)
        withoutImplicitAnimation { red.position.x += 10 }
        CATransaction.flush()
        host.finishPresentedFrames()
        #expect(host.statistics.bytesUploaded == uploadsBefore)
        let shot = try Screenshot.capture(display: server.display, window: host.windowID)
        #expect(shot.matches(45, 60, (242, 242, 242)))
        #expect(shot.matches(245, 60, (230, 51, 51)))
    }
}
