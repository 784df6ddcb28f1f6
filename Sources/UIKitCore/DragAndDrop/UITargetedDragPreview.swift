/// A drag preview tied to a place on screen: the lift starts from where its view is, a cancelled drag goes back
/// to its target, and a drop lands on one.
@preconcurrency @MainActor open class UITargetedDragPreview: UITargetedPreview {
    /// The same view and parameters landing at `newTarget` (a drop delegate retargets the default preview so).
    open func retargetedPreview(with newTarget: UIDragPreviewTarget) -> UITargetedDragPreview {
        UITargetedDragPreview(view: view, parameters: parameters, target: newTarget)
    }
}
