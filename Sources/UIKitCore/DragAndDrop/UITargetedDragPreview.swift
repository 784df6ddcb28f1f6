/// A drag preview tied to a view on screen: the lift starts from where the view is, and a cancelled drag goes
/// back there.
@preconcurrency @MainActor open class UITargetedDragPreview: UITargetedPreview {}
