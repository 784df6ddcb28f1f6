import Testing
import UIKit
import X11WindowServer
import UIKitTestSupport
import GoldenScenes

/// The differential test: every golden scene, shown in an X window through the compositor, reads back equal to the
/// reference renderer's picture within 2 per channel, and so do animated scenes frozen at chosen times on a manual
/// media clock. Turned and scaled layers need no wider tolerance: the compositor draws them on the client at their
/// final place (as the reference does) instead of resampling sprites with the server's bilinear filter. (It lets the
/// server resample some only while the client is the slower side of unpaced frames, and draws them again once they
/// stand still: see `CompositorDamageTests`.) Flat layers under perspective, which the server warps through the
/// projection, are allowed the tolerance of its bilinear filter (see `CompositorPerspectiveTests`).
@MainActor @Suite(.serialized) struct CompositorDifferentialTests {
    static let tolerance = 2

    /// What a scene may differ by: layers under perspective warped by the server, its bilinear filter's 7-bit
    /// weights (measured); particles tinted by the server's colour masks, see `EmitterCompositorTests`.
    static func tolerance(for scene: GoldenScene, in window: CompositorTestWindow) -> Int {
        if window.host.statistics.serverProjectedLayers > 0 { return CompositorPerspectiveTests.projectedTolerance }
        return scene.name.hasPrefix("emitter-") ? EmitterCompositorTests.particleTolerance : tolerance
    }

    @Test func everyGoldenSceneMatchesTheReferenceRenderer() throws {
        let server = try XServer()
        defer { server.stop() }
        var failures: [String] = []
        for scene in GoldenScenes.all {
            let window = try CompositorTestWindow(root: scene.makeRootLayer(), size: scene.size, server: server)
            let allowed = Self.tolerance(for: scene, in: window)
            let difference = try window.differenceFromReference(name: scene.name, tolerance: allowed)
            if difference > allowed { failures.append("\(scene.name): \(difference)") }
            window.close(stopServer: false)
        }
        #expect(failures.isEmpty, "scenes off by more than the tolerance (pictures in /tmp): \(failures)")
    }

    @Test func aSceneStaysEqualAfterEveryIncrementalChange() throws {
        // Damage-limited frames must leave the same pixels as a full repaint would.
        let scene = try #require(GoldenScenes.all.first)
        let window = try CompositorTestWindow(root: scene.makeRootLayer(), size: scene.size)
        defer { window.close() }
        let layers = window.root.sublayers ?? []
        for (step, layer) in layers.enumerated() {
            withoutImplicitAnimation {
                layer.position.x += CGFloat(step % 3) * 5 - 4
                layer.opacity = step % 2 == 0 ? 0.5 : 1
            }
            window.flush()
            #expect(try window.differenceFromReference(name: "incremental-\(step)") <= Self.tolerance)
        }
    }

    @Test(arguments: [0.0, 0.3, 0.55, 0.9])
    func animatedSceneFrozenAtATimeMatchesTheReferenceRenderer(time: Double) throws {
        let clock = SharedTestClock.shared
        let (root, layers) = Self.animatedScene()
        let window = try CompositorTestWindow(root: root, size: CGSize(width: 200, height: 160))
        defer { window.close() }
        Self.addAnimations(to: layers)
        window.flush()
        // Forward only: the animation suites beside this one step the same clock.
        clock.advance(by: time)
        window.flush()
        // The frozen frame shows presentation values, not the model's.
        let tree = try #require(window.layerHost.lastRenderTree)
        if time > 0 { #expect(tree.sublayers[0].geometry.position != layers.moving.position) }
        #expect(try window.differenceFromReference(name: "animated-\(time)") <= Self.tolerance)
    }

    /// Layers that move, turn, fade, round and change colour under animations.
    static func animatedScene() -> (CALayer, (moving: CALayer, turning: CALayer, fading: CALayer)) {
        let root = CALayer()
        root.backgroundColor = CGColor(red: 0.95, green: 0.95, blue: 0.95, alpha: 1)
        let moving = solidLayer(CGRect(x: 10, y: 10, width: 50, height: 40), CGColor(red: 0.9, green: 0.3, blue: 0.2, alpha: 1))
        moving.borderWidth = 3
        moving.borderColor = CGColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 1)
        let turning = solidLayer(CGRect(x: 90, y: 30, width: 60, height: 60), CGColor(red: 0.2, green: 0.6, blue: 0.9, alpha: 0.8))
        turning.cornerRadius = 10
        let child = solidLayer(CGRect(x: 10, y: 10, width: 20, height: 20), CGColor(red: 1, green: 1, blue: 0, alpha: 1))
        turning.addSublayer(child)
        let fading = solidLayer(CGRect(x: 30, y: 100, width: 140, height: 40), CGColor(red: 0.3, green: 0.7, blue: 0.4, alpha: 1))
        for layer in [moving, turning, fading] { root.addSublayer(layer) }
        return (root, (moving, turning, fading))
    }

    static func addAnimations(to layers: (moving: CALayer, turning: CALayer, fading: CALayer)) {
        let move = CABasicAnimation(keyPath: "position")
        move.fromValue = CGPoint(x: 35, y: 30)
        move.toValue = CGPoint(x: 63.3, y: 71.7)
        move.duration = 1
        layers.moving.add(move, forKey: "move")
        let turn = CABasicAnimation(keyPath: "transform.rotation.z")
        turn.fromValue = 0.0
        turn.toValue = Double.pi
        turn.duration = 1
        layers.turning.add(turn, forKey: "turn")
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1.0
        fade.toValue = 0.2
        fade.duration = 1
        layers.fading.add(fade, forKey: "fade")
        let round = CABasicAnimation(keyPath: "cornerRadius")
        round.fromValue = 0.0
        round.toValue = 20.0
        round.duration = 1
        layers.fading.add(round, forKey: "round")
        let tint = CABasicAnimation(keyPath: "backgroundColor")
        tint.fromValue = CGColor(red: 0.3, green: 0.7, blue: 0.4, alpha: 1)
        tint.toValue = CGColor(red: 0.6, green: 0.2, blue: 0.8, alpha: 1)
        tint.duration = 1
        layers.fading.add(tint, forKey: "tint")
    }
}
