import Foundation
import Testing
@testable import UIKitCore

/// The animator's life: running only while something moves, the delegate, elapsed time, behaviour trees,
/// `items(in:)`, `updateItem(usingCurrentState:)`, and items that are not views.
@MainActor @Suite(.serialized) struct DynamicAnimatorTests {
    /// An animator with no behaviours does not run and asks for no frames (DYN-2).
    @Test func anAnimatorWithoutItemsDoesNotRun() {
        let rig = DynamicsTestRig()
        defer { rig.tearDown() }
        let animator = UIDynamicAnimator(referenceView: rig.referenceView)
        let log = AnimatorDelegateLog()
        animator.delegate = log
        animator.addBehavior(UIGravityBehavior(items: []))
        #expect(!animator.isRunning)
        #expect(!rig.ticks.isRunning)
        #expect(log.calls.isEmpty)
        #expect(animator.behaviors.count == 1)
    }

    /// A view dropped under gravity inside the reference bounds comes to rest on the bottom edge; the animator
    /// then pauses, tells its delegate, stops asking for frames, and its elapsed time stops growing (DYN-8).
    @Test func aDroppedViewRestsOnTheBoundaryAndTheAnimatorPauses() {
        let rig = DynamicsTestRig()
        defer { rig.tearDown() }
        let view = rig.addView(center: CGPoint(x: 200, y: 100))
        let animator = UIDynamicAnimator(referenceView: rig.referenceView)
        let log = AnimatorDelegateLog()
        let contacts = CollisionLog()
        animator.delegate = log
        let collision = UICollisionBehavior(items: [view])
        collision.translatesReferenceBoundsIntoBoundary = true
        collision.collisionDelegate = contacts
        animator.addBehavior(UIGravityBehavior(items: [view]))
        animator.addBehavior(collision)
        #expect(animator.isRunning)
        #expect(log.calls == ["resume"])
        let frames = rig.framesUntilPause()
        #expect(frames < 120)
        #expect(!animator.isRunning)
        #expect(log.calls == ["resume", "pause"])
        #expect(abs(view.frame.maxY - 400) <= DynamicsWorld.contactSlop + 0.01)
        #expect(abs(view.center.x - 200) < 1e-6)
        #expect(contacts.calls == ["began bounds"])
        let elapsed = animator.elapsedTime()
        #expect(abs(elapsed - Double(frames) / 60) < 1e-9)
        rig.clock.advance(by: 5)
        #expect(animator.elapsedTime() == elapsed)
        // A new behaviour wakes it; the delegate hears of it.
        let push = UIPushBehavior(items: [view], mode: .instantaneous)
        push.pushDirection = CGVector(dx: 0, dy: -1)
        animator.addBehavior(push)
        #expect(animator.isRunning)
        #expect(log.calls == ["resume", "pause", "resume"])
        rig.frames(1)
        #expect(view.frame.maxY < 399)
        #expect(animator.elapsedTime() > elapsed)
    }

    /// Removing the behaviours stops the motion: the item stays where it was and the animator pauses.
    @Test func removingBehavioursStopsMotion() {
        let rig = DynamicsTestRig()
        defer { rig.tearDown() }
        let view = rig.addView(center: CGPoint(x: 200, y: 50), size: CGSize(width: 20, height: 20))
        let animator = UIDynamicAnimator(referenceView: rig.referenceView)
        let gravity = UIGravityBehavior(items: [view])
        animator.addBehavior(gravity)
        rig.frames(10)
        let stopped = view.center
        #expect(stopped.y > 60)
        animator.removeBehavior(gravity)
        rig.frames(10)
        #expect(view.center == stopped)
        #expect(!animator.isRunning)
        #expect(animator.behaviors.isEmpty)
        #expect(gravity.dynamicAnimator == nil)
    }

    /// A behaviour hears `willMove(to:)` with the animator before joining and with nil before leaving; a composite
    /// behaviour's children come and go with it, and their items move (DYN-7).
    @Test func compositeBehavioursBringTheirChildren() {
        final class Falling: UIDynamicBehavior {
            var moves: [String] = []
            let gravity: UIGravityBehavior
            init(items: [any UIDynamicItem]) {
                gravity = UIGravityBehavior(items: items)
                super.init()
                addChildBehavior(gravity)
            }
            override func willMove(to dynamicAnimator: UIDynamicAnimator?) {
                moves.append(dynamicAnimator == nil ? "nil" : (self.dynamicAnimator == nil ? "animator" : "again"))
            }
        }
        let rig = DynamicsTestRig()
        defer { rig.tearDown() }
        let view = rig.addView(center: CGPoint(x: 200, y: 50), size: CGSize(width: 20, height: 20))
        let animator = UIDynamicAnimator(referenceView: rig.referenceView)
        let falling = Falling(items: [view])
        animator.addBehavior(falling)
        #expect(falling.moves == ["animator"])
        #expect(falling.gravity.dynamicAnimator === animator)
        rig.frames(6)
        #expect(view.center.y > 50)
        animator.removeBehavior(falling)
        #expect(falling.moves == ["animator", "nil"])
        #expect(falling.gravity.dynamicAnimator == nil)
    }

