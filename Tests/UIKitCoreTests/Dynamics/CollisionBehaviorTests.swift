import Foundation
import Testing
@testable import UIKitCore

/// Collisions: boundaries from lines, paths and the reference bounds, between items, collision modes, and the
/// delegate's began/ended calls (DYN-11), plus the book's drop-bounce-roll scenario.
@MainActor @Suite(.serialized) struct CollisionBehaviorTests {
    /// The book's scenario: gravity, an instantaneous push (2, 0), a "floor" boundary along the bottom and
    /// elasticity 0.4; at each contact with little spin the view gets 30 rad/s of spin. The view flies right in a
    /// parabola, bounces, spins clockwise and leaves the reference bounds (the spinning corners throw it high);
    /// the action then removes the behaviours, and the view, removed from its superview, is released: removing
    /// behaviours from inside an action leaks nothing here (DYN-6).
    @Test func dropBounceAndRollLeavesOnTheRightAndIsReleased() {
        let rig = DynamicsTestRig()
        defer { rig.tearDown() }
        weak var released: UIView?
        let animator = UIDynamicAnimator(referenceView: rig.referenceView)
        let contacts = CollisionLog()
        var positions: [CGPoint] = []
        var maximumAngle: CGFloat = 0
        do {
            let view = rig.addView(center: CGPoint(x: 60, y: 60))
            released = view
            let bounds = rig.referenceView.bounds
            let gravity = UIGravityBehavior(items: [view])
            let push = UIPushBehavior(items: [view], mode: .instantaneous)
            push.pushDirection = CGVector(dx: 2, dy: 0)
            let collision = UICollisionBehavior(items: [view])
            collision.addBoundary(withIdentifier: "floor" as NSCopying, from: CGPoint(x: 0, y: bounds.maxY),
                                  to: CGPoint(x: bounds.maxX, y: bounds.maxY))
            collision.collisionDelegate = contacts
            let item = UIDynamicItemBehavior(items: [view])
            item.elasticity = 0.4
            contacts.onBoundaryContact = { [weak item] contactItem in
                guard let item else { return }
                if item.angularVelocity(for: contactItem) <= 0.1 { item.addAngularVelocity(30, for: contactItem) }
            }
            gravity.action = { [unowned animator, unowned view] in
                positions.append(view.center)
                maximumAngle = max(maximumAngle, atan2(view.transform.b, view.transform.a))
                if !animator.items(in: rig.referenceView.bounds).contains(where: { $0 === view }) {
                    animator.removeAllBehaviors()
                    view.removeFromSuperview()
                }
            }
            for behavior in [gravity, push, collision, item] { animator.addBehavior(behavior) }
            rig.framesUntilPause(limit: 5)
        }
        #expect(animator.behaviors.isEmpty)
        #expect(!animator.isRunning)
        #expect(released == nil)
        #expect(contacts.calls.first == "began floor")
        #expect(positions.count > 10)
        // Rightward all the way, falling first.
        #expect(zip(positions, positions.dropFirst()).allSatisfy { $1.x > $0.x })
        #expect(positions[5].y > positions[0].y)
        #expect(positions.last!.x > positions[0].x + 200)
        // It bounced: after falling, it rose again.
        let lowest = positions.indices.max { positions[$0].y < positions[$1].y }!
        #expect(lowest < positions.count - 1 && positions.last!.y < positions[lowest].y - 50)
        // Clockwise on screen is a growing angle (y points down).
        #expect(maximumAngle > 0.5)
    }

