import Foundation

/// A batch update checked against the counts before and after it, as UIKit checks it, and the resulting map from
/// old index paths to new ones. Built in time proportional to the number of changes plus the number of sections,
/// so a 100,000-item collection with a few changes costs a few changes.
struct BatchUpdatePlan {
    /// New section index for each old section; nil for deleted ones.
    let sectionMap: [Int?]
    /// Per old section: the item indices that leave it (deleted, reloaded or moved out), sorted.
    private let leaving: [Int: [Int]]
    /// Per new section: the item indices filled by insertions, reloads and moves in, sorted.
    private let arriving: [Int: [Int]]
    private let movedItems: [IndexPath: IndexPath]
    private let removedItems: Set<IndexPath>
    let record: BatchUpdateRecord

    enum Failure: Error { case invalid(String) }

    init(record: BatchUpdateRecord, oldCounts: [Int], newCounts: [Int]) throws(Failure) {
        self.record = record
        let oldSections = oldCounts.count, newSections = newCounts.count
        for section in record.deletedSections where section >= oldSections {
            throw .invalid("attempt to delete section \(section), but there are only \(oldSections) sections before "
                           + "the update")
        }
        for section in record.insertedSections where section >= newSections {
            throw .invalid("attempt to insert section \(section) but there are only \(newSections) sections after the "
                           + "update")
        }
        for move in record.movedSections where move.from >= oldSections || move.to >= newSections || move.from < 0 || move.to < 0 {
            throw .invalid("attempt to move section \(move.from) to \(move.to), but there are only \(oldSections) "
                           + "sections before and \(newSections) after the update")
        }
        let expectedSections = oldSections - record.deletedSections.count + record.insertedSections.count
        guard expectedSections == newSections else {
            throw .invalid("Invalid update: invalid number of sections. The number of sections contained in the "
                           + "collection view after the update (\(newSections)) must be equal to the number of sections "
                           + "contained in the collection view before the update (\(oldSections)), plus or minus the "
                           + "number of sections inserted or deleted (\(record.insertedSections.count) inserted, "
                           + "\(record.deletedSections.count) deleted).")
        }
        let sectionMap = Self.mapSections(record, oldSections: oldSections, newSections: newSections)
        self.sectionMap = sectionMap

        var leaving: [Int: [Int]] = [:], arriving: [Int: [Int]] = [:]
        var movedOut: [Int: Int] = [:], movedIn: [Int: Int] = [:]
        var moved: [IndexPath: IndexPath] = [:]
        var removed = Set<IndexPath>()
        for path in record.deletedItems + record.reloadedItems {
            guard oldCounts.indices.contains(path.section), path.item >= 0, path.item < oldCounts[path.section] else {
                throw .invalid("attempt to delete item \(path.item) from section \(path.section) which only contains "
                               + "\(oldCounts.indices.contains(path.section) ? oldCounts[path.section] : 0) items "
                               + "before the update")
            }
            if record.deletedSections.contains(path.section) { continue }
            if removed.insert(path).inserted { leaving[path.section, default: []].append(path.item) }
        }
        let reinserted = record.reloadedItems.compactMap { path -> IndexPath? in
            guard let section = sectionMap[path.section] else { return nil }
            return IndexPath(item: path.item, section: section)
        }
        for path in record.insertedItems + reinserted {
            guard newCounts.indices.contains(path.section), path.item >= 0, path.item < newCounts[path.section] else {
                throw .invalid("attempt to insert item \(path.item) into section \(path.section), but there are only "
                               + "\(newCounts.indices.contains(path.section) ? newCounts[path.section] : 0) items in "
                               + "section \(path.section) after the update")
            }
            if record.insertedSections.contains(path.section) { continue }
            arriving[path.section, default: []].append(path.item)
        }
        for move in record.movedItems {
            guard oldCounts.indices.contains(move.from.section), move.from.item >= 0,
                  move.from.item < oldCounts[move.from.section] else {
                throw .invalid("attempt to move index path (\(move.from)) that does not exist - there are only "
                               + "\(oldCounts.indices.contains(move.from.section) ? oldCounts[move.from.section] : 0) "
                               + "items in section \(move.from.section) before the update")
            }
            guard newCounts.indices.contains(move.to.section), move.to.item >= 0,
                  move.to.item < newCounts[move.to.section] else {
                throw .invalid("attempt to move index path (\(move.from)) to index path (\(move.to)) that does not "
                               + "exist - there are only "
                               + "\(newCounts.indices.contains(move.to.section) ? newCounts[move.to.section] : 0) "
                               + "items in section \(move.to.section) after the update")
            }
            moved[move.from] = move.to
            leaving[move.from.section, default: []].append(move.from.item)
            arriving[move.to.section, default: []].append(move.to.item)
            movedOut[move.from.section, default: 0] += 1
            movedIn[move.to.section, default: 0] += 1
        }
        for (old, new) in sectionMap.enumerated() {
            guard let new else { continue }
            let deleted = (leaving[old]?.count ?? 0) - (movedOut[old] ?? 0)
            let inserted = (arriving[new]?.count ?? 0) - (movedIn[new] ?? 0)
            let expected = oldCounts[old] - deleted + inserted - (movedOut[old] ?? 0) + (movedIn[new] ?? 0)
            guard expected == newCounts[new] else {
                throw .invalid("Invalid update: invalid number of items in section \(new). The number of items "
                               + "contained in an existing section after the update (\(newCounts[new])) must be equal "
                               + "to the number of items contained in that section before the update "
                               + "(\(oldCounts[old])), plus or minus the number of items inserted or deleted from that "
                               + "section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of "
                               + "items moved into or out of that section (\(movedIn[new] ?? 0) moved in, "
                               + "\(movedOut[old] ?? 0) moved out).")
            }
        }
        self.leaving = leaving.mapValues { $0.sorted() }
        self.arriving = arriving.mapValues { $0.sorted() }
        movedItems = moved
        removedItems = removed
    }