    /// The `action` closure runs once per frame while the animator runs (DYN-5); `items(in:)` answers which items
    /// meet a rectangle.
    @Test func actionRunsEveryFrameAndItemsInRectFollowTheItems() {
        let rig = DynamicsTestRig()
        defer { rig.tearDown() }
        let view = rig.addView(center: CGPoint(x: 200, y: 50), size: CGSize(width: 20, height: 20))
        let other = rig.addView(center: CGPoint(x: 50, y: 250), size: CGSize(width: 20, height: 20))
        let animator = UIDynamicAnimator(referenceView: rig.referenceView)
        let gravity = UIGravityBehavior(items: [view, other])
        var calls = 0
        gravity.action = { calls += 1 }
        animator.addBehavior(gravity)
        let top = CGRect(x: 0, y: 0, width: 400, height: 100)
        #expect(animator.items(in: top).map { $0 === view } == [true])
        rig.frames(30)
        #expect(calls == 30)
        #expect(animator.items(in: top).isEmpty)
        #expect(animator.items(in: rig.referenceView.bounds).count == 2)
    }

    /// After code moves an item itself, `updateItem(usingCurrentState:)` makes the animator continue from there.
    @Test func updateItemTakesTheNewPosition() {
        let rig = DynamicsTestRig()
        defer { rig.tearDown() }
        let view = rig.addView(center: CGPoint(x: 200, y: 50), size: CGSize(width: 20, height: 20))
        let animator = UIDynamicAnimator(referenceView: rig.referenceView)
        animator.addBehavior(UIGravityBehavior(items: [view]))
        rig.frames(6)
        view.center = CGPoint(x: 100, y: 10)
        rig.frames(1)
        #expect(view.center.x == 200)
        view.center = CGPoint(x: 100, y: 10)
        animator.updateItem(usingCurrentState: view)
        rig.frames(1)
        #expect(view.center.x == 100)
        #expect(view.center.y > 10 && view.center.y < 20)
    }

    /// `init()` animates any object adopting `UIDynamicItem`, driven by the main screen.
    @Test func anAnimatorWithoutAViewMovesPlainItems() {
        let rig = DynamicsTestRig()
        defer { rig.tearDown() }
        #expect(rig.window.screen === UIScreen.main)
        let particle = PlainItem(center: CGPoint(x: 10, y: 10))
        let animator = UIDynamicAnimator()
        #expect(animator.referenceView == nil)
        animator.addBehavior(UIGravityBehavior(items: [particle]))
        rig.frames(60)
        #expect(abs(particle.center.y - (10 + 500)) <= 1000 * (1.0 / 240) / 2 + 1e-6)
    }

    /// Items in a `UIDynamicItemGroup` move as one body: both fall and keep their distance, and a collision stops
    /// the whole group when its lower member reaches the floor (held upright, or the pair would topple).
    @Test func anItemGroupMovesAsOneBody() {
        let rig = DynamicsTestRig()
        defer { rig.tearDown() }
        let upper = rig.addView(center: CGPoint(x: 150, y: 50), size: CGSize(width: 40, height: 40))
        let lower = rig.addView(center: CGPoint(x: 250, y: 150), size: CGSize(width: 40, height: 40))
        let group = UIDynamicItemGroup(items: [upper, lower])
        #expect(group.center == CGPoint(x: 200, y: 100))
        #expect(group.bounds.size == CGSize(width: 140, height: 140))
        let animator = UIDynamicAnimator(referenceView: rig.referenceView)
        let collision = UICollisionBehavior(items: [group])
        collision.translatesReferenceBoundsIntoBoundary = true
        let upright = UIDynamicItemBehavior(items: [group])
        upright.allowsRotation = false
        animator.addBehavior(UIGravityBehavior(items: [group]))
        animator.addBehavior(collision)
        animator.addBehavior(upright)
        rig.framesUntilPause()
        #expect(abs(lower.frame.maxY - 400) <= DynamicsWorld.contactSlop + 0.01)
        #expect(abs((lower.center.y - upper.center.y) - 100) < 0.01)
        #expect(abs((lower.center.x - upper.center.x) - 100) < 0.01)
    }

    /// An animator made for a collection view layout moves layout attributes in the layout's content, answers
    /// them by index path, and invalidates the layout as they move (DYN-16).
    @Test func aLayoutAnimatorMovesAttributesAndInvalidatesTheLayout() {
        final class CountingLayout: UICollectionViewLayout {
            var invalidations = 0
            override var collectionViewContentSize: CGSize { CGSize(width: 300, height: 300) }
            override func invalidateLayout() {
                invalidations += 1
                super.invalidateLayout()
            }
        }
        let rig = DynamicsTestRig()
        defer { rig.tearDown() }
        let layout = CountingLayout()
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 2, section: 0))
        attributes.frame = CGRect(x: 100, y: 0, width: 50, height: 50)
        let animator = UIDynamicAnimator(collectionViewLayout: layout)
        let collision = UICollisionBehavior(items: [attributes])
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(UIGravityBehavior(items: [attributes]))
        animator.addBehavior(collision)
        #expect(animator.layoutAttributesForCell(at: IndexPath(item: 2, section: 0)) === attributes)
        #expect(animator.layoutAttributesForCell(at: IndexPath(item: 3, section: 0)) == nil)
        rig.frames(5)
        #expect(layout.invalidations == 5)
        rig.framesUntilPause()
        #expect(abs(attributes.frame.maxY - 300) <= DynamicsWorld.contactSlop + 0.01)
    }
}