    /// Two equal items meeting head-on with elasticity 1 swap velocities; the delegate hears the contact begin
    /// and end.
    @Test func equalItemsSwapVelocitiesInAnElasticCollision() {
        let rig = DynamicsTestRig()
        defer { rig.tearDown() }
        let left = rig.addView(center: CGPoint(x: 100, y: 200), size: CGSize(width: 40, height: 40))
        let right = rig.addView(center: CGPoint(x: 300, y: 200), size: CGSize(width: 40, height: 40))
        let animator = UIDynamicAnimator(referenceView: rig.referenceView)
        let contacts = CollisionLog()
        let collision = UICollisionBehavior(items: [left, right])
        collision.collisionDelegate = contacts
        let item = UIDynamicItemBehavior(items: [left, right])
        item.elasticity = 1
        item.addLinearVelocity(CGPoint(x: 200, y: 0), for: left)
        item.addLinearVelocity(CGPoint(x: -100, y: 0), for: right)
        #expect(item.linearVelocity(for: left) == CGPoint(x: 200, y: 0))
        animator.addBehavior(collision)
        animator.addBehavior(item)
        rig.frames(60)
        #expect(abs(item.linearVelocity(for: left).x + 100) < 2)
        #expect(abs(item.linearVelocity(for: right).x - 200) < 2)
        #expect(contacts.calls == ["began items", "ended items"])
        #expect(right.frame.minX > left.frame.maxX)
    }

    /// With `collisionMode = .boundaries` items pass through each other but not through the reference bounds;
    /// with `.items`, the reverse. The mode changes while the animation runs (DYN-3).
    @Test func collisionModeChoosesWhatCollides() {
        let rig = DynamicsTestRig()
        defer { rig.tearDown() }
        let a = rig.addView(center: CGPoint(x: 100, y: 200), size: CGSize(width: 40, height: 40))
        let b = rig.addView(center: CGPoint(x: 300, y: 200), size: CGSize(width: 40, height: 40))
        let animator = UIDynamicAnimator(referenceView: rig.referenceView)
        let collision = UICollisionBehavior(items: [a, b])
        collision.translatesReferenceBoundsIntoBoundary = true
        collision.collisionMode = .boundaries
        let item = UIDynamicItemBehavior(items: [a, b])
        item.addLinearVelocity(CGPoint(x: 400, y: 0), for: a)
        animator.addBehavior(collision)
        animator.addBehavior(item)
        rig.frames(50)
        // a passed b and stopped at the right wall.
        #expect(abs(a.frame.maxX - 400) <= DynamicsWorld.contactSlop + 0.01)
        #expect(abs(b.center.x - 300) < 1e-9)
        collision.collisionMode = .items
        item.addLinearVelocity(CGPoint(x: 0, y: 400), for: b)
        rig.frames(60)
        #expect(b.frame.minY > 400)
    }

