import Testing
import UIKit
import X11WindowServer
import UIKitTestSupport

/// A layer tree shown in a window of a private Xvfb through the X11 compositor, for the compositor's tests.
@MainActor final class CompositorTestWindow {
    let server: XServer
    let x11: X11WindowServer
    let host: X11WindowHost
    let layerHost: CALayerHost
    let size: CGSize

    /// `displayName` reaches the server another way than its own display (a relay to a `remote` server).
    init(root: CALayer, size: CGSize, server: XServer? = nil, displayName: String? = nil) throws {
        self.server = try server ?? XServer()
        x11 = try X11WindowServer(displayName: displayName ?? self.server.display)
        self.size = size
        host = try x11.makeWindowHost(WindowHostConfiguration(
            screenID: x11.screens[0].id, frame: CGRect(origin: .zero, size: size), scale: 1, title: "compositor test",
            level: 0, isFullScreen: false)) as! X11WindowHost
        root.frame = CGRect(origin: .zero, size: size)
        let host = host
        layerHost = CALayerHost(rootLayer: root) { host.present($0) }
        host.setVisible(true)
        CATransaction.flush()
    }

    var root: CALayer { layerHost.rootLayer }

    /// Commits pending changes and waits until the server has drawn them.
    func flush() {
        CATransaction.flush()
        host.finishPresentedFrames()
    }

    func screenshot() throws -> Screenshot {
        host.finishPresentedFrames()
        return try Screenshot.capture(display: server.display, window: host.windowID)
    }

    /// The reference renderer's picture of the last tree presented.
    func reference() throws -> Screenshot {
        let tree = try #require(layerHost.lastRenderTree)
        return Screenshot(try #require(LayerRenderer.snapshot(of: tree, size: size, scale: 1)))
    }

    /// The largest per-channel difference from the reference; both pictures go to /tmp when it exceeds `tolerance`.
    func differenceFromReference(name: String, tolerance: Int = 2) throws -> Int {
        let shot = try screenshot(), reference = try reference()
        let difference = shot.maximumDifference(from: reference)
        if difference.value > tolerance {
            try shot.writePNG(to: "/tmp/compositor-\(name)-x11.png")
            try reference.writePNG(to: "/tmp/compositor-\(name)-reference.png")
        }
        return difference.value
    }

    /// Closes the window; stops the server unless it is shared.
    func close(stopServer: Bool = true) {
        layerHost.invalidate()
        x11.shutDown()
        if stopServer { server.stop() }
    }
}

/// Square solid layers for the tests.
@MainActor func solidLayer(_ frame: CGRect, _ color: CGColor) -> CALayer {
    let layer = CALayer()
    layer.frame = frame
    layer.backgroundColor = color
    return layer
}

/// Changes layers that are already on screen at once: Core Animation would otherwise animate them implicitly.
@MainActor func withoutImplicitAnimation(_ change: () -> Void) {
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    change()
    CATransaction.commit()
}
