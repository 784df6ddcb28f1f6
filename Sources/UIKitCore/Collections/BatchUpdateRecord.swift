import Foundation

/// The insertions, deletions, moves and reloads of one batch update as the app announced them: deletions and
/// reloads name index paths before the update, insertions after it, moves both.
struct BatchUpdateRecord {
    var insertedSections = IndexSet()
    var deletedSections = IndexSet()
    var movedSections: [(from: Int, to: Int)] = []
    var insertedItems: [IndexPath] = []
    var deletedItems: [IndexPath] = []
    var movedItems: [(from: IndexPath, to: IndexPath)] = []
    var reloadedItems: [IndexPath] = []
    var reconfiguredItems: [IndexPath] = []

    var isEmpty: Bool {
        insertedSections.isEmpty && deletedSections.isEmpty && movedSections.isEmpty && insertedItems.isEmpty
            && deletedItems.isEmpty && movedItems.isEmpty && reloadedItems.isEmpty && reconfiguredItems.isEmpty
    }
}
