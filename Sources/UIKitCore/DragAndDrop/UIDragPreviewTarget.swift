/// Where a drag preview goes as a drag lifts, is cancelled or drops: a point in a container view, with a transform.
@preconcurrency @MainActor open class UIDragPreviewTarget: UIPreviewTarget {}
