/// Hears when an animator stops because everything rests, and when it starts again. Both are optional in Apple's
/// SDK; here they have empty default implementations.
@preconcurrency @MainActor public protocol UIDynamicAnimatorDelegate: NSObjectProtocol {
    func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator)
    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator)
}

extension UIDynamicAnimatorDelegate {
    public func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) {}
    public func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {}
}
