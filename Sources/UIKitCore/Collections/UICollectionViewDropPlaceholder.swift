import Foundation

/// A placeholder for a dropped item (`UICollectionViewDropCoordinator.drop(_:to:)`): the drag's preview lands on
/// its cell, drawn as `previewParametersProvider` says for that cell.
@preconcurrency @MainActor open class UICollectionViewDropPlaceholder: UICollectionViewPlaceholder {
    open var previewParametersProvider: ((UICollectionViewCell) -> UIDragPreviewParameters?)?
}
