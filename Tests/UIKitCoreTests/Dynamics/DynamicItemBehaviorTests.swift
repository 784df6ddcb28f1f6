import Foundation
import Testing
@testable import UIKitCore

/// `UIDynamicItemBehavior`'s material properties against their closed forms: density scales the mass a push
/// divides by, resistance and angular resistance decay the velocities as a viscous medium would (e^-rt).
@MainActor @Suite(.serialized) struct DynamicItemBehaviorTests {
    /// An instantaneous push of magnitude 1 gives a 100 x 100 item of density 1 100 points/s; at density 4 (four
    /// times the mass) 25, from the first frame (the push divides by the mass the item behaviour's density gives).
    @Test func densityScalesTheMassAPushMoves() {
        let rig = DynamicsTestRig()
        defer { rig.tearDown() }
        let light = rig.addView(center: CGPoint(x: 60, y: 100)), heavy = rig.addView(center: CGPoint(x: 60, y: 300))
        let animator = UIDynamicAnimator(referenceView: rig.referenceView)
        let dense = UIDynamicItemBehavior(items: [heavy])
        dense.density = 4
        let velocities = UIDynamicItemBehavior(items: [light])
        let push = UIPushBehavior(items: [light, heavy], mode: .instantaneous)
        push.pushDirection = CGVector(dx: 1, dy: 0)
        [dense, velocities, push].forEach(animator.addBehavior)
        rig.frames(10)
        #expect(abs(velocities.linearVelocity(for: light).x - 100) < 1e-6)
        #expect(abs(dense.linearVelocity(for: heavy).x - 25) < 1e-6, "\(dense.linearVelocity(for: heavy))")
    }

    /// With resistance r an item's speed falls as e^-rt (within the 1/240 s steps' error); without, it keeps it.
    @Test func resistanceAndAngularResistanceDecayTheVelocities() {
        let rig = DynamicsTestRig()
        defer { rig.tearDown() }
        let free = rig.addView(center: CGPoint(x: 100, y: 100)), slowed = rig.addView(center: CGPoint(x: 100, y: 300))
        let animator = UIDynamicAnimator(referenceView: rig.referenceView)
        let plain = UIDynamicItemBehavior(items: [free])
        let viscous = UIDynamicItemBehavior(items: [slowed])
        viscous.resistance = 1
        viscous.angularResistance = 2
        animator.addBehavior(plain)
        animator.addBehavior(viscous)
        plain.addLinearVelocity(CGPoint(x: 100, y: 0), for: free)
        viscous.addLinearVelocity(CGPoint(x: 100, y: 0), for: slowed)
        plain.addAngularVelocity(3, for: free)
        viscous.addAngularVelocity(3, for: slowed)
        rig.frames(60)
        #expect(abs(plain.linearVelocity(for: free).x - 100) < 1e-6)
        #expect(abs(plain.angularVelocity(for: free) - 3) < 1e-6)
        let speed = viscous.linearVelocity(for: slowed).x, spin = viscous.angularVelocity(for: slowed)
        let decay1 = CGFloat(Foundation.exp(-1.0)), decay2 = CGFloat(Foundation.exp(-2.0))
        #expect(abs(speed - 100 * decay1) < 0.5, "after 1 s at resistance 1: \(speed) vs \(100 * decay1)")
        #expect(abs(spin - 3 * decay2) < 0.02, "after 1 s at angular resistance 2: \(spin) vs \(3 * decay2)")
        // The distance covered is the integral of the decaying speed: 100 (1 - e^-1).
        #expect(abs(slowed.center.x - (100 + 100 * (1 - decay1))) < 1, "\(slowed.center.x)")
    }
}
