import Foundation
import Testing
@testable import UIKitCore

/// Motion with answers in closed form: free fall, a push's velocity change, a spring's period, a snap's rest
/// point, a bounce's height.
@MainActor @Suite(.serialized) struct DynamicsClosedFormTests {
    /// Gravity of magnitude 1 is 1000 points/s² (DYN-9): after t seconds an item has fallen 500 t², frame by
    /// frame, within the integrator's known error of g·h·t/2 for its 1/240 s steps. The view's own `center` moves
    /// each frame: there is no presentation layer in between (DYN-1).
    @Test func freeFallFollowsHalfGTSquaredFrameByFrame() {
        let rig = DynamicsTestRig()
        defer { rig.tearDown() }
        let view = rig.addView(center: CGPoint(x: 200, y: 50), size: CGSize(width: 20, height: 20))
        let animator = UIDynamicAnimator(referenceView: rig.referenceView)
        animator.addBehavior(UIGravityBehavior(items: [view]))
        for frame in 1...30 {
            rig.frames(1)
            let t = CGFloat(frame) / 60
            let expected = 50 + 500 * t * t
            let tolerance = 1000 * (1.0 / 240) * t / 2 + 1e-6
            #expect(abs(view.center.y - expected) <= tolerance, "frame \(frame): \(view.center.y) vs \(expected)")
            #expect(view.center.x == 200)
        }
        #expect(abs(animator.elapsedTime() - 0.5) < 1e-9)
    }

    /// A gravity direction's length is its magnitude and its angle the direction: (1, 0) at magnitude 0.5 moves an
    /// item right at 500 points/s².
    @Test func gravityAngleAndMagnitudeSetTheDirection() {
        let rig = DynamicsTestRig()
        defer { rig.tearDown() }
        let view = rig.addView(center: CGPoint(x: 50, y: 200), size: CGSize(width: 20, height: 20))
        let animator = UIDynamicAnimator(referenceView: rig.referenceView)
        let gravity = UIGravityBehavior(items: [view])
        gravity.setAngle(0, magnitude: 0.5)
        #expect(abs(gravity.gravityDirection.dx - 0.5) < 1e-12 && abs(gravity.gravityDirection.dy) < 1e-12)
        #expect(abs(gravity.magnitude - 0.5) < 1e-12)
        animator.addBehavior(gravity)
        rig.frames(60)
        #expect(abs(view.center.x - (50 + 250)) <= 500 * (1.0 / 240) / 2 + 1e-6)
        #expect(abs(view.center.y - 200) < 1e-9)
    }

    /// An instantaneous push of magnitude 1 gives a 100 × 100 item 100 points/s, and a 50 × 50 item (a quarter of
    /// the mass) 400 points/s: the smaller view goes further (DYN-10). The push then turns itself inactive.
    @Test func instantaneousPushChangesVelocityByMagnitudeOverMass() {
        let rig = DynamicsTestRig()
        defer { rig.tearDown() }
        let big = rig.addView(center: CGPoint(x: 60, y: 100))
        let small = rig.addView(center: CGPoint(x: 60, y: 300), size: CGSize(width: 50, height: 50))
        let animator = UIDynamicAnimator(referenceView: rig.referenceView)
        let push = UIPushBehavior(items: [big, small], mode: .instantaneous)
        push.pushDirection = CGVector(dx: 1, dy: 0)
        let velocities = UIDynamicItemBehavior(items: [big, small])
        animator.addBehavior(push)
        animator.addBehavior(velocities)
        rig.frames(30)
        #expect(!push.active)
        #expect(abs(velocities.linearVelocity(for: big).x - 100) < 1e-6)
        #expect(abs(velocities.linearVelocity(for: small).x - 400) < 1e-6)
        #expect(abs(big.center.x - (60 + 50)) < 1e-6)
        #expect(abs(small.center.x - (60 + 200)) < 1e-6)
        // Made active again, it pushes again.
        push.active = true
        rig.frames(1)
        #expect(abs(velocities.linearVelocity(for: big).x - 200) < 1e-6)
    }

    /// A continuous push of magnitude 1 accelerates a 100 × 100 item at 100 points/s²; off centre it also spins it
    /// (offset (0, −50) with a push to the right turns it clockwise, a positive angle on screen).
    @Test func continuousPushAcceleratesAndOffCentreSpins() {
        let rig = DynamicsTestRig()
        defer { rig.tearDown() }
        let view = rig.addView(center: CGPoint(x: 60, y: 200))
        let turned = rig.addView(center: CGPoint(x: 60, y: 320))
        let animator = UIDynamicAnimator(referenceView: rig.referenceView)
        let push = UIPushBehavior(items: [view], mode: .continuous)
        push.setAngle(0, magnitude: 1)
        let spin = UIPushBehavior(items: [turned], mode: .continuous)
        spin.pushDirection = CGVector(dx: 1, dy: 0)
        spin.setTargetOffsetFromCenter(UIOffset(horizontal: 0, vertical: -50), for: turned)
        animator.addBehavior(push)
        animator.addBehavior(spin)
        rig.frames(60)
        #expect(abs(view.center.x - (60 + 50)) <= 100 * (1.0 / 240) / 2 + 1e-6)
        let angle = atan2(turned.transform.b, turned.transform.a)
        #expect(angle > 0.1)
    }

