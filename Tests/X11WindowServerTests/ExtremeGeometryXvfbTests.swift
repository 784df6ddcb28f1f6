import Foundation
import Testing
import UIKit
@testable import UIKitCore
import UIKitTestSupport
@testable import X11WindowServer

/// The ExtremeGeometry catalogue through the X11 compositor on Xvfb: every value in every property, composited
/// and presented. No trap, no unbounded request to the server (the window's back buffer and every picture stay
/// within the compositor's budget), and the app keeps drawing afterwards.
@MainActor @Suite(.serialized) struct ExtremeGeometryXvfbTests {
    @Test func extremeValuesThroughTheCompositorNeverTrapNorExhaustTheServer() throws {
        let app = try InputTestApp(size: CGSize(width: 120, height: 90))
        defer { app.close() }
        var tried = 0
        for mutation in ExtremeGeometry.mutations {
            for value in ExtremeGeometry.values {
                let scene = ExtremeGeometry.makeScene(in: app.window)
                mutation.apply(scene, value)
                app.window.layoutIfNeeded()
                CATransaction.flush()
                app.host.finishPresentedFrames()
                #expect(app.host.statistics.serverBytesHeld < 512 << 20, "\(mutation.name) = \(value)")
                for view in app.window.subviews { view.removeFromSuperview() }
                for layer in app.window.layer.sublayers ?? [] { layer.removeFromSuperlayer() }
                app.window.transform = .identity
                app.window.layer.sublayerTransform = CATransform3DIdentity
                tried += 1
            }
        }
        // Still drawing: a plain view shows in its colour.
        let probe = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        probe.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        app.window.frame = CGRect(x: 0, y: 0, width: 120, height: 90)
        app.window.addSubview(probe)
        CATransaction.flush()
        app.host.finishPresentedFrames()
        let shot = try app.screenshot("extreme-geometry-after")
        #expect(shot.matches(20, 20, (0, 0, 255)), "the window still draws after \(tried) extreme values")
        print("ExtremeGeometryXvfbTests: \(tried) values composited on Xvfb")
    }
}
