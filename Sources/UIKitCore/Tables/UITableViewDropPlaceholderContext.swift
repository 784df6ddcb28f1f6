import Foundation

/// A placeholder row put in by a drop: the delegate later exchanges it for the real row (`commitInsertion`) or
/// removes it (`deletePlaceholder`). Its animations run with the drop's landing on the placeholder's cell.
/// Sendable (its conformers are main-actor objects) because apps capture it in `NSItemProvider`'s `@Sendable`
/// load completion and commit from the main queue, which iOS's Objective-C protocol allows without a diagnostic.
@preconcurrency @MainActor public protocol UITableViewDropPlaceholderContext: UIDragAnimating, Sendable {
    var dragItem: UIDragItem { get }
    /// Removes the placeholder, lets `dataSourceUpdates` insert the item into the data source at the index path
    /// where the placeholder is now, and shows the data source's row there; false (and nothing run) when the
    /// placeholder is gone already (committed, deleted, or the table reloaded).
    func commitInsertion(dataSourceUpdates: (IndexPath) -> Void) -> Bool
    /// Removes the placeholder without a row in its place; false when it is gone already.
    func deletePlaceholder() -> Bool
}
