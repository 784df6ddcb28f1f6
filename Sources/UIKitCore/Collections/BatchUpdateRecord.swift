import Foundation

/// (Package-visible for the collection benchmark.)
/// The insertions, deletions, moves and reloads of one batch update as the app announced them: deletions and
/// reloads name index paths before the update, insertions after it, moves both.
package struct BatchUpdateRecord {
    package init() {}

    package var insertedSections = IndexSet()
    package var deletedSections = IndexSet()
    package var movedSections: [(from: Int, to: Int)] = []
    package var insertedItems: [IndexPath] = []
    package var deletedItems: [IndexPath] = []
    package var movedItems: [(from: IndexPath, to: IndexPath)] = []
    package var reloadedItems: [IndexPath] = []
    package var reconfiguredItems: [IndexPath] = []

}
