import Foundation

/// What every diffable data source (collection or table) asks of its snapshot: identifiers by position, the batch
/// update from the snapshot shown before, and the snapshot after the user dropped a reordered item.
extension NSDiffableDataSourceSnapshot {
    func sectionIdentifier(at index: Int) -> SectionIdentifierType? {
        sections.indices.contains(index) ? sections[index] : nil
    }

    func itemIdentifier(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2, items.indices.contains(indexPath.section),
              items[indexPath.section].indices.contains(indexPath.item) else { return nil }
        return items[indexPath.section][indexPath.item]
    }

    /// The number of items in the section at `index` (0 when there is none).
    func numberOfItems(inSectionAt index: Int) -> Int {
        items.indices.contains(index) ? items[index].count : 0
    }

    /// The batch update from `old` to this snapshot, with this one's reloads and reconfigurations: a reloaded
    /// section is deleted and inserted again; a reloaded item that also moves is reconfigured instead (a batch
    /// cannot move and reload one item). Reloads and reconfigurations name `old`'s index paths.
    func batchUpdate(from old: Self) -> BatchUpdateRecord {
        var record = IdentifierDiff.changes(from: old.sections, old.items, to: sections, items)
        let moved = Set(record.movedItems.map(\.from))
        for section in reloadedSectionIdentifiers {
            guard let before = old.indexOfSection(section), let after = indexOfSection(section),
                  !record.movedSections.contains(where: { $0.from == before }) else { continue }
            record.deletedSections.insert(before)
            record.insertedSections.insert(after)
            record.movedItems.removeAll { $0.from.section == before || $0.to.section == after }
            record.deletedItems.removeAll { $0.section == before }
            record.insertedItems.removeAll { $0.section == after }
        }
        for item in reloadedItemIdentifiers {
            guard let path = old.indexPath(of: item), !record.deletedSections.contains(path.section) else { continue }
            if moved.contains(path) { record.reconfiguredItems.append(path) } else { record.reloadedItems.append(path) }
        }
        for item in reconfiguredItemIdentifiers {
            guard let path = old.indexPath(of: item), !record.deletedSections.contains(path.section) else { continue }
            record.reconfiguredItems.append(path)
        }
        return record
    }

    /// This snapshot with the item at `source` moved to `destination` (an index path counted without the item,
    /// as a view reports a drop); nil, with UIKit's message, when either is not in the snapshot.
    func movingItem(at source: IndexPath, to destination: IndexPath) -> Self? {
        guard let item = itemIdentifier(at: source) else {
            UIKitLog.error("Invalid move: no item identifier at index path \(source)")
            return nil
        }
        var moved = self
        moved.deleteItems([item])
        guard moved.sections.indices.contains(destination.section), destination.count == 2, destination.item >= 0 else {
            UIKitLog.error("Invalid move: destination index path \(destination) is not in the snapshot")
            return nil
        }
        let destinationItems = moved.items[destination.section]
        if destination.item < destinationItems.count {
            moved.insertItems([item], beforeItem: destinationItems[destination.item])
        } else {
            moved.appendItems([item], toSection: moved.sections[destination.section])
        }
        return moved
    }
}
