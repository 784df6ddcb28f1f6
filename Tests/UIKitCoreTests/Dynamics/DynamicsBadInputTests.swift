import Foundation
import Testing
@testable import UIKitCore

/// Bad input logs UIKit's message and leaves a sane result: never a crash, never a non-finite position.
@MainActor @Suite(.serialized) struct DynamicsBadInputTests {
    /// NaN magnitudes and directions are refused; gravity keeps its direction.
    @Test func nonFiniteMagnitudesAreRefused() {
        let gravity = UIGravityBehavior(items: [])
        let push = UIPushBehavior(items: [], mode: .continuous)
        let lines = captureDynamicsLog {
            gravity.magnitude = .nan
            gravity.gravityDirection = CGVector(dx: .infinity, dy: 0)
            push.setAngle(.nan, magnitude: 1)
            push.pushDirection = CGVector(dx: 0, dy: .nan)
        }
        #expect(gravity.gravityDirection == CGVector(dx: 0, dy: 1))
        #expect(push.pushDirection == .zero)
        #expect(lines.filter { $0.contains("UIGravityBehavior") }.count == 2)
        #expect(lines.filter { $0.contains("UIPushBehavior") }.count == 2)
    }

    /// An item with a NaN centre is not added; `updateItem` with a NaN centre keeps the simulated position.
    @Test func nonFinitePositionsAreRefused() {
        let rig = DynamicsTestRig()
        defer { rig.tearDown() }
        let bad = PlainItem(center: CGPoint(x: CGFloat.nan, y: 0))
        let good = PlainItem(center: CGPoint(x: 300, y: 100))
        let animator = UIDynamicAnimator()
        var gravity: UIGravityBehavior!
        let lines = captureDynamicsLog {
            gravity = UIGravityBehavior(items: [bad, good])
            animator.addBehavior(gravity)
            rig.frames(3)
            good.center = CGPoint(x: CGFloat.nan, y: CGFloat.nan)
            animator.updateItem(usingCurrentState: good)
            rig.frames(3)
        }
        #expect(gravity.items.count == 1)
        #expect(lines.contains { $0.contains("UIGravityBehavior") && $0.contains("non-finite") })
        #expect(lines.contains { $0.contains("updateItem") })
        #expect(good.center.x == 300 && good.center.y.isFinite && good.center.y > 100)
    }

    /// A boundary of zero length is refused with a log line; so are snap points and anchors that are not finite.
    @Test func degenerateBoundariesAndPointsAreRefused() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let collision = UICollisionBehavior(items: [view])
        var snap: UISnapBehavior!
        var attachment: UIAttachmentBehavior!
        let lines = captureDynamicsLog {
            collision.addBoundary(withIdentifier: NSString(string: "dot"), from: CGPoint(x: 5, y: 5),
                                  to: CGPoint(x: 5, y: 5))
            collision.addBoundary(withIdentifier: NSString(string: "nan"), from: CGPoint(x: CGFloat.nan, y: 5),
                                  to: CGPoint(x: 5, y: 5))
            collision.addBoundary(withIdentifier: NSString(string: "empty"), for: UIBezierPath())
            snap = UISnapBehavior(item: view, snapTo: CGPoint(x: CGFloat.infinity, y: 0))
            attachment = UIAttachmentBehavior(item: view, attachedToAnchor: CGPoint(x: 0, y: 100))
            attachment.length = -.infinity
            attachment.frequency = -1
            attachment.attachmentRange = UIFloatRange(minimum: 5, maximum: 1)
        }
        #expect(collision.boundaryIdentifiers?.isEmpty == true)
        #expect(snap.snapPoint == view.center)
        #expect(abs(attachment.length - hypot(5, 95)) < 1e-9)
        #expect(attachment.frequency == 0)
        #expect(attachment.attachmentRange.isInfinite)
        #expect(lines.count == 7)
    }

    /// A view removed from the reference view mid-run stops moving (with a log line), the others go on, and the
    /// animator pauses once nothing is left to move: only subviews of the reference view are under the behaviours'
    /// influence (DYN-4).
    @Test func anItemRemovedFromItsSuperviewMidRunIsLeftOut() {
        let rig = DynamicsTestRig()
        defer { rig.tearDown() }
        let leaving = rig.addView(center: CGPoint(x: 100, y: 50), size: CGSize(width: 20, height: 20))
        let staying = rig.addView(center: CGPoint(x: 300, y: 50), size: CGSize(width: 20, height: 20))
        let animator = UIDynamicAnimator(referenceView: rig.referenceView)
        let collision = UICollisionBehavior(items: [leaving, staying])
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(UIGravityBehavior(items: [leaving, staying]))
        animator.addBehavior(collision)
        rig.frames(5)
        var lines: [String] = []
        lines = captureDynamicsLog {
            leaving.removeFromSuperview()
            rig.frames(5)
        }
        let leftAt = leaving.center
        #expect(lines.count == 1 && lines[0].contains("not a subview of the reference view"))
        rig.framesUntilPause()
        #expect(leaving.center == leftAt)
        #expect(abs(staying.frame.maxY - 400) <= DynamicsWorld.contactSlop + 0.01)
        #expect(!animator.isRunning)
    }

    /// A huge velocity is limited (with a log line) and the item, inside the reference bounds, stays inside them.
    @Test func aHugeVelocityIsLimitedAndStaysInBounds() {
        let rig = DynamicsTestRig()
        defer { rig.tearDown() }
        let view = rig.addView(center: CGPoint(x: 200, y: 200), size: CGSize(width: 20, height: 20))
        let animator = UIDynamicAnimator(referenceView: rig.referenceView)
        let collision = UICollisionBehavior(items: [view])
        collision.translatesReferenceBoundsIntoBoundary = true
        let item = UIDynamicItemBehavior(items: [view])
        item.elasticity = 1
        item.addLinearVelocity(CGPoint(x: 1e12, y: 3e11), for: item.items[0])
        item.addAngularVelocity(1e9, for: view)
        animator.addBehavior(collision)
        animator.addBehavior(item)
        _ = captureDynamicsLog { rig.frames(60) }
        #expect(view.center.x.isFinite && view.center.y.isFinite)
        #expect(rig.referenceView.bounds.insetBy(dx: -1, dy: -1).contains(view.frame))
        #expect(item.linearVelocity(for: view).x.magnitude <= DynamicsWorld.maximumSpeed)
    }

    /// Adding a behaviour that already belongs to another animator is refused; the behaviour stays where it was.
    @Test func aBehaviourBelongsToOneAnimator() {
        let first = UIDynamicAnimator()
        let second = UIDynamicAnimator()
        let gravity = UIGravityBehavior(items: [])
        first.addBehavior(gravity)
        let lines = captureDynamicsLog { second.addBehavior(gravity) }
        #expect(lines.count == 1)
        #expect(gravity.dynamicAnimator === first)
        #expect(second.behaviors.isEmpty)
    }
}