    /// A spring attachment of frequency 2 Hz (no damping) swings with a period of 0.5 s whatever the item's mass.
    @Test(arguments: [CGSize(width: 100, height: 100), CGSize(width: 30, height: 30)])
    func springAttachmentPeriodComesFromItsFrequency(size: CGSize) {
        let rig = DynamicsTestRig()
        defer { rig.tearDown() }
        let view = rig.addView(center: CGPoint(x: 200, y: 300), size: size)
        let animator = UIDynamicAnimator(referenceView: rig.referenceView)
        let spring = UIAttachmentBehavior(item: view, attachedToAnchor: CGPoint(x: 200, y: 100))
        #expect(abs(spring.length - 200) < 1e-9)
        spring.length = 150
        spring.frequency = 2
        animator.addBehavior(spring)
        var crossings: [CGFloat] = []
        var previous = view.center.y - 250
        for frame in 1...240 {
            rig.frames(1)
            let now = view.center.y - 250
            if previous > 0, now <= 0 {
                // Linear interpolation of the downward crossing of the rest length.
                crossings.append((CGFloat(frame) - now / (now - previous)) / 60)
            }
            previous = now
        }
        #expect(crossings.count >= 4)
        let periods = zip(crossings, crossings.dropFirst()).map { $1 - $0 }
        for period in periods { #expect(abs(period - 0.5) < 0.02, "period \(period)") }
        #expect(abs(view.center.x - 200) < 1e-6)
    }

    /// A snap pulls the item to its point and straightens it; with little damping it overshoots, with full
    /// damping it does not; either way the animator pauses with the item at the point (DYN-12).
    @Test(arguments: [(CGFloat(0.1), true), (CGFloat(1), false)])
    func snapSettlesAtItsPoint(damping: CGFloat, overshoots: Bool) {
        let rig = DynamicsTestRig()
        defer { rig.tearDown() }
        let view = rig.addView(center: CGPoint(x: 100, y: 100), size: CGSize(width: 60, height: 60))
        view.transform = CGAffineTransform(rotationAngle: 0.5)
        let animator = UIDynamicAnimator(referenceView: rig.referenceView)
        let log = AnimatorDelegateLog()
        animator.delegate = log
        let snap = UISnapBehavior(item: view, snapTo: CGPoint(x: 300, y: 250))
        snap.damping = damping
        animator.addBehavior(snap)
        var furthest: CGFloat = 0
        var frames = 0
        while rig.ticks.isRunning, frames < 1200 {
            rig.frames(1)
            furthest = max(furthest, view.center.x)
            frames += 1
        }
        #expect(!animator.isRunning)
        #expect(log.calls == ["resume", "pause"])
        #expect(abs(view.center.x - 300) < 0.5 && abs(view.center.y - 250) < 0.5)
        #expect(abs(atan2(view.transform.b, view.transform.a)) < 0.01)
        #expect((furthest > 301) == overshoots, "furthest \(furthest)")
    }

    /// An item of elasticity e dropped onto a floor rises again to e² of its drop height (the rebound speed is e
    /// times the impact speed); elasticity is the item behaviour's bounciness (DYN-14).
    @Test func elasticBounceReachesElasticitySquaredOfTheDrop() {
        let rig = DynamicsTestRig()
        defer { rig.tearDown() }
        let view = rig.addView(center: CGPoint(x: 200, y: 100), size: CGSize(width: 40, height: 40))
        let animator = UIDynamicAnimator(referenceView: rig.referenceView)
        let collision = UICollisionBehavior(items: [view])
        collision.addBoundary(withIdentifier: NSString(string: "floor"), from: CGPoint(x: 0, y: 300),
                              to: CGPoint(x: 400, y: 300))
        let material = UIDynamicItemBehavior(items: [view])
        material.elasticity = 0.5
        animator.addBehavior(UIGravityBehavior(items: [view]))
        animator.addBehavior(collision)
        animator.addBehavior(material)
        let drop: CGFloat = 300 - 120
        var bounced = false, highest = CGFloat.infinity
        for _ in 0..<120 {
            rig.frames(1)
            let velocity = material.linearVelocity(for: view).y
            if velocity < 0 { bounced = true }
            if bounced { highest = min(highest, view.frame.maxY) }
            if bounced && velocity > 0 { break }
        }
        #expect(bounced)
        let rise = 300 - highest
        #expect(abs(rise - 0.25 * drop) < 0.08 * drop, "rise \(rise)")
    }
}
