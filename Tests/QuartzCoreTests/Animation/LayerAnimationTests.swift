import Testing
@testable import QuartzCore

/// Animations attached to layers, on a manual media clock: presentation values, the model unchanged, removal and
/// delegate callbacks, layer timing.
@MainActor @Suite(.serialized) struct LayerAnimationTests {
    let clock = AnimationTestClock.shared


    final class Recorder: CAAnimationDelegate {
        var events: [String] = []
        func animationDidStart(_ anim: CAAnimation) { events.append("start") }
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { events.append("stop \(flag)") }
    }

    /// Book #23 (A13b): the model value is final at once while the presentation animates.
    /// A copy made with `init(layer:)` (what presentation layers are) reports the same frame as its model for a
    /// turned layer: the copy's cached identity-transform flag follows the copied transform.
    @Test func aCopyOfATurnedLayerHasItsFrame() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        layer.position = CGPoint(x: 100, y: 100)
        layer.transform = CATransform3DMakeRotation(.pi / 4, 0, 0, 1)
        let copy = CALayer(layer: layer)
        #expect(copy.frame == layer.frame)
        #expect(abs(copy.frame.width - 106.066) < 1e-3, "the bounding box of the turned layer")
    }

    @Test func presentationShowsTheAnimatedValueWhileTheModelKeepsItsOwn() throws {
        let (layer, host) = hostedTestLayer()
        defer { host.invalidate() }
        let move = CABasicAnimation(keyPath: "position")
        move.fromValue = CGPoint(x: 0, y: 0)
        move.toValue = CGPoint(x: 200, y: 100)
        move.duration = 2
        layer.add(move, forKey: "move")
        CATransaction.flush()
        clock.advance(by: 0.5)
        let presented = try #require(layer.presentation())
        #expect(presented.position == CGPoint(x: 50, y: 25))
        #expect(layer.position == CGPoint(x: 100, y: 100), "the model value does not change")
        #expect(presented.model() === layer)
    }

    @Test func renderTreeShowsPresentationValuesEachFrame() throws {
        let (layer, host) = hostedTestLayer()
        defer { host.invalidate() }
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0.0
        fade.toValue = 1.0
        fade.duration = 1
        layer.add(fade, forKey: nil)
        clock.advance(by: 0.25)
        CATransaction.flush()
        let node = try #require(host.lastRenderTree?.sublayers.first)
        #expect(abs(node.opacity - 0.25) < 1e-6)
        clock.advance(by: 0.5)
        CATransaction.flush()
        #expect(abs((host.lastRenderTree?.sublayers.first?.opacity ?? 0) - 0.75) < 1e-6)
    }

    /// Book #23 (A13b): animationKeys() empties when a removedOnCompletion animation ends.
    @Test func finishedAnimationsAreRemovedAndTheDelegateHearsOnce() {
        let (layer, host) = hostedTestLayer()
        defer { host.invalidate() }
        let recorder = Recorder()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.toValue = 0.0
        fade.duration = 1
        fade.delegate = recorder
        layer.add(fade, forKey: "fade")
        CATransaction.flush()
        #expect(recorder.events == ["start"])
        clock.advance(by: 1.5)
        CATransaction.flush()
        CATransaction.flush()
        #expect(recorder.events == ["start", "stop true"])
        #expect(layer.animation(forKey: "fade") == nil)
        #expect(layer.animationKeys() == nil)
    }

    @Test func fillForwardsWithoutRemovalKeepsTheEndValue() throws {
        let (layer, host) = hostedTestLayer()
        defer { host.invalidate() }
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.toValue = 0.2
        fade.duration = 1
        fade.fillMode = .forwards
        fade.isRemovedOnCompletion = false
        layer.add(fade, forKey: "fade")
        CATransaction.flush()
        clock.advance(by: 5)
        CATransaction.flush()
        #expect(abs(try #require(layer.presentation()).opacity - 0.2) < 1e-6)
        #expect(layer.animation(forKey: "fade") != nil)
    }

    @Test func addingCopiesTheAnimation() {
        let (layer, host) = hostedTestLayer()
        defer { host.invalidate() }
        let move = CABasicAnimation(keyPath: "position.x")
        move.toValue = 300.0
        move.duration = 1
        layer.add(move, forKey: "x")
        move.duration = 100
        #expect(layer.animation(forKey: "x") !== move)
        #expect(layer.animation(forKey: "x")?.duration == 1)
    }

    /// Book #23 (A13b): an animation added under the same key replaces the old one.
    @Test func oneAnimationPerKeyAndTheReplacedOneStopsUnfinished() {
        let (layer, host) = hostedTestLayer()
        defer { host.invalidate() }
        let recorder = Recorder()
        let first = CABasicAnimation(keyPath: "opacity")
        first.toValue = 0.0
        first.delegate = recorder
        layer.add(first, forKey: "k")
        let second = CABasicAnimation(keyPath: "opacity")
        second.toValue = 0.5
        layer.add(second, forKey: "k")
        #expect(layer.animationKeys() == ["k"])
        #expect(recorder.events == ["stop false"])
        layer.removeAllAnimations()
        #expect(layer.animationKeys() == nil)
    }

    /// Book #23 (A13b): frame is not an animatable key; animating it shows nothing.
    @Test func animatingFrameHasNoEffect() {
        let (layer, host) = hostedTestLayer()
        defer { host.invalidate() }
        let frame = CABasicAnimation(keyPath: "frame")
        frame.toValue = CGRect(x: 0, y: 0, width: 10, height: 10)
        layer.add(frame, forKey: "frame")
        #expect(layer.animationKeys() == nil)
    }

    /// Book #24 (A14): speed 0 with a time offset freezes the animation at that frame.
    @Test func layerSpeedZeroWithTimeOffsetFreezesTheAnimationAtThatFrame() throws {
        let (layer, host) = hostedTestLayer()
        defer { host.invalidate() }
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 0.0
        move.toValue = 100.0
        move.duration = 1
        layer.add(move, forKey: "x")
        // The classic pause: stop the layer's clock at 0.3 s into the animation.
        let added = layer.convertTime(CACurrentMediaTime(), from: nil)
        layer.speed = 0
        layer.timeOffset = added + 0.3
        clock.advance(by: 10)
        CATransaction.flush()
        let x = try #require(layer.presentation()).position.x
        #expect(abs(x - 30) < 1e-6)
    }

    @Test func transformRotationKeyPathAnimatesTheAngle() throws {
        let (layer, host) = hostedTestLayer()
        defer { host.invalidate() }
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.fromValue = 0.0
        spin.toValue = Double.pi
        spin.duration = 1
        layer.add(spin, forKey: "spin")
        clock.advance(by: 0.5)
        let t = try #require(layer.presentation()).transform
        #expect(abs(t.m11) < 1e-6 && abs(t.m12 - 1) < 1e-6, "a quarter turn halfway: \(t)")
    }

    /// V-ANIM-13: Core Animation turns more than 180° in one step through the rotation key path: 0 to 2π is a
    /// half turn halfway, where interpolating the two (equal) matrices would not move at all.
    @Test func aRotationKeyPathTurnsAFullCircleInOneAnimation() throws {
        let (layer, host) = hostedTestLayer()
        defer { host.invalidate() }
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.fromValue = 0.0
        spin.toValue = 2 * Double.pi
        spin.duration = 1
        layer.add(spin, forKey: "spin")
        clock.advance(by: 0.5)
        let half = try #require(layer.presentation()).transform
        #expect(abs(half.m11 + 1) < 1e-6 && abs(half.m12) < 1e-6, "a half turn halfway: \(half)")
        clock.advance(by: 0.25)
        let threeQuarters = try #require(layer.presentation()).transform
        #expect(abs(threeQuarters.m11) < 1e-6 && abs(threeQuarters.m12 + 1) < 1e-6, "three quarters: \(threeQuarters)")
    }
}
