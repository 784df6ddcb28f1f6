import Foundation

/// A data source whose items may be outline parents (a diffable data source with section snapshots): the
/// collection view's keyboard expands and collapses them, as desktop tree views do (Right opens, Left closes).
@MainActor protocol OutlineExpanding: AnyObject {
    /// Expands (or collapses) the item at `indexPath` if it is a parent in the other state; false when it is not.
    func setOutlineItem(at indexPath: IndexPath, expanded: Bool) -> Bool
}
