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
}
