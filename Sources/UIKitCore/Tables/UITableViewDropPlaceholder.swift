import Foundation

/// A placeholder for a dropped item (`UITableViewDropCoordinator.drop(_:to:)`): the drag's preview lands on its
/// cell, drawn as `previewParametersProvider` says for that cell.
@preconcurrency @MainActor open class UITableViewDropPlaceholder: UITableViewPlaceholder {
    open var previewParametersProvider: ((UITableViewCell) -> UIDragPreviewParameters?)?
}