    /// Insets move the reference-bounds boundary inward; a path boundary (a V-shaped valley) stops an item too.
    @Test func insetBoundsAndPathBoundariesStopItems() {
        let rig = DynamicsTestRig()
        defer { rig.tearDown() }
        let inset = rig.addView(center: CGPoint(x: 100, y: 100), size: CGSize(width: 20, height: 20))
        let valley = rig.addView(center: CGPoint(x: 300, y: 100), size: CGSize(width: 20, height: 20))
        let animator = UIDynamicAnimator(referenceView: rig.referenceView)
        let walls = UICollisionBehavior(items: [inset])
        walls.setTranslatesReferenceBoundsIntoBoundary(with: UIEdgeInsets(top: 0, left: 0, bottom: 50, right: 0))
        #expect(walls.translatesReferenceBoundsIntoBoundary)
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 250, y: 250))
        path.addLine(to: CGPoint(x: 300, y: 300))
        path.addLine(to: CGPoint(x: 350, y: 250))
        let ground = UICollisionBehavior(items: [valley])
        ground.addBoundary(withIdentifier: NSString(string: "valley"), for: path)
        #expect(ground.boundaryIdentifiers?.count == 1)
        #expect(ground.boundary(withIdentifier: NSString(string: "valley")) === path)
        let friction = UIDynamicItemBehavior(items: [valley])
        friction.friction = 1
        friction.allowsRotation = false
        animator.addBehavior(UIGravityBehavior(items: [inset, valley]))
        animator.addBehavior(walls)
        animator.addBehavior(ground)
        animator.addBehavior(friction)
        rig.framesUntilPause()
        #expect(abs(inset.frame.maxY - 350) <= DynamicsWorld.contactSlop + 0.01)
        // The square rests in the V's bottom: its lower corners on both slopes, its centre over the vertex.
        #expect(abs(valley.center.x - 300) < 1)
        #expect(valley.center.y > 270 && valley.center.y < 285)
        ground.removeBoundary(withIdentifier: NSString(string: "valley"))
        #expect(ground.boundaryIdentifiers?.isEmpty == true)
        rig.frames(30)
        #expect(valley.center.y > 300)
    }

    /// An anchored item does not move but stops others; an ellipse rolls off a corner where a rectangle would not.
    @Test func anchoredItemsStopOthersAndEllipsesCollideAsEllipses() {
        final class Ball: UIView {
            override var collisionBoundsType: UIDynamicItemCollisionBoundsType { .ellipse }
        }
        let rig = DynamicsTestRig()
        defer { rig.tearDown() }
        let table = rig.addView(center: CGPoint(x: 200, y: 300), size: CGSize(width: 100, height: 20))
        let box = rig.addView(center: CGPoint(x: 200, y: 100), size: CGSize(width: 40, height: 40))
        let ball = Ball(frame: CGRect(x: 235, y: 0, width: 40, height: 40))
        rig.referenceView.addSubview(ball)
        let animator = UIDynamicAnimator(referenceView: rig.referenceView)
        let anchored = UIDynamicItemBehavior(items: [table])
        anchored.isAnchored = true
        animator.addBehavior(anchored)
        animator.addBehavior(UIGravityBehavior(items: [box, ball]))
        animator.addBehavior(UICollisionBehavior(items: [table, box, ball]))
        rig.frames(90)
        #expect(table.center == CGPoint(x: 200, y: 300))
        #expect(abs(box.frame.maxY - 290) <= DynamicsWorld.contactSlop + 0.01)
        // The ball landed near the table's right edge beside the box and keeps rolling off the edge.
        rig.frames(120)
        #expect(ball.center.y > 320)
    }

    /// A view whose collision bounds are a path collides as that path: a triangle standing on its base comes to rest
    /// with the base on the floor, and a triangle whose apex lies lower than its bounds' edge rests on the apex.
    @Test func pathCollisionBoundsCollideAsThePath() {
        final class Wedge: UIView {
            var outline: [CGPoint] = []
            override var collisionBoundsType: UIDynamicItemCollisionBoundsType { .path }
            override var collisionBoundingPath: UIBezierPath {
                let path = UIBezierPath()
                path.move(to: outline[0])
                for point in outline.dropFirst() { path.addLine(to: point) }
                path.close()
                return path
            }
        }
        let rig = DynamicsTestRig()
        defer { rig.tearDown() }
        let standing = Wedge(frame: CGRect(x: 70, y: 20, width: 60, height: 60))
        // Drawn back to its start before closing, as paths often are.
        standing.outline = [CGPoint(x: 0, y: -30), CGPoint(x: 30, y: 30), CGPoint(x: -30, y: 30), CGPoint(x: 0, y: -30)]
        // A shallow triangle 40 points tall in a 60-point view: its lowest point is 10 points above the view's edge.
        let shallow = Wedge(frame: CGRect(x: 270, y: 20, width: 60, height: 60))
        shallow.outline = [CGPoint(x: -30, y: -30), CGPoint(x: 30, y: -30), CGPoint(x: 0, y: 10)]
        rig.referenceView.addSubview(standing)
        rig.referenceView.addSubview(shallow)
        let animator = UIDynamicAnimator(referenceView: rig.referenceView)
        let collision = UICollisionBehavior(items: [standing, shallow])
        collision.translatesReferenceBoundsIntoBoundary = true
        let upright = UIDynamicItemBehavior(items: [standing, shallow])
        upright.allowsRotation = false
        animator.addBehavior(UIGravityBehavior(items: [standing, shallow]))
        animator.addBehavior(collision)
        animator.addBehavior(upright)
        rig.framesUntilPause()
        #expect(abs(standing.frame.maxY - 400) <= DynamicsWorld.contactSlop + 0.01)
        #expect(abs(shallow.center.y + 10 - 400) <= DynamicsWorld.contactSlop + 0.01)
    }
}
