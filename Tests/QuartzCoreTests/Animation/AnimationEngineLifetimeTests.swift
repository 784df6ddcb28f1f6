import Testing
@testable import QuartzCore

/// The animation engine does not retain animated layers: a layer released while animating goes away at once, and
/// the next frames neither touch it nor keep asking for frames on its account.
@MainActor @Suite(.serialized) struct AnimationEngineLifetimeTests {
    let clock = AnimationTestClock.shared

    @Test func aLayerReleasedWhileAnimatingGoesAwayAndLeavesTheEngine() {
        let (hosted, host) = hostedTestLayer()
        defer { host.invalidate() }
        weak var released: CALayer?
        do {
            let layer = CALayer()
            let spin = CABasicAnimation(keyPath: "transform.rotation.z")
            spin.byValue = Double.pi
            spin.duration = 1
            spin.repeatCount = .infinity
            layer.add(spin, forKey: "spin")
            hosted.addSublayer(layer)
            CATransaction.flush()
            released = layer
            #expect(CAAnimationEngine.hasRunningAnimations)
            layer.removeFromSuperlayer()
        }
        #expect(released == nil, "the engine does not keep it alive")
        clock.advance(by: 0.5)
        CATransaction.flush()
        clock.advance(by: 0.5)
        CATransaction.flush()
        #expect(!CAAnimationEngine.hasRunningAnimations, "an endless animation of a released layer asks for no frames")
    }
}
