import Foundation

/// A placeholder cell put in by a drop: the delegate later exchanges it for the real item (`commitInsertion`) or
/// removes it (`deletePlaceholder`).
/// Sendable for the same reason as `UITableViewDropPlaceholderContext`: apps capture it in a load's completion.
@preconcurrency @MainActor public protocol UICollectionViewDropPlaceholderContext: UIDragAnimating, Sendable {
    var dragItem: UIDragItem { get }
    /// Removes the placeholder, lets `dataSourceUpdates` insert the item into the data source at the index path
    /// where the placeholder is now, and shows the real cell there; false when the placeholder is gone already.
    func commitInsertion(dataSourceUpdates: (IndexPath) -> Void) -> Bool
    /// Removes the placeholder without an item in its place; false when it is gone already.
    func deletePlaceholder() -> Bool
    /// Runs the placeholder's `cellUpdateHandler` again on its cell (when it has one on screen).
    func setNeedsCellUpdate()
}
