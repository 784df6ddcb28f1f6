import Foundation

/// One insertion, deletion, reload or move of a batch update, as a layout sees it in
/// `prepare(forCollectionViewUpdates:)`. A section-level update has an item index of `NSNotFound`.
@preconcurrency @MainActor open class UICollectionViewUpdateItem: NSObject {
    public enum Action: Int, Sendable {
        case insert, delete, reload, move, none
    }

    open private(set) var indexPathBeforeUpdate: IndexPath?
    open private(set) var indexPathAfterUpdate: IndexPath?
    open private(set) var updateAction: Action

    init(action: Action, before: IndexPath?, after: IndexPath?) {
        updateAction = action
        indexPathBeforeUpdate = before
        indexPathAfterUpdate = after
        super.init()
    }
}
