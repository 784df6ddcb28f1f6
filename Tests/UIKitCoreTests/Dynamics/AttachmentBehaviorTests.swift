import Foundation
import Testing
@testable import UIKitCore

/// Attachments (DYN-13, DYN-15) and the iOS 9 joints: bars keep their length, springs swing, pins hold a shared
/// point, fixed joints weld, sliding joints allow one axis, limits act as ropes.
@MainActor @Suite(.serialized) struct AttachmentBehaviorTests {
    private func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat { hypot(a.x - b.x, a.y - b.y) }
    private func angle(of view: UIView) -> CGFloat { atan2(view.transform.b, view.transform.a) }

    /// A rigid attachment to an anchor is a bar: a pushed, falling item swings on a circle of the initial length.
    @Test func aRigidAnchorAttachmentKeepsItsLength() {
        let rig = DynamicsTestRig()
        defer { rig.tearDown() }
        let view = rig.addView(center: CGPoint(x: 200, y: 300), size: CGSize(width: 30, height: 30))
        let animator = UIDynamicAnimator(referenceView: rig.referenceView)
        let bar = UIAttachmentBehavior(item: view, attachedToAnchor: CGPoint(x: 200, y: 100))
        #expect(bar.attachedBehaviorType == .anchor)
        let push = UIPushBehavior(items: [view], mode: .instantaneous)
        push.pushDirection = CGVector(dx: 1, dy: 0)
        animator.addBehavior(bar)
        animator.addBehavior(push)
        animator.addBehavior(UIGravityBehavior(items: [view]))
        var swung = false
        for _ in 0..<120 {
            rig.frames(1)
            #expect(abs(distance(view.center, CGPoint(x: 200, y: 100)) - 200) < 1)
            swung = swung || view.center.x > 300
        }
        #expect(swung)
    }

    /// Dragging through an attachment off centre (the book's plate): moving the anchor moves and turns the view.
    @Test func movingTheAnchorDragsAndTurnsTheView() {
        let rig = DynamicsTestRig()
        defer { rig.tearDown() }
        let view = rig.addView(center: CGPoint(x: 150, y: 200))
        let animator = UIDynamicAnimator(referenceView: rig.referenceView)
        let touch = CGPoint(x: 180, y: 170)
        let drag = UIAttachmentBehavior(item: view, offsetFromCenter: UIOffset(horizontal: 30, vertical: -30),
                                        attachedToAnchor: touch)
        #expect(drag.length == 0)
        animator.addBehavior(drag)
        for step in 1...30 {
            drag.anchorPoint = CGPoint(x: touch.x + CGFloat(step) * 5, y: touch.y)
            rig.frames(1)
        }
        rig.frames(30)
        #expect(view.center.x > 250)
        #expect(abs(angle(of: view)) > 0.05)
    }

    /// Two items attached by a spring pull together to the spring's length.
    @Test func anItemToItemSpringSettlesAtItsLength() {
        let rig = DynamicsTestRig()
        defer { rig.tearDown() }
        let a = rig.addView(center: CGPoint(x: 100, y: 200), size: CGSize(width: 30, height: 30))
        let b = rig.addView(center: CGPoint(x: 300, y: 200), size: CGSize(width: 30, height: 30))
        let animator = UIDynamicAnimator(referenceView: rig.referenceView)
        let spring = UIAttachmentBehavior(item: a, attachedTo: b)
        #expect(spring.attachedBehaviorType == .items)
        #expect(abs(spring.length - 200) < 1e-9)
        spring.length = 100
        spring.frequency = 1.5
        spring.damping = 0.7
        animator.addBehavior(spring)
        rig.framesUntilPause()
        #expect(abs(distance(a.center, b.center) - 100) < 0.5)
        // Equal masses meet in the middle.
        #expect(abs((a.center.x + b.center.x) / 2 - 200) < 0.5)
    }

