import Foundation
import Testing
@testable import UIKitCore

/// Field behaviours and regions.
@MainActor @Suite(.serialized) struct FieldBehaviorTests {
    /// A linear gravity field of strength 1 along (0, 1) moves an item exactly as a gravity behaviour does.
    @Test func linearGravityFieldMatchesGravity() {
        let rig = DynamicsTestRig()
        defer { rig.tearDown() }
        let byField = rig.addView(center: CGPoint(x: 100, y: 50), size: CGSize(width: 20, height: 20))
        let byGravity = rig.addView(center: CGPoint(x: 300, y: 50), size: CGSize(width: 20, height: 20))
        let animator = UIDynamicAnimator(referenceView: rig.referenceView)
        let field = UIFieldBehavior.linearGravityField(direction: CGVector(dx: 0, dy: 1))
        field.addItem(byField)
        animator.addBehavior(field)
        animator.addBehavior(UIGravityBehavior(items: [byGravity]))
        rig.frames(20)
        #expect(abs(byField.center.y - byGravity.center.y) < 1e-6)
        #expect(byField.center.y > 100)
    }

    /// A region limits where a field acts: an item outside it is untouched.
    @Test func aRegionLimitsTheField() {
        let rig = DynamicsTestRig()
        defer { rig.tearDown() }
        let inside = rig.addView(center: CGPoint(x: 210, y: 200), size: CGSize(width: 20, height: 20))
        let outside = rig.addView(center: CGPoint(x: 390, y: 200), size: CGSize(width: 20, height: 20))
        let animator = UIDynamicAnimator(referenceView: rig.referenceView)
        let field = UIFieldBehavior.radialGravityField(position: CGPoint(x: 200, y: 100))
        field.region = UIRegion(radius: 150)
        field.addItem(inside)
        field.addItem(outside)
        animator.addBehavior(field)
        rig.frames(10)
        #expect(inside.center.y < 200)
        #expect(outside.center == CGPoint(x: 390, y: 200))
    }

    /// Regions combine: a ring is a circle minus a smaller one; an inverse holds what the region does not.
    @Test func regionsCombine() {
        let ring = UIRegion(radius: 100).difference(from: UIRegion(radius: 50))
        #expect(ring.contains(CGPoint(x: 75, y: 0)))
        #expect(!ring.contains(CGPoint(x: 25, y: 0)))
        #expect(!ring.contains(CGPoint(x: 125, y: 0)))
        #expect(UIRegion(size: CGSize(width: 10, height: 20)).inverse().contains(CGPoint(x: 0, y: 11)))
        let bar = UIRegion(size: CGSize(width: 40, height: 2))
        #expect(UIRegion(radius: 10).union(with: bar).contains(CGPoint(x: 19, y: 0)))
        #expect(!UIRegion(radius: 10).intersection(with: bar).contains(CGPoint(x: 0, y: 5)))
        #expect(UIRegion.infinite.contains(CGPoint(x: 1e9, y: -1e9)))
    }

    /// A custom field's closure receives the item's mass (1 for 100 × 100 at density 1) and charge, and its force
    /// moves the item: force 100 on mass 1 is 100 points/s².
    @Test func aCustomFieldGetsMassAndCharge() {
        let rig = DynamicsTestRig()
        defer { rig.tearDown() }
        let view = rig.addView(center: CGPoint(x: 100, y: 200))
        let animator = UIDynamicAnimator(referenceView: rig.referenceView)
        var seen: (mass: CGFloat, charge: CGFloat)?
        let field = UIFieldBehavior.field { _, _, _, mass, charge, _ in
            seen = (mass, charge)
            return CGVector(dx: 100, dy: 0)
        }
        field.addItem(view)
        let item = UIDynamicItemBehavior(items: [view])
        item.charge = 2
        animator.addBehavior(field)
        animator.addBehavior(item)
        rig.frames(60)
        #expect(seen?.mass == 1 && seen?.charge == 2)
        #expect(abs(view.center.x - 150) <= 100 * (1.0 / 240) / 2 + 1e-6)
    }