    /// Old sections not deleted or moved fill, in order, the new indices not inserted or moved to.
    private static func mapSections(_ record: BatchUpdateRecord, oldSections: Int, newSections: Int) -> [Int?] {
        var map = [Int?](repeating: nil, count: oldSections)
        let movedFrom = Set(record.movedSections.map(\.from)), movedTo = Set(record.movedSections.map(\.to))
        for move in record.movedSections { map[move.from] = move.to }
        var free = (0..<newSections).lazy.filter { !record.insertedSections.contains($0) && !movedTo.contains($0) }
            .makeIterator()
        for old in 0..<oldSections where !record.deletedSections.contains(old) && !movedFrom.contains(old) {
            map[old] = free.next()
        }
        return map
    }

    /// Where the item at `old` is after the update; nil when it was deleted or reloaded (a reload is a new item).
    func newIndexPath(forOld old: IndexPath) -> IndexPath? {
        guard old.count == 2, sectionMap.indices.contains(old.section), let section = sectionMap[old.section] else {
            return nil
        }
        if let moved = movedItems[old] { return moved }
        if removedItems.contains(old) { return nil }
        let before = leaving[old.section].map { Self.countBelow(old.item, in: $0) } ?? 0
        var index = old.item - before
        for taken in arriving[section] ?? [] {
            if taken <= index { index += 1 } else { break }
        }
        return IndexPath(item: index, section: section)
    }

    /// Where a supplementary view of section `old` goes: the same item index in the section's new place.
    func newSupplementaryIndexPath(forOld old: IndexPath) -> IndexPath? {
        guard old.count >= 1, sectionMap.indices.contains(old.section), let section = sectionMap[old.section] else {
            return nil
        }
        var path = old
        path.section = section
        return path
    }

    /// Whether the item at `new` (after the update) was inserted or reloaded: it appears rather than moves.
    func isAppearing(_ new: IndexPath) -> Bool {
        record.insertedSections.contains(new.section) || record.insertedItems.contains(new)
            || record.reloadedItems.contains { sectionMap.indices.contains($0.section)
                && sectionMap[$0.section] == new.section && $0.item == new.item }
    }

    /// The updates as a layout hears them in `prepare(forCollectionViewUpdates:)`.
    @MainActor var updateItems: [UICollectionViewUpdateItem] {
        var items: [UICollectionViewUpdateItem] = []
        for section in record.deletedSections {
            items.append(UICollectionViewUpdateItem(action: .delete, before: IndexPath(item: NSNotFound, section: section),
                                                    after: nil))
        }
        for section in record.insertedSections {
            items.append(UICollectionViewUpdateItem(action: .insert, before: nil,
                                                    after: IndexPath(item: NSNotFound, section: section)))
        }
        for move in record.movedSections {
            items.append(UICollectionViewUpdateItem(action: .move, before: IndexPath(item: NSNotFound, section: move.from),
                                                    after: IndexPath(item: NSNotFound, section: move.to)))
        }
        items += record.deletedItems.map { UICollectionViewUpdateItem(action: .delete, before: $0, after: nil) }
        items += record.insertedItems.map { UICollectionViewUpdateItem(action: .insert, before: nil, after: $0) }
        items += record.movedItems.map { UICollectionViewUpdateItem(action: .move, before: $0.from, after: $0.to) }
        items += record.reloadedItems.map { UICollectionViewUpdateItem(action: .reload, before: $0, after: $0) }
        return items
    }

    /// How many of the sorted `values` are below `value`.
    private static func countBelow(_ value: Int, in values: [Int]) -> Int {
        var low = 0, high = values.count
        while low < high {
            let mid = (low + high) / 2
            if values[mid] < value { low = mid + 1 } else { high = mid }
        }
        return low
    }
}