    /// A pin joint keeps the two items' anchor points together while they turn about it.
    @Test func aPinJointHoldsTheSharedPoint() {
        let rig = DynamicsTestRig()
        defer { rig.tearDown() }
        let fixedItem = rig.addView(center: CGPoint(x: 150, y: 100), size: CGSize(width: 100, height: 20))
        let arm = rig.addView(center: CGPoint(x: 250, y: 100), size: CGSize(width: 100, height: 20))
        let animator = UIDynamicAnimator(referenceView: rig.referenceView)
        let anchored = UIDynamicItemBehavior(items: [fixedItem])
        anchored.isAnchored = true
        let pin = UIAttachmentBehavior.pinAttachment(with: fixedItem, attachedTo: arm,
                                                     attachmentAnchor: CGPoint(x: 200, y: 100))
        animator.addBehavior(anchored)
        animator.addBehavior(pin)
        animator.addBehavior(UIGravityBehavior(items: [arm]))
        rig.frames(60)
        // The arm's left end (50 points left of its centre, turned with it) is still at the pin.
        let a = angle(of: arm)
        let end = CGPoint(x: arm.center.x - 50 * cos(a), y: arm.center.y - 50 * sin(a))
        #expect(distance(end, CGPoint(x: 200, y: 100)) < 1)
        #expect(a > 0.5)
        #expect(fixedItem.center == CGPoint(x: 150, y: 100))
    }

    /// A fixed joint welds two items: falling and spinning, their distance and relative angle do not change.
    @Test func aFixedJointWelds() {
        let rig = DynamicsTestRig()
        defer { rig.tearDown() }
        let a = rig.addView(center: CGPoint(x: 150, y: 100), size: CGSize(width: 40, height: 40))
        let b = rig.addView(center: CGPoint(x: 250, y: 100), size: CGSize(width: 40, height: 40))
        let animator = UIDynamicAnimator(referenceView: rig.referenceView)
        let weld = UIAttachmentBehavior.fixedAttachment(with: a, attachedTo: b, attachmentAnchor: CGPoint(x: 200, y: 100))
        let spin = UIPushBehavior(items: [a], mode: .instantaneous)
        spin.pushDirection = CGVector(dx: 0, dy: 0.3)
        animator.addBehavior(weld)
        animator.addBehavior(spin)
        animator.addBehavior(UIGravityBehavior(items: [a, b]))
        rig.frames(30)
        #expect(abs(distance(a.center, b.center) - 100) < 1)
        #expect(abs(angle(of: a) - angle(of: b)) < 0.01)
        #expect(abs(angle(of: a)) > 0.05)
    }

    /// A sliding joint lets an item move only along its axis, within `attachmentRange`.
    @Test func aSlidingJointAllowsOnlyItsAxisWithinRange() {
        let rig = DynamicsTestRig()
        defer { rig.tearDown() }
        let view = rig.addView(center: CGPoint(x: 200, y: 200), size: CGSize(width: 40, height: 40))
        let animator = UIDynamicAnimator(referenceView: rig.referenceView)
        let slide = UIAttachmentBehavior.slidingAttachment(with: view, attachmentAnchor: CGPoint(x: 200, y: 200),
                                                           axisOfTranslation: CGVector(dx: 1, dy: 0))
        slide.attachmentRange = UIFloatRange(minimum: -50, maximum: 50)
        let push = UIPushBehavior(items: [view], mode: .continuous)
        push.pushDirection = CGVector(dx: 0.5, dy: 0.5)
        push.setTargetOffsetFromCenter(UIOffset(horizontal: 0, vertical: 10), for: view)
        animator.addBehavior(slide)
        animator.addBehavior(push)
        rig.frames(120)
        #expect(abs(view.center.y - 200) < 0.5)
        #expect(abs(view.center.x - 250) < 1)
        #expect(abs(angle(of: view)) < 0.01)
    }

    /// A limit attachment is a rope: items may come closer, never farther apart than at the start.
    @Test func aLimitAttachmentIsARope() {
        let rig = DynamicsTestRig()
        defer { rig.tearDown() }
        let top = rig.addView(center: CGPoint(x: 200, y: 50), size: CGSize(width: 20, height: 20))
        let weight = rig.addView(center: CGPoint(x: 200, y: 150), size: CGSize(width: 20, height: 20))
        let animator = UIDynamicAnimator(referenceView: rig.referenceView)
        let anchored = UIDynamicItemBehavior(items: [top])
        anchored.isAnchored = true
        let rope = UIAttachmentBehavior.limitAttachment(with: top, offsetFromCenter: .zero, attachedTo: weight,
                                                        offsetFromCenter: .zero)
        let lift = UIPushBehavior(items: [weight], mode: .instantaneous)
        lift.pushDirection = CGVector(dx: 0, dy: -0.1)
        animator.addBehavior(anchored)
        animator.addBehavior(rope)
        animator.addBehavior(lift)
        animator.addBehavior(UIGravityBehavior(items: [weight]))
        var closest = CGFloat.infinity
        for _ in 0..<90 {
            rig.frames(1)
            closest = min(closest, distance(top.center, weight.center))
            #expect(distance(top.center, weight.center) < 101)
        }
        #expect(closest < 90)
    }
}