    /// An electric field pushes charged items away from its position and leaves neutral ones; a drag field slows
    /// moving items.
    @Test func electricFieldsActOnChargeAndDragSlows() {
        let rig = DynamicsTestRig()
        defer { rig.tearDown() }
        let charged = rig.addView(center: CGPoint(x: 250, y: 200), size: CGSize(width: 20, height: 20))
        let neutral = rig.addView(center: CGPoint(x: 150, y: 200), size: CGSize(width: 20, height: 20))
        let slowed = rig.addView(center: CGPoint(x: 50, y: 50), size: CGSize(width: 20, height: 20))
        let animator = UIDynamicAnimator(referenceView: rig.referenceView)
        let electric = UIFieldBehavior.electricField()
        electric.position = CGPoint(x: 200, y: 200)
        electric.addItem(charged)
        electric.addItem(neutral)
        let charge = UIDynamicItemBehavior(items: [charged])
        charge.charge = 1
        let drag = UIFieldBehavior.dragField()
        drag.addItem(slowed)
        let moving = UIDynamicItemBehavior(items: [slowed])
        moving.addLinearVelocity(CGPoint(x: 100, y: 0), for: slowed)
        for behavior in [electric, charge, drag, moving] { animator.addBehavior(behavior) }
        rig.frames(30)
        #expect(charged.center.x > 250)
        #expect(neutral.center == CGPoint(x: 150, y: 200))
        #expect(moving.linearVelocity(for: slowed).x < 90)
        #expect(moving.linearVelocity(for: slowed).x > 0)
    }

    /// Noise fields are deterministic: the same set-up moves an item to the same place twice.
    @Test func noiseFieldsAreDeterministic() {
        func run() -> CGPoint {
            let rig = DynamicsTestRig()
            defer { rig.tearDown() }
            let view = rig.addView(center: CGPoint(x: 200, y: 200), size: CGSize(width: 20, height: 20))
            let animator = UIDynamicAnimator(referenceView: rig.referenceView)
            let noise = UIFieldBehavior.noiseField(smoothness: 0.5, animationSpeed: 1)
            noise.addItem(view)
            animator.addBehavior(noise)
            rig.frames(30)
            return view.center
        }
        let first = run()
        #expect(first != CGPoint(x: 200, y: 200))
        #expect(run() == first)
    }

    /// A spring field of strength 1 pulls a 1-unit mass (100 x 100 at density 1) back to its position with a period
    /// of one second: half a period on, the item is on the other side; a whole period on, back where it started.
    @Test func aSpringFieldOscillatesWithAPeriodOfOneSecondForUnitMass() {
        let rig = DynamicsTestRig()
        defer { rig.tearDown() }
        let view = rig.addView(center: CGPoint(x: 250, y: 200))
        let animator = UIDynamicAnimator(referenceView: rig.referenceView)
        let spring = UIFieldBehavior.springField()
        spring.position = CGPoint(x: 200, y: 200)
        spring.addItem(view)
        animator.addBehavior(spring)
        rig.frames(30)
        #expect(abs(view.center.x - 150) < 2, "half a period: mirrored through the field's position")
        rig.frames(30)
        #expect(abs(view.center.x - 250) < 2, "a whole period: back at the start")
        #expect(abs(view.center.y - 200) < 1e-6)
    }

    /// A vortex field pushes at right angles to the line from its position: an item to its right starts moving
    /// along y, hardly along x.
    @Test func aVortexFieldTurnsItemsAroundItsPosition() {
        let rig = DynamicsTestRig()
        defer { rig.tearDown() }
        let view = rig.addView(center: CGPoint(x: 300, y: 200), size: CGSize(width: 20, height: 20))
        let animator = UIDynamicAnimator(referenceView: rig.referenceView)
        let vortex = UIFieldBehavior.vortexField()
        vortex.position = CGPoint(x: 200, y: 200)
        vortex.addItem(view)
        animator.addBehavior(vortex)
        rig.frames(6)
        let moved = CGPoint(x: view.center.x - 300, y: view.center.y - 200)
        #expect(abs(moved.y) > 0.5)
        #expect(abs(moved.x) < abs(moved.y) / 5)
    }

