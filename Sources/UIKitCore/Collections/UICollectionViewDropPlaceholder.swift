import Foundation

/// A placeholder for a dropped item (`UICollectionViewDropCoordinator.drop(_:to:)`).
@preconcurrency @MainActor open class UICollectionViewDropPlaceholder: UICollectionViewPlaceholder {
    /// The look of the drop's preview over the placeholder's cell. The drag's preview is gone once the drop is
    /// performed here, so this is kept for source compatibility and not asked.
    open var previewParametersProvider: ((UICollectionViewCell) -> UIDragPreviewParameters?)?
}
