import Foundation

/// A rule of motion an animator applies to items. Subclass it to combine behaviours (`addChildBehavior`) into a
/// composite one: adding or removing the parent adds or removes its children with it. `action` runs after every
/// animation frame while the behaviour belongs to a running animator.
@preconcurrency @MainActor open class UIDynamicBehavior: NSObject {
    open private(set) var childBehaviors: [UIDynamicBehavior] = []
    open var action: (() -> Void)?
    /// The animator the behaviour (or its parent) was added to.
    open private(set) weak var dynamicAnimator: UIDynamicAnimator?
    weak var parent: UIDynamicBehavior?

    public override init() { super.init() }

    open func addChildBehavior(_ behavior: UIDynamicBehavior) {
        guard behavior !== self, behavior.parent == nil, behavior.dynamicAnimator == nil else {
            return UIKitLog.error("UIDynamicBehavior: \(behavior) already belongs to a behaviour or animator; "
                                  + "addChildBehavior ignored")
        }
        childBehaviors.append(behavior)
        behavior.parent = self
        if let dynamicAnimator { behavior.move(to: dynamicAnimator) }
        dynamicAnimator?.behaviorsDidChange()
    }

    open func removeChildBehavior(_ behavior: UIDynamicBehavior) {
        guard let index = childBehaviors.firstIndex(where: { $0 === behavior }) else { return }
        childBehaviors.remove(at: index)
        behavior.parent = nil
        let animator = dynamicAnimator
        if animator != nil { behavior.move(to: nil) }
        animator?.behaviorsDidChange()
    }

    /// Called just before the behaviour joins `dynamicAnimator`, and with nil just before it leaves.
    open func willMove(to dynamicAnimator: UIDynamicAnimator?) {}

    /// This behaviour and its descendants, parents first.
    var tree: [UIDynamicBehavior] { [self] + childBehaviors.flatMap(\.tree) }

    /// Tells the whole tree it moves to `animator` (nil: leaves its animator).
    func move(to animator: UIDynamicAnimator?) {
        for behavior in tree {
            behavior.willMove(to: animator)
            behavior.dynamicAnimator = animator
        }
    }

    /// Wakes the animator after a change that can move items.
    func setNeedsSimulation() { dynamicAnimator?.behaviorsDidChange() }

    // MARK: What subclasses give the solver

    /// The items this behaviour moves or constrains (becoming bodies of the animator's world).
    var dynamicItems: [any UIDynamicItem] { [] }

    /// Adds forces and accelerations for one sub-step.
    func applyForces(in world: DynamicsWorld, timeStep: CGFloat) {}

    /// Adds velocity constraints for one sub-step.
    func appendConstraints(to rows: inout [ConstraintRow], in world: DynamicsWorld, timeStep: CGFloat) {}

    /// Once per frame, before the sub-steps: settings that apply to bodies (materials, injected velocities).
    func prepare(_ world: DynamicsWorld) {}

    /// Once per frame, after every behaviour's materials are taken (an impulse divides by the mass its item's
    /// density gives, from the first frame on): instantaneous pushes.
    func applyImpulses(in world: DynamicsWorld) {}

    /// Once per frame, after the sub-steps and the items' new positions are written: notifications.
    func frameDidEnd(in world: DynamicsWorld) {}
}