    /// A velocity field drives items towards its velocity (direction times strength) whatever they did before.
    @Test func aVelocityFieldBringsItemsToItsVelocity() {
        let rig = DynamicsTestRig()
        defer { rig.tearDown() }
        let view = rig.addView(center: CGPoint(x: 200, y: 200), size: CGSize(width: 20, height: 20))
        let animator = UIDynamicAnimator(referenceView: rig.referenceView)
        let field = UIFieldBehavior.velocityField(direction: CGVector(dx: 40, dy: 0))
        field.addItem(view)
        let item = UIDynamicItemBehavior(items: [view])
        item.addLinearVelocity(CGPoint(x: 0, y: 80), for: view)
        animator.addBehavior(field)
        animator.addBehavior(item)
        rig.frames(90)
        let velocity = item.linearVelocity(for: view)
        #expect(abs(velocity.x - 40) < 1 && abs(velocity.y) < 1, "\(velocity)")
    }

    /// A magnetic field bends the path of a moving charged item (force at right angles to its velocity: the speed
    /// stays) and leaves a neutral or resting one alone.
    @Test func aMagneticFieldBendsMovingChargesKeepingTheirSpeed() {
        let rig = DynamicsTestRig()
        defer { rig.tearDown() }
        let charged = rig.addView(center: CGPoint(x: 100, y: 100), size: CGSize(width: 20, height: 20))
        let neutral = rig.addView(center: CGPoint(x: 100, y: 300), size: CGSize(width: 20, height: 20))
        let animator = UIDynamicAnimator(referenceView: rig.referenceView)
        let magnetic = UIFieldBehavior.magneticField()
        magnetic.strength = 1
        magnetic.addItem(charged)
        magnetic.addItem(neutral)
        let charge = UIDynamicItemBehavior(items: [charged])
        charge.charge = 1
        let plain = UIDynamicItemBehavior(items: [neutral])
        for (behavior, view) in [(charge, charged), (plain, neutral)] {
            behavior.addLinearVelocity(CGPoint(x: 100, y: 0), for: view)
        }
        for behavior in [magnetic, charge, plain] { animator.addBehavior(behavior) }
        rig.frames(30)
        let bent = charge.linearVelocity(for: charged)
        #expect(abs(bent.y) > 5, "\(bent)")
        #expect(abs(hypot(bent.x, bent.y) - 100) < 2, "the speed stays: \(bent)")
        #expect(plain.linearVelocity(for: neutral) == CGPoint(x: 100, y: 0))
    }

    /// Turbulence pushes in proportion to an item's speed: a resting item stays, a moving one is knocked off its
    /// straight line, the same way in two runs.
    @Test func turbulenceActsOnlyOnMovingItemsAndRepeats() {
        func run() -> (resting: CGPoint, moving: CGPoint) {
            let rig = DynamicsTestRig()
            defer { rig.tearDown() }
            let resting = rig.addView(center: CGPoint(x: 300, y: 300), size: CGSize(width: 20, height: 20))
            let moving = rig.addView(center: CGPoint(x: 100, y: 100), size: CGSize(width: 20, height: 20))
            let animator = UIDynamicAnimator(referenceView: rig.referenceView)
            let turbulence = UIFieldBehavior.turbulenceField(smoothness: 0.2, animationSpeed: 1)
            turbulence.strength = 0.05
            turbulence.addItem(resting)
            turbulence.addItem(moving)
            let push = UIDynamicItemBehavior(items: [moving])
            push.addLinearVelocity(CGPoint(x: 100, y: 0), for: moving)
            animator.addBehavior(turbulence)
            animator.addBehavior(push)
            rig.frames(30)
            return (resting.center, moving.center)
        }
        let first = run()
        #expect(first.resting == CGPoint(x: 300, y: 300))
        #expect(abs(first.moving.y - 100) > 0.5, "\(first.moving)")
        let second = run()
        #expect(second.moving == first.moving)
    }
}
